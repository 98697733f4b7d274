/** A reseller's network (document 2 §2.3 "Reseller network"): the merchants they brought in, by status. */
import './network.graphql.ts';

export { MERCHANT_STATUSES, type MerchantStatus } from './network.rules.ts';
