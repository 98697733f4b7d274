import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { badInput } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { announceSessionEnd } from '../../platform/live-sessions.ts';
import { hashPassword } from './accounts.password.ts';
import { isEmail, nameProblems, normalizeEmail, passwordProblem } from './accounts.rules.ts';
import { createUser, findUserByEmail } from './accounts.service.ts';
import { forgetSessions } from './accounts.sessions.ts';
import { referrerByCode } from './accounts.signin.ts';
import { generatedTokenLogs, users } from './accounts.tables.ts';
import { consumeAccountToken, issueAccountToken } from './accounts.tokens.ts';

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  affiliateCode?: string | null;
}

/**
 * Client sign-up. The answer is the same whether or not the address already has an account: a new
 * account gets a confirmation link, an existing one a notice, so sign-up cannot probe for accounts.
 */
export async function signUp(ctx: Context, input: SignUpInput): Promise<{ email: string }> {
  const email = normalizeEmail(input.email);
  const problems: Record<string, string> = nameProblems(input);
  if (!email) problems.email = 'Email is required';
  else if (!isEmail(email)) problems.email = 'Email is invalid';
  const weak = passwordProblem(input.password);
  if (weak) problems.password = weak;
  if (Object.keys(problems).length) throw badInput(problems);

  const passwordHash = await hashPassword(input.password); // also spent for existing addresses: same timing
  const now = ctx.clock.now();
  const referredByUuid = input.affiliateCode ? await referrerByCode(ctx, input.affiliateCode) : null;
  await inTransaction(ctx, async (tx, events) => {
    if (await findUserByEmail(tx, email)) {
      events.emit('account.signUpExisting', { email });
      return;
    }
    const user = await createUser(
      { db: tx },
      {
        email,
        password: { hash: passwordHash },
        role: 'client',
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        emailConfirmed: false,
        referredByUuid,
      },
      now,
    );
    const token = await issueAccountToken(tx, now, user.uuid, 'email_confirmation', email);
    events.emit('account.signedUp', { email, firstName: user.firstName ?? '', token });
  });
  return { email };
}

/** /email-confirmation/{token}: confirms the sign-up address, or a changed business email. */
export async function emailConfirm(ctx: Context, confirmationToken: string): Promise<{ email: string }> {
  const now = ctx.clock.now();
  const confirmed = await inTransaction(ctx, async (tx) => {
    const token = await consumeAccountToken(
      tx,
      now,
      confirmationToken,
      ['email_confirmation', 'business_email'],
      'confirmationToken',
    );
    if (token.purpose === 'email_confirmation') {
      await tx
        .update(users)
        .set({ emailConfirmedAt: now, updatedAt: now })
        .where(and(eq(users.uuid, token.userUuid), isNull(users.emailConfirmedAt)));
    } else {
      await tx
        .update(users)
        .set({ businessEmailVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.uuid, token.userUuid), eq(users.businessEmailAddress, token.email)));
    }
    return token;
  });
  forgetSessions({ userUuid: confirmed.userUuid });
  return { email: confirmed.email };
}

/** Always succeeds; only an address with an account gets a link. */
export async function passwordResetRequest(ctx: Context, rawEmail: string): Promise<{ success: boolean }> {
  const email = normalizeEmail(rawEmail);
  if (!email) throw badInput({ email: 'Email is required' });
  if (!isEmail(email)) throw badInput({ email: 'Email is invalid' });
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx, events) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    const token = await issueAccountToken(tx, now, user.uuid, 'password_reset', user.email);
    events.emit('account.passwordResetRequested', { email: user.email, token });
  });
  return { success: true };
}

/** Sets a new password from a reset link: unlocks the account, confirms its address, ends every session. */
export async function passwordReset(ctx: Context, input: { resetPasswordToken: string; password: string }) {
  const weak = passwordProblem(input.password);
  if (weak) throw badInput({ password: weak });
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  const userUuid = await inTransaction(ctx, async (tx) => {
    const token = await consumeAccountToken(
      tx,
      now,
      input.resetPasswordToken,
      ['password_reset'],
      'resetPasswordToken',
    );
    const [user] = await tx.select().from(users).where(eq(users.uuid, token.userUuid));
    await tx
      .update(users)
      .set({
        passwordHash,
        lockedAt: null,
        failuresResetAt: now,
        emailConfirmedAt: user?.emailConfirmedAt ?? now,
        updatedAt: now,
      })
      .where(eq(users.uuid, token.userUuid));
    await tx
      .update(generatedTokenLogs)
      .set({ revokedAt: now })
      .where(and(eq(generatedTokenLogs.userUuid, token.userUuid), isNull(generatedTokenLogs.revokedAt)));
    return token.userUuid;
  });
  forgetSessions({ userUuid });
  await announceSessionEnd(ctx, { userUuid });
  return { success: true };
}

export async function accountUnlock(ctx: Context, unlockToken: string) {
  const now = ctx.clock.now();
  const userUuid = await inTransaction(ctx, async (tx) => {
    const token = await consumeAccountToken(tx, now, unlockToken, ['unlock'], 'unlockToken');
    await tx
      .update(users)
      .set({ lockedAt: null, failuresResetAt: now, updatedAt: now })
      .where(eq(users.uuid, token.userUuid));
    return token.userUuid;
  });
  forgetSessions({ userUuid });
  return { success: true };
}
