import { eq, inArray } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { type Billing, DEFAULT_BILLING } from './billing.rules.ts';
import { appBilling, type BillingRow } from './billing.tables.ts';

const billingOfRow = (row: BillingRow | undefined): Billing =>
  row ? { plan: row.plan, planPaymentType: row.planPaymentType } : { ...DEFAULT_BILLING };

/** The app's plan (the free plan when it has no row). */
export async function billingOf(db: Db | Tx, appUuid: string): Promise<Billing> {
  const [row] = await db.select().from(appBilling).where(eq(appBilling.appUuid, appUuid));
  return billingOfRow(row);
}

/** The plans of many apps at once (per request). */
export const billingLoader = (ctx: Context) =>
  ctx.loader<string, Billing>('app.billing', async (appUuids) => {
    const rows = await ctx.db
      .select()
      .from(appBilling)
      .where(inArray(appBilling.appUuid, [...appUuids]));
    const byApp = new Map(rows.map((r) => [r.appUuid, r]));
    return appUuids.map((u) => billingOfRow(byApp.get(u)));
  });

/** Changes an app's plan or how it is paid; what the patch leaves out keeps its value. */
export async function updateBilling(db: Db | Tx, appUuid: string, patch: Partial<Billing>): Promise<Billing> {
  const [row] = await db
    .insert(appBilling)
    .values({ ...DEFAULT_BILLING, ...patch, appUuid })
    .onConflictDoUpdate({ target: appBilling.appUuid, set: patch })
    .returning();
  return billingOfRow(row);
}
