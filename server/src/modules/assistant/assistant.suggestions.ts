import { and, eq } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { badInput, conflict, notFound } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { isUuid } from '../../platform/ids.ts';
import { appRowOrThrow } from '../apps/index.ts';
import { messageByUuid, recipientOrThrow, sendReply } from '../inbox/index.ts';
import { SUGGESTION_HANDLED, SUGGESTION_STATUS } from './assistant.rules.ts';
import { type GeneratedResponseRow, generatedResponses } from './assistant.tables.ts';

export type SuggestionAction = 'accept' | 'edited' | 'dismiss';

async function promptOrThrow(ctx: Context, uuid: string): Promise<GeneratedResponseRow> {
  const [row] = isUuid(uuid)
    ? await ctx.db.select().from(generatedResponses).where(eq(generatedResponses.uuid, uuid))
    : [];
  return appRowOrThrow(ctx, row, 'Suggested reply');
}

const STATUS = { accept: 'accepted', edited: 'edited', dismiss: 'dismissed' } as const;

/**
 * The suggested-reply card: Approve sends the suggestion as is (accept), Edit + Send sends the
 * merchant's words (edited), Dismiss sends nothing (dismiss). Each suggestion is handled once.
 */
export async function updateGeneratedResponse(
  ctx: Context,
  input: { promptUuid: string; message?: string | null; action: SuggestionAction },
) {
  const prompt = await promptOrThrow(ctx, input.promptUuid);
  if (!SUGGESTION_STATUS.move(prompt.status, STATUS[input.action]).ok) throw conflict(SUGGESTION_HANDLED);
  const customerMessage = await messageByUuid(ctx.db, prompt.inboxMessageUuid);
  if (!customerMessage) throw notFound('Message');
  const claim = async (
    tx: Parameters<Parameters<typeof inTransaction>[1]>[0],
    sentMessageUuid: string | null,
  ) => {
    const [row] = await tx
      .update(generatedResponses)
      .set({ status: STATUS[input.action], handledAt: ctx.clock.now(), sentMessageUuid })
      .where(and(eq(generatedResponses.uuid, prompt.uuid), eq(generatedResponses.status, 'pending')))
      .returning({ uuid: generatedResponses.uuid });
    if (!row) throw conflict(SUGGESTION_HANDLED);
  };

  if (input.action === 'dismiss') {
    await inTransaction(ctx, async (tx, events) => {
      await claim(tx, null);
      events.emit('inbox.messageChanged', { appUuid: prompt.appUuid, messageUuid: customerMessage.uuid });
    });
    return { uuid: prompt.uuid, inboxMessage: null };
  }

  const recipient = await recipientOrThrow(ctx, customerMessage.pageRecipientUuid);
  const edited = input.action === 'edited';
  const text = edited ? input.message?.trim() : prompt.completion;
  if (!text) throw badInput({ message: 'Message is required' });
  const sent = await sendReply(
    ctx,
    recipient,
    {
      text,
      productUuids: prompt.products.map((p) => p.uuid),
      photoUrls: [],
      author: edited ? 'human' : 'assistant',
    },
    async (tx, message) => {
      await claim(tx, message.uuid);
    },
  );
  await ctx.events.publish([
    { name: 'inbox.messageChanged', payload: { appUuid: prompt.appUuid, messageUuid: customerMessage.uuid } },
  ]);
  return { uuid: prompt.uuid, inboxMessage: sent };
}
