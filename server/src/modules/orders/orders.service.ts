/** Orders for the merchant (lists, lookups, counts, status moves) and the customer's order page. */
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { Context, ServiceContext } from '../../graphql/context.ts';
import {
  COUNT_CAP,
  cappedCount,
  exactCount,
  keptCount,
  keptCounts,
  lazyCount,
  SEARCH_COUNT_CAP,
} from '../../platform/counts.ts';
import { connectionFrom, decodeCursor, olderThan, pageSize } from '../../platform/cursor.ts';
import type { Tx } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { type Emitter, inTransaction } from '../../platform/events.ts';
import { isUuid } from '../../platform/ids.ts';
import { manilaDate, manilaDayEnd, manilaDayStart } from '../../platform/manila.ts';
import { normalizeMobile } from '../../platform/phone.ts';
import { likePattern } from '../../platform/search.ts';
import { appOrThrow, appRowOrThrow } from '../apps/index.ts';
import { releaseStock } from '../catalog/index.ts';
import { earnRebates, releasePromotions } from '../promotions/index.ts';
import { cartSettingLoader } from '../store-setup/index.ts';
import { ORDERS_PAGE_SIZE } from './orders.input.ts';
import {
  ONLINE_BY_PROVIDER,
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentStatus,
  PROVIDER_ONLY,
  paidOnCompletion,
  payBy,
  paymentMove,
  pendingReminderFor,
  providerOnlyMove,
  REFUND_THROUGH_PROVIDER,
  STATUS_EFFECTS,
  statusMove,
} from './orders.rules.ts';
import {
  type OrderItemRow,
  type OrderMessengerUpdateRow,
  type OrderRow,
  orderItems,
  orderMessengerUpdates,
  orders,
} from './orders.tables.ts';

const byUuid = async (ctx: Pick<ServiceContext, 'db'>, uuid: string) =>
  isUuid(uuid) ? (await ctx.db.select().from(orders).where(eq(orders.uuid, uuid)))[0] : undefined;

/** An order of an app the user belongs to; another merchant's is "Order not found" like a missing one. */
export async function orderOrThrow(ctx: Context, uuid: string): Promise<OrderRow> {
  return appRowOrThrow(ctx, await byUuid(ctx, uuid), 'Order');
}

export async function orderByTransactionNumberOrThrow(
  ctx: Context,
  appUuid: string,
  transactionNumber: string,
): Promise<OrderRow> {
  const app = await appOrThrow(ctx, appUuid);
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(
      and(eq(orders.appUuid, app.uuid), eq(orders.transactionNumber, transactionNumber.trim().toUpperCase())),
    );
  if (!row) throw notFound('Order');
  return row;
}

export interface OrderListArgs {
  appUuid: string;
  first?: number | null;
  after?: string | null;
  status?: OrderStatus | null;
  paymentStatus?: PaymentStatus | null;
  search?: string | null;
  /** Asia/Manila days, inclusive. */
  from?: string | null;
  to?: string | null;
  /** Only advance orders (those placed for a later day): the order tracker's `advance` filter. */
  advance?: boolean | null;
  /** The client asks for the count: it runs beside the page's query. */
  withCount?: boolean;
}

/** The list's filters, shared by the order list and its CSV export (the same orders, in the same order). */
export const orderListWhere = (appUuid: string, args: Omit<OrderListArgs, 'appUuid' | 'first' | 'after'>) =>
  and(
    eq(orders.appUuid, appUuid),
    args.status ? eq(orders.status, args.status) : undefined,
    args.paymentStatus ? eq(orders.paymentStatus, args.paymentStatus) : undefined,
    args.from ? gte(orders.createdAt, manilaDayStart(args.from)) : undefined,
    args.to ? lt(orders.createdAt, manilaDayEnd(args.to)) : undefined,
    args.advance ? isNotNull(orders.advanceOrderDate) : undefined,
    searchCondition(args.search),
  );

/** Newest first, the list's keyset order. */
export const NEWEST_FIRST = [desc(orders.createdAt), desc(orders.uuid)] as const;

function searchCondition(search: string | null | undefined): SQL | undefined {
  const q = search?.trim();
  if (!q) return undefined;
  const mobile = normalizeMobile(q);
  return or(
    eq(orders.transactionNumber, q.toUpperCase()),
    ilike(orders.customerName, likePattern(q)),
    mobile ? eq(orders.mobileNumber, mobile) : undefined,
  );
}

/**
 * The kept counts (migration list_counts_order_filters) that add up to the list's total: per status,
 * per status and payment status, per status of advance orders. Null when a filter has none (a
 * search, a date range, advance with a payment status): that total is counted up to the cap.
 */
function keptOrderKeys(args: OrderListArgs): string[] | null {
  if (args.search?.trim() || args.from || args.to) return null;
  const statuses = args.status ? [args.status] : ORDER_STATUSES;
  if (args.advance) return args.paymentStatus ? null : statuses.map((s) => `advance|${s}`);
  return args.paymentStatus ? statuses.map((s) => `${s}|${args.paymentStatus}`) : [...statuses];
}

/** An app's orders, newest first, keyset-paged on (createdAt, uuid), with their count. */
export async function listOrders(ctx: Context, args: OrderListArgs) {
  const app = await appOrThrow(ctx, args.appUuid);
  const size = pageSize(args.first, ORDERS_PAGE_SIZE);
  const cursor = decodeCursor(args.after);
  const where = orderListWhere(app.uuid, args);
  const keys = keptOrderKeys(args);
  const count = lazyCount(async () => {
    if (!keys) return cappedCount(ctx.db, orders, where, args.search?.trim() ? SEARCH_COUNT_CAP : COUNT_CAP);
    const kept = await keptCounts(ctx.db, 'orders', app.uuid);
    return exactCount(keys.reduce((n, key) => n + kept(key), 0));
  }, args.withCount);
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(where, olderThan(orders.createdAt, orders.uuid, cursor)))
    .orderBy(...NEWEST_FIRST)
    .limit(size + 1);
  return { ...connectionFrom(rows, size), count };
}

/** How many orders an app has in each status (every status listed, zeros included): the kept counts. */
export async function orderCounts(ctx: Context, appUuid: string) {
  const app = await appOrThrow(ctx, appUuid);
  const kept = await keptCounts(ctx.db, 'orders', app.uuid);
  return ORDER_STATUSES.map((status) => ({ status, count: kept(status) }));
}

/** Advance orders due today (Asia/Manila) that are still open. */
export async function advanceOrdersForToday(ctx: Context, appUuid: string) {
  const app = await appOrThrow(ctx, appUuid);
  return ctx.db
    .select({ uuid: orders.uuid, transactionNumber: orders.transactionNumber })
    .from(orders)
    .where(
      and(
        eq(orders.appUuid, app.uuid),
        eq(orders.advanceOrderDate, manilaDate(ctx.clock.now())),
        inArray(orders.status, ['pending', 'for_delivery']),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.uuid));
}

export async function appHasPendingOrders(ctx: Context, appUuid: string): Promise<boolean> {
  const app = await appOrThrow(ctx, appUuid);
  const [row] = await ctx.db
    .select({ uuid: orders.uuid })
    .from(orders)
    .where(and(eq(orders.appUuid, app.uuid), eq(orders.status, 'pending')))
    .limit(1);
  return Boolean(row);
}

/**
 * The pending-orders reminder: on days 1 and 7 of the month (Asia/Manila) when the app has pending
 * orders, how many and the day they should be completed or cancelled before; null on other days.
 */
export async function pendingOrdersReminder(ctx: Context, appUuid: string) {
  const app = await appOrThrow(ctx, appUuid);
  const reminder = pendingReminderFor(manilaDate(ctx.clock.now()));
  if (!reminder.due) return null;
  const pendingCount = await keptCount(ctx.db, 'orders', app.uuid, 'pending');
  return pendingCount > 0 ? { pendingCount, completeBy: reminder.completeBy } : null;
}

/** When this unpaid order is cancelled by itself (its store's expiration), batched per request; null if never. */
export const payByOf = async (ctx: Context, order: OrderRow): Promise<Date | null> =>
  payBy(order, await cartSettingLoader(ctx).load(order.appUuid));

/** The lines of many orders at once (per request). */
export const orderItemsLoader = (ctx: Context) =>
  ctx.loader<string, OrderItemRow[]>('orders.items', async (uuids) => {
    const rows = await ctx.db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderUuid, [...uuids]))
      .orderBy(asc(orderItems.position));
    return uuids.map((u) => rows.filter((r) => r.orderUuid === u));
  });

/** What became of each Messenger update to the order's customer, oldest first (its timeline). */
export const orderMessengerUpdatesLoader = (ctx: Context) =>
  ctx.loader<string, OrderMessengerUpdateRow[]>('orders.messengerUpdates', async (uuids) => {
    const rows = await ctx.db
      .select()
      .from(orderMessengerUpdates)
      .where(inArray(orderMessengerUpdates.orderUuid, [...uuids]))
      .orderBy(asc(orderMessengerUpdates.createdAt));
    return uuids.map((u) => rows.filter((r) => r.orderUuid === u));
  });

/**
 * Enters `to` on an order locked in `tx` (the move already allowed): its stamp, the stock back on a
 * cancel, and the 'order.statusChanged' event for the customer's update.
 */
export async function enterStatus(
  deps: ServiceContext,
  tx: Tx,
  events: Emitter,
  order: OrderRow,
  to: OrderStatus,
  extra: { autoConfirmedAt?: Date; expiredAt?: Date } = {},
): Promise<OrderRow> {
  const effect = STATUS_EFFECTS[to];
  if (effect.releaseStock) {
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderUuid, order.uuid));
    for (const item of items.sort((a, b) => (a.variantUuid ?? '').localeCompare(b.variantUuid ?? '')))
      if (item.variantUuid) await releaseStock(tx, order.appUuid, item.variantUuid, item.quantity);
    // Its promotions' uses are given back, so a limited code can be used by another order.
    await releasePromotions(tx, order.uuid, deps.clock.now());
  }
  const now = deps.clock.now();
  const [updated] = await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: now,
      ...(effect.stamp ? { [effect.stamp]: now } : {}),
      ...(paidOnCompletion(order, to)
        ? { paymentStatus: 'pay_success' as const, paymentStatusUpdatedAt: now }
        : {}),
      ...extra,
    })
    .where(eq(orders.uuid, order.uuid))
    .returning();
  // A completed order earns its customer the store's running rebates (a voucher for a next order).
  if (to === 'completed' && order.mobileNumber)
    await earnRebates(
      tx,
      { appUuid: order.appUuid, orderUuid: order.uuid, customerKey: order.mobileNumber, total: order.total },
      now,
    );
  events.emit('order.statusChanged', {
    appUuid: order.appUuid,
    orderUuid: order.uuid,
    change: { kind: 'status', to },
  });
  return updated ?? order;
}

/** Moves an order's status through the transition table; a cancel gives the stock back, in one transaction. */
export async function changeOrderStatus(
  deps: ServiceContext,
  orderUuid: string,
  to: OrderStatus,
): Promise<OrderRow> {
  return inTransaction(deps, async (tx, events) => {
    const [order] = await tx.select().from(orders).where(eq(orders.uuid, orderUuid)).for('update');
    if (!order) throw notFound('Order');
    const move = statusMove(order.status, to);
    if (!move.ok) throw new AppError(move.reason, 'CONFLICT', { status: move.reason });
    return enterStatus(deps, tx, events, order, to);
  });
}

/**
 * Moves an order's payment status through the transition table. `alongside` runs in the same
 * transaction once the move is allowed (the customer's deposit slip is attached with its move).
 */
export async function changePaymentStatus(
  deps: ServiceContext,
  orderUuid: string,
  to: PaymentStatus,
  alongside?: (tx: Tx, order: OrderRow) => Promise<void>,
) {
  return inTransaction(deps, async (tx, events) => {
    const [order] = await tx.select().from(orders).where(eq(orders.uuid, orderUuid)).for('update');
    if (!order) throw notFound('Order');
    const move = paymentMove(order.paymentStatus, to);
    if (!move.ok) throw new AppError(move.reason, 'CONFLICT', { paymentStatus: move.reason });
    await alongside?.(tx, order);
    const now = deps.clock.now();
    const [updated] = await tx
      .update(orders)
      .set({ paymentStatus: to, paymentStatusUpdatedAt: now, updatedAt: now })
      .where(eq(orders.uuid, order.uuid))
      .returning();
    events.emit('order.statusChanged', {
      appUuid: order.appUuid,
      orderUuid: order.uuid,
      change: { kind: 'payment', to },
    });
    return updated ?? order;
  });
}

export async function updateOrderStatus(ctx: Context, input: { uuid: string; status: OrderStatus }) {
  const order = await orderOrThrow(ctx, input.uuid);
  return changeOrderStatus(ctx, order.uuid, input.status);
}

export async function updatePaymentStatus(
  ctx: Context,
  input: { uuid: string; paymentStatus: PaymentStatus },
) {
  const order = await orderOrThrow(ctx, input.uuid);
  if (providerOnlyMove(order.paymentStatus, input.paymentStatus, order.paymentMethod)) {
    const reason =
      order.paymentMethod !== 'online'
        ? PROVIDER_ONLY
        : input.paymentStatus === 'refund_success'
          ? REFUND_THROUGH_PROVIDER
          : ONLINE_BY_PROVIDER;
    throw new AppError(reason, 'CONFLICT', { paymentStatus: reason });
  }
  return changePaymentStatus(ctx, order.uuid, input.paymentStatus);
}

/** The customer's own order page: found only with its store, transaction number and mobile number. */
export async function storeOrderOrThrow(
  ctx: Pick<ServiceContext, 'db'>,
  args: { appUuid: string; transactionNumber: string; mobile: string },
): Promise<OrderRow> {
  const mobile = normalizeMobile(args.mobile);
  const [row] =
    mobile && isUuid(args.appUuid)
      ? await ctx.db
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.appUuid, args.appUuid),
              eq(orders.transactionNumber, args.transactionNumber.trim().toUpperCase()),
              eq(orders.mobileNumber, mobile),
            ),
          )
      : [];
  if (!row) throw notFound('Order');
  return row;
}
