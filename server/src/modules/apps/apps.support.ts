import { and, asc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import type { Db } from '../../platform/db.ts';
import { badInput } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { newUuid } from '../../platform/ids.ts';
import { hashToken, newSecureToken } from '../../platform/secure-token.ts';
import { INVALID_LINK, isEmail, isPhContactNumber, normalizeEmail } from '../accounts/index.ts';
import { type CategorySelection, categoryProblems, categoryTree } from './apps.categories.ts';
import { appOrThrow } from './apps.service.ts';
import { type AppRow, appEmailRecipients, apps } from './apps.tables.ts';

export const RECIPIENT_TOKEN_TTL_MS = 3 * 24 * 3600 * 1000;
type RecipientKind = 'support' | 'notification';

/**
 * The recipients of one kind for a batch of apps, oldest first (App.supportEmailList). Both kinds are
 * read in one query per request: the console asks for them together.
 */
export const recipientsLoader = (ctx: Context, kind: RecipientKind) => ({
  load: async (appUuid: string): Promise<{ email: string; verified: boolean }[]> =>
    (await allRecipients(ctx).load(appUuid))
      .filter((r) => r.kind === kind)
      .map((r) => ({ email: r.email, verified: r.verifiedAt !== null })),
});

const allRecipients = (ctx: Context) =>
  ctx.loader<string, (typeof appEmailRecipients.$inferSelect)[]>('app.recipients', async (appUuids) => {
    const rows = await ctx.db
      .select()
      .from(appEmailRecipients)
      .where(inArray(appEmailRecipients.appUuid, [...appUuids]))
      .orderBy(asc(appEmailRecipients.createdAt), asc(appEmailRecipients.email));
    return appUuids.map((u) => rows.filter((r) => r.appUuid === u));
  });

/** The verified addresses of one kind (mail goes only to addresses that followed their link). */
export async function verifiedRecipientEmails(
  db: Db,
  appUuid: string,
  kind: RecipientKind,
): Promise<string[]> {
  const rows = await db
    .select({ email: appEmailRecipients.email })
    .from(appEmailRecipients)
    .where(
      and(
        eq(appEmailRecipients.appUuid, appUuid),
        eq(appEmailRecipients.kind, kind),
        isNotNull(appEmailRecipients.verifiedAt),
      ),
    )
    .orderBy(asc(appEmailRecipients.createdAt), asc(appEmailRecipients.email));
  return rows.map((r) => r.email);
}

export async function unverifiedRecipients(
  ctx: Context,
  appUuid: string,
  kind: RecipientKind,
): Promise<string[]> {
  const app = await appOrThrow(ctx, appUuid);
  return (await recipientsLoader(ctx, kind).load(app.uuid)).filter((r) => !r.verified).map((r) => r.email);
}

/** Splits the comma-joined list (document 1 §3), trimmed, lowercased and without repeats. */
export const parseEmailList = (list: string): string[] => [
  ...new Set(
    list
      .split(',')
      .map((e) => normalizeEmail(e))
      .filter(Boolean),
  ),
];

/**
 * Support Contact Details: replaces the support recipients (new ones get a verification link,
 * verified ones stay verified) and the contact number. The contact number is 9 + 9 digits.
 */
export async function updateSupportDetails(
  ctx: Context,
  input: { appUuid: string; supportEmailList: string; supportContactNumber?: string | null },
) {
  const app = await appOrThrow(ctx, input.appUuid);
  const emails = parseEmailList(input.supportEmailList);
  const problems: Record<string, string> = {};
  if (emails.length === 0) problems.supportEmailList = 'Support Email Recipients is required';
  else if (emails.some((e) => !isEmail(e))) problems.supportEmailList = 'Support Email Recipients is invalid';
  const number = input.supportContactNumber?.replace(/\s+/g, '') || null;
  if (number && !isPhContactNumber(number))
    problems.supportContactNumber = 'Support Contact Number is invalid';
  if (Object.keys(problems).length) throw badInput(problems);
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx, events) => {
    const existing = await tx
      .select()
      .from(appEmailRecipients)
      .where(and(eq(appEmailRecipients.appUuid, app.uuid), eq(appEmailRecipients.kind, 'support')));
    const removed = existing.filter((r) => !emails.includes(r.email)).map((r) => r.uuid);
    if (removed.length) await tx.delete(appEmailRecipients).where(inArray(appEmailRecipients.uuid, removed));
    for (const email of emails.filter((e) => !existing.some((r) => r.email === e))) {
      const { raw, hash } = newSecureToken();
      await tx.insert(appEmailRecipients).values({
        uuid: newUuid(),
        appUuid: app.uuid,
        kind: 'support',
        email,
        tokenHash: hash,
        tokenExpiresAt: new Date(now.getTime() + RECIPIENT_TOKEN_TTL_MS),
        createdAt: now,
      });
      events.emit('app.recipientAdded', { email, kind: 'support', appName: app.name, token: raw });
    }
    await tx
      .update(apps)
      .set({ supportContactNumber: number, updatedAt: now })
      .where(eq(apps.uuid, app.uuid));
  });
  return { supportEmailList: emails.join(','), supportContactNumber: number };
}

export async function resendRecipientVerification(
  ctx: Context,
  appUuid: string,
  rawEmail: string,
): Promise<AppRow> {
  const app = await appOrThrow(ctx, appUuid);
  const email = normalizeEmail(rawEmail);
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx, events) => {
    const { raw, hash } = newSecureToken();
    const [row] = await tx
      .update(appEmailRecipients)
      .set({ tokenHash: hash, tokenExpiresAt: new Date(now.getTime() + RECIPIENT_TOKEN_TTL_MS) })
      .where(
        and(
          eq(appEmailRecipients.appUuid, app.uuid),
          eq(appEmailRecipients.email, email),
          isNull(appEmailRecipients.verifiedAt),
        ),
      )
      .returning();
    if (!row) throw badInput({ supportEmail: `${email} has nothing to verify` });
    events.emit('app.recipientAdded', { email, kind: row.kind, appName: app.name, token: raw });
  });
  return app;
}

/** /support-email-recipient-confirmation/{token} and /email-recipient-confirmation/{token}. */
export async function confirmRecipient(ctx: Context, rawToken: string) {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(appEmailRecipients)
    .set({ verifiedAt: now, tokenHash: null, tokenExpiresAt: null })
    .where(
      and(
        eq(appEmailRecipients.tokenHash, hashToken(rawToken.trim())),
        gt(appEmailRecipients.tokenExpiresAt, now),
      ),
    )
    .returning();
  if (!row) throw badInput({ confirmationToken: INVALID_LINK }, INVALID_LINK);
  const [app] = await ctx.db.select({ name: apps.name }).from(apps).where(eq(apps.uuid, row.appUuid));
  return { email: row.email, appName: app?.name ?? '' };
}

export const categoryDescriptionOf = (app: AppRow) => ({
  appUuid: app.uuid,
  categoryTree: categoryTree(app.categories),
  businessDescription: app.businessDescription,
});

export async function updateCategoryDescription(
  ctx: Context,
  input: CategorySelection & { appUuid: string; businessDescription: string },
) {
  const app = await appOrThrow(ctx, input.appUuid);
  const problems = categoryProblems(input);
  if (Object.keys(problems).length) throw badInput(problems);
  const [updated] = await ctx.db
    .update(apps)
    .set({
      categories: {
        primaryCategories: [...new Set(input.primaryCategories)],
        secondaryCategories: [...new Set(input.secondaryCategories)],
      },
      businessDescription: input.businessDescription.trim(),
      updatedAt: ctx.clock.now(),
    })
    .where(eq(apps.uuid, app.uuid))
    .returning();
  return categoryDescriptionOf(updated ?? app);
}

/** Adds one recipient of a kind (unverified, with a mailed link); an address already there is refused. */
export async function addRecipient(ctx: Context, appUuid: string, kind: RecipientKind, rawEmail: string) {
  const app = await appOrThrow(ctx, appUuid);
  const email = normalizeEmail(rawEmail);
  if (!email) throw badInput({ email: 'Email is required' });
  if (!isEmail(email)) throw badInput({ email: 'Email is invalid' });
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx, events) => {
    const { raw, hash } = newSecureToken();
    const [row] = await tx
      .insert(appEmailRecipients)
      .values({
        uuid: newUuid(),
        appUuid: app.uuid,
        kind,
        email,
        tokenHash: hash,
        tokenExpiresAt: new Date(now.getTime() + RECIPIENT_TOKEN_TTL_MS),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw badInput({ email: 'Email has already been taken' });
    events.emit('app.recipientAdded', { email, kind, appName: app.name, token: raw });
    return { email, verified: false };
  });
}

export async function removeRecipient(ctx: Context, appUuid: string, kind: RecipientKind, rawEmail: string) {
  const app = await appOrThrow(ctx, appUuid);
  const email = normalizeEmail(rawEmail);
  const [row] = await ctx.db
    .delete(appEmailRecipients)
    .where(
      and(
        eq(appEmailRecipients.appUuid, app.uuid),
        eq(appEmailRecipients.kind, kind),
        eq(appEmailRecipients.email, email),
      ),
    )
    .returning();
  if (!row) throw badInput({ email: `${email} is not a recipient` });
  return { email };
}

export async function listRecipients(ctx: Context, appUuid: string, kind: RecipientKind) {
  const app = await appOrThrow(ctx, appUuid);
  return recipientsLoader(ctx, kind).load(app.uuid);
}
