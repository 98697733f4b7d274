/**
 * What a broadcast did: where each person's send stands, who received and read it (Messenger's
 * receipts), the visits its buttons brought (the storefront's source figures for its ref), and the
 * orders its recipients placed within 7 days of the send.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { connectionFrom, decodeCursor, pageSize } from '../../platform/cursor.ts';
import { addDays, manilaDate } from '../../platform/manila.ts';
import { sourceFigures } from '../analytics/index.ts';
import { customersOfRecipients } from '../customers/index.ts';
import { ordersPlacedBy } from '../orders/index.ts';
import { ATTRIBUTION_DAYS, type RecipientStatus } from './broadcasts.rules.ts';
import { type BroadcastRow, broadcastRecipients } from './broadcasts.tables.ts';

const DAY = 24 * 3_600_000;

export async function broadcastResults(ctx: Context, b: BroadcastRow) {
  const r = broadcastRecipients;
  const n = (where: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
  const [row] = await ctx.db
    .select({
      queued: n(sql`${r.status} in ('queued', 'sending')`),
      sent: n(sql`${r.status} = 'sent'`),
      failed: n(sql`${r.status} = 'failed'`),
      unconfirmed: n(sql`${r.status} = 'unconfirmed'`),
      skipped: n(sql`${r.status} = 'skipped'`),
      delivered: n(sql`${r.deliveredAt} is not null`),
      read: n(sql`${r.readAt} is not null`),
    })
    .from(r)
    .where(eq(r.broadcastUuid, b.uuid));
  const counts = row ?? { queued: 0, sent: 0, failed: 0, unconfirmed: 0, skipped: 0, delivered: 0, read: 0 };
  if (!b.startedAt) return { ...counts, clicks: 0, orders: 0, revenue: 0, attributionEndsAt: null };
  const ends = new Date(b.startedAt.getTime() + ATTRIBUTION_DAYS * DAY);
  const from = manilaDate(b.startedAt);
  const [clicks] = await sourceFigures(ctx, b.appUuid, [b.ref], {
    from,
    to: addDays(from, ATTRIBUTION_DAYS),
  });
  const reached = ctx.db
    .select({ uuid: r.pageRecipientUuid })
    .from(r)
    .where(and(eq(r.broadcastUuid, b.uuid), eq(r.status, 'sent')))
    .getSQL();
  const placed = await ordersPlacedBy(
    ctx.db,
    b.appUuid,
    { recipients: reached, customers: customersOfRecipients(ctx.db, b.appUuid, reached) },
    { from: b.startedAt, to: ends },
  );
  return { ...counts, clicks: clicks?.visits ?? 0, ...placed, attributionEndsAt: ends };
}

/** A broadcast's recipients, in a stable order (keyset pages), optionally of one status. */
export async function recipientsOf(
  ctx: Context,
  b: BroadcastRow,
  args: { first?: number | null; after?: string | null; status?: RecipientStatus | null },
) {
  const size = pageSize(args.first, 20);
  const after = decodeCursor(args.after);
  const rows = await ctx.db
    .select()
    .from(broadcastRecipients)
    .where(
      and(
        eq(broadcastRecipients.broadcastUuid, b.uuid),
        args.status ? eq(broadcastRecipients.status, args.status) : undefined,
        after ? gt(broadcastRecipients.uuid, after.uuid) : undefined,
      ),
    )
    .orderBy(asc(broadcastRecipients.uuid))
    .limit(size + 1);
  return connectionFrom(rows, size, (row) => ({ createdAt: EPOCH, uuid: row.uuid }));
}
const EPOCH = new Date(0);
