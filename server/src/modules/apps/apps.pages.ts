/**
 * Facebook pages connected to an app (at most one active): the apps domain keeps them; the inbox
 * connects them and reads their templates, the orders and notifications send through them.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { Sealer } from '../../platform/seal.ts';
import { type PageRow, pages } from './apps.tables.ts';

/** The page's access token, opened (it is sealed at rest); '' when the page has none. */
export const pageAccessToken = (deps: { sealer: Sealer }, page: PageRow): string =>
  page.accessTokenSealed ? deps.sealer.open(page.accessTokenSealed) : '';

export async function pageByUuid(db: Db | Tx, uuid: string): Promise<PageRow | null> {
  const [page] = await db.select().from(pages).where(eq(pages.uuid, uuid));
  return page ?? null;
}

export async function pagesByUuids(db: Db | Tx, uuids: readonly string[]): Promise<PageRow[]> {
  return uuids.length
    ? db
        .select()
        .from(pages)
        .where(inArray(pages.uuid, [...uuids]))
    : [];
}

/** Pages by uuid, batched per request. */
export const pageLoader = (ctx: Context) =>
  ctx.loader<string, PageRow | null>('pageByUuid', async (uuids) => {
    const map = new Map((await pagesByUuids(ctx.db, uuids)).map((r) => [r.uuid, r]));
    return uuids.map((u) => map.get(u) ?? null);
  });

export async function activePageOf(db: Db | Tx, appUuid: string): Promise<PageRow | null> {
  const [page] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.appUuid, appUuid), eq(pages.active, true)));
  return page ?? null;
}

/** The active page with this Facebook id (a webhook names pages by it). */
export async function activePageByFbId(deps: { db: Db | Tx }, fbPageId: string): Promise<PageRow | null> {
  const [page] = await deps.db
    .select()
    .from(pages)
    .where(and(eq(pages.fbPageId, fbPageId), eq(pages.active, true)))
    .limit(1);
  return page ?? null;
}

/** Whether another app has this Facebook page connected. */
export async function pageConnectedElsewhere(
  db: Db | Tx,
  fbPageId: string,
  appUuid: string,
): Promise<boolean> {
  const [other] = await db
    .select({ appUuid: pages.appUuid })
    .from(pages)
    .where(and(eq(pages.fbPageId, fbPageId), eq(pages.active, true), ne(pages.appUuid, appUuid)));
  return Boolean(other);
}

/** Retires the app's active page and connects this one, in the caller's transaction. */
export async function replaceActivePage(
  tx: Tx,
  page: Pick<PageRow, 'uuid' | 'appUuid' | 'fbPageId' | 'name' | 'accessTokenSealed'> &
    Partial<Pick<PageRow, 'photoUrl'>>,
): Promise<PageRow> {
  await tx
    .update(pages)
    .set({ active: false })
    .where(and(eq(pages.appUuid, page.appUuid), eq(pages.active, true)));
  const [row] = await tx
    .insert(pages)
    .values({ ...page, active: true })
    .returning();
  if (!row) throw new Error('page insert returned nothing');
  return row;
}

/** Locks the page's row until the transaction ends (one template sync of a page at a time). */
export async function lockPage(tx: Tx, uuid: string): Promise<void> {
  await tx.select({ uuid: pages.uuid }).from(pages).where(eq(pages.uuid, uuid)).for('update');
}

/** The page's templates were read from Messenger at `at`. */
export async function markTemplatesSynced(tx: Db | Tx, uuid: string, at: Date): Promise<PageRow | null> {
  const [row] = await tx
    .update(pages)
    .set({ templatesSyncedAt: at, templatesSyncError: null })
    .where(eq(pages.uuid, uuid))
    .returning();
  return row ?? null;
}

/** Messenger refused to list the page's templates: why, in plain words (the templates stay as they were). */
export async function markTemplatesSyncFailed(
  db: Db | Tx,
  uuid: string,
  reason: string,
): Promise<PageRow | null> {
  const [row] = await db
    .update(pages)
    .set({ templatesSyncError: reason })
    .where(eq(pages.uuid, uuid))
    .returning();
  return row ?? null;
}
