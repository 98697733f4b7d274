import { eq } from 'drizzle-orm';
import type { ContextBase, ServiceContext } from '../../graphql/context.ts';
import {
  MessengerError,
  metadataFor,
  type OutgoingPart,
} from '../../integrations/messenger/messenger.port.ts';
import { badInput } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { newUuid } from '../../platform/ids.ts';
import { isHttpUrl } from '../../platform/text.ts';
import { type PageRow, pageAccessToken, pageByUuid } from '../apps/index.ts';
import { productsOfApp } from '../catalog/index.ts';
import { markAnswered } from './inbox.receive.ts';
import {
  CAROUSEL_MAX_ELEMENTS,
  type InboxProductData,
  MAX_PHOTOS,
  MESSAGE_MAX,
  productCarousel,
  replyWindow,
  sendPolicy,
} from './inbox.rules.ts';
import {
  type InboxMessageRow,
  inboxMessages,
  type PageRecipientRow,
  pageRecipients,
} from './inbox.tables.ts';

export type SendDeps = ServiceContext & Pick<ContextBase, 'messenger' | 'sealer' | 'publicUrl'>;

export interface Reply {
  text: string | null;
  productUuids: readonly string[];
  photoUrls: readonly string[];
  /** A person (composer, edited suggestion) or the assistant's words as is (approved suggestion). */
  author: 'human' | 'assistant';
}

/** Checks a reply before anything is written: text, limits, photo URLs, products of this app. */
export async function validateReply(deps: Pick<ServiceContext, 'db'>, appUuid: string, reply: Reply) {
  const text = reply.text?.trim() || null;
  if (text && text.length > MESSAGE_MAX)
    throw badInput({ message: `Message should not exceed ${MESSAGE_MAX} characters` });
  if (reply.productUuids.length > CAROUSEL_MAX_ELEMENTS)
    throw badInput({ productUuids: `You can send at most ${CAROUSEL_MAX_ELEMENTS} products` });
  if (reply.photoUrls.length > MAX_PHOTOS)
    throw badInput({ photoUrls: `You can send at most ${MAX_PHOTOS} photos` });
  if (reply.photoUrls.some((u) => !isHttpUrl(u))) throw badInput({ photoUrls: 'Photo URL is invalid' });
  if (!text && reply.productUuids.length === 0 && reply.photoUrls.length === 0)
    throw badInput({ message: 'Message is required' });
  const rows = await productsOfApp(deps, appUuid, reply.productUuids);
  if (rows.length !== new Set(reply.productUuids).size) throw badInput({ productUuids: 'Product not found' });
  const byUuid = new Map(rows.map((p) => [p.uuid, p]));
  const snapshot: InboxProductData[] = [...new Set(reply.productUuids)].map((uuid) => {
    const p = byUuid.get(uuid) as (typeof rows)[number];
    return { uuid: p.uuid, name: p.name, price: p.price, featuredPhoto: p.photoUrl };
  });
  return { text, products: snapshot, photoUrls: [...reply.photoUrls] };
}

/**
 * Queues a page reply under Messenger's rules (24 hours free; a person's reply with the HUMAN_AGENT
 * tag up to 7 days; never the assistant's): checked now, stored at once as pending ("Sending..."), and
 * sent by the delivery worker after the commit (deliverReply), never inside the request.
 */
export async function sendReply(
  deps: SendDeps,
  recipient: PageRecipientRow,
  reply: Reply,
  onStored?: (
    tx: Parameters<Parameters<typeof inTransaction>[1]>[0],
    message: InboxMessageRow,
  ) => Promise<void>,
): Promise<InboxMessageRow> {
  const valid = await validateReply(deps, recipient.appUuid, reply);
  const policy = sendPolicy(replyWindow(recipient.lastCustomerMessageAt, deps.clock.now()), reply.author);
  if (!policy.ok) throw badInput({ message: policy.reason }, policy.reason);
  const page = await pageByUuid(deps.db, recipient.pageUuid);
  if (!page?.active) throw badInput({ message: PAGE_GONE });
  const template = valid.products.length
    ? productCarousel(valid.products, `${deps.publicUrl()}/store/${recipient.appUuid}`, recipient.uuid)
    : null;

  return inTransaction(deps, async (tx, events) => {
    const [row] = await tx
      .insert(inboxMessages)
      .values({
        uuid: newUuid(),
        appUuid: recipient.appUuid,
        pageRecipientUuid: recipient.uuid,
        sender: 'merchant',
        message: valid.text,
        pending: true,
        humanAgentTag: policy.humanAgentTag,
        noTemplate: template === null,
        isCarouselTemplate: template !== null,
        template,
        products: valid.products,
        galleryPhotos: valid.photoUrls,
        createdAt: deps.clock.now(),
      })
      .returning();
    if (!row) throw new Error('message insert returned nothing');
    await markAnswered(tx, recipient.uuid);
    await tx
      .update(pageRecipients)
      .set({ latestInboxMessageUuid: row.uuid, updatedAt: deps.clock.now() })
      .where(eq(pageRecipients.uuid, recipient.uuid));
    await onStored?.(tx, row);
    events.emit('inbox.messageChanged', { appUuid: row.appUuid, messageUuid: row.uuid });
    events.emit('inbox.replyQueued', { appUuid: row.appUuid, messageUuid: row.uuid });
    return row;
  });
}

const PAGE_GONE = 'This conversation belongs to a page that is no longer connected';
const UNREACHABLE = 'Messenger could not be reached';

/**
 * The delivery worker's half of a reply: sends the pending message to Messenger, once (a message that
 * already has Messenger's id, or a refusal, is left alone on a repeated delivery). When Messenger
 * refuses it, or after the last attempt, the message stays in the conversation marked not sent, with
 * the reason, so nothing the merchant wrote is lost; a failure Messenger may get over is retried.
 */
export type DeliveryDeps = Pick<SendDeps, 'db' | 'clock' | 'events' | 'messenger' | 'sealer'>;

export async function deliverReply(
  deps: DeliveryDeps,
  messageUuid: string,
  delivery: { lastAttempt: boolean },
): Promise<void> {
  const [message] = await deps.db.select().from(inboxMessages).where(eq(inboxMessages.uuid, messageUuid));
  if (!message?.pending || message.mid || message.sendError) return;
  const [recipient] = await deps.db
    .select()
    .from(pageRecipients)
    .where(eq(pageRecipients.uuid, message.pageRecipientUuid));
  const page = recipient ? await pageByUuid(deps.db, recipient.pageUuid) : null;
  if (!recipient || !page?.active) return refuse(deps, message, PAGE_GONE);
  try {
    const mid = await deliver(deps, page, recipient, message, message.template);
    await deps.db.update(inboxMessages).set({ mid }).where(eq(inboxMessages.uuid, message.uuid));
  } catch (err) {
    if (err instanceof MessengerError) return refuse(deps, message, err.message);
    if (delivery.lastAttempt) return refuse(deps, message, UNREACHABLE);
    throw err;
  }
}

/** The reply was not sent: it stays in the conversation, no longer "Sending...", with why. */
async function refuse(deps: DeliveryDeps, message: InboxMessageRow, reason: string): Promise<void> {
  await inTransaction(deps, async (tx, events) => {
    await tx
      .update(inboxMessages)
      .set({ pending: false, sendError: reason })
      .where(eq(inboxMessages.uuid, message.uuid));
    events.emit('inbox.messageChanged', { appUuid: message.appUuid, messageUuid: message.uuid });
  });
}

async function deliver(
  deps: DeliveryDeps,
  page: PageRow,
  recipient: PageRecipientRow,
  message: InboxMessageRow,
  template: ReturnType<typeof productCarousel> | null,
): Promise<string> {
  const parts: OutgoingPart[] = [
    ...(message.message ? [{ kind: 'text' as const, text: message.message }] : []),
    ...(template ? [{ kind: 'template' as const, template }] : []),
    ...message.galleryPhotos.map((url) => ({ kind: 'image' as const, url })),
  ];
  let first: string | undefined;
  for (const part of parts) {
    const { mid } = await deps.messenger.send({
      fbPageId: page.fbPageId,
      accessToken: pageAccessToken(deps, page),
      psid: recipient.psid,
      part,
      tag: message.humanAgentTag ? 'HUMAN_AGENT' : null,
      metadata: metadataFor(message.uuid),
    });
    first ??= mid;
  }
  return first ?? '';
}
