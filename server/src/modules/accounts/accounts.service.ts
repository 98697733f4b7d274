import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Context, ServiceContext, Session } from '../../graphql/context.ts';
import { unixSeconds } from '../../platform/clock.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { badInput, notFound } from '../../platform/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import { announceSessionEnd } from '../../platform/live-sessions.ts';
import type { TokenSigner } from '../../platform/tokens.ts';
import { hashPassword } from './accounts.password.ts';
import { type AccountType, normalizeEmail } from './accounts.rules.ts';
import { forgetSessions, sharedSession } from './accounts.sessions.ts';
import { generatedTokenLogs, type UserRow, users } from './accounts.tables.ts';

export async function issueToken(
  ctx: ServiceContext & { signer: TokenSigner; userAgent?: string | undefined },
  user: UserRow,
  loginType: AccountType,
  ttlSeconds: number,
): Promise<string> {
  const now = ctx.clock.now();
  const iat = unixSeconds(now);
  const exp = iat + ttlSeconds;
  const jti = newUuid();
  await ctx.db.insert(generatedTokenLogs).values({
    uuid: jti,
    userUuid: user.uuid,
    loginType,
    issuedAt: new Date(iat * 1000),
    expiresAt: new Date(exp * 1000),
    userAgent: ctx.userAgent?.slice(0, 500) ?? null,
  });
  return ctx.signer.sign({ sub: user.uuid, jti, iat, exp, typ: loginType });
}

/** The session a bearer token opens, or null: signature, expiry, cut-off and revocation all checked. */
export async function authenticate(
  deps: { db: Db; signer: TokenSigner; clock: ServiceContext['clock'] },
  token: string,
): Promise<Session | null> {
  const now = deps.clock.now();
  const claims = deps.signer.verifySync(token, now);
  if (!claims) return null;
  const session = await sharedSession(deps.db, claims.jti, async () => {
    const [row] = await deps.db
      .select({
        user: users,
        loginType: generatedTokenLogs.loginType,
        expiresAt: generatedTokenLogs.expiresAt,
      })
      .from(generatedTokenLogs)
      .innerJoin(users, eq(users.uuid, generatedTokenLogs.userUuid))
      .where(
        and(
          eq(generatedTokenLogs.uuid, claims.jti),
          eq(generatedTokenLogs.userUuid, claims.sub),
          isNull(generatedTokenLogs.revokedAt),
          gt(generatedTokenLogs.expiresAt, new Date(now.getTime() - 1000)),
        ),
      );
    return row
      ? { user: row.user, jti: claims.jti, loginType: row.loginType, expiresAt: row.expiresAt }
      : null;
  });
  return session && session.user.uuid === claims.sub ? session : null;
}

/** Revokes the token's log row; the token no longer authenticates anywhere. */
export async function destroyAuthToken(ctx: Context, token: string): Promise<{ uuid: string }> {
  const claims = await ctx.signer.verify(token, ctx.clock.now(), { ignoreExpiry: true });
  if (!claims) throw badInput({ token: 'Token has invalid value' });
  const current = ctx.session;
  if (current && current.user.uuid !== claims.sub) throw badInput({ token: 'Token has invalid value' });
  const [row] = await ctx.db
    .update(generatedTokenLogs)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(generatedTokenLogs.uuid, claims.jti), eq(generatedTokenLogs.userUuid, claims.sub)))
    .returning({ uuid: generatedTokenLogs.uuid });
  if (!row) throw notFound('Token');
  forgetSessions({ jti: claims.jti });
  await announceSessionEnd(ctx, { jti: claims.jti });
  return row;
}

export interface NewUser {
  email: string;
  /** The password to hash, or an already computed hash. */
  password: string | { hash: string };
  role: AccountType;
  firstName?: string;
  lastName?: string;
  /** Accounts created by the system (seed, accepted invitations) have proven their address. */
  emailConfirmed?: boolean;
  referredByUuid?: string | null;
}

export async function createUser(ctx: { db: Db | Tx }, input: NewUser, now = new Date()): Promise<UserRow> {
  const [user] = await ctx.db
    .insert(users)
    .values({
      uuid: newUuid(),
      email: normalizeEmail(input.email),
      passwordHash:
        typeof input.password === 'string' ? await hashPassword(input.password) : input.password.hash,
      role: input.role,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      emailConfirmedAt: input.emailConfirmed === false ? null : now,
      referredByUuid: input.referredByUuid ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}

export async function findUserByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user;
}

/** Users by uuid, in no particular order (for other domains: a store's members, an invitation's sender). */
export async function usersByUuids(db: Db | Tx, uuids: readonly string[]): Promise<UserRow[]> {
  return uuids.length
    ? db
        .select()
        .from(users)
        .where(inArray(users.uuid, [...uuids]))
    : [];
}
