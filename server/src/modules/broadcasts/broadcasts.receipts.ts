/**
 * Delivery and read receipts (the inbox's `inbox.receiptReceived`): Messenger says a person received
 * or read everything the page sent them up to a watermark. A receipt names no broadcast, so each is
 * matched to the broadcast messages sent to that person at or before it; applying one twice changes
 * nothing (Meta retries its webhooks).
 */
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { EventBus } from '../../platform/events.ts';
import { recordMarketingOptIn } from './broadcasts.marketing.ts';
import { broadcastRecipients } from './broadcasts.tables.ts';

/**
 * Our send time is stamped after Messenger answers, Meta's watermark when it took the message: a
 * message sent this long after a watermark still counts as covered by it.
 */
const CLOCK_SLACK_MS = 60_000;

export async function recordReceipt(
  db: Db,
  receipt: { pageUuid: string; psid: string; kind: 'delivery' | 'read'; watermark: number; mids: string[] },
): Promise<void> {
  const at = new Date(receipt.watermark);
  const covered = lte(broadcastRecipients.sentAt, new Date(receipt.watermark + CLOCK_SLACK_MS));
  const person = and(
    eq(broadcastRecipients.pageUuid, receipt.pageUuid),
    eq(broadcastRecipients.psid, receipt.psid),
    eq(broadcastRecipients.status, 'sent'),
  );
  if (receipt.kind === 'delivery') {
    await db
      .update(broadcastRecipients)
      .set({ deliveredAt: at })
      .where(
        and(
          person,
          isNull(broadcastRecipients.deliveredAt),
          receipt.mids.length ? or(covered, inArray(broadcastRecipients.mid, receipt.mids)) : covered,
        ),
      );
    return;
  }
  await db
    .update(broadcastRecipients)
    .set({
      readAt: at,
      deliveredAt: sql`coalesce(${broadcastRecipients.deliveredAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(and(person, isNull(broadcastRecipients.readAt), covered));
}

export function registerBroadcastListeners(events: EventBus): void {
  events.on('inbox.receiptReceived', (receipt, deps) => recordReceipt(deps.db, receipt));
  events.on('inbox.marketingOptInChanged', (change, deps) =>
    recordMarketingOptIn(deps.db, change, deps.clock.now()),
  );
}
