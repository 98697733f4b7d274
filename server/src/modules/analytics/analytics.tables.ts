import { bigint, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';
import type { Grain, StorefrontEventKind } from './analytics.rules.ts';

/**
 * What shoppers did in a storefront (issue 19): one row per visit, product view, add-to-cart, checkout
 * started and order placed, kept as the raw record the daily rollups are built from (and checked
 * against). No personal data: no address, no visitor id, no customer; only the store, the product, and
 * the referral source of the visit (a Messenger ref, a utm_source or the referring site's host).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    kind: text('kind').$type<StorefrontEventKind>().notNull(),
    /** The product viewed or added to the cart (no foreign key: a deleted product keeps its history). */
    productUuid: uuid('product_uuid'),
    /** Where the visit came from ('direct' when nothing says). */
    source: text('source'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('analytics_events_app_time_idx').on(t.appUuid, t.occurredAt)],
);

/**
 * Rollups per store in Manila calendar days, kept at three grains (analytics.rules.ts GRAINS): `day`
 * is the first day of the row's day, week (Monday) or month. `metric` names the figure
 * (analytics.rules.ts), `dim` what it is broken down by ('' for the store's total, a product uuid, a
 * source). Storefront events add to their three rows in the transaction that records them; a day's
 * order figures are recomputed from the orders whenever an order of that day changes, and the day's
 * change is carried to its week and month (idempotent: a redelivered event changes nothing). Every
 * dashboard reads these, never the raw rows.
 */
export const analyticsRollups = pgTable(
  'analytics_rollups',
  {
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    grain: text('grain').$type<Grain>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    dim: text('dim').notNull().default(''),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  // A range of one metric at one grain (its totals, or its breakdown for a top list) is one range scan.
  (t) => [primaryKey({ columns: [t.appUuid, t.metric, t.grain, t.day, t.dim] })],
);

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
