/**
 * Overview → store-launch: the merchant announces the launch on Messenger. It goes, once, to the
 * page's customers within the 24-hour window (messenger.policy.ts: a broadcast is standard inside it
 * and not allowed outside), through the outbox: the request records it and emits launch.announced;
 * the launch.messenger listener sends.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { messagingWindow } from '../../integrations/messenger/messenger.policy.ts';
import { MessengerError, refusalInPlainWords } from '../../integrations/messenger/messenger.port.ts';
import { badInput, conflict } from '../../platform/errors.ts';
import { inTransaction, type ListenerDeps } from '../../platform/events.ts';
import { newUuid } from '../../platform/ids.ts';
import { activePageOf, appByUuid, appOrThrow, pageAccessToken } from '../apps/index.ts';
import { pageAudience } from '../inbox/index.ts';
import { type LaunchAnnouncementRow, launchAnnouncementSends, launchAnnouncements } from './launch.tables.ts';

export const ANNOUNCEMENT_MAX = 640;
export const NOT_LAUNCHED_YET = 'Please launch your store before announcing it';
export const ALREADY_ANNOUNCED = 'Your launch was already announced';

export interface LaunchAudience {
  appUuid: string;
  /** Customers who wrote within 24 hours: they get the announcement. */
  reachable: number;
  /** Customers whose last message is older (or who never wrote): Messenger does not allow it. */
  outsideWindow: number;
  announcement: LaunchAnnouncementRow | null;
}

async function audienceOf(deps: Pick<ListenerDeps, 'db' | 'clock'>, appUuid: string) {
  const page = await activePageOf(deps.db, appUuid);
  const people = page ? await pageAudience(deps.db, appUuid, page.uuid) : [];
  const now = deps.clock.now();
  const open = people.filter((p) => messagingWindow(p.lastCustomerMessageAt, now) === 'open');
  return { page, open, outside: people.length - open.length };
}

export async function launchAudience(ctx: Context, appUuid: string): Promise<LaunchAudience> {
  const app = await appOrThrow(ctx, appUuid);
  const { open, outside } = await audienceOf(ctx, app.uuid);
  const [announcement] = await ctx.db
    .select()
    .from(launchAnnouncements)
    .where(eq(launchAnnouncements.appUuid, app.uuid));
  return {
    appUuid: app.uuid,
    reachable: open.length,
    outsideWindow: outside,
    announcement: announcement ?? null,
  };
}

export async function announceLaunch(ctx: Context, input: { appUuid: string; message: string }) {
  const app = await appOrThrow(ctx, input.appUuid);
  const message = input.message.trim();
  if (!message) throw badInput({ message: 'Message is required' });
  if (message.length > ANNOUNCEMENT_MAX)
    throw badInput({ message: `Message should not exceed ${ANNOUNCEMENT_MAX} characters` });
  if (!app.launchedAt) throw conflict(NOT_LAUNCHED_YET);
  const { open, outside } = await audienceOf(ctx, app.uuid);
  return inTransaction(ctx, async (tx, events) => {
    const [row] = await tx
      .insert(launchAnnouncements)
      .values({
        uuid: newUuid(),
        appUuid: app.uuid,
        message,
        reachable: open.length,
        outsideWindow: outside,
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing({ target: launchAnnouncements.appUuid })
      .returning();
    if (!row) throw conflict(ALREADY_ANNOUNCED);
    events.emit('launch.announced', { announcementUuid: row.uuid });
    return { appUuid: app.uuid, reachable: open.length, outsideWindow: outside, announcement: row };
  });
}

/**
 * Sends the announcement to each customer still within 24 hours at delivery time. Each send is claimed
 * first (a row per customer), so a redelivery skips whoever was claimed; a refusal is recorded in plain
 * words and the others still get it.
 */
export async function deliverAnnouncement(deps: ListenerDeps, announcementUuid: string): Promise<void> {
  const [announcement] = await deps.db
    .select()
    .from(launchAnnouncements)
    .where(eq(launchAnnouncements.uuid, announcementUuid));
  const app = announcement ? await appByUuid(deps.db, announcement.appUuid) : null;
  if (!announcement || !app) return;
  const { page, open } = await audienceOf(deps, app.uuid);
  if (!page) return;
  const accessToken = pageAccessToken(deps, page);
  for (const person of open) {
    const [claimed] = await deps.db
      .insert(launchAnnouncementSends)
      .values({ announcementUuid, recipientUuid: person.uuid })
      .onConflictDoNothing()
      .returning();
    if (!claimed) continue;
    const mark = (set: { sentAt?: Date; error?: string }) =>
      deps.db
        .update(launchAnnouncementSends)
        .set(set)
        .where(
          and(
            eq(launchAnnouncementSends.announcementUuid, announcementUuid),
            eq(launchAnnouncementSends.recipientUuid, person.uuid),
          ),
        );
    try {
      await deps.messenger.send({
        fbPageId: page.fbPageId,
        accessToken,
        psid: person.psid,
        part: { kind: 'text', text: announcement.message },
        tag: null,
        metadata: `suki-launch:${announcementUuid}`,
      });
      await mark({ sentAt: deps.clock.now() });
    } catch (err) {
      await mark({
        error: err instanceof MessengerError ? refusalInPlainWords(err) : 'Messenger could not be reached',
      });
    }
  }
}

/** How many the announcement reached, and how many Messenger refused. */
export async function announcementResults(db: ListenerDeps['db'], announcementUuid: string) {
  const sent = await db
    .select({ r: launchAnnouncementSends.recipientUuid })
    .from(launchAnnouncementSends)
    .where(
      and(
        eq(launchAnnouncementSends.announcementUuid, announcementUuid),
        isNotNull(launchAnnouncementSends.sentAt),
      ),
    );
  const failed = await db
    .select({ r: launchAnnouncementSends.recipientUuid })
    .from(launchAnnouncementSends)
    .where(
      and(
        eq(launchAnnouncementSends.announcementUuid, announcementUuid),
        isNull(launchAnnouncementSends.sentAt),
      ),
    );
  return { sent: sent.length, failed: failed.length };
}
