/**
 * Product price rows for the MDR (payment fee) flow, document 3 §3: each published product or variant
 * with its price and the price with the default (2.5%) and GLife (3.5%) fee added.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { appOrThrow } from '../apps/index.ts';
import { DEFAULT_VARIANT, GLIFE_MDR_PER_MILLE, MDR_PER_MILLE, withMdr } from './catalog.products.rules.ts';
import { products, productVariants } from './catalog.tables.ts';

export type PriceRowType = 'product' | 'variant';

export interface PriceRow {
  uuid: string;
  rowType: PriceRowType;
  name: string;
  productName: string;
  variantName: string | null;
  price: number;
  mdrAppliedPrice: number;
  glifeMdrAppliedPrice: number;
}

const priced = (row: Omit<PriceRow, 'mdrAppliedPrice' | 'glifeMdrAppliedPrice'>): PriceRow => ({
  ...row,
  mdrAppliedPrice: withMdr(row.price, MDR_PER_MILLE),
  glifeMdrAppliedPrice: withMdr(row.price, GLIFE_MDR_PER_MILLE),
});

/** Every published product, by name, at its (lowest) price. */
export async function availableProducts(ctx: Context, appUuid: string): Promise<PriceRow[]> {
  const app = await appOrThrow(ctx, appUuid);
  const rows = await ctx.db
    .select({ uuid: products.uuid, name: products.name, price: products.price })
    .from(products)
    .where(and(eq(products.appUuid, app.uuid), eq(products.published, true)))
    .orderBy(sql`lower(${products.name})`, asc(products.uuid));
  return rows.map((r) => priced({ ...r, rowType: 'product', productName: r.name, variantName: null }));
}

/** Every published variant of published products with options ("M / Red"), by product then matrix order. */
export async function availableProductVariants(ctx: Context, appUuid: string): Promise<PriceRow[]> {
  const app = await appOrThrow(ctx, appUuid);
  const rows = await ctx.db
    .select({
      uuid: productVariants.uuid,
      variantName: productVariants.variantName,
      price: productVariants.price,
      productName: products.name,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.uuid, productVariants.productUuid))
    .where(
      and(
        eq(products.appUuid, app.uuid),
        eq(products.published, true),
        eq(productVariants.published, true),
        sql`${productVariants.variantName} <> ${DEFAULT_VARIANT}`,
      ),
    )
    .orderBy(sql`lower(${products.name})`, asc(products.uuid), asc(productVariants.position));
  return rows.map((r) => priced({ ...r, rowType: 'variant', name: r.variantName }));
}

/** Published products without options: one Default variant, so the product's price is its only price. */
export async function singleVariantProducts(ctx: Context, appUuid: string): Promise<PriceRow[]> {
  const app = await appOrThrow(ctx, appUuid);
  const rows = await ctx.db
    .select({ uuid: products.uuid, name: products.name, price: products.price })
    .from(products)
    .where(
      and(
        eq(products.appUuid, app.uuid),
        eq(products.published, true),
        sql`jsonb_array_length(${products.options}) = 0`,
      ),
    )
    .orderBy(sql`lower(${products.name})`, asc(products.uuid));
  return rows.map((r) => priced({ ...r, rowType: 'product', productName: r.name, variantName: null }));
}
