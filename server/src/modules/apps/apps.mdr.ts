/**
 * The App's payment-fee (MDR) flags (document 3 §3 mdrApplied, mainStore; §4 MDR flow). The catalog
 * raises prices; the apps module owns the flag that says it happened, so only one writer sets it.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import type { ServiceBundle } from './apps.rules.ts';
import { type AppRow, apps } from './apps.tables.ts';

/** Bundles never asked about the payment fee (document 3 §4: insurance, inquiry, affiliate). */
export const MDR_EXCLUDED_BUNDLES: readonly ServiceBundle[] = [
  'insurance-bundle',
  'inquiry-bundle',
  'affiliate-bundle',
];

/** Whether the MDR question applies to this store at all: not a main store, not an excluded bundle. */
export const mdrAsked = (app: Pick<AppRow, 'mainStore' | 'bundleKey'>): boolean =>
  !app.mainStore && !(MDR_EXCLUDED_BUNDLES as readonly string[]).includes(app.bundleKey);

/**
 * Sets mdrApplied once: true when this call set it, false when it was already set (a second apply, or
 * a concurrent one that committed first). The row lock taken here serialises concurrent applies.
 */
export async function claimMdrApplied(db: Db | Tx, appUuid: string): Promise<boolean> {
  const rows = await db
    .update(apps)
    .set({ mdrApplied: true, updatedAt: new Date() })
    .where(and(eq(apps.uuid, appUuid), eq(apps.mdrApplied, false)))
    .returning({ uuid: apps.uuid });
  return rows.length === 1;
}
