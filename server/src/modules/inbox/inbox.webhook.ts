import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { readBody } from '../../platform/http.ts';
import { newUuid } from '../../platform/ids.ts';
import {
  activePageByFbId,
  type InboxDeps,
  pageAccessToken,
  receiveCustomerMessage,
  receiveEcho,
} from './inbox.receive.ts';
import { NOTIFY_OPT_IN_REF } from './inbox.rules.ts';
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
  optin?: { ref?: string };
  referral?: { ref?: string };
  postback?: { referral?: { ref?: string } };
}

interface WebhookBody {
  object?: string;
  entry?: { id?: string; messaging?: MessagingEvent[] }[];
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
  const raw = await readBody(req, config.maxBodyBytes);
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
      if (!entry.id || !Array.isArray(entry.messaging)) continue;
      for (const event of entry.messaging) await handleEvent(deps, entry.id, event);
    }
  }
  send(res, 200, 'EVENT_RECEIVED');
}

/** An opted-in admin wrote to the page at `at`: their window counts from the latest message. */
const reopened = (at: Date) => ({
  lastMessageAt: sql`GREATEST(COALESCE(${messengerNotificationRecipients.lastMessageAt}, ${messengerNotificationRecipients.optedInAt}), ${at.toISOString()}::timestamptz)`,
  unreachableSince: null,
  unreachableReason: null,
});

async function handleEvent(deps: InboxDeps, fbPageId: string, event: MessagingEvent): Promise<void> {
  const at = new Date(event.timestamp ?? deps.clock.now().getTime());
  const message = event.message;
  if (message?.is_echo) {
    const psid = event.recipient?.id;
    if (psid && message.mid)
      await receiveEcho(deps, {
        fbPageId,
        psid,
        mid: message.mid,
        metadata: message.metadata ?? null,
        text: message.text ?? null,
        timestamp: at.getTime(),
      });
    return;
  }
  const psid = event.sender?.id;
  if (!psid || psid === fbPageId) return;
  const page = await activePageByFbId(deps, fbPageId);
  if (!page) return;
  const ref = event.optin?.ref ?? event.referral?.ref ?? event.postback?.referral?.ref;
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
  if (message?.mid || event.postback || event.referral || event.optin)
    await deps.db
      .update(messengerNotificationRecipients)
      .set(reopened(at))
      .where(
        and(
          eq(messengerNotificationRecipients.pageUuid, page.uuid),
          eq(messengerNotificationRecipients.psid, psid),
        ),
      );
  if (!message?.mid) return;
  const photoUrls = (message.attachments ?? [])
    .filter((a) => a.type === 'image' && typeof a.payload?.url === 'string')
    .map((a) => a.payload?.url as string);
  await receiveCustomerMessage(deps, {
    page,
    psid,
    mid: message.mid,
    text: message.text ?? null,
    photoUrls,
    platformOrigin: 'messenger',
    at,
  });
}
