/** A segment's customers as CSV (for a spreadsheet, an SMS tool, a courier's list). */
import type { Context } from '../../graphql/context.ts';
import { toCsv } from '../../platform/csv.ts';
import { MAX_PAGE_SIZE } from '../../platform/cursor.ts';
import { assertWithinLimit } from '../../platform/limits.ts';
import { manilaDateTime } from '../../platform/manila.ts';
import { centavosToPeso } from '../../platform/money.ts';
import { customerStatsOf, localMobile } from '../orders/index.ts';
import { customersOfRules, segmentOrThrow } from './segments.service.ts';

export const SEGMENT_CSV_COLUMNS = [
  'Name',
  'Mobile Number',
  'On Messenger',
  'Orders',
  'Total Spent',
  'Last Active',
] as const;

/** Every customer of the segment now, latest activity first; within the plan's export limit. */
export async function exportSegmentCsv(ctx: Context, appUuid: string, uuid: string): Promise<string> {
  const segment = await segmentOrThrow(ctx, appUuid, uuid);
  const plan = await ctx.limits.planOf(ctx.db, segment.appUuid);
  if (plan.exportLimit !== null) {
    const first = await customersOfRules(ctx, segment.appUuid, segment.rules, { first: 1, withCount: true });
    const { count, capped } = await first.count();
    // Past the count's cap the segment is over 10,000: refused when the plan allows fewer.
    assertWithinLimit(plan, 'exportLimit', 0, capped ? count + 1 : count);
  }
  const rows: string[][] = [[...SEGMENT_CSV_COLUMNS]];
  let after: string | null = null;
  for (;;) {
    const page = await customersOfRules(ctx, segment.appUuid, segment.rules, { first: MAX_PAGE_SIZE, after });
    const customers = page.edges.map((e) => e.node);
    const stats = await customerStatsOf(
      ctx.db,
      customers.map((c) => c.uuid),
    );
    customers.forEach((c, i) => {
      rows.push([
        c.name,
        c.mobileNumber ? localMobile(c.mobileNumber) : '',
        c.pageRecipientUuid ? 'Yes' : 'No',
        String(stats[i]?.ordersCount ?? 0),
        centavosToPeso(stats[i]?.totalSpent ?? 0),
        manilaDateTime(c.lastActiveAt),
      ]);
    });
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  return toCsv(rows);
}
