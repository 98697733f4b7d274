import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';
import { products } from '../catalog/catalog.tables.ts';

/** A store's referral links: to the store (product null) or to one product (a smart retail link). */
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('referral_links_app_code_key').on(t.appUuid, t.code),
    index('referral_links_app_newest_idx').on(t.appUuid, t.createdAt),
  ],
);

export type ReferralLinkRow = typeof referralLinks.$inferSelect;
