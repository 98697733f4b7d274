/**
 * Meta's paid marketing messages for broadcasts: who opted in (kept from the inbox's
 * `inbox.marketingOptInChanged`), whether a page may use them (the store's `marketingMessages` flag
 * and at least one usable opt-in on the page), and who of an audience outside the 24-hour window they
 * reach. An opt-out, an expiry or Meta refusing the token ends the opt-in at once.
 */
import { and, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { newUuid } from '../../platform/ids.ts';
import { featureFlagsOf } from '../flags/index.ts';
import type { InboxEvents } from '../inbox/index.ts';
import { recipientsOutOfWindow } from '../inbox/index.ts';
import { type MarketingOptInRow, marketingOptIns } from './broadcasts.tables.ts';

export const STOPPED = 'They stopped marketing messages from the page';
export const EXPIRED = 'Their marketing messages opt-in expired';

const endedReasonOf = (status: MarketingOptInRow['status']) =>
  status === 'stopped' ? STOPPED : status === 'expired' ? EXPIRED : null;

/**
 * Applies one opt-in change. Meta retries and may reorder deliveries: a change older than the one
 * kept (`statusAt`) changes nothing, the same one twice changes nothing more.
 */
export async function recordMarketingOptIn(
  db: Db | Tx,
  change: InboxEvents['inbox.marketingOptInChanged'],
  now: Date,
): Promise<void> {
  const at = new Date(change.at);
  const status = change.status;
  const newer = lte(marketingOptIns.statusAt, at);
  if (change.tokenSealed) {
    const tokenExpiresAt = change.tokenExpiresAt ? new Date(change.tokenExpiresAt) : null;
    await db
      .insert(marketingOptIns)
      .values({
        uuid: newUuid(),
        appUuid: change.appUuid,
        pageUuid: change.pageUuid,
        psid: change.psid,
        tokenSealed: change.tokenSealed,
        tokenExpiresAt,
        status,
        statusAt: at,
        endedReason: endedReasonOf(status),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [marketingOptIns.pageUuid, marketingOptIns.psid],
        set: {
          tokenSealed: change.tokenSealed,
          tokenExpiresAt,
          status,
          statusAt: at,
          endedReason: endedReasonOf(status),
          updatedAt: now,
        },
        setWhere: newer,
      });
    return;
  }
  // No token in the event (a stop, say): only an opt-in we already keep can change.
  await db
    .update(marketingOptIns)
    .set({ status, statusAt: at, endedReason: endedReasonOf(status), updatedAt: now })
    .where(and(eq(marketingOptIns.pageUuid, change.pageUuid), eq(marketingOptIns.psid, change.psid), newer));
}

/** Meta refused the token: the opt-in ends now (a later opt-in from the webhook starts it again). */
export async function endOptIn(
  db: Db | Tx,
  who: { pageUuid: string; psid: string },
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(marketingOptIns)
    .set({ status: 'expired', endedReason: reason, statusAt: now, updatedAt: now })
    .where(
      and(
        eq(marketingOptIns.pageUuid, who.pageUuid),
        eq(marketingOptIns.psid, who.psid),
        eq(marketingOptIns.status, 'opted_in'),
      ),
    );
}

/** Opted in and not past the token's expiry at `now` (the opt-ins list's "active" too). */
export const usableOptIn = (now: Date): SQL | undefined =>
  and(
    eq(marketingOptIns.status, 'opted_in'),
    or(isNull(marketingOptIns.tokenExpiresAt), gt(marketingOptIns.tokenExpiresAt, now)),
  );

/**
 * Whether broadcasts of this page use marketing messages: the store's flag is on AND the page has at
 * least one usable opt-in (the capability comes from the data: no extra setting).
 */
export async function marketingAvailable(db: Db | Tx, appUuid: string, pageUuid: string, now: Date) {
  if (!(await featureFlagsOf(db, appUuid)).marketingMessages) return false;
  const [row] = await db
    .select({ uuid: marketingOptIns.uuid })
    .from(marketingOptIns)
    .where(
      and(eq(marketingOptIns.appUuid, appUuid), eq(marketingOptIns.pageUuid, pageUuid), usableOptIn(now)),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A subquery of the audience's conversations outside the window whose person has a usable opt-in
 * (uuid, page_uuid, psid, name, last_customer_message_at): who a marketing message goes to.
 */
export function optedInOutOfWindow(
  db: Db | Tx,
  appUuid: string,
  pageUuid: string,
  among: SQL | null,
  windowStart: Date,
  now: Date,
): SQL {
  const outside = recipientsOutOfWindow(db, appUuid, pageUuid, among, windowStart);
  return sql`select r.* from (${outside}) r
    join ${marketingOptIns} o on o.page_uuid = r.page_uuid and o.psid = r.psid
    where o.app_uuid = ${appUuid}::uuid and o.status = 'opted_in'
      and (o.token_expires_at is null or o.token_expires_at > ${now.toISOString()}::timestamptz)`;
}

/** How many of the audience outside the window a marketing message reaches at `now`. */
export async function optedInOutOfWindowCount(
  db: Db | Tx,
  appUuid: string,
  pageUuid: string,
  among: SQL | null,
  windowStart: Date,
  now: Date,
): Promise<number> {
  const q = optedInOutOfWindow(db, appUuid, pageUuid, among, windowStart, now);
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(sql`(${q}) as m`);
  return row?.n ?? 0;
}

/** The opt-ins of these people, by `pageUuid:psid` (the send job checks them at the moment of the send). */
export async function optInsOf(
  db: Db | Tx,
  people: readonly { pageUuid: string; psid: string }[],
): Promise<Map<string, MarketingOptInRow>> {
  if (people.length === 0) return new Map();
  const rows = await db
    .select()
    .from(marketingOptIns)
    .where(
      and(
        inArray(marketingOptIns.pageUuid, [...new Set(people.map((p) => p.pageUuid))]),
        inArray(marketingOptIns.psid, [...new Set(people.map((p) => p.psid))]),
      ),
    );
  return new Map(rows.map((r) => [optInKey(r), r]));
}
export const optInKey = (p: { pageUuid: string; psid: string }) => `${p.pageUuid}:${p.psid}`;
