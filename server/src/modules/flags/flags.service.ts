import { eq, inArray } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { DEFAULT_FLAGS, type FeatureFlags } from './flags.rules.ts';
import { appFeatureFlags, type FeatureFlagsRow } from './flags.tables.ts';

const flagsOf = (row: FeatureFlagsRow | undefined): FeatureFlags => {
  if (!row) return { ...DEFAULT_FLAGS };
  const { appUuid: _appUuid, ...flags } = row;
  return flags;
};

/** The app's feature flags (the defaults when it has no row). */
export async function featureFlagsOf(db: Db | Tx, appUuid: string): Promise<FeatureFlags> {
  const [row] = await db.select().from(appFeatureFlags).where(eq(appFeatureFlags.appUuid, appUuid));
  return flagsOf(row);
}

/** The feature flags of many apps at once (per request). */
export const featureFlagsLoader = (ctx: Context) =>
  ctx.loader<string, FeatureFlags>('app.featureFlags', async (appUuids) => {
    const rows = await ctx.db
      .select()
      .from(appFeatureFlags)
      .where(inArray(appFeatureFlags.appUuid, [...appUuids]));
    const byApp = new Map(rows.map((r) => [r.appUuid, r]));
    return appUuids.map((u) => flagsOf(byApp.get(u)));
  });

/** Turns flags on or off for an app (the platform's, not the merchant's); the others keep their value. */
export async function updateFeatureFlags(
  db: Db | Tx,
  appUuid: string,
  patch: Partial<FeatureFlags>,
): Promise<FeatureFlags> {
  const [row] = await db
    .insert(appFeatureFlags)
    .values({ ...DEFAULT_FLAGS, ...patch, appUuid })
    .onConflictDoUpdate({ target: appFeatureFlags.appUuid, set: patch })
    .returning();
  return flagsOf(row);
}
