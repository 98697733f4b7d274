import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
import { enforcePermissions } from './permissions.ts';
import './server-info.graphql.ts';
import './jobs.graphql.ts';
import '../integrations/mail/mail.graphql.ts';
import '../modules/accounts/index.ts';
import '../modules/analytics/index.ts';
import '../modules/apps/index.ts';
import '../modules/assistant/index.ts';
import '../modules/billing/index.ts';
import '../modules/catalog/index.ts';
import '../modules/credits/index.ts';
import '../modules/customers/index.ts';
import '../modules/delivery-areas/index.ts';
import '../modules/flags/index.ts';
import '../modules/inbox/index.ts';
import '../modules/kyc/index.ts';
import '../modules/launch/index.ts';
import '../modules/network/index.ts';
import '../modules/notifications/index.ts';
import '../modules/orders/index.ts';
import '../modules/partners/index.ts';
import '../modules/photos/index.ts';
import '../modules/promotions/index.ts';
import '../modules/segments/index.ts';
import '../modules/announcements/index.ts';
import '../modules/referrals/index.ts';
import '../modules/broadcasts/index.ts';
import '../modules/comment-replies/index.ts';
import '../modules/store-setup/index.ts';
import '../modules/storefront/index.ts';

/**
 * The assembled schema: each domain's index.ts loads its `*.graphql.ts`, which add its types and fields
 * (and fields on the types of the domains below it); every root field is checked against its rule in
 * permissions.ts (who, store roles, per-address throttle) before it runs.
 */
export const schema = enforcePermissions(builder.toSchema());

export const printedSchema = (): string => `${printSchema(lexicographicSortSchema(schema))}\n`;
