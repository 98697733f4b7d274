/** Every table, for drizzle-kit (migrations) — each domain owns its own `<domain>.tables.ts`. */
export * from '../integrations/mail/mail.tables.ts';
export * from '../platform/jobs.tables.ts';
export * from './accounts/accounts.tables.ts';
export * from './apps/apps.tables.ts';
export * from './assistant/assistant.tables.ts';
export * from './billing/billing.tables.ts';
export * from './catalog/catalog.tables.ts';
export * from './credits/credits.tables.ts';
export * from './customers/customers.tables.ts';
export * from './delivery-areas/delivery-areas.tables.ts';
export * from './flags/flags.tables.ts';
export * from './inbox/inbox.tables.ts';
export * from './notifications/notifications.tables.ts';
export * from './orders/orders.tables.ts';
export * from './partners/partners.tables.ts';
export * from './photos/photos.tables.ts';
export * from './store-setup/store-setup.tables.ts';
