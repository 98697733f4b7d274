/** A store's plan and how it is paid, and the payment method on file it is billed with. */
import './billing.graphql.ts';
import './billing.fees.graphql.ts';
import './billing.overdue.graphql.ts';
import './billing.topups.graphql.ts';
import './billing.shipping.graphql.ts';
import './billing.payments.graphql.ts';
import './billing.plans.graphql.ts';
import './billing.records.graphql.ts';

export {
  type CallbackDeps,
  handlePaymentCallback,
  registerBillingPaymentListeners,
} from './billing.callbacks.ts';
export { registerBillingChargeListeners } from './billing.charge.ts';
export { hasDefaultPaymentMethod } from './billing.default-method.ts';
export type { BillingEvents } from './billing.events.ts';
export { registerBillingLiveListeners } from './billing.live.ts';
export {
  BILLING_OVERDUE_JOB,
  defineBillingOverdueJobs,
  registerBillingOverdueListeners,
  runOverdue,
} from './billing.overdue.ts';
export { customerOf } from './billing.payments.service.ts';
export type { BillingPlansEvents } from './billing.plans.events.ts';
export { enrolMsme, planLimits, planUsage } from './billing.plans.ts';
export { type Billing, DEFAULT_BILLING } from './billing.rules.ts';
export { BILLING_RUN_JOB, billApp, defineBillingJobs, runBilling } from './billing.run.ts';
export { billingLoader, billingOf, updateBilling } from './billing.service.ts';
export { registerTopUpChargeListeners } from './billing.topups.ts';
