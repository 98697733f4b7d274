import { asc, eq } from 'drizzle-orm';
import { STOPPED } from '../modules/broadcasts/broadcasts.marketing.ts';
import { marketingOptIns } from '../modules/broadcasts/broadcasts.tables.ts';
import { pageRecipients } from '../modules/inbox/inbox.tables.ts';
import { newUuid } from '../platform/ids.ts';
import type { DemoSeedContext } from './demo.ts';

const DAY = 86_400_000;

/**
 * Three of the demo page's customers opted in to its marketing messages (Broadcast → See who opted
 * in): one active, one who stopped them, one whose opt-in expired. The store's marketingMessages flag
 * stays off, so broadcasts do not use them; the tokens are local ones, sealed as Meta's would be.
 */
export async function seedDemoMarketingOptIns(ctx: DemoSeedContext, appUuid: string, pageUuid: string) {
  const now = ctx.clock.now().getTime();
  const people = await ctx.db
    .select({ psid: pageRecipients.psid })
    .from(pageRecipients)
    .where(eq(pageRecipients.pageUuid, pageUuid))
    .orderBy(asc(pageRecipients.psid))
    .limit(3);
  const states = [
    { status: 'opted_in', since: 12, expires: 170, endedReason: null },
    {
      status: 'stopped',
      since: 40,
      expires: null,
      endedReason: STOPPED,
    },
    { status: 'opted_in', since: 200, expires: -20, endedReason: null },
  ] as const;
  const rows = people.map((person, i) => {
    const state = states[i] ?? states[0];
    const since = new Date(now - state.since * DAY);
    return {
      uuid: newUuid(),
      appUuid,
      pageUuid,
      psid: person.psid,
      tokenSealed: ctx.sealer.seal(`local-optin-${person.psid}`),
      tokenExpiresAt: state.expires === null ? null : new Date(now + state.expires * DAY),
      status: state.status,
      statusAt: state.status === 'stopped' ? new Date(now - 3 * DAY) : since,
      endedReason: state.endedReason,
      createdAt: since,
      updatedAt: since,
    };
  });
  if (rows.length > 0) await ctx.db.insert(marketingOptIns).values(rows);
}
