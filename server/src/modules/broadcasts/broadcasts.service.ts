/** Broadcasts: drafts, the window plan before sending, sending (queued for the send job), stopping. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { badInput, conflict, notFound } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { activePageOf, appOrThrow } from '../apps/index.ts';
import { productsOfApp } from '../catalog/index.ts';
import { recipientsInWindow, windowCounts } from '../inbox/index.ts';
import { segmentAudience } from '../segments/index.ts';
import { marketingAvailable, optedInOutOfWindow, optedInOutOfWindowCount } from './broadcasts.marketing.ts';
import {
  BROADCAST_STATUS,
  BROADCAST_WINDOW_HOURS,
  type BroadcastInput,
  broadcastProblems,
  leavingSoonBefore,
  MAX_BROADCASTS_LISTED,
  refOf,
  windowStart,
} from './broadcasts.rules.ts';
import { SEND_BROADCAST_JOB } from './broadcasts.send.ts';
import { type BroadcastRow, broadcastRecipients, broadcasts } from './broadcasts.tables.ts';

const NO_PAGE = 'Connect a Facebook page first: broadcasts go out on Messenger from your page';
const NOBODY =
  'Nobody in this audience is inside the 24-hour window now: a broadcast reaches customers who messaged your page in the last 24 hours';
const KEPT = 'A sent broadcast is kept with its results';

export async function listBroadcasts(ctx: Context, appUuid: string): Promise<BroadcastRow[]> {
  const app = await appOrThrow(ctx, appUuid);
  return ctx.db
    .select()
    .from(broadcasts)
    .where(eq(broadcasts.appUuid, app.uuid))
    .orderBy(desc(broadcasts.createdAt), desc(broadcasts.uuid))
    .limit(MAX_BROADCASTS_LISTED);
}

export async function broadcastOrThrow(ctx: Context, appUuid: string, uuid: string): Promise<BroadcastRow> {
  const app = await appOrThrow(ctx, appUuid);
  const [row] = isUuid(uuid)
    ? await ctx.db
        .select()
        .from(broadcasts)
        .where(and(eq(broadcasts.appUuid, app.uuid), eq(broadcasts.uuid, uuid)))
    : [];
  if (!row) throw notFound('Broadcast');
  return row;
}

async function checked(ctx: Context, appUuid: string, input: BroadcastInput) {
  const problems = broadcastProblems(input, isUuid);
  const buttons = input.buttons ?? [];
  const productUuids = buttons.flatMap((b) =>
    b.target === 'product' && b.productUuid ? [b.productUuid] : [],
  );
  if (Object.keys(problems).length === 0 && productUuids.length) {
    const found = new Set((await productsOfApp(ctx, appUuid, productUuids)).map((p) => p.uuid));
    buttons.forEach((b, i) => {
      if (b.target === 'product' && !found.has(b.productUuid ?? ''))
        problems[`buttons.${i}`] = 'Product not found';
    });
  }
  if (input.segmentUuid && !problems.segmentUuid) await segmentAudience(ctx, appUuid, input.segmentUuid);
  const [first] = Object.values(problems);
  if (first) throw badInput(problems, first);
  return {
    name: input.name.trim(),
    message: input.message.trim(),
    imageUrl: input.imageUrl?.trim() || null,
    buttons: buttons.map((b) => ({
      title: b.title.trim(),
      target: b.target,
      productUuid: b.target === 'product' ? (b.productUuid ?? null) : null,
    })),
    segmentUuid: input.segmentUuid || null,
  };
}

export async function createBroadcast(ctx: Context, appUuid: string, input: BroadcastInput) {
  const app = await appOrThrow(ctx, appUuid);
  const values = await checked(ctx, app.uuid, input);
  const now = ctx.clock.now();
  const uuid = newUuid();
  const [row] = await ctx.db
    .insert(broadcasts)
    .values({ uuid, appUuid: app.uuid, ...values, ref: refOf(uuid), createdAt: now, updatedAt: now })
    .returning();
  return row as BroadcastRow;
}

const draftOrThrow = async (ctx: Context, appUuid: string, uuid: string) => {
  const row = await broadcastOrThrow(ctx, appUuid, uuid);
  if (row.status !== 'draft') throw conflict(KEPT);
  return row;
};

export async function updateBroadcast(ctx: Context, appUuid: string, uuid: string, input: BroadcastInput) {
  const draft = await draftOrThrow(ctx, appUuid, uuid);
  const values = await checked(ctx, draft.appUuid, input);
  const [row] = await ctx.db
    .update(broadcasts)
    .set({ ...values, updatedAt: ctx.clock.now() })
    .where(and(eq(broadcasts.uuid, draft.uuid), eq(broadcasts.status, 'draft')))
    .returning();
  if (!row) throw conflict(KEPT);
  return row;
}

export async function deleteBroadcast(ctx: Context, appUuid: string, uuid: string): Promise<string> {
  const draft = await draftOrThrow(ctx, appUuid, uuid);
  await ctx.db.delete(broadcasts).where(and(eq(broadcasts.uuid, draft.uuid), eq(broadcasts.status, 'draft')));
  return draft.uuid;
}

/**
 * Before sending: of the audience's customers, how many are inside the window now, how many of those
 * leave it within a few hours (send sooner), how many outside it are opted in to the page's marketing
 * messages (when the store's flag is on and the page has opt-ins), how many are outside it otherwise,
 * and how many have no Messenger conversation at all. Those outside the window and not opted in are
 * never sent to.
 */
export async function broadcastPlan(ctx: Context, appUuid: string, segmentUuid: string | null) {
  const app = await appOrThrow(ctx, appUuid);
  if (segmentUuid && !isUuid(segmentUuid)) throw notFound('Segment');
  const audience = await segmentAudience(ctx, app.uuid, segmentUuid);
  const page = await activePageOf(ctx.db, app.uuid);
  const now = ctx.clock.now();
  const counts = page
    ? await windowCounts(ctx.db, app.uuid, page.uuid, audience.recipients, {
        windowStart: windowStart(now),
        leavingSoonBefore: leavingSoonBefore(now),
      })
    : { inWindow: 0, leavingSoon: 0, outOfWindow: 0 };
  const marketingMessagesAvailable = page
    ? await marketingAvailable(ctx.db, app.uuid, page.uuid, now)
    : false;
  const marketingMessages =
    page && marketingMessagesAvailable
      ? await optedInOutOfWindowCount(ctx.db, app.uuid, page.uuid, audience.recipients, windowStart(now), now)
      : 0;
  return {
    pageConnected: page !== null,
    ...counts,
    // Outside the window and not reached: those a marketing message reaches are counted apart.
    outOfWindow: counts.outOfWindow - marketingMessages,
    marketingMessages,
    marketingMessagesAvailable,
    notOnMessenger: audience.notOnMessenger,
    at: now,
  };
}

/**
 * Sends a draft: the people inside the window now are written as its queue, in the same transaction
 * that marks it sending and queues the send job; those outside it are counted, never messaged.
 */
export async function sendBroadcast(ctx: Context, appUuid: string, uuid: string): Promise<BroadcastRow> {
  const draft = await broadcastOrThrow(ctx, appUuid, uuid);
  BROADCAST_STATUS.assert(draft.status, 'sending');
  const page = await activePageOf(ctx.db, draft.appUuid);
  if (!page) throw badInput({ segmentUuid: NO_PAGE }, NO_PAGE);
  const audience = await segmentAudience(ctx, draft.appUuid, draft.segmentUuid);
  const now = ctx.clock.now();
  const row = await inTransaction(ctx, async (tx) => {
    const [claimed] = await tx
      .update(broadcasts)
      .set({ status: 'sending', startedAt: now, updatedAt: now, segmentName: audience.segment?.name ?? null })
      .where(and(eq(broadcasts.uuid, draft.uuid), eq(broadcasts.status, 'draft')))
      .returning();
    if (!claimed) throw conflict('This broadcast is already being sent');
    const inWindow = recipientsInWindow(tx, draft.appUuid, page.uuid, audience.recipients, windowStart(now));
    await tx.execute(sql`insert into ${broadcastRecipients}
      (uuid, broadcast_uuid, page_recipient_uuid, page_uuid, psid, name, window_closes_at, status)
      select gen_random_uuid(), ${draft.uuid}::uuid, r.uuid, r.page_uuid, r.psid, r.name,
        r.last_customer_message_at + make_interval(hours => ${BROADCAST_WINDOW_HOURS}), 'queued'
      from (${inWindow}) r on conflict do nothing`);
    // Outside the window but opted in to marketing messages (flag on, page has opt-ins): paid messages.
    if (await marketingAvailable(tx, draft.appUuid, page.uuid, now)) {
      const optedIn = optedInOutOfWindow(
        tx,
        draft.appUuid,
        page.uuid,
        audience.recipients,
        windowStart(now),
        now,
      );
      await tx.execute(sql`insert into ${broadcastRecipients}
        (uuid, broadcast_uuid, page_recipient_uuid, page_uuid, psid, name, window_closes_at, status, via)
        select gen_random_uuid(), ${draft.uuid}::uuid, m.uuid, m.page_uuid, m.psid, m.name,
          coalesce(m.last_customer_message_at, 'epoch'::timestamptz) + make_interval(hours => ${BROADCAST_WINDOW_HOURS}),
          'queued', 'marketing'
        from (${optedIn}) m on conflict do nothing`);
    }
    const [queued] = await tx
      .select({
        n: count(),
        marketing: sql<number>`count(*) filter (where ${broadcastRecipients.via} = 'marketing')`.mapWith(
          Number,
        ),
      })
      .from(broadcastRecipients)
      .where(eq(broadcastRecipients.broadcastUuid, draft.uuid));
    if (!queued?.n) throw badInput({ segmentUuid: NOBODY }, NOBODY);
    const counts = await windowCounts(tx, draft.appUuid, page.uuid, audience.recipients, {
      windowStart: windowStart(now),
      leavingSoonBefore: leavingSoonBefore(now),
    });
    const [sending] = await tx
      .update(broadcasts)
      .set({
        queuedCount: queued.n,
        marketingCount: queued.marketing,
        outOfWindowCount: counts.outOfWindow - queued.marketing,
        notOnMessengerCount: audience.notOnMessenger,
      })
      .where(eq(broadcasts.uuid, draft.uuid))
      .returning();
    await ctx.jobs.enqueue(tx, SEND_BROADCAST_JOB, { broadcastUuid: draft.uuid });
    return sending as BroadcastRow;
  });
  void ctx.jobs.drain();
  return row;
}

/** Stops a broadcast being sent: whoever is still queued is not messaged. */
export async function stopBroadcast(ctx: Context, appUuid: string, uuid: string): Promise<BroadcastRow> {
  const row = await broadcastOrThrow(ctx, appUuid, uuid);
  BROADCAST_STATUS.assert(row.status, 'cancelled');
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const [stopped] = await tx
      .update(broadcasts)
      .set({ status: 'cancelled', finishedAt: now, updatedAt: now, pausedReason: null })
      .where(and(eq(broadcasts.uuid, row.uuid), eq(broadcasts.status, 'sending')))
      .returning();
    if (!stopped) throw conflict('This broadcast has already finished');
    await tx
      .update(broadcastRecipients)
      .set({ status: 'skipped', error: 'The broadcast was stopped before this message was sent' })
      .where(and(eq(broadcastRecipients.broadcastUuid, row.uuid), eq(broadcastRecipients.status, 'queued')));
    return stopped;
  });
}
