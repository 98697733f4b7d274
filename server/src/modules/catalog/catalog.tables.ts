import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';
import { addOns, categories } from './catalog.categories.tables.ts';

export * from './catalog.categories.tables.ts';

/** An option a customer chooses (Size: S, M, L); a product has at most three. */
export interface ProductOption {
  name: string;
  values: string[];
}

/**
 * The catalog's products. Every product sells through its variants: a product without options has
 * one variant named "Default". `price`, `compareAtPrice` and `stockQuantity` here summarise the
 * variants (lowest published price, total stock when every variant is limited, else null) and are
 * kept current by the catalog service and the stock rules, so that lists, filters and the inbox read
 * one row per product.
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
    /** centavos: the lowest published variant's price. */
    price: integer('price').notNull(),
    compareAtPrice: integer('compare_at_price'),
    published: boolean('published').notNull().default(true),
    /** Hidden products are left out of the storefront's lists but still sell by link and in Messenger. */
    hidden: boolean('hidden').notNull().default(false),
    digitalProduct: boolean('digital_product').notNull().default(false),
    /** A storefront section heading the product is shown under (e.g. "Best Sellers"). */
    sectionName: text('section_name'),
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    /** null: some variant is not limited, so the product never runs out. */
    stockQuantity: integer('stock_quantity'),
    /** The first photo's URL (the inbox carousel and lists read it); photos live in their own table. */
    photoUrl: text('photo_url'),
    /** null: uncategorised; deleting the category leaves its products uncategorised. */
    categoryUuid: uuid('category_uuid').references(() => categories.uuid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_app_idx').on(t.appUuid, t.createdAt, t.uuid),
    index('products_app_name_idx').on(t.appUuid, sql`lower(${t.name})`, t.uuid),
    index('products_app_price_idx').on(t.appUuid, t.price, t.uuid),
    index('products_app_stock_idx').on(t.appUuid, sql`coalesce(${t.stockQuantity}, 2147483647)`, t.uuid),
    index('products_category_idx').on(t.categoryUuid),
    // The published filter, newest first, and its capped count.
    index('products_app_published_idx').on(t.appUuid, t.published, t.createdAt, t.uuid),
    // Name search (ILIKE "contains") and its capped count: trigram GIN, as for customers and orders.
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export type ProductRow = typeof products.$inferSelect;

/**
 * What a customer actually buys: one row per combination of the product's option values. A limited
 * variant never holds negative stock (the check below backs the stock rules in the database).
 */
export const productVariants = pgTable(
  'product_variants',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    productUuid: uuid('product_uuid')
      .notNull()
      .references(() => products.uuid, { onDelete: 'cascade' }),
    /** The option values in the product's option order, e.g. ["M", "Red"]; [] for "Default". */
    optionValues: jsonb('option_values').$type<string[]>().notNull().default([]),
    /** "M / Red", or "Default" for a product without options. */
    variantName: text('variant_name').notNull(),
    /** centavos */
    price: integer('price').notNull(),
    compareAtPrice: integer('compare_at_price'),
    /** Units on hand; meaningful when limited. */
    stockQuantity: integer('stock_quantity').notNull().default(0),
    limited: boolean('limited').notNull().default(false),
    published: boolean('published').notNull().default(true),
    /** Units sold or held by open orders. */
    boughtAndReservedCount: integer('bought_and_reserved_count').notNull().default(0),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_variants_product_name_key').on(t.productUuid, t.variantName),
    index('product_variants_app_idx').on(t.appUuid, t.productUuid),
    check('product_variants_stock_check', sql`not ${t.limited} or ${t.stockQuantity} >= 0`),
  ],
);

export type ProductVariantRow = typeof productVariants.$inferSelect;

/** The add-ons offered with a product. */
export const productAddOns = pgTable(
  'product_add_ons',
  {
    productUuid: uuid('product_uuid')
      .notNull()
      .references(() => products.uuid, { onDelete: 'cascade' }),
    addOnUuid: uuid('add_on_uuid')
      .notNull()
      .references(() => addOns.uuid, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productUuid, t.addOnUuid] }),
    index('product_add_ons_add_on_idx').on(t.addOnUuid),
  ],
);

/**
 * A catalog CSV upload: read and checked at upload (the preview), applied later in one transaction.
 * Kept after applying, so a retry of the same import changes nothing twice.
 */
export const productImports = pgTable(
  'product_imports',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    userUuid: uuid('user_uuid').notNull(),
    fileName: text('file_name').notNull().default('products.csv'),
    /** previewed, applied */
    status: text('status').notNull().default('previewed'),
    rows: integer('rows').notNull(),
    /** PlannedProduct[] (catalog.import.rules.ts) */
    plan: jsonb('plan').notNull(),
    /** RowError[] */
    errors: jsonb('errors').notNull(),
    creates: integer('creates').notNull().default(0),
    updates: integer('updates').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [index('product_imports_app_idx').on(t.appUuid, t.createdAt)],
);

export type ProductImportRow = typeof productImports.$inferSelect;
