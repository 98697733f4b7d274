import { eq } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { badInput, notFound } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { manilaDate } from '../../platform/manila.ts';
import { normalizeEmail, type SettingsInput, settingsProblems } from './accounts.rules.ts';
import { forgetSessions } from './accounts.sessions.ts';
import { type UserRow, users } from './accounts.tables.ts';
import { issueAccountToken } from './accounts.tokens.ts';

/** The signed-in user, when `userUuid` names them; anyone else is "not found". */
function selfOrThrow(ctx: Context, userUuid: string): UserRow {
  const user = ctx.userOrThrow();
  if (user.uuid !== userUuid) throw notFound('User');
  return user;
}

/**
 * Updates the user's own names and contact fields. A changed business email becomes unverified and
 * gets a verification link.
 */
export async function updateSettings(ctx: Context, input: SettingsInput): Promise<UserRow> {
  const user = ctx.userOrThrow();
  const problems = settingsProblems(input, manilaDate(ctx.clock.now()));
  if (Object.keys(problems).length) throw badInput(problems);
  const now = ctx.clock.now();
  const patch: Partial<typeof users.$inferInsert> = { updatedAt: now };
  if (input.firstName != null) patch.firstName = input.firstName.trim();
  if (input.lastName != null) patch.lastName = input.lastName.trim();
  if (input.contactDialCode !== undefined) patch.contactDialCode = input.contactDialCode;
  if (input.contactNumber !== undefined) patch.contactNumber = input.contactNumber || null;
  if (input.birthdate !== undefined) patch.birthdate = input.birthdate;
  const businessEmail =
    input.businessEmailAddress === undefined
      ? undefined
      : input.businessEmailAddress
        ? normalizeEmail(input.businessEmailAddress)
        : null;
  const emailChanged = businessEmail !== undefined && businessEmail !== user.businessEmailAddress;
  if (emailChanged) {
    patch.businessEmailAddress = businessEmail;
    patch.businessEmailVerifiedAt = null;
  }
  const updated = await inTransaction(ctx, async (tx, events) => {
    const [updated] = await tx.update(users).set(patch).where(eq(users.uuid, user.uuid)).returning();
    if (!updated) throw notFound('User');
    if (emailChanged && businessEmail) {
      const token = await issueAccountToken(tx, now, user.uuid, 'business_email', businessEmail);
      events.emit('account.businessEmailChanged', { email: businessEmail, token });
    }
    return updated;
  });
  // The cached sessions carry the user row: the next request reads the new one.
  forgetSessions({ userUuid: user.uuid });
  return updated;
}

export interface AccountSecurityInput {
  userUuid: string;
  contactNumber: string;
  contactDialCode: string;
  businessEmailAddress: string;
  birthdate: string;
}

/** The Account Security Update dialog: every field required (document 1 §5). */
export async function accountSecurityUpdate(ctx: Context, input: AccountSecurityInput): Promise<UserRow> {
  selfOrThrow(ctx, input.userUuid);
  const problems: Record<string, string> = {};
  if (!input.birthdate) problems.birthdate = 'Birthdate is required';
  if (!input.contactNumber) problems.contactNumber = 'Mobile Number is required';
  if (!input.businessEmailAddress.trim())
    problems.businessEmailAddress = 'Business Email Address is required';
  if (Object.keys(problems).length) throw badInput(problems);
  const { userUuid: _self, ...fields } = input;
  return updateSettings(ctx, fields);
}

/** The business email while it is unverified, else null. */
export function unverifiedBusinessEmail(ctx: Context, userUuid: string): string | null {
  const user = selfOrThrow(ctx, userUuid);
  return user.businessEmailAddress && !user.businessEmailVerifiedAt ? user.businessEmailAddress : null;
}

export async function resendBusinessEmailVerification(ctx: Context, userUuid: string): Promise<UserRow> {
  const user = selfOrThrow(ctx, userUuid);
  const email = unverifiedBusinessEmail(ctx, userUuid);
  if (!email) throw badInput({ businessEmailAddress: 'Business Email Address is already verified' });
  await inTransaction(ctx, async (tx, events) => {
    const token = await issueAccountToken(tx, ctx.clock.now(), user.uuid, 'business_email', email);
    events.emit('account.businessEmailChanged', { email, token });
  });
  return user;
}
