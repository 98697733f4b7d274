import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';

/**
 * Shipping-credit top-ups (document 3 §2 screen 12 and route ecommerce-shipping-top-up, §3, §7
 * grabExpressCredits): a pack of centavos of courier credit paid through the provider's checkout.
 * The credits are added once, when the provider's verified callback says the exact amount was paid;
 * the latest paid one is the widget's "Latest Top up approved on {date}".
 */
export const shippingCreditTopUps = pgTable(
  'shipping_credit_top_ups',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    /** The top-up route's key: the app uuid, a unix timestamp and ':grab_express' (one top-up per key). */
    key: text('key').notNull(),
    /** Centavos paid, and centavos of shipping credit added once paid (one peso buys one peso). */
    amount: integer('amount').notNull(),
    /** CARD, GCASH or PAYMAYA. */
    channel: text('channel').notNull(),
    status: text('status').$type<'pending' | 'paid' | 'failed'>().notNull().default('pending'),
    providerRequestId: text('provider_request_id'),
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('shipping_credit_top_ups_key').on(t.appUuid, t.key),
    index('shipping_credit_top_ups_paid_idx').on(t.appUuid, t.paidAt),
  ],
);

export type ShippingCreditTopUpRow = typeof shippingCreditTopUps.$inferSelect;
