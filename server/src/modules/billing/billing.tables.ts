import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';
import { DEFAULT_BILLING } from './billing.rules.ts';

/** A store's plan: one row per app, written on its first change (no row: the free plan). */
export const appBilling = pgTable('app_billing', {
  appUuid: uuid('app_uuid')
    .primaryKey()
    .references(() => apps.uuid, { onDelete: 'cascade' }),
  plan: text('plan').notNull().default(DEFAULT_BILLING.plan),
  planPaymentType: text('plan_payment_type'),
});

export type BillingRow = typeof appBilling.$inferSelect;
