import type { Context } from '../../graphql/context.ts';
import { badInput, notFound } from '../../platform/errors.ts';
import { activePageOf, appOrThrow, pageByUuid } from '../apps/index.ts';
import {
  ensurePageRecipient,
  MESSAGE_MAX,
  type PageRecipientRow,
  receiveCustomerMessage,
  resetConversation,
  setSimulatedOrder,
} from '../inbox/index.ts';
import type { OrderStatus, PaymentStatus } from './agent/types.ts';
import { TEST_CUSTOMER_NAME, TEST_CUSTOMER_PSID } from './assistant.rules.ts';

export const NO_PAGE = 'Connect a Facebook page to this store to use the inbox and the chatbot test tool';

async function activePageOrThrow(ctx: Context, appUuid: string) {
  const page = await activePageOf(ctx.db, appUuid);
  if (!page) throw badInput({ appUuid: NO_PAGE }, NO_PAGE);
  return page;
}

/** The chatbot test tool's simulated customer on the app's page, created on first use. */
export async function dummyRecipient(ctx: Context, appUuid: string): Promise<PageRecipientRow> {
  const app = await appOrThrow(ctx, appUuid);
  const page = await activePageOrThrow(ctx, app.uuid);
  return ensurePageRecipient(ctx, {
    appUuid: app.uuid,
    pageUuid: page.uuid,
    psid: TEST_CUSTOMER_PSID,
    name: TEST_CUSTOMER_NAME,
    dummy: true,
  });
}

/** "Reset conversation": the simulated customer starts over (messages and suggestions gone). */
export async function resetDummyConversation(ctx: Context, appUuid: string) {
  const recipient = await dummyRecipient(ctx, appUuid);
  await resetConversation(ctx, recipient);
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
  await setSimulatedOrder(ctx.db, recipient.uuid, {
    orderStatus: input.orderStatus ?? 'pending',
    paymentStatus: input.paymentStatus ?? 'pay_pending',
  });
  const page = await pageByUuid(ctx.db, recipient.pageUuid);
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
