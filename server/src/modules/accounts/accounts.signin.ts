import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { badInput } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { newUuid } from '../../platform/ids.ts';
import { hashToken } from '../../platform/secure-token.ts';
import { verifyAgainstNothing, verifyPassword } from './accounts.password.ts';
import {
  isAccountType,
  LOCK_AFTER_FAILURES,
  LOCK_WINDOW_MS,
  LOCKED,
  MAX_FAILURES_PER_HOUR,
  mayUseLoginType,
  normalizeEmail,
  UNCONFIRMED,
  UNKNOWN_USER_TYPE,
  WRONG_CREDENTIALS,
} from './accounts.rules.ts';
import { findUserByEmail, issueToken } from './accounts.service.ts';
import { loginFailures, type UserRow, users } from './accounts.tables.ts';
import { issueAccountToken } from './accounts.tokens.ts';

export interface SignInInput {
  email: string;
  password: string;
  userType: string;
  affiliateCode?: string | null;
}

const HOUR_MS = 3600 * 1000;
const locked = () => badInput({ email: LOCKED }, LOCKED);

/** Failures at or after `since`. */
async function failuresSince(db: Db | Tx, emailHash: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.emailHash, emailHash), gte(loginFailures.attemptedAt, since)));
  return row?.n ?? 0;
}

/**
 * Whether the address ever had 5 failures within 15 minutes: the lock of an address without an
 * account. A real account stays locked until its emailed unlock link (or a password reset); no link
 * ever reaches an address without one, so its lock lasts just as long and the two answer alike.
 */
async function lockedWithoutAccount(db: Db | Tx, emailHash: string): Promise<boolean> {
  const attempts = db
    .select({
      attemptedAt: loginFailures.attemptedAt,
      // The failure LOCK_AFTER_FAILURES - 1 before this one: with this one, LOCK_AFTER_FAILURES in a row.
      earlier:
        sql<Date | null>`lag(${loginFailures.attemptedAt}, ${sql.raw(String(LOCK_AFTER_FAILURES - 1))}) over (order by ${loginFailures.attemptedAt})`.as(
          'earlier',
        ),
    })
    .from(loginFailures)
    .where(eq(loginFailures.emailHash, emailHash))
    .as('attempts');
  const [burst] = await db
    .select({ at: attempts.attemptedAt })
    .from(attempts)
    .where(
      sql`${attempts.earlier} >= ${attempts.attemptedAt} - interval '${sql.raw(String(LOCK_WINDOW_MS))} milliseconds'`,
    )
    .limit(1);
  return burst !== undefined;
}

/**
 * Checks an email and password with lockout and throttling, for sign-in and for accepting an
 * invitation with an existing account. Attempts are counted by email whether or not an account
 * exists, and a locked or throttled address is refused before any password check, so neither the
 * answers nor their timing tell whether an email has an account. Returns the account when the
 * password is right; the caller records the success with `signInSucceeded`.
 */
export async function verifyCredentials(ctx: Context, rawEmail: string, password: string): Promise<UserRow> {
  const now = ctx.clock.now();
  const email = normalizeEmail(rawEmail);
  const emailHash = hashToken(email);
  const user = await findUserByEmail(ctx.db, email);
  const windowStart = new Date(
    Math.max(now.getTime() - LOCK_WINDOW_MS, user?.failuresResetAt?.getTime() ?? Number.NEGATIVE_INFINITY),
  );
  if (
    (await failuresSince(ctx.db, emailHash, new Date(now.getTime() - HOUR_MS))) >= MAX_FAILURES_PER_HOUR ||
    (user ? user.lockedAt !== null : await lockedWithoutAccount(ctx.db, emailHash))
  ) {
    throw locked();
  }

  const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstNothing(password);
  if (user && ok) return user;
  const nowLocked = await inTransaction(ctx, async (tx, events) => {
    await tx.insert(loginFailures).values({ uuid: newUuid(), emailHash, attemptedAt: now });
    const recent = await failuresSince(tx, emailHash, windowStart);
    if (recent < LOCK_AFTER_FAILURES) return false;
    if (user) {
      await tx.update(users).set({ lockedAt: now }).where(eq(users.uuid, user.uuid));
      const token = await issueAccountToken(tx, now, user.uuid, 'unlock', user.email);
      events.emit('account.locked', { email: user.email, token });
    }
    return true;
  });
  if (nowLocked) throw locked();
  throw badInput({ password: WRONG_CREDENTIALS }, WRONG_CREDENTIALS);
}

/** Records a successful sign-in: earlier failures stop counting towards a lock. */
export async function signInSucceeded(
  db: Db | Tx,
  user: UserRow,
  now: Date,
  patch: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const changes = { ...patch, failuresResetAt: now };
  await db.update(users).set(changes).where(eq(users.uuid, user.uuid));
  return { ...user, ...changes };
}

/** Sign-in through /login/{userType}: the credentials, then the login type and a confirmed email. */
export async function signIn(ctx: Context, input: SignInInput): Promise<{ token: string; user: UserRow }> {
  if (!isAccountType(input.userType)) throw badInput({ userType: UNKNOWN_USER_TYPE }, UNKNOWN_USER_TYPE);
  const problems: Record<string, string> = {};
  if (!input.email.trim()) problems.email = 'Email is required';
  if (!input.password) problems.password = 'Password is required';
  if (Object.keys(problems).length) throw badInput(problems);

  const user = await verifyCredentials(ctx, input.email, input.password);
  const now = ctx.clock.now();
  if (!mayUseLoginType(user.role, input.userType))
    throw badInput({ password: WRONG_CREDENTIALS }, WRONG_CREDENTIALS);
  if (!user.emailConfirmedAt) {
    // The password was right, so saying why is safe; a fresh link covers a lost first mail.
    await inTransaction(ctx, async (tx, events) => {
      const token = await issueAccountToken(tx, now, user.uuid, 'email_confirmation', user.email);
      events.emit('account.confirmationResent', {
        email: user.email,
        firstName: user.firstName ?? '',
        token,
      });
    });
    throw badInput({ email: UNCONFIRMED }, UNCONFIRMED);
  }
  const patch: Partial<typeof users.$inferInsert> = {};
  if (input.affiliateCode && !user.referredByUuid && user.role === 'client') {
    const referrer = await referrerByCode(ctx, input.affiliateCode);
    if (referrer && referrer !== user.uuid) patch.referredByUuid = referrer;
  }
  const signedIn = await signInSucceeded(ctx.db, user, now, patch);
  const token = await issueToken(ctx, signedIn, input.userType, ctx.tokenTtlSeconds);
  return { token, user: signedIn };
}

/** The sales partner owning an affiliate code; unknown codes are ignored, never an error. */
export async function referrerByCode(ctx: Pick<Context, 'db'>, code: string): Promise<string | null> {
  const trimmed = code.trim();
  if (!trimmed || trimmed.length > 64) return null;
  const [row] = await ctx.db.select({ uuid: users.uuid }).from(users).where(eq(users.affiliateCode, trimmed));
  return row?.uuid ?? null;
}
