/** The catalog's part of a store's plan usage: its products, counted and checked against productLimit. */
import { count, eq } from 'drizzle-orm';
import type { ContextBase } from '../../graphql/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { assertWithinLimit, lockUsage } from '../../platform/limits.ts';
import { products } from './catalog.tables.ts';

/** How many products the store has (published or not). */
export async function productsCount(db: Db | Tx, appUuid: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.appUuid, appUuid));
  return row?.n ?? 0;
}

/**
 * Refuses, inside the transaction that adds them, `adding` new products past the plan's productLimit
 * ("Your Starter plan allows 200 products. Upgrade to Bronze for up to 1,000."). Holds the store's
 * product-count lock until the commit, so two creates at the last free slot never both get it.
 */
export async function assertProductRoom(
  ctx: Pick<ContextBase, 'limits'>,
  tx: Tx,
  appUuid: string,
  adding: number,
): Promise<void> {
  if (adding <= 0) return;
  const plan = await ctx.limits.planOf(tx, appUuid);
  if (plan.productLimit === null) return;
  await lockUsage(tx, appUuid, 'productLimit');
  assertWithinLimit(plan, 'productLimit', await productsCount(tx, appUuid), adding);
}
