/** What the inbox knows of customers, as sets for customer segments and broadcasts. */
import { and, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { newUuid } from '../../platform/ids.ts';
import { refKey } from '../../platform/text.ts';
import { messengerReferrals, pageRecipients } from './inbox.tables.ts';

/**
 * A subquery of the page recipients (Messenger conversations) of `appUuid` whose latest message to
 * the page is at or after `since`: within 24 hours of it, a store may message them (document 2 §3).
 */
export const recipientsMessagedSince = (db: Db | Tx, appUuid: string, since: Date): SQL =>
  db
    .select({ uuid: pageRecipients.uuid })
    .from(pageRecipients)
    .where(and(eq(pageRecipients.appUuid, appUuid), gte(pageRecipients.lastCustomerMessageAt, since)))
    .getSQL();

/** The conversations of one page, all of them or those in `among` (a subquery of page recipient uuids). */
const onPage = (appUuid: string, pageUuid: string, among: SQL | null) =>
  and(
    eq(pageRecipients.appUuid, appUuid),
    eq(pageRecipients.pageUuid, pageUuid),
    among ? inArray(pageRecipients.uuid, sql`(${among})`) : undefined,
  );

/**
 * Where a page's conversations stand against the broadcast window: inside it (their last message at
 * or after `windowStart`), of those how many leave it soon (last message at or before `leavingSoonBefore`),
 * and how many are outside it (or never wrote).
 */
export async function windowCounts(
  db: Db | Tx,
  appUuid: string,
  pageUuid: string,
  among: SQL | null,
  bounds: { windowStart: Date; leavingSoonBefore: Date },
): Promise<{ inWindow: number; leavingSoon: number; outOfWindow: number }> {
  const last = pageRecipients.lastCustomerMessageAt;
  const start = bounds.windowStart.toISOString();
  const soon = bounds.leavingSoonBefore.toISOString();
  const [row] = await db
    .select({
      inWindow: sql<number>`count(*) filter (where ${last} >= ${start}::timestamptz)`.mapWith(Number),
      leavingSoon:
        sql<number>`count(*) filter (where ${last} >= ${start}::timestamptz and ${last} <= ${soon}::timestamptz)`.mapWith(
          Number,
        ),
      outOfWindow:
        sql<number>`count(*) filter (where ${last} is null or ${last} < ${start}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(pageRecipients)
    .where(onPage(appUuid, pageUuid, among));
  return {
    inWindow: row?.inWindow ?? 0,
    leavingSoon: row?.leavingSoon ?? 0,
    outOfWindow: row?.outOfWindow ?? 0,
  };
}

/** The page's conversations matching `where`, as a subquery of the columns a broadcast reads. */
const recipientsWhere = (db: Db | Tx, where: SQL | undefined): SQL =>
  db
    .select({
      uuid: pageRecipients.uuid,
      pageUuid: pageRecipients.pageUuid,
      psid: pageRecipients.psid,
      name: pageRecipients.name,
      lastCustomerMessageAt: pageRecipients.lastCustomerMessageAt,
    })
    .from(pageRecipients)
    .where(where)
    .getSQL();

/**
 * A subquery of the page's conversations inside the window (uuid, page_uuid, psid, name,
 * last_customer_message_at): who a broadcast goes to.
 */
export const recipientsInWindow = (
  db: Db | Tx,
  appUuid: string,
  pageUuid: string,
  among: SQL | null,
  windowStart: Date,
): SQL =>
  recipientsWhere(
    db,
    and(onPage(appUuid, pageUuid, among), gte(pageRecipients.lastCustomerMessageAt, windowStart)),
  );

/**
 * The same columns for the page's conversations outside the window (last message before
 * `windowStart`, or none): broadcasts pick those opted in to marketing messages among them.
 */
export const recipientsOutOfWindow = (
  db: Db | Tx,
  appUuid: string,
  pageUuid: string,
  among: SQL | null,
  windowStart: Date,
): SQL =>
  recipientsWhere(
    db,
    and(
      onPage(appUuid, pageUuid, among),
      or(isNull(pageRecipients.lastCustomerMessageAt), lt(pageRecipients.lastCustomerMessageAt, windowStart)),
    ),
  );

/** Each conversation's latest customer message (the window is checked again at the moment of a send). */
export async function lastCustomerMessages(
  db: Db | Tx,
  recipientUuids: readonly string[],
): Promise<Map<string, Date | null>> {
  if (recipientUuids.length === 0) return new Map();
  const rows = await db
    .select({ uuid: pageRecipients.uuid, at: pageRecipients.lastCustomerMessageAt })
    .from(pageRecipients)
    .where(inArray(pageRecipients.uuid, [...recipientUuids]));
  return new Map(rows.map((r) => [r.uuid, r.at]));
}

/** A ref of an m.me link as kept: trimmed, lowercase, at most 60 characters (as the storefront's sources). */
export const referralRef = refKey;

/** Someone opened the conversation from an m.me link with `ref`: kept once per person and ref. */
export async function recordReferral(
  db: Db | Tx,
  r: { appUuid: string; pageUuid: string; psid: string; ref: string; at: Date },
): Promise<void> {
  const ref = referralRef(r.ref);
  if (!ref) return;
  await db
    .insert(messengerReferrals)
    .values({ uuid: newUuid(), appUuid: r.appUuid, pageUuid: r.pageUuid, psid: r.psid, ref, createdAt: r.at })
    .onConflictDoNothing();
}

/** For each ref, how many people opened the page's conversation from it in [from, to). */
export async function conversationsByRef(
  db: Db | Tx,
  appUuid: string,
  refs: readonly string[],
  range: { from: Date; to: Date },
): Promise<Map<string, number>> {
  const keys = [...new Set(refs.map(referralRef).filter(Boolean))];
  const counts = new Map(keys.map((k) => [k, 0]));
  if (keys.length === 0) return counts;
  const rows = await db
    .select({ ref: messengerReferrals.ref, n: sql<number>`count(*)`.mapWith(Number) })
    .from(messengerReferrals)
    .where(
      and(
        eq(messengerReferrals.appUuid, appUuid),
        inArray(messengerReferrals.ref, keys),
        gte(messengerReferrals.createdAt, range.from),
        lt(messengerReferrals.createdAt, range.to),
      ),
    )
    .groupBy(messengerReferrals.ref);
  for (const row of rows) counts.set(row.ref, row.n);
  return counts;
}
