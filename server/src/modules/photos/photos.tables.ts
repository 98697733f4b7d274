import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';
import { products } from '../catalog/catalog.tables.ts';

/**
 * Product photos: uploaded first (unattached, product_uuid null), then attached to a product in the
 * order the merchant chose. Unattached photos older than a day are swept with their files.
 */
export const photos = pgTable(
  'photos',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
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
  ],
);

export type PhotoRow = typeof photos.$inferSelect;
