import { and, eq, sql } from 'drizzle-orm';
import type { ContextBase, ServiceContext } from '../../graphql/context.ts';
import {
  type EchoEvent,
  isBroadcastEcho,
  isNotificationEcho,
  messageUuidFromMetadata,
} from '../../integrations/messenger/messenger.port.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { inTransaction } from '../../platform/events.ts';
import { newUuid } from '../../platform/ids.ts';
import { activePageByFbId, type PageRow, pageAccessToken } from '../apps/index.ts';
import { ensureRecipientCustomer } from '../customers/index.ts';
import type { InboxEvents } from './inbox.events.ts';
import { isEmptyMessage, MESSAGE_MAX, type PlatformOrigin } from './inbox.rules.ts';
import {
  type InboxMessageRow,
  inboxMessages,
  type PageRecipientRow,
  pageRecipients,
} from './inbox.tables.ts';

/** What receiving needs: the services' context plus Messenger (profiles) and the token sealer. */
export type InboxDeps = ServiceContext & Pick<ContextBase, 'messenger' | 'sealer'>;

export interface IncomingCustomerMessage {
  page: PageRow;
  psid: string;
  /** Messenger's id; null for the test tool's simulated customer. */
  mid: string | null;
  text: string | null;
  photoUrls: string[];
  platformOrigin: PlatformOrigin;
  at: Date;
  /** Known name (test tool); otherwise read from Messenger's profile API. */
  name?: string;
  dummy?: boolean;
}

async function recipientFor(deps: InboxDeps, m: IncomingCustomerMessage): Promise<PageRecipientRow> {
  const find = async () =>
    (
      await deps.db
        .select()
        .from(pageRecipients)
        .where(and(eq(pageRecipients.pageUuid, m.page.uuid), eq(pageRecipients.psid, m.psid)))
        .limit(1)
    )[0];
  const existing = await find();
  if (existing) return existing;
  const profile = m.name
    ? { name: m.name, profilePic: null }
    : await deps.messenger.profile({ psid: m.psid, accessToken: pageAccessToken(deps, m.page) });
  const now = deps.clock.now();
  await deps.db
    .insert(pageRecipients)
    .values({
      uuid: newUuid(),
      appUuid: m.page.appUuid,
      pageUuid: m.page.uuid,
      psid: m.psid,
      name: profile?.name ?? `Messenger customer ${m.psid.slice(-4)}`,
      profilePic: profile?.profilePic ?? null,
      inboxPlatformOrigin: m.platformOrigin,
      dummy: m.dummy ?? false,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const created = await find();
  if (!created) throw new Error('page recipient upsert found nothing');
  return created;
}

/**
 * A customer's message, from the webhook or the test tool: stored once (a redelivery with the same
 * mid changes nothing), the conversation marked unread, and queued for sentiment and a suggestion.
 * Returns null for a duplicate or an empty message.
 */
export async function receiveCustomerMessage(
  deps: InboxDeps,
  m: IncomingCustomerMessage,
): Promise<InboxMessageRow | null> {
  const text = m.text?.slice(0, MESSAGE_MAX) ?? null;
  if (isEmptyMessage({ message: text, products: [], galleryPhotos: m.photoUrls, noTemplate: true }))
    return null;
  const recipient = await recipientFor(deps, m);
  return inTransaction(deps, async (tx, events) => {
    const [row] = await tx
      .insert(inboxMessages)
      .values({
        uuid: newUuid(),
        appUuid: recipient.appUuid,
        pageRecipientUuid: recipient.uuid,
        mid: m.mid,
        platformOrigin: m.platformOrigin,
        sender: 'customer',
        message: text,
        galleryPhotos: m.photoUrls,
        assistStatus: 'queued',
        createdAt: m.at,
      })
      .onConflictDoNothing({ target: [inboxMessages.appUuid, inboxMessages.mid] })
      .returning();
    if (!row) return null;
    const read = m.platformOrigin === 'messenger' ? { messengerRead: false } : { facebookCommentRead: false };
    await tx
      .update(pageRecipients)
      .set({
        ...read,
        latestInboxMessageUuid: row.uuid,
        lastCustomerMessageAt: sql`GREATEST(${pageRecipients.lastCustomerMessageAt}, ${m.at.toISOString()}::timestamptz)`,
        updatedAt: deps.clock.now(),
      })
      .where(eq(pageRecipients.uuid, recipient.uuid));
    await ensureRecipientCustomer(tx, recipient, m.at);
    events.emit('inbox.customerMessageReceived', {
      appUuid: row.appUuid,
      messageUuid: row.uuid,
      pageRecipientUuid: recipient.uuid,
    });
    events.emit('inbox.countChanged', { appUuid: row.appUuid });
    return row;
  });
}

/**
 * The page's own send coming back. Ours (metadata names the local message): the pending message
 * settles. Sent from elsewhere (Meta Business Suite): stored as a merchant message, once.
 */
export async function receiveEcho(deps: InboxDeps, echo: EchoEvent): Promise<void> {
  const page = await activePageByFbId(deps, echo.fbPageId);
  // A store notice to an admin, or a broadcast (its results keep it; it answers nobody's question).
  if (!page || isNotificationEcho(echo.metadata) || isBroadcastEcho(echo.metadata)) return;
  const ours = messageUuidFromMetadata(echo.metadata);
  await inTransaction(deps, async (tx, events) => {
    if (ours) {
      const [row] = await tx
        .update(inboxMessages)
        .set({ pending: false, mid: sql`COALESCE(${inboxMessages.mid}, ${echo.mid})` })
        .where(
          and(
            eq(inboxMessages.uuid, ours),
            eq(inboxMessages.appUuid, page.appUuid),
            eq(inboxMessages.pending, true),
          ),
        )
        .returning({ uuid: inboxMessages.uuid });
      if (row) events.emit('inbox.messageChanged', { appUuid: page.appUuid, messageUuid: row.uuid });
      return;
    }
    const [recipient] = await tx
      .select()
      .from(pageRecipients)
      .where(and(eq(pageRecipients.pageUuid, page.uuid), eq(pageRecipients.psid, echo.psid)))
      .limit(1);
    if (!recipient || !echo.text) return;
    const [row] = await tx
      .insert(inboxMessages)
      .values({
        uuid: newUuid(),
        appUuid: page.appUuid,
        pageRecipientUuid: recipient.uuid,
        mid: echo.mid,
        sender: 'merchant',
        message: echo.text.slice(0, MESSAGE_MAX),
        createdAt: new Date(echo.timestamp),
      })
      .onConflictDoNothing({ target: [inboxMessages.appUuid, inboxMessages.mid] })
      .returning();
    if (!row) return;
    await markAnswered(tx, recipient.uuid);
    await tx
      .update(pageRecipients)
      .set({ latestInboxMessageUuid: row.uuid, updatedAt: deps.clock.now() })
      .where(eq(pageRecipients.uuid, recipient.uuid));
    events.emit('inbox.messageChanged', { appUuid: page.appUuid, messageUuid: row.uuid });
  });
}

/**
 * Messenger's delivery or read receipt for a person (webhook `message_deliveries` / `message_reads`,
 * or the local adapter): announced for the modules whose messages it confirms (broadcasts).
 */
export async function receiveReceipt(
  deps: Pick<InboxDeps, 'events'>,
  receipt: InboxEvents['inbox.receiptReceived'],
): Promise<void> {
  await deps.events.publish([{ name: 'inbox.receiptReceived', payload: receipt }]);
}

/** The page answered: the customer's unhappy messages no longer wait for a reply. */
export async function markAnswered(tx: Db | Tx, pageRecipientUuid: string) {
  await tx
    .update(inboxMessages)
    .set({ awaitingReply: false })
    .where(
      and(eq(inboxMessages.pageRecipientUuid, pageRecipientUuid), eq(inboxMessages.awaitingReply, true)),
    );
}
