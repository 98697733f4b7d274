import { and, asc, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Context, ServiceContext } from '../../graphql/context.ts';
import { connectionFrom, decodeCursor, olderThan, pageSize } from '../../platform/cursor.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError, badInput, forbidden, notFound } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { appCreateProblems, type MemberRole, type ServiceBundle, storeNameProblem } from './apps.rules.ts';
import { type AppRow, appMembers, apps, type PageRow, pages } from './apps.tables.ts';

export interface AppAccess {
  app: AppRow;
  role: MemberRole;
}

/** The signed-in user's membership of an app, batched per request; null when not a member. */
function accessLoader(ctx: Context, userUuid: string) {
  return ctx.loader<string, AppAccess | null>(`app.access:${userUuid}`, async (uuids) => {
    const rows = await ctx.db
      .select({ app: apps, role: appMembers.role })
      .from(apps)
      .innerJoin(appMembers, and(eq(appMembers.appUuid, apps.uuid), eq(appMembers.userUuid, userUuid)))
      .where(inArray(apps.uuid, [...uuids]));
    const byUuid = new Map(rows.map((r) => [r.app.uuid, { app: r.app, role: r.role as MemberRole }]));
    return uuids.map((u) => byUuid.get(u) ?? null);
  });
}

const ROLE_NAMES: Record<MemberRole, string> = {
  owner: 'the store owner',
  admin: 'an admin',
  store_manager: 'a store manager',
};

/** "Only the store owner or an admin can do this", from the roles an operation needs. */
export function roleRefusal(roles: readonly MemberRole[]): string {
  const names = roles.map((r) => ROLE_NAMES[r]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
  return `Only ${list} can do this`;
}

/**
 * The tenancy guard (DESIGN.md rule 3): the app and the signed-in user's role when they are one of
 * its members and hold a role the operation's rule requires (`ctx.requiredRoles`, from
 * graphql/permissions.ts). Another merchant's app, or one that does not exist, is "App not found" —
 * never leaked; a member without the role is FORBIDDEN.
 */
export async function appAccessOrThrow(ctx: Context, appUuid: string): Promise<AppAccess> {
  const user = ctx.userOrThrow();
  if (!isUuid(appUuid)) throw notFound('App');
  const access = await accessLoader(ctx, user.uuid).load(appUuid);
  if (!access) throw notFound('App');
  const roles = ctx.requiredRoles;
  if (roles && !roles.includes(access.role)) throw forbidden(roleRefusal(roles));
  return access;
}

/**
 * Whether the caller is a signed-in member of the app, without refusing anyone: the storefront's
 * preview (a store that takes no orders yet still opens for its own team).
 */
export async function isAppMember(ctx: Context, appUuid: string): Promise<boolean> {
  if (!ctx.session || !isUuid(appUuid)) return false;
  return (await accessLoader(ctx, ctx.session.user.uuid).load(appUuid)) !== null;
}

export const appOrThrow = async (ctx: Context, appUuid: string): Promise<AppRow> =>
  (await appAccessOrThrow(ctx, appUuid)).app;

/**
 * Tenancy for a row that belongs to an app (`row` as looked up, or undefined): returned only when the
 * caller may open its app, with the roles the operation requires (else FORBIDDEN). A missing row and
 * another merchant's row both answer "{what} not found", so nothing leaks; an expired session stays
 * UNAUTHENTICATED.
 */
export async function appRowOrThrow<T extends { appUuid: string }>(
  ctx: Context,
  row: T | null | undefined,
  what: string,
): Promise<T> {
  ctx.userOrThrow();
  if (!row) throw notFound(what);
  try {
    await appAccessOrThrow(ctx, row.appUuid);
  } catch (err) {
    throw err instanceof AppError && err.extensions.code === 'NOT_FOUND' ? notFound(what) : err;
  }
  return row;
}

/** The signed-in user's apps, newest first, keyset-paged on (createdAt, uuid). */
export async function listApps(ctx: Context, args: { first?: number | null; after?: string | null }) {
  const user = ctx.userOrThrow();
  const size = pageSize(args.first);
  const cursor = decodeCursor(args.after);
  const rows = await ctx.db
    .select({ app: apps })
    .from(apps)
    .innerJoin(appMembers, and(eq(appMembers.appUuid, apps.uuid), eq(appMembers.userUuid, user.uuid)))
    .where(olderThan(apps.createdAt, apps.uuid, cursor))
    .orderBy(desc(apps.createdAt), desc(apps.uuid))
    .limit(size + 1);
  return connectionFrom(
    rows.map((r) => r.app),
    size,
  );
}

export interface NewApp {
  name: string;
  bundleKey: string;
}

/** Renames a store (the customize step and In-App Store Settings), in the caller's transaction. */
export async function renameApp(tx: Db | Tx, appUuid: string, name: string, now: Date): Promise<void> {
  const problem = storeNameProblem(name);
  if (problem) throw badInput({ name: problem });
  await tx.update(apps).set({ name: name.trim(), updatedAt: now }).where(eq(apps.uuid, appUuid));
}

export async function createApp(
  ctx: ServiceContext,
  ownerUuid: string,
  input: NewApp,
  overrides: Partial<typeof apps.$inferInsert> = {},
): Promise<AppRow> {
  const problems = appCreateProblems(input);
  if (Object.keys(problems).length) throw badInput(problems);
  return inTransaction(ctx, async (tx, events) => {
    const now = ctx.clock.now();
    const [app] = await tx
      .insert(apps)
      .values({
        uuid: newUuid(),
        name: input.name.trim(),
        bundleKey: input.bundleKey as ServiceBundle,
        ownerUuid,
        createdAt: now,
        updatedAt: now,
        ...overrides,
      })
      .returning();
    if (!app) throw new Error('app insert returned nothing');
    await tx
      .insert(appMembers)
      .values({ appUuid: app.uuid, userUuid: ownerUuid, role: 'owner', createdAt: now });
    events.emit('app.created', { appUuid: app.uuid, ownerUuid });
    return app;
  });
}

/** The active page of each app, batched per request. */
export const activePageLoader = (ctx: Context) =>
  ctx.loader<string, PageRow | null>('app.activePage', async (appUuids) => {
    const rows = await ctx.db
      .select()
      .from(pages)
      .where(and(inArray(pages.appUuid, [...appUuids]), eq(pages.active, true)));
    const byApp = new Map(rows.map((p) => [p.appUuid, p]));
    return appUuids.map((u) => byApp.get(u) ?? null);
  });

/**
 * An app by uuid without the tenancy guard, for what has no signed-in member: the public storefront and
 * its checkout, listeners and jobs. Null for an unknown or malformed uuid.
 */
export async function appByUuid(db: Db | Tx, uuid: string): Promise<AppRow | null> {
  if (!isUuid(uuid)) return null;
  const [app] = await db.select().from(apps).where(eq(apps.uuid, uuid));
  return app ?? null;
}

/** Launched stores after `afterUuid` in uuid order, `limit` at a time (the billing run walks them all). */
export async function launchedAppsAfter(
  db: Db | Tx,
  afterUuid: string | null,
  limit: number,
): Promise<Array<{ uuid: string; launchedAt: Date }>> {
  const rows = await db
    .select({ uuid: apps.uuid, launchedAt: apps.launchedAt })
    .from(apps)
    .where(and(isNotNull(apps.launchedAt), afterUuid ? gt(apps.uuid, afterUuid) : undefined))
    .orderBy(asc(apps.uuid))
    .limit(limit);
  return rows.flatMap((r) => (r.launchedAt ? [{ uuid: r.uuid, launchedAt: r.launchedAt }] : []));
}

/** The uuid of each user's first app (oldest membership), batched per request. */
export const firstAppLoader = (ctx: Context) =>
  ctx.loader<string, string | null>('user.firstAppUuid', async (userUuids) => {
    const rows = await ctx.db
      .select({ userUuid: appMembers.userUuid, appUuid: apps.uuid })
      .from(appMembers)
      .innerJoin(apps, eq(apps.uuid, appMembers.appUuid))
      .where(inArray(appMembers.userUuid, [...userUuids]))
      .orderBy(asc(apps.createdAt), asc(apps.uuid));
    const first = new Map<string, string>();
    for (const row of rows) if (!first.has(row.userUuid)) first.set(row.userUuid, row.appUuid);
    return userUuids.map((u) => first.get(u) ?? null);
  });

/** Chatbot Settings' sentiment analysis switch, kept on the app (in the caller's transaction). */
export async function setSentimentAnalysis(tx: Db | Tx, appUuid: string, enabled: boolean): Promise<void> {
  await tx.update(apps).set({ sentimentAnalysisEnabled: enabled }).where(eq(apps.uuid, appUuid));
}

/**
 * Locks the store's row for the caller's transaction (SELECT … FOR UPDATE): work that must not run
 * twice at once for one store (its refunds within the day's threshold) queues behind it.
 */
export async function lockStore(tx: Tx, appUuid: string): Promise<void> {
  await tx.select({ uuid: apps.uuid }).from(apps).where(eq(apps.uuid, appUuid)).for('update');
}
