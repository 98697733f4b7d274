/**
 * Product price rows for the MDR (payment fee) flow, document 3 §3: each published product or variant
 * with its price and the price with the default (2.5%) and GLife (3.5%) fee added. A store may hold
 * thousands of products, so each list is keyset-paged: `first` rows after the `after` cursor (the last
 * row's `cursor`), never OFFSET.
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { pageSize } from '../../platform/cursor.ts';
import { badInput } from '../../platform/errors.ts';
import { appOrThrow } from '../apps/index.ts';
import { DEFAULT_VARIANT, GLIFE_MDR_PER_MILLE, MDR_PER_MILLE, withMdr } from './catalog.products.rules.ts';
import { addOns, products, productVariants } from './catalog.tables.ts';

export type PriceRowType = 'product' | 'variant' | 'option';

export interface PriceRow {
  uuid: string;
  rowType: PriceRowType;
  name: string;
  productName: string;
  variantName: string | null;
  price: number;
  mdrAppliedPrice: number;
  glifeMdrAppliedPrice: number;
  /** Where the next page starts when this is the last row. */
  cursor: string;
}

export interface PriceRowsArgs {
  first?: number | null;
  after?: string | null;
}

/** A page holds at most 100 rows (the platform's page size), 100 unless asked. */
export const PRICE_ROWS_PAGE = 100;

/**
 * The sort key of a row: product name (lowercase) and product uuid; for a variant also its position
 * and uuid; an option (add-on) row, listed after every variant, is ['option', name, uuid].
 */
type ProductKey = [name: string, productUuid: string];
type VariantKey = [name: string, productUuid: string, position: number, variantUuid: string];
type OptionKey = ['option', name: string, addOnUuid: string];
type Key = ProductKey | VariantKey | OptionKey;

const encodeKey = (key: Key) => Buffer.from(JSON.stringify(key)).toString('base64url');

const isUuidText = (v: unknown) => typeof v === 'string' && /^[0-9a-f-]{36}$/i.test(v);

function shapeOf(key: unknown): 'product' | 'variant' | 'option' | null {
  if (!Array.isArray(key) || typeof key[0] !== 'string') return null;
  if (key.length === 2 && isUuidText(key[1])) return 'product';
  if (key.length === 4 && isUuidText(key[1]) && Number.isInteger(key[2]) && isUuidText(key[3]))
    return 'variant';
  if (key.length === 3 && key[0] === 'option' && typeof key[1] === 'string' && isUuidText(key[2]))
    return 'option';
  return null;
}

function decodeKey<K extends Key>(after: string | null | undefined, shapes: readonly string[]): K | null {
  if (!after) return null;
  try {
    const key = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as unknown;
    const shape = shapeOf(key);
    if (shape && shapes.includes(shape)) return key as K;
  } catch {
    // falls through to the refusal
  }
  throw badInput({ after: 'Invalid cursor' });
}

const priced = (row: Omit<PriceRow, 'mdrAppliedPrice' | 'glifeMdrAppliedPrice'>): PriceRow => ({
  ...row,
  mdrAppliedPrice: withMdr(row.price, MDR_PER_MILLE),
  glifeMdrAppliedPrice: withMdr(row.price, GLIFE_MDR_PER_MILLE),
});

const productName = sql<string>`lower(${products.name})`;

async function productRows(ctx: Context, appUuid: string, args: PriceRowsArgs, only?: SQL) {
  const app = await appOrThrow(ctx, appUuid);
  const size = pageSize(args.first, PRICE_ROWS_PAGE);
  const key = decodeKey<ProductKey>(args.after, ['product']);
  const rows = await ctx.db
    .select({ uuid: products.uuid, name: products.name, price: products.price, sortName: productName })
    .from(products)
    .where(
      and(
        eq(products.appUuid, app.uuid),
        eq(products.published, true),
        only,
        key ? sql`(${productName}, ${products.uuid}) > (${key[0]}, ${key[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(productName, asc(products.uuid))
    .limit(size);
  return rows.map(({ sortName, ...r }) =>
    priced({
      ...r,
      rowType: 'product',
      productName: r.name,
      variantName: null,
      cursor: encodeKey([sortName, r.uuid]),
    }),
  );
}

/** Every published product, by name, at its (lowest) price. */
export const availableProducts = (ctx: Context, appUuid: string, args: PriceRowsArgs = {}) =>
  productRows(ctx, appUuid, args);

/** Published products without options: one Default variant, so the product's price is its only price. */
export const singleVariantProducts = (ctx: Context, appUuid: string, args: PriceRowsArgs = {}) =>
  productRows(ctx, appUuid, args, sql`jsonb_array_length(${products.options}) = 0`);

/**
 * Every published variant of published products with options ("M / Red"), by product then matrix
 * order; then the store's available add-ons as `option` rows (their prices rise with the MDR too).
 */
export async function availableProductVariants(
  ctx: Context,
  appUuid: string,
  args: PriceRowsArgs = {},
): Promise<PriceRow[]> {
  const app = await appOrThrow(ctx, appUuid);
  const size = pageSize(args.first, PRICE_ROWS_PAGE);
  const key = decodeKey<VariantKey | OptionKey>(args.after, ['variant', 'option']);
  const optionKey = key?.[0] === 'option' ? (key as OptionKey) : null;
  const variants = optionKey ? [] : await variantRows(ctx, app.uuid, size, key as VariantKey | null);
  if (variants.length === size) return variants;
  const options = await optionRows(ctx, app.uuid, size - variants.length, optionKey);
  return [...variants, ...options];
}

async function variantRows(ctx: Context, appUuid: string, size: number, key: VariantKey | null) {
  const rows = await ctx.db
    .select({
      uuid: productVariants.uuid,
      variantName: productVariants.variantName,
      price: productVariants.price,
      position: productVariants.position,
      productUuid: products.uuid,
      productName: products.name,
      sortName: productName,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.uuid, productVariants.productUuid))
    .where(
      and(
        eq(products.appUuid, appUuid),
        eq(products.published, true),
        eq(productVariants.published, true),
        sql`${productVariants.variantName} <> ${DEFAULT_VARIANT}`,
        key
          ? sql`(${productName}, ${products.uuid}, ${productVariants.position}, ${productVariants.uuid}) > (${key[0]}, ${key[1]}::uuid, ${key[2]}::integer, ${key[3]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(productName, asc(products.uuid), asc(productVariants.position), asc(productVariants.uuid))
    .limit(size);
  return rows.map(({ sortName, position, productUuid, ...r }) =>
    priced({
      ...r,
      rowType: 'variant',
      name: r.variantName,
      cursor: encodeKey([sortName, productUuid, position, r.uuid]),
    }),
  );
}

const addOnName = sql<string>`lower(${addOns.name})`;

/** The store's available add-ons by name: option rows, named after the add-on (no product of their own). */
async function optionRows(ctx: Context, appUuid: string, size: number, key: OptionKey | null) {
  const rows = await ctx.db
    .select({ uuid: addOns.uuid, name: addOns.name, price: addOns.price, sortName: addOnName })
    .from(addOns)
    .where(
      and(
        eq(addOns.appUuid, appUuid),
        eq(addOns.available, true),
        key ? sql`(${addOnName}, ${addOns.uuid}) > (${key[1]}, ${key[2]}::uuid)` : undefined,
      ),
    )
    .orderBy(addOnName, asc(addOns.uuid))
    .limit(size);
  return rows.map(({ sortName, ...r }) =>
    priced({
      ...r,
      rowType: 'option',
      productName: r.name,
      variantName: null,
      cursor: encodeKey(['option', sortName, r.uuid]),
    }),
  );
}
