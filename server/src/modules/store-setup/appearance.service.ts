import { eq, inArray } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { badInput } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { appOrThrow, renameApp } from '../apps/index.ts';
import { type Appearance, appearanceProblems, DEFAULT_APPEARANCE } from './appearance.rules.ts';
import { type StoreAppearanceRow, storeAppearance } from './store-setup.tables.ts';

export interface StoreLook extends Appearance {
  /** When the merchant last saved it; null while the store has the default look. */
  updatedAt: Date | null;
}

const lookOf = (row: StoreAppearanceRow | undefined): StoreLook =>
  row
    ? {
        logoUrl: row.logoUrl,
        coverUrl: row.coverUrl,
        brandColor: row.brandColor,
        welcomeText: row.welcomeText,
        updatedAt: row.updatedAt,
      }
    : { ...DEFAULT_APPEARANCE, updatedAt: null };

export async function appearanceOf(db: Db | Tx, appUuid: string): Promise<StoreLook> {
  const [row] = await db.select().from(storeAppearance).where(eq(storeAppearance.appUuid, appUuid));
  return lookOf(row);
}

/** The looks of many stores at once, per request. */
export const appearanceLoader = (ctx: Pick<Context, 'db' | 'loader'>) =>
  ctx.loader<string, StoreLook>('store.appearance', async (appUuids) => {
    const rows = await ctx.db
      .select()
      .from(storeAppearance)
      .where(inArray(storeAppearance.appUuid, [...appUuids]));
    const byApp = new Map(rows.map((r) => [r.appUuid, r]));
    return appUuids.map((u) => lookOf(byApp.get(u)));
  });

export interface AppearancePatch {
  appUuid: string;
  name?: string | null;
  logoUrl?: string | null;
  coverUrl?: string | null;
  brandColor?: string | null;
  welcomeText?: string | null;
}

/**
 * Saves the store's name and look together: absent fields keep their value, an empty logo or cover
 * removes it. Nothing changes when any field is wrong.
 */
export async function updateAppearance(ctx: Context, input: AppearancePatch): Promise<StoreLook> {
  const app = await appOrThrow(ctx, input.appUuid);
  const current = await appearanceOf(ctx.db, app.uuid);
  const image = (value: string | null | undefined, was: string | null) =>
    value === undefined || value === null ? was : value.trim() === '' ? null : value.trim();
  const next: Appearance = {
    logoUrl: image(input.logoUrl, current.logoUrl),
    coverUrl: image(input.coverUrl, current.coverUrl),
    brandColor: input.brandColor?.trim() || current.brandColor,
    welcomeText:
      input.welcomeText === undefined || input.welcomeText === null
        ? current.welcomeText
        : input.welcomeText.trim(),
  };
  const problems = appearanceProblems(next);
  if (Object.keys(problems).length) throw badInput(problems);
  return inTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    if (typeof input.name === 'string' && input.name.trim() !== app.name)
      await renameApp(tx, app.uuid, input.name, now);
    const [row] = await tx
      .insert(storeAppearance)
      .values({ appUuid: app.uuid, ...next, updatedAt: now })
      .onConflictDoUpdate({ target: storeAppearance.appUuid, set: { ...next, updatedAt: now } })
      .returning();
    return lookOf(row);
  });
}
