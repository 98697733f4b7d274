/**
 * The payment fee (MDR) stays in the price (document 3 §4 MDR flow; issue 17). Philippine consumer
 * rules forbid surcharging the fee, so a merchant either confirms it is already in every price
 * (`markMdrIncluded`) or lets Suki raise every price to include it (`applyMdrPrices`): every product,
 * variant and option (add-on) price of the store, in one transaction, exactly once.
 */
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Context } from '../../graphql/context.ts';
import { conflict } from '../../platform/errors.ts';
import { type AppRow, appOrThrow, claimMdrApplied, mdrAsked } from '../apps/index.ts';
import { MDR_PER_MILLE } from './catalog.products.rules.ts';
import { addOns, products, productVariants } from './catalog.tables.ts';

/** Document 3 §8, "MDR applied": also the refusal of a second apply. */
export const MDR_APPLIED_MESSAGE = '2.5% MDR is already applied to all product prices';
export const MDR_NOT_ASKED = "Payment fees are not added to this store's prices";
export const MDR_SHOPIFY = 'Shopify prices change in Shopify: confirm the fee is already included instead';

/** What an apply changed: the App (uuid, mdrApplied, mainStore) and how many prices of each kind. */
export interface MdrPricesApplied {
  app: AppRow;
  products: number;
  variants: number;
  options: number;
}

async function askedAppOrThrow(ctx: Context, appUuid: string): Promise<AppRow> {
  const app = await appOrThrow(ctx, appUuid);
  if (!mdrAsked(app)) throw conflict(MDR_NOT_ASKED);
  return app;
}

/**
 * `withMdr` (catalog.products.rules.ts) in SQL: price × 1.025 rounded half up to the centavo, in
 * bigint so that the ₱1,000,000.00 ceiling × 1025 does not overflow before the division.
 */
const raised = (column: PgColumn) =>
  sql`((${column}::bigint * ${1000 + MDR_PER_MILLE} + 500) / 1000)::integer`;

/** The merchant says the fee is already in their prices: mdrApplied, and nothing else changes. */
export async function markMdrIncluded(ctx: Context, appUuid: string): Promise<AppRow> {
  const app = await askedAppOrThrow(ctx, appUuid);
  await claimMdrApplied(ctx.db, app.uuid);
  return { ...app, mdrApplied: true };
}

/**
 * Raises every price of the store by the fee, once: the flag is claimed first inside the transaction
 * (its row lock makes a concurrent apply wait, then find it set), so applying twice is refused with
 * "2.5% MDR is already applied to all product prices" and changes nothing.
 */
export async function applyMdrPrices(ctx: Context, appUuid: string): Promise<MdrPricesApplied> {
  const app = await askedAppOrThrow(ctx, appUuid);
  if (app.bundleKey === 'shopify-bundle') throw conflict(MDR_SHOPIFY);
  if (app.mdrApplied) throw conflict(MDR_APPLIED_MESSAGE);
  return ctx.db.transaction(async (tx) => {
    if (!(await claimMdrApplied(tx, app.uuid))) throw conflict(MDR_APPLIED_MESSAGE);
    const now = new Date();
    const variants = await tx
      .update(productVariants)
      .set({
        price: raised(productVariants.price),
        compareAtPrice: raised(productVariants.compareAtPrice),
        updatedAt: now,
      })
      .where(eq(productVariants.appUuid, app.uuid))
      .returning({ uuid: productVariants.uuid });
    // A product's price summarises its cheapest published variant; raising is strictly increasing, so
    // raising the summary equals summarising the raised variants.
    const raisedProducts = await tx
      .update(products)
      .set({ price: raised(products.price), compareAtPrice: raised(products.compareAtPrice), updatedAt: now })
      .where(eq(products.appUuid, app.uuid))
      .returning({ uuid: products.uuid });
    const options = await tx
      .update(addOns)
      .set({ price: raised(addOns.price), updatedAt: now })
      .where(eq(addOns.appUuid, app.uuid))
      .returning({ uuid: addOns.uuid });
    return {
      app: { ...app, mdrApplied: true },
      products: raisedProducts.length,
      variants: variants.length,
      options: options.length,
    };
  });
}
