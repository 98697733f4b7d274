import { and, asc, count, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { badInput, notFound } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { assertWithinLimit, lockUsage } from '../../platform/limits.ts';
import { announceSessionEnd } from '../../platform/live-sessions.ts';
import { hashToken, newSecureToken } from '../../platform/secure-token.ts';
import {
  createUser,
  findUserByEmail,
  fullName,
  INVALID_LINK,
  isEmail,
  issueToken,
  nameProblems,
  normalizeEmail,
  passwordProblem,
  signInSucceeded,
  usersByUuids,
  verifyCredentials,
} from '../accounts/index.ts';
import type { MemberRole } from './apps.rules.ts';
import { appAccessOrThrow } from './apps.service.ts';
import { type AppInvitationRow, appInvitations, appMembers, apps } from './apps.tables.ts';

export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;
/** Roles an invitation can grant; there is one owner, who is never invited. */
export const INVITABLE_ROLES: readonly MemberRole[] = ['admin', 'store_manager'];

export interface MemberView {
  uuid: string;
  email: string;
  fullName: string | null;
  role: MemberRole;
  status: 'active' | 'invited';
  createdAt: Date;
}

/** Members first (owner first), then pending invitations, oldest first. */
export async function listMembers(ctx: Context, appUuid: string): Promise<MemberView[]> {
  const { app } = await appAccessOrThrow(ctx, appUuid);
  const now = ctx.clock.now();
  const [memberships, invitations] = await Promise.all([
    ctx.db
      .select()
      .from(appMembers)
      .where(eq(appMembers.appUuid, app.uuid))
      .orderBy(asc(appMembers.createdAt)),
    pendingInvitations(ctx, app.uuid, now),
  ]);
  const users = new Map(
    (
      await usersByUuids(
        ctx.db,
        memberships.map((m) => m.userUuid),
      )
    ).map((u) => [u.uuid, u]),
  );
  const members = memberships.flatMap((m) => {
    const user = users.get(m.userUuid);
    return user ? [{ user, role: m.role, createdAt: m.createdAt }] : [];
  });
  const rank = (role: string) => (role === 'owner' ? 0 : 1);
  return [
    ...members
      .sort((a, b) => rank(a.role) - rank(b.role))
      .map((m) => ({
        uuid: m.user.uuid,
        email: m.user.email,
        fullName: fullName(m.user) || null,
        role: m.role as MemberRole,
        status: 'active' as const,
        createdAt: m.createdAt,
      })),
    ...invitations.map((i) => ({
      uuid: i.uuid,
      email: i.email,
      fullName: null,
      role: i.role as MemberRole,
      status: 'invited' as const,
      createdAt: i.createdAt,
    })),
  ];
}

const pendingInvitations = (ctx: Context, appUuid: string, now: Date) =>
  ctx.db
    .select()
    .from(appInvitations)
    .where(
      and(
        eq(appInvitations.appUuid, appUuid),
        isNull(appInvitations.acceptedAt),
        isNull(appInvitations.revokedAt),
        gt(appInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(appInvitations.createdAt));

/**
 * The store's user seats in use (plan usage, userSeatLimit): its members, owner included, and the
 * invitations still waiting (each holds the seat it offers); `exceptEmail`'s pending invitation is
 * left out (a new invitation to the same address replaces it).
 */
export async function seatsInUse(
  db: Db | Tx,
  appUuid: string,
  now: Date,
  { exceptEmail }: { exceptEmail?: string } = {},
): Promise<number> {
  const [members] = await db.select({ n: count() }).from(appMembers).where(eq(appMembers.appUuid, appUuid));
  const [invited] = await db
    .select({ n: count() })
    .from(appInvitations)
    .where(
      and(
        eq(appInvitations.appUuid, appUuid),
        isNull(appInvitations.acceptedAt),
        isNull(appInvitations.revokedAt),
        gt(appInvitations.expiresAt, now),
        exceptEmail ? ne(appInvitations.email, exceptEmail) : undefined,
      ),
    );
  return (members?.n ?? 0) + (invited?.n ?? 0);
}

export async function inviteMember(
  ctx: Context,
  input: { appUuid: string; email: string; role: string },
): Promise<MemberView> {
  const { app } = await appAccessOrThrow(ctx, input.appUuid);
  const inviter = ctx.userOrThrow();
  const email = normalizeEmail(input.email);
  const problems: Record<string, string> = {};
  if (!email) problems.email = 'Email is required';
  else if (!isEmail(email)) problems.email = 'Email is invalid';
  if (!INVITABLE_ROLES.includes(input.role as MemberRole)) problems.role = 'Role has invalid value';
  if (Object.keys(problems).length) throw badInput(problems);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    const [member] = await ctx.db
      .select()
      .from(appMembers)
      .where(and(eq(appMembers.appUuid, app.uuid), eq(appMembers.userUuid, existing.uuid)));
    if (member) throw badInput({ email: 'Email is already a member of this store' });
  }
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx, events) => {
    // A seat for the invitation, within the plan's userSeatLimit (held until the commit).
    const plan = await ctx.limits.planOf(tx, app.uuid);
    if (plan.userSeatLimit !== null) {
      await lockUsage(tx, app.uuid, 'userSeatLimit');
      assertWithinLimit(plan, 'userSeatLimit', await seatsInUse(tx, app.uuid, now, { exceptEmail: email }));
    }
    // A new invitation to the same address replaces the pending one (its old link stops working).
    await tx
      .update(appInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(appInvitations.appUuid, app.uuid),
          eq(appInvitations.email, email),
          isNull(appInvitations.acceptedAt),
          isNull(appInvitations.revokedAt),
        ),
      );
    const { raw, hash } = newSecureToken();
    const [invitation] = await tx
      .insert(appInvitations)
      .values({
        uuid: newUuid(),
        appUuid: app.uuid,
        email,
        role: input.role,
        tokenHash: hash,
        invitedByUuid: inviter.uuid,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        createdAt: now,
      })
      .returning();
    if (!invitation) throw new Error('invitation insert returned nothing');
    events.emit('member.invited', {
      email,
      role: input.role,
      appName: app.name,
      inviterName: fullName(inviter) || inviter.email,
      token: raw,
    });
    return {
      uuid: invitation.uuid,
      email,
      fullName: null,
      role: input.role as MemberRole,
      status: 'invited',
      createdAt: now,
    };
  });
}

/** Removes a member (never the owner) or cancels a pending invitation. */
export async function revokeMember(ctx: Context, input: { appUuid: string; memberUuid: string }) {
  const { app } = await appAccessOrThrow(ctx, input.appUuid);
  if (!isUuid(input.memberUuid)) throw notFound('Member');
  const now = ctx.clock.now();
  const [cancelled] = await ctx.db
    .update(appInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(appInvitations.uuid, input.memberUuid),
        eq(appInvitations.appUuid, app.uuid),
        isNull(appInvitations.acceptedAt),
        isNull(appInvitations.revokedAt),
      ),
    )
    .returning({ uuid: appInvitations.uuid });
  if (cancelled) return { memberUuid: cancelled.uuid };
  const [member] = await ctx.db
    .select()
    .from(appMembers)
    .where(and(eq(appMembers.appUuid, app.uuid), eq(appMembers.userUuid, input.memberUuid)));
  if (!member) throw notFound('Member');
  if (member.role === 'owner') throw badInput({ memberUuid: 'The store owner cannot be removed' });
  await ctx.db
    .delete(appMembers)
    .where(and(eq(appMembers.appUuid, app.uuid), eq(appMembers.userUuid, member.userUuid)));
  // Their open live subscriptions to this store end now (they reconnect to what they may still see).
  await announceSessionEnd(ctx, { userUuid: member.userUuid });
  return { memberUuid: member.userUuid };
}

/** Changes a member's store role (admin ↔ store manager); the owner's role never changes. */
export async function updateMemberRole(
  ctx: Context,
  input: { appUuid: string; memberUuid: string; role: MemberRole },
): Promise<MemberView> {
  const { app } = await appAccessOrThrow(ctx, input.appUuid);
  if (!INVITABLE_ROLES.includes(input.role)) throw badInput({ role: 'Role has invalid value' });
  if (!isUuid(input.memberUuid)) throw notFound('Member');
  const [member] = await ctx.db
    .select()
    .from(appMembers)
    .where(and(eq(appMembers.appUuid, app.uuid), eq(appMembers.userUuid, input.memberUuid)));
  const [user] = member ? await usersByUuids(ctx.db, [member.userUuid]) : [];
  if (!member || !user) throw notFound('Member');
  if (member.role === 'owner') throw badInput({ memberUuid: "The store owner's role cannot be changed" });
  await ctx.db
    .update(appMembers)
    .set({ role: input.role })
    .where(and(eq(appMembers.appUuid, app.uuid), eq(appMembers.userUuid, member.userUuid)));
  return {
    uuid: user.uuid,
    email: user.email,
    fullName: fullName(user) || null,
    role: input.role,
    status: 'active',
    createdAt: member.createdAt,
  };
}

async function validInvitationOrThrow(
  ctx: Context,
  raw: string,
): Promise<AppInvitationRow & { appName: string; inviterName: string }> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select({ invitation: appInvitations, appName: apps.name })
    .from(appInvitations)
    .innerJoin(apps, eq(apps.uuid, appInvitations.appUuid))
    .where(
      and(
        eq(appInvitations.tokenHash, hashToken(raw.trim())),
        isNull(appInvitations.acceptedAt),
        isNull(appInvitations.revokedAt),
        gt(appInvitations.expiresAt, now),
      ),
    );
  const [inviter] = row ? await usersByUuids(ctx.db, [row.invitation.invitedByUuid]) : [];
  if (!row || !inviter) throw badInput({ invitationToken: INVALID_LINK }, INVALID_LINK);
  return { ...row.invitation, appName: row.appName, inviterName: fullName(inviter) || inviter.email };
}

export async function invitationDetails(ctx: Context, raw: string) {
  const invitation = await validInvitationOrThrow(ctx, raw);
  const account = await findUserByEmail(ctx.db, invitation.email);
  return { ...invitation, accountExists: Boolean(account) };
}

export interface InvitationAcceptInput {
  invitationToken: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * Accepts an invitation: an existing account proves itself with its password; otherwise the account
 * is created (the link proved the address). Either way the user joins the app and is signed in.
 */
export async function acceptInvitation(ctx: Context, input: InvitationAcceptInput) {
  const invitation = await validInvitationOrThrow(ctx, input.invitationToken);
  const now = ctx.clock.now();
  // An existing account proves itself as at sign-in: lockout, throttling and failure counting apply.
  const existing = (await findUserByEmail(ctx.db, invitation.email))
    ? await verifyCredentials(ctx, invitation.email, input.password)
    : null;
  if (!existing) {
    const problems = nameProblems({ firstName: input.firstName ?? '', lastName: input.lastName ?? '' });
    const weak = passwordProblem(input.password);
    if (weak) problems.password = weak;
    if (Object.keys(problems).length) throw badInput(problems);
  }
  const user = await inTransaction(ctx, async (tx) => {
    const [claimed] = await tx
      .update(appInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(appInvitations.uuid, invitation.uuid), isNull(appInvitations.acceptedAt)))
      .returning();
    if (!claimed) throw badInput({ invitationToken: INVALID_LINK }, INVALID_LINK);
    // Never joins an account whose password was not checked (one created meanwhile fails its insert).
    const member =
      existing ??
      (await createUser(
        { db: tx },
        {
          email: invitation.email,
          password: input.password,
          role: invitation.role === 'store_manager' ? 'store_manager' : 'client',
          firstName: input.firstName?.trim() ?? '',
          lastName: input.lastName?.trim() ?? '',
        },
        now,
      ));
    await tx
      .insert(appMembers)
      .values({ appUuid: invitation.appUuid, userUuid: member.uuid, role: invitation.role, createdAt: now })
      .onConflictDoNothing();
    return existing ? signInSucceeded(tx, member, now) : member;
  });
  const loginType = user.role === 'store_manager' ? 'store_manager' : 'client';
  return { token: await issueToken(ctx, user, loginType, ctx.tokenTtlSeconds), user };
}
