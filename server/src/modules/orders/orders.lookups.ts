/** Orders as other domains' listeners read them (the notifications domain, after the orders' commit). */
import { and, asc, desc, eq, gte, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import {
  type OrderMessengerUpdateRow,
  type OrderRow,
  orderMessengerUpdates,
  orders,
} from './orders.tables.ts';

export async function orderByUuid(db: Db | Tx, uuid: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.uuid, uuid));
  return row ?? null;
}

/** A Messenger update of an order's timeline, with its order. */
export async function messengerUpdateWithOrder(
  db: Db | Tx,
  updateUuid: string,
): Promise<{ update: OrderMessengerUpdateRow; order: OrderRow } | null> {
  const [row] = await db
    .select({ update: orderMessengerUpdates, order: orders })
    .from(orderMessengerUpdates)
    .innerJoin(orders, eq(orders.uuid, orderMessengerUpdates.orderUuid))
    .where(eq(orderMessengerUpdates.uuid, updateUuid));
  return row ?? null;
}

/**
 * A Messenger customer's latest order in a store: placed from their conversation (the carousel link),
 * or by the customer record the conversation shares with a storefront order (same person).
 */
export async function latestOrderOf(
  db: Db | Tx,
  appUuid: string,
  who: { pageRecipientUuid: string; customerUuid: string | null },
): Promise<OrderRow | null> {
  const mine = who.customerUuid
    ? or(eq(orders.pageRecipientUuid, who.pageRecipientUuid), eq(orders.customerUuid, who.customerUuid))
    : eq(orders.pageRecipientUuid, who.pageRecipientUuid);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.appUuid, appUuid), mine))
    .orderBy(desc(orders.createdAt), desc(orders.uuid))
    .limit(1);
  return row ?? null;
}

/**
 * The successful transactions of a period (billing: Php10 each): orders completed in [from, to) and
 * still completed, oldest first; their transaction numbers are the bill's ordersBaseOnConvenienceFee.
 */
export async function completedOrdersBetween(
  db: Db | Tx,
  appUuid: string,
  from: Date,
  to: Date,
): Promise<Array<{ transactionNumber: string; status: OrderRow['status'] }>> {
  return db
    .select({ transactionNumber: orders.transactionNumber, status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.appUuid, appUuid),
        gte(orders.completedAt, from),
        lt(orders.completedAt, to),
        eq(orders.status, 'completed'),
      ),
    )
    .orderBy(asc(orders.completedAt), asc(orders.uuid));
}

/** How many orders completed in [from, to) are still completed (billing's fees accumulated so far). */
export async function completedOrdersCountBetween(
  db: Db | Tx,
  appUuid: string,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.appUuid, appUuid),
        gte(orders.completedAt, from),
        lt(orders.completedAt, to),
        eq(orders.status, 'completed'),
      ),
    );
  return row?.count ?? 0;
}

/** Whether a shopper (by normalised mobile number) has no order at the store yet, cancelled ones aside. */
export async function firstOrderOf(
  deps: { db: Db | Tx },
  appUuid: string,
  mobileNumber: string,
): Promise<boolean> {
  const [row] = await deps.db
    .select({ uuid: orders.uuid })
    .from(orders)
    .where(
      and(eq(orders.appUuid, appUuid), eq(orders.mobileNumber, mobileNumber), ne(orders.status, 'cancelled')),
    )
    .limit(1);
  return !row;
}
