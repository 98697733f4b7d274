/** A store's plan and how it is paid, and the payment method on file it is billed with. */
import './billing.graphql.ts';
import './billing.payments.graphql.ts';

export {
  type CallbackDeps,
  handlePaymentCallback,
  registerBillingPaymentListeners,
} from './billing.callbacks.ts';
export { hasDefaultPaymentMethod } from './billing.default-method.ts';
export type { BillingEvents } from './billing.events.ts';
export { customerOf } from './billing.payments.service.ts';
export { type Billing, DEFAULT_BILLING } from './billing.rules.ts';
export { billingLoader, billingOf, updateBilling } from './billing.service.ts';
