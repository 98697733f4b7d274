/**
 * Stock rules: the only way units leave or return to a variant. Each is one conditional UPDATE, so two
 * customers racing for the last unit get one reservation and one "out of stock", on PostgreSQL (row
 * locks re-check the condition) and on PGlite (one connection) alike; the table's check constraint
 * backs it. The orders domain calls these inside its order transaction.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { badInput, conflict, notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { OUT_OF_STOCK } from './catalog.products.rules.ts';
import { type ProductVariantRow, products, productVariants } from './catalog.tables.ts';

function checkQuantity(quantity: number) {
  if (!Number.isInteger(quantity) || quantity < 1)
    throw badInput({ quantity: 'Quantity should be at least 1' });
}

/** Holds `quantity` units of a published variant for an order; "Out of stock" when fewer are left. */
export async function reserveStock(
  db: Db | Tx,
  appUuid: string,
  variantUuid: string,
  quantity: number,
): Promise<ProductVariantRow> {
  checkQuantity(quantity);
  if (!isUuid(variantUuid)) throw notFound('Product variant');
  const [row] = await db
    .update(productVariants)
    .set({
      stockQuantity: sql`case when ${productVariants.limited} then ${productVariants.stockQuantity} - ${quantity} else ${productVariants.stockQuantity} end`,
      boughtAndReservedCount: sql`${productVariants.boughtAndReservedCount} + ${quantity}`,
    })
    .where(
      and(
        eq(productVariants.uuid, variantUuid),
        eq(productVariants.appUuid, appUuid),
        eq(productVariants.published, true),
        sql`(not ${productVariants.limited} or ${productVariants.stockQuantity} >= ${quantity})`,
      ),
    )
    .returning();
  if (!row) {
    const [exists] = await db
      .select({ uuid: productVariants.uuid })
      .from(productVariants)
      .where(and(eq(productVariants.uuid, variantUuid), eq(productVariants.appUuid, appUuid)));
    if (!exists) throw notFound('Product variant');
    throw conflict(OUT_OF_STOCK);
  }
  if (row.limited) await adjustProductStock(db, row.productUuid, -quantity);
  return row;
}

/** Gives back units an order held (a cancelled order). */
export async function releaseStock(
  db: Db | Tx,
  appUuid: string,
  variantUuid: string,
  quantity: number,
): Promise<ProductVariantRow> {
  checkQuantity(quantity);
  const [row] = isUuid(variantUuid)
    ? await db
        .update(productVariants)
        .set({
          stockQuantity: sql`case when ${productVariants.limited} then ${productVariants.stockQuantity} + ${quantity} else ${productVariants.stockQuantity} end`,
          boughtAndReservedCount: sql`greatest(0, ${productVariants.boughtAndReservedCount} - ${quantity})`,
        })
        .where(and(eq(productVariants.uuid, variantUuid), eq(productVariants.appUuid, appUuid)))
        .returning()
    : [];
  if (!row) throw notFound('Product variant');
  if (row.limited) await adjustProductStock(db, row.productUuid, quantity);
  return row;
}

/** The product's total moves by the same delta (a delta, not a recount, so racing updates add up). */
async function adjustProductStock(db: Db | Tx, productUuid: string, delta: number) {
  await db
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${delta}` })
    .where(and(eq(products.uuid, productUuid), isNotNull(products.stockQuantity)));
}
