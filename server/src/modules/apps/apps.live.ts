import { eq } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import type { Db } from '../../platform/db.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { MemberRole } from './apps.rules.ts';
import { type AppAccess, roleRefusal } from './apps.service.ts';
import { type AppRow, appMembers, apps } from './apps.tables.ts';

/** A store and the role of each of its members: what the tenancy guard needs, for every member at once. */
export interface AppMembership {
  app: AppRow;
  roles: ReadonlyMap<string, MemberRole>;
}

/**
 * The store and its members in one query (null when the store is gone). A live event loads it once on
 * a process and every subscriber checks itself against it (`membershipAccessOrThrow`), instead of one
 * membership query per subscriber (issue 18).
 */
export async function appMembership(db: Db, appUuid: string): Promise<AppMembership | null> {
  const rows = await db
    .select({ app: apps, userUuid: appMembers.userUuid, role: appMembers.role })
    .from(apps)
    .leftJoin(appMembers, eq(appMembers.appUuid, apps.uuid))
    .where(eq(apps.uuid, appUuid));
  const first = rows[0];
  if (!first) return null;
  const roles = new Map<string, MemberRole>();
  for (const r of rows) if (r.userUuid && r.role) roles.set(r.userUuid, r.role as MemberRole);
  return { app: first.app, roles };
}

/**
 * `appAccessOrThrow`, answered in memory from a loaded membership: the same answers (UNAUTHENTICATED
 * without a session, "App not found" for a store the caller is not a member of, FORBIDDEN without a
 * role the operation requires).
 */
export function membershipAccessOrThrow(ctx: Context, membership: AppMembership | null): AppAccess {
  const user = ctx.userOrThrow();
  const role = membership?.roles.get(user.uuid);
  if (!membership || !role) throw notFound('App');
  const required = ctx.requiredRoles;
  if (required && !required.includes(role)) throw forbidden(roleRefusal(required));
  return { app: membership.app, role };
}

/**
 * `appRowOrThrow` in memory: the row when it is the store's and the caller may open the store; a
 * missing row and a store the caller is not a member of both answer "{what} not found".
 */
export function membershipRowOrThrow<T extends { appUuid: string }>(
  ctx: Context,
  membership: AppMembership | null,
  row: T | null | undefined,
  what: string,
): T {
  const user = ctx.userOrThrow();
  if (!row || !membership || row.appUuid !== membership.app.uuid || !membership.roles.has(user.uuid))
    throw notFound(what);
  membershipAccessOrThrow(ctx, membership);
  return row;
}
