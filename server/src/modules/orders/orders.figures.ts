/**
 * What the store's figures (the analytics module) read of the orders: a Manila day's sales, the days
 * an order counts on, and the latest items sold. Orders own their tables; analytics keeps the rollups.
 */
import { and, asc, desc, eq, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { manilaDate, manilaDayEnd, manilaDaySql, manilaDayStart } from '../../platform/manila.ts';
import { orderItems, orderRefunds, orders } from './orders.tables.ts';

export interface OrderDayFigures {
  /** Orders placed that day and not cancelled. */
  orders: number;
  /** Centavos: their totals. */
  grossSales: number;
  cancelledOrders: number;
  /** Of `orders`, the ones whose customer had placed an earlier order that was not cancelled. */
  returningOrders: number;
  /** Centavos refunded that day (the refund's amount, or the order's total when refunded by hand). */
  refunds: number;
  /** Per product sold that day (orders not cancelled): units and centavos. */
  products: { productUuid: string; units: number; sales: number }[];
}

const NOT_CANCELLED = ne(orders.status, 'cancelled');
/** The order's customer had placed an earlier order that was not cancelled. */
const EARLIER = sql`exists (select 1 from ${orders} p where p.customer_uuid = ${orders.customerUuid}
  and p.created_at < ${orders.createdAt} and p.status <> 'cancelled')`;
/** What a refunded order gave back: its refunds paid online, else (refunded by hand) its total. */
const REFUNDED = sql`coalesce((select sum(r.amount) from ${orderRefunds} r
  where r.order_uuid = ${orders.uuid} and r.status = 'succeeded'), ${orders.total})`;

const noFigures = (): OrderDayFigures => ({
  orders: 0,
  grossSales: 0,
  cancelledOrders: 0,
  returningOrders: 0,
  refunds: 0,
  products: [],
});

/** The order figures of one store's Manila day, computed from its orders. */
export async function orderDayFigures(db: Db | Tx, appUuid: string, day: string): Promise<OrderDayFigures> {
  const byDay = await orderFiguresBetween(db, appUuid, manilaDayStart(day), manilaDayEnd(day));
  return byDay.get(day) ?? noFigures();
}

/** The store and the Manila days an order's figures count on: the day placed, and the day refunded. */
export async function orderDaysOf(
  db: Db | Tx,
  orderUuid: string,
): Promise<{ appUuid: string; days: string[] } | null> {
  const [row] = await db
    .select({ appUuid: orders.appUuid, createdAt: orders.createdAt, refundedAt: orders.refundedAt })
    .from(orders)
    .where(eq(orders.uuid, orderUuid));
  if (!row) return null;
  const days = [manilaDate(row.createdAt)];
  if (row.refundedAt && !days.includes(manilaDate(row.refundedAt))) days.push(manilaDate(row.refundedAt));
  return { appUuid: row.appUuid, days };
}

/**
 * Every Manila day's order figures of a store between two instants (day boundaries), in three grouped
 * queries: one day's (an order changed) or every day's since a date (a rebuild: the demo's seed, a
 * bench's data, a repair).
 */
export async function orderFiguresBetween(
  db: Db | Tx,
  appUuid: string,
  start: Date,
  end: Date,
): Promise<Map<string, OrderDayFigures>> {
  const byDay = new Map<string, OrderDayFigures>();
  const of = (day: string) => {
    let f = byDay.get(day);
    if (!f) {
      f = noFigures();
      byDay.set(day, f);
    }
    return f;
  };
  const placed = and(eq(orders.appUuid, appUuid), gte(orders.createdAt, start), lt(orders.createdAt, end));
  const days = await db
    .select({
      day: manilaDaySql(orders.createdAt),
      orders: sql<number>`count(*) filter (where ${NOT_CANCELLED})`.mapWith(Number),
      grossSales: sql<number>`coalesce(sum(${orders.total}) filter (where ${NOT_CANCELLED}), 0)`.mapWith(
        Number,
      ),
      cancelledOrders: sql<number>`count(*) filter (where ${orders.status} = 'cancelled')`.mapWith(Number),
      returningOrders: sql<number>`count(*) filter (where ${NOT_CANCELLED}
        and ${orders.customerUuid} is not null and ${EARLIER})`.mapWith(Number),
    })
    .from(orders)
    .where(placed)
    .groupBy(sql`1`);
  for (const { day, ...f } of days) Object.assign(of(day), f);
  const refunds = await db
    .select({
      day: manilaDaySql(orders.refundedAt),
      refunds: sql<number>`coalesce(sum(${REFUNDED}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        eq(orders.appUuid, appUuid),
        isNotNull(orders.refundedAt),
        gte(orders.refundedAt, start),
        lt(orders.refundedAt, end),
      ),
    )
    .groupBy(sql`1`);
  for (const r of refunds) of(r.day).refunds = r.refunds;
  const products = await db
    .select({
      day: manilaDaySql(orders.createdAt),
      productUuid: orderItems.productUuid,
      units: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
      sales: sql<number>`sum(${orderItems.lineTotal})`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.uuid, orderItems.orderUuid))
    .where(and(placed, NOT_CANCELLED, isNotNull(orderItems.productUuid)))
    .groupBy(sql`1`, orderItems.productUuid);
  for (const p of products) if (p.productUuid) of(p.day).products.push({ ...p, productUuid: p.productUuid });
  return byDay;
}

export interface SoldItem {
  orderUuid: string;
  transactionNumber: string;
  productUuid: string | null;
  productName: string;
  variantName: string;
  quantity: number;
  lineTotal: number;
  soldAt: Date;
}

/** The items of a store's newest orders that are not cancelled, newest first: one statement. */
export async function latestSoldItems(db: Db | Tx, appUuid: string, limit: number): Promise<SoldItem[]> {
  const newest = db
    .select({ uuid: orders.uuid, transactionNumber: orders.transactionNumber, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.appUuid, appUuid), NOT_CANCELLED))
    .orderBy(desc(orders.createdAt), desc(orders.uuid))
    .limit(limit)
    .as('newest');
  return db
    .select({
      orderUuid: newest.uuid,
      transactionNumber: newest.transactionNumber,
      productUuid: orderItems.productUuid,
      productName: orderItems.productName,
      variantName: orderItems.variantName,
      quantity: orderItems.quantity,
      lineTotal: orderItems.lineTotal,
      soldAt: newest.createdAt,
    })
    .from(newest)
    .innerJoin(orderItems, eq(orderItems.orderUuid, newest.uuid))
    .orderBy(desc(newest.createdAt), desc(newest.uuid), asc(orderItems.position))
    .limit(limit);
}
