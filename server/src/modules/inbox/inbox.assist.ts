/**
 * The inbox as the assistant works on it (the assistant reacts to inbox events; it never reads the
 * inbox's tables itself): customer messages queued for sentiment and a suggested reply, claimed once
 * across processes; a conversation's history; unhappy customers left waiting; the chatbot test tool's
 * simulated customer.
 */
import { and, asc, desc, eq, gt, inArray, lt, lte, ne, or } from 'drizzle-orm';
import type { ServiceContext } from '../../graphql/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { inTransaction } from '../../platform/events.ts';
import { newUuid } from '../../platform/ids.ts';
import type { MessageSender, SentimentLabel } from './inbox.rules.ts';
import {
  type InboxMessageRow,
  inboxMessages,
  type PageRecipientRow,
  pageRecipients,
} from './inbox.tables.ts';

export async function messageByUuid(db: Db | Tx, uuid: string): Promise<InboxMessageRow | null> {
  const [row] = await db.select().from(inboxMessages).where(eq(inboxMessages.uuid, uuid));
  return row ?? null;
}

/**
 * Claims up to `batch` customer messages waiting for the assistant (queued, or left running by a
 * process that died `staleMs` ago), oldest first. SKIP LOCKED: each message goes to one process.
 */
export async function claimAssistQueue(
  db: Db,
  now: Date,
  options: { staleMs: number; batch: number },
): Promise<InboxMessageRow[]> {
  const due = db
    .select({ uuid: inboxMessages.uuid })
    .from(inboxMessages)
    .where(
      or(
        eq(inboxMessages.assistStatus, 'queued'),
        and(
          eq(inboxMessages.assistStatus, 'running'),
          lt(inboxMessages.assistClaimedAt, new Date(now.getTime() - options.staleMs)),
        ),
      ),
    )
    .orderBy(asc(inboxMessages.createdAt))
    .limit(options.batch)
    .for('update', { skipLocked: true });
  return db
    .update(inboxMessages)
    .set({ assistStatus: 'running', assistClaimedAt: now })
    .where(inArray(inboxMessages.uuid, due))
    .returning();
}

/** The assistant is done with a message (whether or not it suggested anything). */
export async function finishAssist(db: Db | Tx, messageUuid: string): Promise<void> {
  await db.update(inboxMessages).set({ assistStatus: 'done' }).where(eq(inboxMessages.uuid, messageUuid));
}

/** The message's mood; `awaitingReply` marks an unhappy customer still unanswered (the 10-minute reminder). */
export async function setSentiment(
  db: Db | Tx,
  messageUuid: string,
  sentiment: SentimentLabel | null,
  awaitingReply: boolean,
): Promise<void> {
  await db.update(inboxMessages).set({ sentiment, awaitingReply }).where(eq(inboxMessages.uuid, messageUuid));
}

/** Whether the page wrote to the customer after this message. */
export async function answeredAfter(db: Db | Tx, message: InboxMessageRow): Promise<boolean> {
  const [later] = await db
    .select({ uuid: inboxMessages.uuid })
    .from(inboxMessages)
    .where(
      and(
        eq(inboxMessages.pageRecipientUuid, message.pageRecipientUuid),
        eq(inboxMessages.sender, 'merchant'),
        gt(inboxMessages.createdAt, message.createdAt),
      ),
    )
    .limit(1);
  return later !== undefined;
}

/** The `limit` messages before this one in its conversation (deleted ones left out), oldest first. */
export async function messagesBefore(
  db: Db | Tx,
  message: InboxMessageRow,
  limit: number,
): Promise<{ sender: MessageSender; message: string | null }[]> {
  const rows = await db
    .select({ sender: inboxMessages.sender, message: inboxMessages.message })
    .from(inboxMessages)
    .where(
      and(
        eq(inboxMessages.pageRecipientUuid, message.pageRecipientUuid),
        lt(inboxMessages.createdAt, message.createdAt),
        ne(inboxMessages.state, 'deleted'),
      ),
    )
    .orderBy(desc(inboxMessages.createdAt))
    .limit(limit);
  return rows.reverse();
}

/** Claims the unhappy messages still unanswered since `cutoff` or before: each is claimed once. */
export function claimUnansweredUnhappy(
  db: Db,
  cutoff: Date,
): Promise<{ appUuid: string; pageRecipientUuid: string }[]> {
  return db
    .update(inboxMessages)
    .set({ awaitingReply: false })
    .where(and(eq(inboxMessages.awaitingReply, true), lte(inboxMessages.createdAt, cutoff)))
    .returning({ appUuid: inboxMessages.appUuid, pageRecipientUuid: inboxMessages.pageRecipientUuid });
}

/** A customer of a page by their page-scoped id, created on first use (the test tool's simulated one). */
export async function ensurePageRecipient(
  deps: Pick<ServiceContext, 'db' | 'clock'>,
  input: { appUuid: string; pageUuid: string; psid: string; name: string; dummy: boolean },
): Promise<PageRecipientRow> {
  const find = async () =>
    (
      await deps.db
        .select()
        .from(pageRecipients)
        .where(and(eq(pageRecipients.pageUuid, input.pageUuid), eq(pageRecipients.psid, input.psid)))
    )[0];
  const existing = await find();
  if (existing) return existing;
  const now = deps.clock.now();
  await deps.db
    .insert(pageRecipients)
    .values({ uuid: newUuid(), ...input, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const created = await find();
  if (!created) throw new Error('page recipient upsert found nothing');
  return created;
}

/** A conversation starts over: its messages (and their suggestions) go, it reads as new. */
export async function resetConversation(
  deps: Pick<ServiceContext, 'db' | 'events'>,
  recipient: PageRecipientRow,
) {
  await inTransaction(deps, async (tx, events) => {
    await tx.delete(inboxMessages).where(eq(inboxMessages.pageRecipientUuid, recipient.uuid));
    await tx
      .update(pageRecipients)
      .set({
        latestInboxMessageUuid: null,
        lastCustomerMessageAt: null,
        messengerRead: true,
        facebookCommentRead: true,
        simulatedOrder: null,
      })
      .where(eq(pageRecipients.uuid, recipient.uuid));
    events.emit('inbox.countChanged', { appUuid: recipient.appUuid });
  });
}

/** Test tool: the order status the simulated customer "has" (the assistant's order agent reads it). */
export async function setSimulatedOrder(
  db: Db | Tx,
  recipientUuid: string,
  order: NonNullable<PageRecipientRow['simulatedOrder']>,
): Promise<void> {
  await db
    .update(pageRecipients)
    .set({ simulatedOrder: order })
    .where(eq(pageRecipients.uuid, recipientUuid));
}
