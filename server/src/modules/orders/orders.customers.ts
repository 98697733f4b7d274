/** What the orders know of a customer: their orders, how many, what they spent, the latest one. */
import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { connectionFrom, decodeCursor, olderThan, pageSize } from '../../platform/cursor.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { CUSTOMERS_PAGE_SIZE, type CustomerRow } from '../customers/index.ts';
import type { OrderStatus } from './orders.rules.ts';
import { type OrderRow, orders } from './orders.tables.ts';

/** Orders that never turned into a sale: not in "total spent" (they still count as orders). */
export const UNSPENT_STATUSES: readonly OrderStatus[] = ['cancelled', 'refunded'];

/** A customer's orders, newest first, keyset-paged like the order list. */
export async function customerOrders(
  ctx: Context,
  customer: CustomerRow,
  args: { first?: number | null; after?: string | null },
) {
  const size = pageSize(args.first, CUSTOMERS_PAGE_SIZE);
  const cursor = decodeCursor(args.after);
  const where = eq(orders.customerUuid, customer.uuid);
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(where, olderThan(orders.createdAt, orders.uuid, cursor)))
    .orderBy(desc(orders.createdAt), desc(orders.uuid))
    .limit(size + 1);
  return {
    ...connectionFrom(rows, size),
    totalCount: async () => (await ctx.db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0,
  };
}

export interface CustomerStats {
  ordersCount: number;
  totalSpent: number;
}

/** Orders count and total spent of a page of customers: one grouped query. */
export const customerStatsLoader = (ctx: Context) =>
  ctx.loader<string, CustomerStats>('customers.stats', (uuids) => customerStatsOf(ctx.db, uuids));

/** Orders count and total spent of each customer in `uuids` (in that order): one grouped query. */
export async function customerStatsOf(db: Db | Tx, uuids: readonly string[]): Promise<CustomerStats[]> {
  {
    const rows = await db
      .select({
        customerUuid: orders.customerUuid,
        ordersCount: count(),
        totalSpent:
          sql<number>`coalesce(sum(${orders.total}) filter (where ${notInArray(orders.status, [...UNSPENT_STATUSES])}), 0)`.mapWith(
            Number,
          ),
      })
      .from(orders)
      .where(inArray(orders.customerUuid, [...uuids]))
      .groupBy(orders.customerUuid);
    const byUuid = new Map(rows.map((r) => [r.customerUuid, r]));
    return uuids.map((u) => {
      const r = byUuid.get(u);
      return { ordersCount: r?.ordersCount ?? 0, totalSpent: r?.totalSpent ?? 0 };
    });
  }
}

/** The latest order of a page of customers: one DISTINCT ON query (served by orders_customer_idx). */
export const lastOrderLoader = (ctx: Context) =>
  ctx.loader<string, OrderRow | null>('customers.lastOrder', async (uuids) => {
    const rows = await ctx.db
      .selectDistinctOn([orders.customerUuid])
      .from(orders)
      .where(inArray(orders.customerUuid, [...uuids]))
      .orderBy(orders.customerUuid, desc(orders.createdAt), desc(orders.uuid));
    const byUuid = new Map(rows.map((r) => [r.customerUuid, r]));
    return uuids.map((u) => byUuid.get(u) ?? null);
  });
