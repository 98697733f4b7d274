/** A store's plan and how it is paid: one row per app (the billing issue builds on it). */
import './billing.graphql.ts';

export { hasDefaultPaymentMethod } from './billing.default-method.ts';
export { type Billing, DEFAULT_BILLING } from './billing.rules.ts';
export { billingLoader, billingOf, updateBilling } from './billing.service.ts';
