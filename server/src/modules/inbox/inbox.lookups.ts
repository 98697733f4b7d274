/**
 * The inbox's conversations as other domains read them: an order's Messenger customer and their page,
 * the page admins who get notifications in Messenger. The inbox owns these tables; callers go through here.
 */
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { isUuid } from '../../platform/ids.ts';
import { type PageRow, pageByUuid, pagesByUuids } from '../apps/index.ts';
import {
  type MessengerNotificationRecipientRow,
  messengerNotificationRecipients,
  type PageRecipientRow,
  pageRecipients,
} from './inbox.tables.ts';

export async function recipientByUuid(db: Db | Tx, uuid: string): Promise<PageRecipientRow | null> {
  const [row] = await db.select().from(pageRecipients).where(eq(pageRecipients.uuid, uuid));
  return row ?? null;
}

/** The names the inbox knows for these people of a page (by psid); someone it has never heard from is absent. */
export async function recipientNames(
  db: Db | Tx,
  pageUuid: string,
  psids: readonly string[],
): Promise<Map<string, string>> {
  if (psids.length === 0) return new Map();
  const rows = await db
    .select({ psid: pageRecipients.psid, name: pageRecipients.name })
    .from(pageRecipients)
    .where(and(eq(pageRecipients.pageUuid, pageUuid), inArray(pageRecipients.psid, [...psids])));
  return new Map(rows.map((r) => [r.psid, r.name]));
}

/** A conversation of the app by uuid (null for a stale, malformed or foreign one). */
export async function recipientOfApp(
  db: Db | Tx,
  appUuid: string,
  uuid: string,
): Promise<Pick<PageRecipientRow, 'uuid' | 'dummy'> | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await db
    .select({ uuid: pageRecipients.uuid, dummy: pageRecipients.dummy })
    .from(pageRecipients)
    .where(and(eq(pageRecipients.appUuid, appUuid), eq(pageRecipients.uuid, uuid)))
    .limit(1);
  return row ?? null;
}

/** A conversation with the page it is on (null when either is gone). */
export async function recipientWithPage(
  db: Db | Tx,
  uuid: string,
): Promise<{ recipient: PageRecipientRow; page: PageRow } | null> {
  const recipient = await recipientByUuid(db, uuid);
  const page = recipient ? await pageByUuid(db, recipient.pageUuid) : null;
  return recipient && page ? { recipient, page } : null;
}

/** The page admins of the app who opted in to notifications in Messenger, on its active page. */
export async function messengerNotificationAdmins(
  db: Db | Tx,
  appUuid: string,
): Promise<{ admin: MessengerNotificationRecipientRow; page: PageRow }[]> {
  const admins = await db
    .select()
    .from(messengerNotificationRecipients)
    .where(eq(messengerNotificationRecipients.appUuid, appUuid));
  const pages = new Map(
    (await pagesByUuids(db, [...new Set(admins.map((a) => a.pageUuid))])).map((p) => [p.uuid, p]),
  );
  return admins.flatMap((admin) => {
    const page = pages.get(admin.pageUuid);
    return page?.active ? [{ admin, page }] : [];
  });
}

/** What became of a notification sent to a page admin: reached now, or since when and why not. */
export async function recordAdminReach(
  db: Db | Tx,
  adminUuid: string,
  now: Date,
  outcome: { reached: boolean; reason: string | null },
): Promise<void> {
  await db
    .update(messengerNotificationRecipients)
    .set(
      outcome.reached
        ? { lastReachedAt: now, unreachableSince: null, unreachableReason: null }
        : {
            unreachableSince: sql`COALESCE(${messengerNotificationRecipients.unreachableSince}, ${now.toISOString()}::timestamptz)`,
            unreachableReason: outcome.reason,
          },
    )
    .where(eq(messengerNotificationRecipients.uuid, adminUuid));
}

/** Who a page can message: its real customers (never the test tool's), with when each last wrote. */
export function pageAudience(
  db: Db | Tx,
  appUuid: string,
  pageUuid: string,
): Promise<Pick<PageRecipientRow, 'uuid' | 'psid' | 'lastCustomerMessageAt'>[]> {
  return db
    .select({
      uuid: pageRecipients.uuid,
      psid: pageRecipients.psid,
      lastCustomerMessageAt: pageRecipients.lastCustomerMessageAt,
    })
    .from(pageRecipients)
    .where(
      and(
        eq(pageRecipients.appUuid, appUuid),
        eq(pageRecipients.pageUuid, pageUuid),
        eq(pageRecipients.dummy, false),
        eq(pageRecipients.inboxPlatformOrigin, 'messenger'),
      ),
    );
}

/**
 * The store's users this month (plan usage, monthlyUserLimit): people who wrote to its page at or
 * after `since` (the Manila month's first instant), each once; the test tool's customer is nobody.
 */
export async function monthlyUsersCount(db: Db | Tx, appUuid: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pageRecipients)
    .where(
      and(
        eq(pageRecipients.appUuid, appUuid),
        eq(pageRecipients.dummy, false),
        gte(pageRecipients.lastCustomerMessageAt, since),
      ),
    );
  return row?.n ?? 0;
}
