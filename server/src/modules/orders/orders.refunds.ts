/**
 * Refunds of orders paid online, from the console's order page (issue 17): the whole amount paid,
 * within the store's daily refund threshold. Asking writes the refund and queues
 * `order.refundRequested` in one transaction (the store's row locked, so two refunds at once cannot
 * both pass the threshold); the listener asks the provider with the key `order-refund-{refund}`
 * (retried while it is away, never refunded twice); only the verified refund.succeeded callback moves
 * the order pay_success → refund_success.
 */
import { and, desc, eq, gte, ne, sum } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { type PaymentCallback, PaymentProviderError } from '../../integrations/payments/payments.port.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { conflict } from '../../platform/errors.ts';
import { type Emitter, type EventBus, inTransaction, type ListenerDeps } from '../../platform/events.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { manilaDate, manilaDayStart } from '../../platform/manila.ts';
import { formatPeso } from '../../platform/money.ts';
import { lockStore } from '../apps/index.ts';
import { channelOf } from './orders.online.ts';
import { PAYMENT_STATUS } from './orders.rules.ts';
import { orderOrThrow } from './orders.service.ts';
import { type OrderRefundRow, type OrderRow, orderPayments, orderRefunds, orders } from './orders.tables.ts';

/** ₱50,000.00 of refunds per store per Manila day (docs/decisions.md). */
export const DAILY_REFUND_THRESHOLD = 5_000_000;
export const NOT_REFUNDABLE = 'Only an order paid online can be refunded here';
export const REFUND_ON_ITS_WAY = 'A refund for this order is already on its way';

/** The threshold's refusal in plain words, or null when the refund fits today's room. */
export function overThreshold(refundedToday: number, amount: number, threshold = DAILY_REFUND_THRESHOLD) {
  if (refundedToday + amount <= threshold) return null;
  const left = Math.max(0, threshold - refundedToday);
  return `Refunds are limited to ${formatPeso(threshold)} a day per store. ${formatPeso(refundedToday)} was refunded today, so ${formatPeso(left)} is left; please refund this order tomorrow`;
}

/** What the store refunded (or is refunding) today, Manila time: pending and succeeded refunds. */
export async function dailyRefundedAmount(db: Db | Tx, appUuid: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(orderRefunds.amount) })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.appUuid, appUuid),
        ne(orderRefunds.status, 'failed'),
        gte(orderRefunds.createdAt, manilaDayStart(manilaDate(now))),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The order's latest refund, if any. */
export async function latestRefund(db: Db | Tx, orderUuid: string): Promise<OrderRefundRow | null> {
  const [row] = await db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderUuid, orderUuid))
    .orderBy(desc(orderRefunds.createdAt))
    .limit(1);
  return row ?? null;
}

/** Paid online, and no refund on its way or done. */
export const refundable = (
  order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus'>,
  latest: OrderRefundRow | null,
) =>
  order.paymentMethod === 'online' &&
  order.paymentStatus === 'pay_success' &&
  (latest === null || latest.status === 'failed');

/** The merchant refunds an order paid online (the whole amount paid). */
export async function refundOrder(ctx: Context, orderUuid: string): Promise<OrderRow> {
  const order = await orderOrThrow(ctx, orderUuid);
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx, events) => {
    // The store's row serialises its refunds: the threshold is read and spent by one at a time.
    await lockStore(tx, order.appUuid);
    const [locked] = await tx.select().from(orders).where(eq(orders.uuid, order.uuid)).for('update');
    if (locked?.paymentMethod !== 'online' || locked.paymentStatus !== 'pay_success')
      throw conflict(NOT_REFUNDABLE);
    const latest = await latestRefund(tx, locked.uuid);
    if (latest?.status === 'pending') throw conflict(REFUND_ON_ITS_WAY);
    // The payment the order kept: the latest that went through and was not already given back (a
    // second payment of the same order is refunded by itself, see orders.online.ts).
    const given = await tx
      .select({ paymentUuid: orderRefunds.paymentUuid })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderUuid, locked.uuid), ne(orderRefunds.status, 'failed')));
    const paid = (
      await tx
        .select()
        .from(orderPayments)
        .where(and(eq(orderPayments.orderUuid, locked.uuid), eq(orderPayments.status, 'succeeded')))
        .orderBy(desc(orderPayments.attempt))
    ).find((p) => !given.some((g) => g.paymentUuid === p.uuid));
    if (!paid) throw conflict(REFUND_ON_ITS_WAY);
    if (!paid.paymentRequestId) throw conflict(NOT_REFUNDABLE);
    const problem = overThreshold(await dailyRefundedAmount(tx, locked.appUuid, now), paid.amount);
    if (problem) throw conflict(problem);
    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        uuid: newUuid(),
        orderUuid: locked.uuid,
        appUuid: locked.appUuid,
        paymentUuid: paid.uuid,
        amount: paid.amount,
        requestedBy: ctx.session?.user.uuid ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!refund) throw new Error('refund insert returned nothing');
    events.emit('order.refundRequested', {
      appUuid: locked.appUuid,
      orderUuid: locked.uuid,
      refundUuid: refund.uuid,
    });
    return locked;
  });
}

/** Sends a queued refund to the provider (at least once; the idempotency key makes it once). */
export function registerOrderRefundListeners(events: EventBus): void {
  events.on('order.refundRequested', async ({ refundUuid }, deps: ListenerDeps) => {
    const [refund] = await deps.db.select().from(orderRefunds).where(eq(orderRefunds.uuid, refundUuid));
    if (refund?.status !== 'pending' || refund.refundId) return;
    const [paid] = await deps.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.uuid, refund.paymentUuid));
    const fail = (code: string) =>
      deps.db
        .update(orderRefunds)
        .set({ status: 'failed', failureCode: code, updatedAt: deps.clock.now() })
        .where(and(eq(orderRefunds.uuid, refund.uuid), eq(orderRefunds.status, 'pending')));
    if (!paid?.paymentRequestId) return void (await fail('NO_PAYMENT'));
    try {
      const answer = await deps.payments.createRefund({
        referenceId: refund.uuid,
        paymentRequestId: paid.paymentRequestId,
        channel: channelOf(paid),
        amount: refund.amount,
        reason: 'REQUESTED_BY_CUSTOMER',
        idempotencyKey: `order-refund-${refund.uuid}`,
      });
      if (answer.status === 'FAILED') return void (await fail(answer.failureCode ?? 'REFUND_FAILED'));
      await deps.db
        .update(orderRefunds)
        .set({ refundId: answer.id, updatedAt: deps.clock.now() })
        .where(eq(orderRefunds.uuid, refund.uuid));
    } catch (err) {
      if (err instanceof PaymentProviderError && !err.transient)
        return void (await fail(err.code ?? 'REFUND_REFUSED'));
      throw err;
    }
  });
}

/**
 * A verified refund.* callback, in the callback's transaction; null when it is no order's refund.
 * refund.succeeded for the refund's amount moves the order to refund_success (an amount that
 * disagrees changes nothing and is logged); refund.failed frees the day's threshold again.
 */
export async function applyOrderRefundCallback(
  tx: Tx,
  events: Emitter,
  callback: PaymentCallback,
  deps: { now: Date; log: { warn(o: object, m: string): void } },
): Promise<'applied' | 'ignored' | null> {
  const byReference =
    callback.referenceId && isUuid(callback.referenceId)
      ? await tx.select().from(orderRefunds).where(eq(orderRefunds.uuid, callback.referenceId)).for('update')
      : [];
  const byId =
    byReference.length === 0 && callback.paymentMethodId
      ? await tx
          .select()
          .from(orderRefunds)
          .where(eq(orderRefunds.refundId, callback.paymentMethodId))
          .for('update')
      : [];
  const refund = byReference[0] ?? byId[0];
  if (!refund) return null;
  if (refund.status !== 'pending') return 'ignored';
  if (callback.event === 'refund.failed') {
    await tx
      .update(orderRefunds)
      .set({ status: 'failed', failureCode: callback.failureCode ?? 'REFUND_FAILED', updatedAt: deps.now })
      .where(eq(orderRefunds.uuid, refund.uuid));
    return 'applied';
  }
  if (callback.event !== 'refund.succeeded') return 'ignored';
  if (callback.amount !== refund.amount) {
    deps.log.warn(
      { refund: refund.uuid, asked: refund.amount, told: callback.amount },
      'refund amount disagrees',
    );
    return 'ignored';
  }
  await tx
    .update(orderRefunds)
    .set({ status: 'succeeded', refundId: refund.refundId ?? callback.paymentMethodId, updatedAt: deps.now })
    .where(eq(orderRefunds.uuid, refund.uuid));
  const [order] = await tx.select().from(orders).where(eq(orders.uuid, refund.orderUuid)).for('update');
  if (!order || !PAYMENT_STATUS.move(order.paymentStatus, 'refund_success').ok) return 'applied';
  await tx
    .update(orders)
    .set({ paymentStatus: 'refund_success', paymentStatusUpdatedAt: deps.now, updatedAt: deps.now })
    .where(eq(orders.uuid, order.uuid));
  events.emit('order.statusChanged', {
    appUuid: order.appUuid,
    orderUuid: order.uuid,
    change: { kind: 'payment', to: 'refund_success' },
  });
  return 'applied';
}
