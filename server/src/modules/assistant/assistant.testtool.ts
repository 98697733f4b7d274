import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { badInput, notFound } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { newUuid } from '../../platform/ids.ts';
import { appOrThrow } from '../apps/apps.service.ts';
import { pages } from '../apps/apps.tables.ts';
import { receiveCustomerMessage } from '../inbox/inbox.receive.ts';
import { MESSAGE_MAX } from '../inbox/inbox.rules.ts';
import { inboxMessages, type PageRecipientRow, pageRecipients } from '../inbox/inbox.tables.ts';
import type { OrderStatus, PaymentStatus } from './agent/types.ts';
import { TEST_CUSTOMER_NAME, TEST_CUSTOMER_PSID } from './assistant.rules.ts';

export const NO_PAGE = 'Connect a Facebook page to this store to use the inbox and the chatbot test tool';

async function activePageOrThrow(ctx: Context, appUuid: string) {
  const [page] = await ctx.db
    .select()
    .from(pages)
    .where(and(eq(pages.appUuid, appUuid), eq(pages.active, true)));
  if (!page) throw badInput({ appUuid: NO_PAGE }, NO_PAGE);
  return page;
}

/** The chatbot test tool's simulated customer on the app's page, created on first use. */
export async function dummyRecipient(ctx: Context, appUuid: string): Promise<PageRecipientRow> {
  const app = await appOrThrow(ctx, appUuid);
  const page = await activePageOrThrow(ctx, app.uuid);
  const find = async () =>
    (
      await ctx.db
        .select()
        .from(pageRecipients)
        .where(and(eq(pageRecipients.pageUuid, page.uuid), eq(pageRecipients.psid, TEST_CUSTOMER_PSID)))
    )[0];
  const existing = await find();
  if (existing) return existing;
  const now = ctx.clock.now();
  await ctx.db
    .insert(pageRecipients)
    .values({
      uuid: newUuid(),
      appUuid: app.uuid,
      pageUuid: page.uuid,
      psid: TEST_CUSTOMER_PSID,
      name: TEST_CUSTOMER_NAME,
      dummy: true,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const created = await find();
  if (!created) throw new Error('dummy recipient upsert found nothing');
  return created;
}

/** "Reset conversation": the simulated customer starts over (messages and suggestions gone). */
export async function resetDummyConversation(ctx: Context, appUuid: string) {
  const recipient = await dummyRecipient(ctx, appUuid);
  await inTransaction(ctx, async (tx, events) => {
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
  return { success: true };
}

/** The simulated customer writes, with the order status they "have": handled like any customer message. */
export async function sendTestMessage(
  ctx: Context,
  input: {
    appUuid: string;
    pageRecipientUuid: string;
    platformOrigin: 'messenger' | 'facebook_comment';
    message: string;
    orderStatus?: OrderStatus | null;
    paymentStatus?: PaymentStatus | null;
  },
) {
  const recipient = await dummyRecipient(ctx, input.appUuid);
  if (recipient.uuid !== input.pageRecipientUuid) throw notFound('Test customer');
  const text = input.message.trim();
  if (!text) throw badInput({ message: 'Message is required' });
  if (text.length > MESSAGE_MAX)
    throw badInput({ message: `Message should not exceed ${MESSAGE_MAX} characters` });
  await ctx.db
    .update(pageRecipients)
    .set({
      simulatedOrder: {
        orderStatus: input.orderStatus ?? 'pending',
        paymentStatus: input.paymentStatus ?? 'pay_pending',
      },
    })
    .where(eq(pageRecipients.uuid, recipient.uuid));
  const [page] = await ctx.db
    .select()
    .from(pages)
    .where(inArray(pages.uuid, [recipient.pageUuid]));
  if (!page) throw badInput({ appUuid: NO_PAGE }, NO_PAGE);
  const row = await receiveCustomerMessage(ctx, {
    page,
    psid: recipient.psid,
    mid: null,
    text,
    photoUrls: [],
    platformOrigin: input.platformOrigin,
    at: ctx.clock.now(),
    name: TEST_CUSTOMER_NAME,
    dummy: true,
  });
  if (!row) throw badInput({ message: 'Message is required' });
  return row;
}
