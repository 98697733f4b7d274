import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';
import { categories } from './catalog.categories.tables.ts';

export * from './catalog.categories.tables.ts';

/**
 * The catalog's products: the core columns the inbox and the assistant read (name, description,
 * price, stock, visibility, photo). The catalog issue adds variants, options, categories and add-ons.
 */
export const products = pgTable(
  'products',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** centavos */
    price: integer('price').notNull(),
    compareAtPrice: integer('compare_at_price'),
    published: boolean('published').notNull().default(true),
    hidden: boolean('hidden').notNull().default(false),
    /** null: not limited. */
    stockQuantity: integer('stock_quantity'),
    photoUrl: text('photo_url'),
    /** null: uncategorised; deleting the category leaves its products uncategorised. */
    categoryUuid: uuid('category_uuid').references(() => categories.uuid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_app_idx').on(t.appUuid, t.createdAt, t.uuid),
    index('products_category_idx').on(t.categoryUuid),
  ],
);

export type ProductRow = typeof products.$inferSelect;
