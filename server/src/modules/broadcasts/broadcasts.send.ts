/**
 * The send job: a broadcast's queue goes to Messenger a few people at a time, paced per page, each
 * person claimed (sending) in the database before the call and settled (sent or failed) after it.
 * The job is durable (platform/jobs.ts): after a crash it is claimed again and goes on from the
 * queue; a claim the dead process left is marked unconfirmed and never sent again, so nobody gets
 * the broadcast twice. Meta's rate limit pauses the broadcast and a later run resumes it.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  decideSend,
  messagingWindow,
  STANDARD_WINDOW_MS,
} from '../../integrations/messenger/messenger.policy.ts';
import {
  broadcastMetadata,
  type Messenger,
  MessengerError,
  marketingRefusal,
  marketingRefusalInPlainWords,
  type OutgoingPart,
  RATE_LIMIT_CODES,
  refusalInPlainWords,
} from '../../integrations/messenger/messenger.port.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Sealer } from '../../platform/seal.ts';
import { type PageRow, pageAccessToken, pageByUuid } from '../apps/index.ts';
import { featureFlagsOf } from '../flags/index.ts';
import { lastCustomerMessages } from '../inbox/index.ts';
import { buttonUrl } from './broadcasts.links.ts';
import { EXPIRED, endOptIn, optInKey, optInsOf } from './broadcasts.marketing.ts';
import { optInUsable } from './broadcasts.rules.ts';
import {
  type BroadcastRecipientRow,
  type BroadcastRow,
  broadcastRecipients,
  broadcasts,
  type MarketingOptInRow,
} from './broadcasts.tables.ts';

export const SEND_BROADCAST_JOB = 'broadcasts.send';
/** People claimed and sent at once: at most this many are unconfirmed after a crash. */
const GROUP = 20;
const PAUSE_MS = 60_000;

const UNCONFIRMED = 'Sending stopped while this message was on its way: it was not sent again';
const PAGE_GONE = 'The page was disconnected before this message was sent';
const LEFT_WINDOW = 'Left the 24-hour window before it could be sent';
const MARKETING_OFF = 'Marketing messages were turned off for the store before this message was sent';
/** The sealed token no longer opens (the data folder's key changed, or the row was damaged). */
export const UNREADABLE_OPT_IN =
  'their marketing messages opt-in could not be read here; it ends until they opt in again';
const PAUSED = 'Meta is limiting how many messages the page sends: sending resumes in a minute';

export interface BroadcastSendDeps {
  db: Db;
  clock: Clock;
  jobs: Jobs;
  log: Logger;
  messenger: Messenger;
  sealer: Sealer;
  publicUrl: () => string;
  /** Sends per second per page (BROADCAST_SENDS_PER_SECOND). */
  sendsPerSecond: number;
}

export function defineBroadcastJobs(deps: BroadcastSendDeps): void {
  deps.jobs.define(
    SEND_BROADCAST_JOB,
    (payload) => runBroadcast(deps, (payload as { broadcastUuid: string }).broadcastUuid),
    undefined,
    { maxAttempts: 20 },
  );
}

/** What one person is sent: the image, then the text with its buttons (or the text alone). */
export function partsOf(b: BroadcastRow, publicUrl: string): OutgoingPart[] {
  const text: OutgoingPart = b.buttons.length
    ? {
        kind: 'buttons',
        template: {
          text: b.message,
          buttons: b.buttons.map((button) => ({
            type: 'web_url',
            title: button.title,
            url: buttonUrl(publicUrl, b, button),
          })),
        },
      }
    : { kind: 'text', text: b.message };
  return [...(b.imageUrl ? [{ kind: 'image' as const, url: b.imageUrl }] : []), text];
}

/** What marketing sends need in one group: the store's flag now, and the group's opt-ins now. */
interface MarketingNow {
  flagOn: boolean;
  optIns: Map<string, MarketingOptInRow>;
}

type Outcome =
  | { status: 'sent'; mid: string }
  | { status: 'failed' | 'unconfirmed' | 'skipped'; error: string }
  | { status: 'queued'; rateLimited: boolean };

async function sendOne(
  deps: BroadcastSendDeps,
  page: PageRow,
  parts: readonly OutgoingPart[],
  r: BroadcastRecipientRow,
  lastMessageAt: Date | null,
  marketing: MarketingNow,
): Promise<Outcome> {
  // Inside the window (again, for someone queued for a marketing message who wrote since): the
  // ordinary send. Outside it: a marketing message to an opt-in, or nothing.
  if (decideSend('broadcast', messagingWindow(lastMessageAt, deps.clock.now()), []).mode !== 'standard')
    return r.via === 'marketing'
      ? sendMarketing(deps, page, parts, r, marketing)
      : { status: 'skipped', error: LEFT_WINDOW };
  let mid = '';
  for (const [i, part] of parts.entries()) {
    try {
      ({ mid } = await deps.messenger.send({
        fbPageId: page.fbPageId,
        accessToken: pageAccessToken(deps, page),
        psid: r.psid,
        part,
        tag: null,
        metadata: broadcastMetadata(r.uuid),
      }));
    } catch (err) {
      if (!(err instanceof MessengerError)) throw err;
      const nothingSent = i === 0;
      if (nothingSent && RATE_LIMIT_CODES.includes(err.detail.code ?? -1))
        return { status: 'queued', rateLimited: true };
      if (err.detail.unreachable) {
        // Refused before it left (no connection): it may go again; a timeout may have reached Meta.
        const maybeSent = !nothingSent || /timeout|abort/i.test(err.message);
        return maybeSent
          ? { status: 'unconfirmed', error: UNCONFIRMED }
          : { status: 'queued', rateLimited: false };
      }
      return { status: 'failed', error: refusalInPlainWords(err) };
    }
  }
  return { status: 'sent', mid };
}

/**
 * A paid marketing message to the person's opt-in: only while the store's flag is on and the opt-in is
 * usable at this moment; one message (the text with its buttons: Meta charges each message). Meta
 * refusing the token ends the opt-in.
 */
async function sendMarketing(
  deps: BroadcastSendDeps,
  page: PageRow,
  parts: readonly OutgoingPart[],
  r: BroadcastRecipientRow,
  marketing: MarketingNow,
): Promise<Outcome> {
  if (!marketing.flagOn) return { status: 'skipped', error: MARKETING_OFF };
  const optIn = marketing.optIns.get(optInKey(r));
  if (!optIn || !optInUsable(optIn, deps.clock.now()))
    return { status: 'skipped', error: optIn?.endedReason ?? EXPIRED };
  const part = parts.at(-1) as Extract<OutgoingPart, { kind: 'text' | 'buttons' }>;
  let token: string;
  try {
    token = deps.sealer.open(optIn.tokenSealed);
  } catch {
    // Retrying cannot help: the person is failed with why, and the opt-in ends (a new one starts it).
    await endOptIn(deps.db, r, UNREADABLE_OPT_IN, deps.clock.now());
    return { status: 'failed', error: `Marketing message: ${UNREADABLE_OPT_IN}` };
  }
  try {
    const { mid } = await deps.messenger.sendMarketingMessage({
      fbPageId: page.fbPageId,
      accessToken: pageAccessToken(deps, page),
      token,
      psid: r.psid,
      part,
      metadata: broadcastMetadata(r.uuid),
    });
    return { status: 'sent', mid };
  } catch (err) {
    if (!(err instanceof MessengerError)) throw err;
    const kind = marketingRefusal(err);
    if (kind === 'other' && RATE_LIMIT_CODES.includes(err.detail.code ?? -1))
      return { status: 'queued', rateLimited: true };
    if (err.detail.unreachable)
      return /timeout|abort/i.test(err.message)
        ? { status: 'unconfirmed', error: UNCONFIRMED }
        : { status: 'queued', rateLimited: false };
    const error = marketingRefusalInPlainWords(err);
    if (kind === 'dead_token') await endOptIn(deps.db, r, `Meta refused it: ${error}`, deps.clock.now());
    return { status: 'failed', error: `Marketing message: ${error}` };
  }
}

/** Sleeps so that a page's sends stay under `perSecond` (real time: Meta counts in real time). */
function pacer(perSecond: number) {
  let next = Date.now();
  return async (n: number) => {
    const wait = next - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    next = Math.max(next, Date.now()) + (n * 1000) / perSecond;
  };
}

export async function runBroadcast(deps: BroadcastSendDeps, broadcastUuid: string): Promise<void> {
  const { db } = deps;
  const statusOf = async () =>
    (await db.select().from(broadcasts).where(eq(broadcasts.uuid, broadcastUuid)))[0] ?? null;
  const broadcast = await statusOf();
  if (broadcast?.status !== 'sending') return;
  // One run at a time per broadcast (the job's lease): claims left `sending` are from a run that died.
  await db
    .update(broadcastRecipients)
    .set({ status: 'unconfirmed', error: UNCONFIRMED })
    .where(
      and(eq(broadcastRecipients.broadcastUuid, broadcastUuid), eq(broadcastRecipients.status, 'sending')),
    );
  if (broadcast.pausedReason)
    await db.update(broadcasts).set({ pausedReason: null }).where(eq(broadcasts.uuid, broadcastUuid));
  const parts = partsOf(broadcast, deps.publicUrl());
  const pace = pacer(deps.sendsPerSecond);
  const pages = new Map<string, PageRow | null>();
  let checked = Date.now();
  for (;;) {
    // Stopped by the merchant? Asked about once a second, not for every group.
    if (Date.now() - checked > 1_000) {
      if ((await statusOf())?.status !== 'sending') return;
      checked = Date.now();
    }
    // Paced before the claim: a crash while waiting leaves nobody claimed.
    await pace(GROUP);
    const next = db
      .select({ uuid: broadcastRecipients.uuid })
      .from(broadcastRecipients)
      .where(
        and(eq(broadcastRecipients.broadcastUuid, broadcastUuid), eq(broadcastRecipients.status, 'queued')),
      )
      .orderBy(asc(broadcastRecipients.uuid))
      .limit(GROUP);
    const group = await db
      .update(broadcastRecipients)
      .set({ status: 'sending' })
      .where(and(inArray(broadcastRecipients.uuid, next), eq(broadcastRecipients.status, 'queued')))
      .returning();
    if (group.length === 0) break;
    // The window is checked again at the send: only for those whose window, as it stood when they
    // were queued, has closed since (they may have written again).
    const now = deps.clock.now();
    const closed = group.filter((r) => r.windowClosesAt.getTime() < now.getTime());
    const last = await lastCustomerMessages(
      db,
      closed.map((r) => r.pageRecipientUuid),
    );
    const lastMessageOf = (r: BroadcastRecipientRow) =>
      last.has(r.pageRecipientUuid)
        ? (last.get(r.pageRecipientUuid) ?? null)
        : new Date(r.windowClosesAt.getTime() - STANDARD_WINDOW_MS);
    const marketingRows = group.filter((r) => r.via === 'marketing');
    const marketing: MarketingNow = marketingRows.length
      ? {
          flagOn: (await featureFlagsOf(db, broadcast.appUuid)).marketingMessages,
          optIns: await optInsOf(db, marketingRows),
        }
      : { flagOn: false, optIns: new Map() };
    const outcomes = await Promise.all(
      group.map(async (r): Promise<Outcome> => {
        if (!pages.has(r.pageUuid)) pages.set(r.pageUuid, await pageByUuid(db, r.pageUuid));
        const page = pages.get(r.pageUuid);
        if (!page?.active) return { status: 'failed', error: PAGE_GONE };
        return sendOne(deps, page, parts, r, lastMessageOf(r), marketing);
      }),
    );
    await settle(db, group, outcomes, deps.clock.now());
    const blocked = outcomes.filter((o) => o.status === 'queued');
    if (blocked.some((o) => o.status === 'queued' && o.rateLimited)) {
      await pause(deps, broadcastUuid, PAUSED, PAUSE_MS);
      return;
    }
    if (blocked.length)
      throw new Error('Messenger could not be reached: the broadcast goes on after a pause');
  }
  const now = deps.clock.now();
  await db
    .update(broadcasts)
    .set({ status: 'sent', finishedAt: now, updatedAt: now })
    .where(and(eq(broadcasts.uuid, broadcastUuid), eq(broadcasts.status, 'sending')));
}

/** Each person's outcome, written in one statement. */
async function settle(db: Db, group: BroadcastRecipientRow[], outcomes: Outcome[], now: Date): Promise<void> {
  const rows = outcomes.map((o, i) => {
    const uuid = (group[i] as BroadcastRecipientRow).uuid;
    const mid = o.status === 'sent' ? o.mid || null : null;
    const error = 'error' in o ? o.error : null;
    const sentAt = o.status === 'sent' ? now.toISOString() : null;
    return sql`(${uuid}::uuid, ${o.status}, ${mid}::text, ${error}::text, ${sentAt}::timestamptz)`;
  });
  await db.execute(sql`update ${broadcastRecipients} as r
    set status = v.status, mid = v.mid, error = v.error, sent_at = v.sent_at
    from (values ${sql.join(rows, sql`, `)}) as v(uuid, status, mid, error, sent_at)
    where r.uuid = v.uuid`);
}

/** Meta asked the page to slow down: the broadcast says so, and a run after `ms` goes on with the queue. */
async function pause(
  deps: BroadcastSendDeps,
  broadcastUuid: string,
  reason: string,
  ms: number,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(broadcasts)
      .set({ pausedReason: reason, updatedAt: now })
      .where(eq(broadcasts.uuid, broadcastUuid));
    await deps.jobs.enqueue(
      tx,
      SEND_BROADCAST_JOB,
      { broadcastUuid },
      { runAt: new Date(now.getTime() + ms) },
    );
  });
}
