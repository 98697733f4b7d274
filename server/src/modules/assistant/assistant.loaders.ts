import { inArray } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import type { InboxMessageRow } from '../inbox/index.ts';
import { type GeneratedResponseRow, generatedResponses, type StoredAgentStep } from './assistant.tables.ts';

/** DataLoader: the suggested reply of each customer message (no N+1 over a conversation page). */
export const promptForMessage = (ctx: Context) =>
  ctx.loader<string, GeneratedResponseRow | null>('generatedResponseByMessage', async (uuids) => {
    const rows = await ctx.db
      .select()
      .from(generatedResponses)
      .where(inArray(generatedResponses.inboxMessageUuid, [...uuids]));
    const map = new Map(rows.map((r) => [r.inboxMessageUuid, r]));
    return uuids.map((u) => map.get(u) ?? null);
  });

/** The agents' breakdown behind "Response Breakdown": the suggestion's steps, or the sentiment alone. */
export async function breakdownFor(ctx: Context, m: InboxMessageRow): Promise<StoredAgentStep[]> {
  if (m.sender !== 'customer') return [];
  const prompt = await promptForMessage(ctx).load(m.uuid);
  if (prompt) return prompt.breakdown;
  return m.sentiment
    ? [
        {
          type: 'sentiment',
          completion: m.sentiment,
          jsonCompletion: { sentiment: m.sentiment },
          toolCalls: [],
          reflection: null,
          addedProducts: [],
        },
      ]
    : [];
}
