/** Orders as other domains' listeners read them (the notifications domain, after the orders' commit). */
import { eq } from 'drizzle-orm';
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
