import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
import { enforcePermissions } from './permissions.ts';
import './server-info.graphql.ts';
import './jobs.graphql.ts';
import '../integrations/mail/mail.graphql.ts';
import '../modules/accounts/accounts.graphql.ts';
import '../modules/accounts/accounts.recovery.graphql.ts';
import '../modules/apps/apps.graphql.ts';
import '../modules/apps/apps.settings.graphql.ts';
import '../modules/assistant/assistant.graphql.ts';
import '../modules/billing/index.ts';
import '../modules/catalog/catalog.addons.graphql.ts';
import '../modules/catalog/catalog.categories.graphql.ts';
import '../modules/catalog/catalog.import.graphql.ts';
import '../modules/catalog/catalog.products.graphql.ts';
import '../modules/customers/customers.graphql.ts';
import '../modules/delivery-areas/delivery-areas.graphql.ts';
import '../modules/flags/index.ts';
import '../modules/inbox/inbox.graphql.ts';
import '../modules/inbox/inbox.optin.graphql.ts';
import '../modules/inbox/inbox.templates.graphql.ts';
import '../modules/notifications/notifications.graphql.ts';
import '../modules/notifications/notifications.settings.graphql.ts';
import '../modules/orders/orders.graphql.ts';
import '../modules/orders/orders.store.graphql.ts';
import '../modules/partners/partners.graphql.ts';
import '../modules/photos/photos.graphql.ts';
import '../modules/store-setup/store-setup.graphql.ts';
import '../modules/storefront/storefront.graphql.ts';

/**
 * The assembled schema: each domain's `<domain>.graphql.ts` adds its types and fields; every root field
 * is checked against its rule in permissions.ts (who, store roles, per-address throttle) before it runs.
 */
export const schema = enforcePermissions(builder.toSchema());

export const printedSchema = (): string => `${printSchema(lexicographicSortSchema(schema))}\n`;
