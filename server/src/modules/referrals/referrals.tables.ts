import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { newShortCode } from './referrals.rules.ts';

/**
 * A store's referral links: to the store, to one product (a smart retail link) or to one promo (the
 * store with the promo applied). Each has a short address /r/{shortCode}.
 */
export const referralLinks = pgTable(
  'referral_links',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The link's `ref`: lowercase, unique per store; the storefront records it as the visit's source. */
    code: text('code').notNull(),
    /** Deleting the product turns the link into a link to the store. */
    productUuid: uuid('product_uuid').references(() => products.uuid, { onDelete: 'set null' }),
    /**
     * A promotion of the store (promotions module, read through its index): no foreign key, so a
     * deleted promo leaves the link a promo link whose promo has ended (it opens the store).
     */
    promotionUuid: uuid('promotion_uuid'),
    /** The short address's code: 7 random base62 characters, unique across stores (/r/{shortCode}). */
    shortCode: text('short_code').notNull().$defaultFn(newShortCode),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('referral_links_app_code_key').on(t.appUuid, t.code),
    index('referral_links_app_newest_idx').on(t.appUuid, t.createdAt),
    uniqueIndex('referral_links_short_code_key').on(t.shortCode),
  ],
);

export type ReferralLinkRow = typeof referralLinks.$inferSelect;
