/**
 * Customers: one row per person who ordered from or wrote to a store. The orders and the inbox keep
 * them current (linkOrderCustomer, ensureRecipientCustomer) and add their own fields to Customer.
 */
export { CustomerType } from './customers.graphql.ts';
export { CUSTOMERS_PAGE_SIZE } from './customers.rules.ts';
export {
  type CustomerFilter,
  customersMatching,
  customersOfRecipients,
  customersWithoutMessenger,
  recipientsOfCustomersMatching,
} from './customers.segments.ts';
export { activeCustomersCount } from './customers.service.ts';
export type { CustomerRow } from './customers.tables.ts';
export { isTag, normalizeTag } from './customers.tags.ts';
export {
  customerUuidOfRecipient,
  ensureRecipientCustomer,
  linkOrderCustomer,
  type OrderCustomer,
  type RecipientForCustomer,
} from './customers.write.ts';
