import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import type { PhotoKind } from './photos.rules.ts';

/**
 * Uploaded images: product photos (uploaded first, unattached, then attached to a product in the
 * order the merchant chose) and customers' deposit slips (uploaded from the storefront, then attached
 * to an order). Unattached images older than a day are swept with their files.
 */
export const photos = pgTable(
  'photos',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    kind: text('kind').$type<PhotoKind>().notNull().default('product'),
    /** A deposit slip's order; null until the checkout (or the order page) sends it. */
    orderUuid: uuid('order_uuid').references(() => orders.uuid, { onDelete: 'cascade' }),
    /** null: uploaded, not yet saved with a product. */
    productUuid: uuid('product_uuid').references(() => products.uuid, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** Storage key of the main image (webp, at most 1600 px on its long side). */
    key: text('key').notNull(),
    /** Storage key of the thumbnail (webp, at most 320 px). */
    thumbnailKey: text('thumbnail_key').notNull(),
    contentType: text('content_type').notNull(),
    /** Size of the stored main image. */
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('photos_product_idx').on(t.productUuid, t.position),
    index('photos_app_created_idx').on(t.appUuid, t.createdAt),
    index('photos_order_idx').on(t.orderUuid, t.createdAt),
  ],
);

export type PhotoRow = typeof photos.$inferSelect;
