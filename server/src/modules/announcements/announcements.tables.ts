import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';
import { products } from '../catalog/catalog.tables.ts';

/** A store's announcements: a banner on its storefront from startsAt until endsAt (none: until ended). */
export const storeAnnouncements = pgTable(
  'store_announcements',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    /** The product the banner opens, if any; a deleted product leaves the banner without a link. */
    productUuid: uuid('product_uuid').references(() => products.uuid, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('store_announcements_app_newest_idx').on(t.appUuid, t.createdAt, t.uuid),
    index('store_announcements_app_starts_idx').on(t.appUuid, t.startsAt),
  ],
);

export type StoreAnnouncementRow = typeof storeAnnouncements.$inferSelect;
