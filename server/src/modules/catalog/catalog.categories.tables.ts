import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';

/**
 * Product categories of a store. A category may have a parent (a subcategory); the storefront groups
 * by subcategory when the cart setting `subcategorized` is on. Names are unique per app, ignoring case.
 */
export const categories = pgTable(
  'categories',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    /** null: a top-level category. A category with subcategories cannot be deleted (catalog.rules.ts). */
    parentUuid: uuid('parent_uuid').references((): AnyPgColumn => categories.uuid),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('categories_app_idx').on(t.appUuid, t.createdAt, t.uuid),
    index('categories_parent_idx').on(t.parentUuid),
    uniqueIndex('categories_app_name_key').on(t.appUuid, sql`lower(${t.name})`),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;

/** Add-ons a customer may add to an order (gift wrap, extra rice): a name and a price in centavos. */
export const addOns = pgTable(
  'add_ons',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** centavos */
    price: integer('price').notNull(),
    available: boolean('available').notNull().default(true),
    /** null: no limit per order. */
    maxQuantity: integer('max_quantity'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('add_ons_app_idx').on(t.appUuid, t.createdAt, t.uuid),
    uniqueIndex('add_ons_app_name_key').on(t.appUuid, sql`lower(${t.name})`),
  ],
);

export type AddOnRow = typeof addOns.$inferSelect;
