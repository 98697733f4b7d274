import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { BodyTooLargeError, readBody } from '../../platform/http.ts';
import { newUuid } from '../../platform/ids.ts';
import { withoutControls } from '../../platform/text.ts';
import { activePageByFbId, pageAccessToken } from '../apps/index.ts';
import { isMarketingOptIn, receiveMarketingOptIn } from './inbox.marketing.ts';
import { type InboxDeps, receiveCustomerMessage, receiveEcho, receiveReceipt } from './inbox.receive.ts';
import { NOTIFY_OPT_IN_REF } from './inbox.rules.ts';
import { recordReferral } from './inbox.segments.ts';
import { messengerNotificationRecipients } from './inbox.tables.ts';

export interface MetaWebhookConfig {
  appSecret: string | undefined;
  verifyToken: string | undefined;
  maxBodyBytes: number;
}

/** X-Hub-Signature-256: "sha256=" + hex HMAC-SHA256 of the raw body with the app secret; constant-time compare. */
export function validSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice(7), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface MessagingEvent {
  sender?: { id?: string };
  recipient?: { id?: string };
  timestamp?: number;
  message?: {
    mid?: string;
    text?: string;
    is_echo?: boolean;
    metadata?: string;
    attachments?: { type?: string; payload?: { url?: string } }[];
  };
  optin?: { ref?: string; type?: unknown };
  delivery?: { mids?: unknown; watermark?: unknown };
  read?: { watermark?: unknown };
  referral?: { ref?: string };
  postback?: { referral?: { ref?: string } };
}

/** A page feed change (`field: feed`): comments are `item: comment`, `verb: add`. */
interface FeedChange {
  field?: string;
  value?: {
    item?: string;
    verb?: string;
    comment_id?: unknown;
    post_id?: unknown;
    parent_id?: unknown;
    message?: unknown;
    from?: { id?: unknown; name?: unknown };
    created_time?: unknown;
  };
}

interface WebhookBody {
  object?: string;
  entry?: { id?: string; messaging?: MessagingEvent[]; changes?: FeedChange[] }[];
}

const send = (res: ServerResponse, status: number, body: string) =>
  res
    .writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    .end(body);

/** GET: Meta's subscription check. POST: deliveries, verified, stored idempotently. */
export async function handleMetaWebhook(
  deps: InboxDeps,
  config: MetaWebhookConfig,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'GET') {
    const ok =
      url.searchParams.get('hub.mode') === 'subscribe' &&
      config.verifyToken !== undefined &&
      url.searchParams.get('hub.verify_token') === config.verifyToken;
    send(res, ok ? 200 : 403, ok ? (url.searchParams.get('hub.challenge') ?? '') : 'Verification failed');
    return;
  }
  if (req.method !== 'POST') {
    send(res, 405, 'Method not allowed');
    return;
  }
  let raw: Buffer;
  try {
    raw = await readBody(req, config.maxBodyBytes);
  } catch (err) {
    if (!(err instanceof BodyTooLargeError)) throw err;
    send(res, 413, 'Payload too large');
    return;
  }
  if (
    !config.appSecret ||
    !validSignature(raw, req.headers['x-hub-signature-256'] as string | undefined, config.appSecret)
  ) {
    send(res, 401, 'Invalid signature');
    return;
  }
  let body: WebhookBody;
  try {
    body = JSON.parse(raw.toString('utf8')) as WebhookBody;
  } catch {
    send(res, 400, 'Invalid JSON');
    return;
  }
  if (body.object === 'page' && Array.isArray(body.entry)) {
    // Processing is a few inserts; a failure answers 500 so Meta redelivers (deliveries are idempotent).
    for (const entry of body.entry) {
      const pageId = idOf(entry?.id);
      if (!pageId) continue;
      if (Array.isArray(entry.changes))
        for (const change of entry.changes) {
          if (change && typeof change === 'object') await handleFeedChange(deps, pageId, change);
        }
      if (!Array.isArray(entry.messaging)) continue;
      for (const event of entry.messaging) {
        if (event && typeof event === 'object') await handleEvent(deps, pageId, event);
      }
    }
  }
  send(res, 200, 'EVENT_RECEIVED');
}

/*
 * Meta's payloads are signed but still read defensively: a field of the wrong type or shape is
 * treated as absent (the delivery is acknowledged, never answered 500 again and again).
 */
/** A customer's text as stored: what Meta sent, without control characters (PostgreSQL refuses NUL). */
const textOf = (text: unknown): string | null => (typeof text === 'string' ? withoutControls(text) : null);
/** An id (page, PSID, message id, metadata): a plain string of sensible length, else absent. */
const idOf = (value: unknown, max = 256): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? withoutControls(value) : undefined;
/** Meta's millisecond timestamp, when it is a real instant. */
const timeOf = (value: unknown): Date | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value < 8.64e15
    ? new Date(value)
    : null;
/** An opted-in admin wrote to the page at `at`: their window counts from the latest message. */
const reopened = (at: Date) => ({
  lastMessageAt: sql`GREATEST(COALESCE(${messengerNotificationRecipients.lastMessageAt}, ${messengerNotificationRecipients.optedInAt}), ${at.toISOString()}::timestamptz)`,
  unreachableSince: null,
  unreachableReason: null,
});

async function handleEvent(deps: InboxDeps, fbPageId: string, event: MessagingEvent): Promise<void> {
  const at = timeOf(event.timestamp) ?? deps.clock.now();
  const message = event.message && typeof event.message === 'object' ? event.message : undefined;
  const mid = idOf(message?.mid);
  if (message?.is_echo) {
    const psid = idOf(event.recipient?.id);
    if (psid && mid)
      await receiveEcho(deps, {
        fbPageId,
        psid,
        mid,
        metadata: idOf(message.metadata, 1000) ?? null,
        text: textOf(message.text),
        timestamp: at.getTime(),
      });
    return;
  }
  const psid = idOf(event.sender?.id);
  if (!psid || psid === fbPageId) return;
  const page = await activePageByFbId(deps, fbPageId);
  if (!page) return;
  const receipt = event.delivery ?? event.read;
  if (receipt && typeof receipt === 'object') {
    const watermark = timeOf(receipt.watermark);
    const mids = event.delivery && Array.isArray(event.delivery.mids) ? event.delivery.mids : [];
    if (watermark)
      await receiveReceipt(deps, {
        pageUuid: page.uuid,
        psid,
        kind: event.delivery ? 'delivery' : 'read',
        watermark: watermark.getTime(),
        mids: mids.flatMap((m) => idOf(m) ?? []).slice(0, 100),
      });
    return;
  }
  // Marketing messages: an opt-in, a stop or resume, a token refreshed or not (broadcasts keep it).
  if (isMarketingOptIn(event.optin)) {
    await receiveMarketingOptIn(deps, page, psid, event.optin, at);
    return;
  }
  const ref = event.optin?.ref ?? event.referral?.ref ?? event.postback?.referral?.ref;
  // Opened from an m.me link with a ref (a referral link): the link started this conversation.
  const linkRef = idOf(event.referral?.ref ?? event.postback?.referral?.ref, 250);
  if (linkRef && linkRef !== NOTIFY_OPT_IN_REF)
    await recordReferral(deps.db, { appUuid: page.appUuid, pageUuid: page.uuid, psid, ref: linkRef, at });
  if (ref === NOTIFY_OPT_IN_REF) {
    const profile = await deps.messenger.profile({ psid, accessToken: pageAccessToken(deps, page) });
    await deps.db
      .insert(messengerNotificationRecipients)
      .values({
        uuid: newUuid(),
        appUuid: page.appUuid,
        pageUuid: page.uuid,
        psid,
        name: profile?.name ?? `Page admin ${psid.slice(-4)}`,
        optedInAt: at,
        lastMessageAt: at,
      })
      .onConflictDoUpdate({
        target: [messengerNotificationRecipients.pageUuid, messengerNotificationRecipients.psid],
        set: reopened(at),
      });
    return;
  }
  // A page admin who opted in and writes again is reachable again (the 24-hour window restarts).
  if (mid || event.postback || event.referral || event.optin)
    await deps.db
      .update(messengerNotificationRecipients)
      .set(reopened(at))
      .where(
        and(
          eq(messengerNotificationRecipients.pageUuid, page.uuid),
          eq(messengerNotificationRecipients.psid, psid),
        ),
      );
  if (!message || !mid) return;
  const photoUrls = (Array.isArray(message.attachments) ? message.attachments : [])
    .filter((a) => a?.type === 'image' && typeof a.payload?.url === 'string')
    .map((a) => a.payload?.url as string);
  await receiveCustomerMessage(deps, {
    page,
    psid,
    mid,
    text: textOf(message.text),
    photoUrls,
    platformOrigin: 'messenger',
    at,
  });
}

/** Feed's created_time: Unix seconds (or an ISO string), when it is a real instant. */
const feedTimeOf = (value: unknown): Date | null => {
  if (typeof value === 'number') return timeOf(value * 1000);
  if (typeof value !== 'string') return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
};

/** A new comment on the page's post, by someone other than the page: announced for comment replies. */
async function handleFeedChange(deps: InboxDeps, fbPageId: string, change: FeedChange): Promise<void> {
  const value = change.value && typeof change.value === 'object' ? change.value : undefined;
  if (change.field !== 'feed' || value?.item !== 'comment' || value.verb !== 'add') return;
  const commentId = idOf(value.comment_id);
  const postId = idOf(value.post_id);
  const from = value.from && typeof value.from === 'object' ? value.from : undefined;
  const fromId = idOf(from?.id);
  // The page's own comments (its replies among them) are never answered: no loop.
  if (!commentId || !postId || !fromId || fromId === fbPageId) return;
  const page = await activePageByFbId(deps, fbPageId);
  if (!page) return;
  const parentId = idOf(value.parent_id);
  await deps.events.publish([
    {
      name: 'inbox.commentReceived',
      payload: {
        appUuid: page.appUuid,
        pageUuid: page.uuid,
        commentId,
        postId,
        parentId: parentId && parentId !== postId ? parentId : null,
        message: (textOf(value.message) ?? '').slice(0, 8000),
        fromId,
        fromName: typeof from?.name === 'string' ? (textOf(from.name) ?? '').slice(0, 200) || null : null,
        createdAt: (feedTimeOf(value.created_time) ?? deps.clock.now()).toISOString(),
      },
    },
  ]);
}
