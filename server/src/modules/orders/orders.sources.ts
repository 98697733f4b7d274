/** What the orders say about where shoppers came from: per ref, the orders placed and their worth. */
import { and, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { UNSPENT_STATUSES } from './orders.customers.ts';
import { orderSource } from './orders.input.ts';
import { orders } from './orders.tables.ts';

/**
 * For each ref, the orders placed with it in [from, to) that were not cancelled, and their totals
 * less refunded ones (centavos).
 */
export async function ordersBySource(
  db: Db | Tx,
  appUuid: string,
  sources: readonly string[],
  range: { from: Date; to: Date },
): Promise<Map<string, { orders: number; revenue: number }>> {
  const keys = [...new Set(sources.map(orderSource).filter((s): s is string => s !== null))];
  const figures = new Map(keys.map((k) => [k, { orders: 0, revenue: 0 }]));
  if (keys.length === 0) return figures;
  const rows = await db
    .select({
      source: orders.source,
      orders: sql<number>`count(*) filter (where ${orders.status} <> 'cancelled')`.mapWith(Number),
      revenue:
        sql<number>`coalesce(sum(${orders.total}) filter (where ${notInArray(orders.status, [...UNSPENT_STATUSES])}), 0)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(
      and(
        eq(orders.appUuid, appUuid),
        inArray(orders.source, keys),
        gte(orders.createdAt, range.from),
        lt(orders.createdAt, range.to),
      ),
    )
    .groupBy(orders.source);
  for (const row of rows)
    if (row.source) figures.set(row.source, { orders: row.orders, revenue: row.revenue });
  return figures;
}
