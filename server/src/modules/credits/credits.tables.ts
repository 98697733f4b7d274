import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';
import { DEFAULT_RESPONSE_CREDITS } from './credits.rules.ts';

/** A store's credits: one row per app, written on first use (no row: a new store's credits). */
export const appCredits = pgTable(
  'app_credits',
  {
    appUuid: uuid('app_uuid')
      .primaryKey()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    /** AI suggested replies left; each generated reply uses one. */
    responseCredits: integer('response_credits').notNull().default(DEFAULT_RESPONSE_CREDITS),
    /** When the "response credits" limit notice was raised (once, until credits are added). */
    creditsNoticeAt: timestamp('credits_notice_at', { withTimezone: true }),
    /** Shipping credits (centavos): the prepaid balance courier bookings are paid from; never below zero. */
    shippingCredits: integer('shipping_credits').notNull().default(0),
  },
  (t) => [check('app_credits_shipping_check', sql`${t.shippingCredits} >= 0`)],
);

export type CreditsRow = typeof appCredits.$inferSelect;

/**
 * The plan's monthly allowance of AI suggested replies, used per Manila calendar month (YYYY-MM), and
 * the monthly limit notices already raised that month (one each: responses, users, contacts).
 */
export const appResponseUsage = pgTable(
  'app_response_usage',
  {
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    used: integer('used').notNull().default(0),
    notices: text('notices').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.appUuid, t.month] })],
);

export type ResponseUsageRow = typeof appResponseUsage.$inferSelect;
