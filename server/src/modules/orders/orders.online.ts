/**
 * Customers pay online (issue 17): card or e-wallet (GCash, Maya) through the payment provider. Each
 * attempt is a row of order_payments and a one-off payment request at the provider (idempotency key
 * `order-pay-{attempt}`); the customer pays on the provider's page and comes back to the store's return
 * page. Only the verified callback moves the order's payment status (pay_pending → pay_success through
 * the payment machine, its event in the same transaction); a failed attempt leaves the order payable
 * and the customer tries again (a new attempt).
 */
import { and, desc, eq, max, ne } from 'drizzle-orm';
import type { Context, ServiceContext } from '../../graphql/context.ts';
import {
  CHECKOUT_CHANNELS,
  type CheckoutChannel,
  type PaymentCallback,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPaymentRequest,
} from '../../integrations/payments/payments.port.ts';
import type { Tx } from '../../platform/db.ts';
import { badInput, conflict, notFound } from '../../platform/errors.ts';
import type { Emitter } from '../../platform/events.ts';
import { inTransaction } from '../../platform/events.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import type { Logger } from '../../platform/logger.ts';
import { appByUuid } from '../apps/index.ts';
import { featureFlagsOf } from '../flags/index.ts';
import { PAYMENT_STATUS } from './orders.rules.ts';
import { type OrderPaymentRow, type OrderRow, orderPayments, orderRefunds, orders } from './orders.tables.ts';

export const ONLINE_NOT_OFFERED =
  'This store does not take online payments yet. Please choose another payment method';
export const CHOOSE_CHANNEL = 'Please choose how to pay online';
export const NOT_PAYABLE = 'This order can no longer be paid online';

/** The channels a store's customers may pay with online: the store's flag on, then what the provider offers. */
export async function onlineChannelsOf(
  deps: Pick<ServiceContext, 'db'> & { payments: PaymentProvider },
  appUuid: string,
): Promise<CheckoutChannel[]> {
  const flags = await featureFlagsOf(deps.db, appUuid);
  return flags.onlinePayments ? [...deps.payments.checkoutChannels] : [];
}

/** The checkout's problem with an online choice, or null. */
export function onlineChoiceProblem(
  offered: readonly CheckoutChannel[],
  channel: string | null | undefined,
): Record<string, string> | null {
  if (offered.length === 0) return { paymentMethod: ONLINE_NOT_OFFERED };
  if (!channel || !offered.includes(channel as CheckoutChannel)) return { onlineChannel: CHOOSE_CHANNEL };
  return null;
}

/** The return page of an attempt: the provider sends the customer back here, paid or not. */
export const returnUrl = (publicUrl: string, appUuid: string, attemptUuid: string) =>
  `${publicUrl}/store/${encodeURIComponent(appUuid)}/pay/${encodeURIComponent(attemptUuid)}`;

/** Whether the customer may start a new attempt: unpaid and still waiting for payment. */
export const payable = (order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus' | 'status'>) =>
  order.paymentMethod === 'online' && order.paymentStatus === 'pay_pending' && order.status === 'pending';

/**
 * A new attempt for an order: the row first (its own transaction), then the provider's payment request
 * outside any transaction. A provider that refuses or cannot be reached fails the attempt with its
 * code: the return page says so and offers Try again.
 */
export async function startOnlinePayment(
  ctx: Context,
  order: OrderRow,
  channel: CheckoutChannel,
): Promise<OrderPaymentRow> {
  const app = await appByUuid(ctx.db, order.appUuid);
  const now = ctx.clock.now();
  const attempt = await inTransaction(ctx, async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.uuid, order.uuid)).for('update');
    if (!locked || !payable(locked)) throw conflict(NOT_PAYABLE);
    const [last] = await tx
      .select({ n: max(orderPayments.attempt) })
      .from(orderPayments)
      .where(eq(orderPayments.orderUuid, order.uuid));
    const [row] = await tx
      .insert(orderPayments)
      .values({
        uuid: newUuid(),
        orderUuid: order.uuid,
        appUuid: order.appUuid,
        attempt: (last?.n ?? 0) + 1,
        channel,
        amount: locked.total,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('order payment insert returned nothing');
    return row;
  });
  const back = returnUrl(ctx.publicUrl(), order.appUuid, attempt.uuid);
  let patch: Partial<OrderPaymentRow>;
  try {
    const request = await ctx.payments.createPaymentRequest({
      referenceId: attempt.uuid,
      channel,
      amount: attempt.amount,
      description: `Order ${order.transactionNumber} at ${app?.name ?? 'the store'}`,
      successReturnUrl: back,
      failureReturnUrl: `${back}?failed=1`,
      idempotencyKey: `order-pay-${attempt.uuid}`,
    });
    // The answer is never proof of payment: only the callback (or a fresh check) settles it.
    patch =
      request.status === 'FAILED'
        ? { status: 'failed', failureCode: request.failureCode ?? 'PAYMENT_FAILED' }
        : { paymentRequestId: request.id, actionUrl: request.actionUrl };
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    ctx.log.warn({ err, attempt: attempt.uuid }, 'payment request refused');
    patch = {
      status: 'failed',
      failureCode: err.code ?? (err.transient ? 'PROVIDER_UNAVAILABLE' : 'REFUSED'),
    };
  }
  const [updated] = await ctx.db
    .update(orderPayments)
    .set({ ...patch, updatedAt: ctx.clock.now() })
    .where(and(eq(orderPayments.uuid, attempt.uuid), eq(orderPayments.status, 'pending')))
    .returning();
  return updated ?? attempt;
}

/** An attempt by its uuid within a store (the return page's key), or NOT_FOUND. */
export async function orderPaymentOrThrow(
  deps: Pick<ServiceContext, 'db'>,
  appUuid: string,
  uuid: string,
): Promise<OrderPaymentRow> {
  const [row] =
    isUuid(appUuid) && isUuid(uuid)
      ? await deps.db
          .select()
          .from(orderPayments)
          .where(and(eq(orderPayments.uuid, uuid), eq(orderPayments.appUuid, appUuid)))
      : [];
  if (!row) throw notFound('Payment');
  return row;
}

/** Try again from the return page: a new attempt for the same order (the channel may change). */
export async function retryOnlinePayment(
  ctx: Context,
  args: { appUuid: string; uuid: string; channel?: string | null },
): Promise<OrderPaymentRow> {
  const previous = await orderPaymentOrThrow(ctx, args.appUuid, args.uuid);
  const [order] = await ctx.db.select().from(orders).where(eq(orders.uuid, previous.orderUuid));
  if (!order || !payable(order)) throw conflict(NOT_PAYABLE);
  const channel = args.channel ?? previous.channel;
  const problem = onlineChoiceProblem(await onlineChannelsOf(ctx, order.appUuid), channel);
  if (problem) throw badInput(problem, Object.values(problem)[0]);
  return startOnlinePayment(ctx, order, channel as CheckoutChannel);
}

/** The order's latest attempt (its order page links to it). */
export async function latestOrderPayment(
  deps: Pick<ServiceContext, 'db'>,
  orderUuid: string,
): Promise<OrderPaymentRow | null> {
  const [row] = await deps.db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderUuid, orderUuid))
    .orderBy(desc(orderPayments.attempt))
    .limit(1);
  return row ?? null;
}

export const isCheckoutChannel = (v: string): v is CheckoutChannel =>
  (CHECKOUT_CHANNELS as readonly string[]).includes(v);

/** The channel an attempt was made with (tells the provider where its payment lives). */
export const channelOf = (attempt: Pick<OrderPaymentRow, 'channel'>): CheckoutChannel | undefined =>
  isCheckoutChannel(attempt.channel) ? attempt.channel : undefined;

export interface OrderCallbackDeps {
  payments: PaymentProvider;
  log: Logger;
  now: Date;
}

/**
 * A verified payment.* callback for an order's attempt, in the callback's transaction (its event id
 * already recorded: a replay never reaches here). Null when it is not an order payment (a bill's).
 * payment.failed fails a pending attempt; payment.succeeded pays the order when the amount is the
 * attempt's, and when it disagrees only a fresh status check at the provider may confirm it.
 */
export async function applyOrderPaymentCallback(
  tx: Tx,
  events: Emitter,
  callback: PaymentCallback,
  deps: OrderCallbackDeps,
): Promise<'applied' | 'ignored' | null> {
  const byRequest = callback.paymentRequestId
    ? await tx
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.paymentRequestId, callback.paymentRequestId))
        .for('update')
    : [];
  // A callback may outrun our saving of the request id: the reference id is the attempt's uuid.
  const byReference =
    byRequest.length === 0 && callback.referenceId && isUuid(callback.referenceId)
      ? await tx
          .select()
          .from(orderPayments)
          .where(eq(orderPayments.uuid, callback.referenceId))
          .for('update')
      : [];
  const attempt = byRequest[0] ?? byReference[0];
  if (!attempt) return null;
  const requestId = callback.paymentRequestId ?? attempt.paymentRequestId;
  if (callback.event === 'payment.failed') {
    if (attempt.status !== 'pending') return 'ignored';
    await tx
      .update(orderPayments)
      .set({ status: 'failed', failureCode: callback.failureCode ?? 'PAYMENT_FAILED', updatedAt: deps.now })
      .where(eq(orderPayments.uuid, attempt.uuid));
    return 'applied';
  }
  if (callback.event !== 'payment.succeeded' || attempt.status === 'succeeded') return 'ignored';
  if (callback.amount !== attempt.amount) {
    // Never trusted: the provider's own record decides (a transient failure throws, and the provider retries).
    const fresh = requestId ? await deps.payments.getPaymentRequest(requestId, channelOf(attempt)) : null;
    if (fresh?.status !== 'SUCCEEDED' || fresh.amount !== attempt.amount) {
      deps.log.warn(
        { attempt: attempt.uuid, asked: attempt.amount, told: callback.amount, fresh: fresh?.amount ?? null },
        'online payment amount disagrees: not applied',
      );
      await tx
        .update(orderPayments)
        .set({ failureCode: 'AMOUNT_MISMATCH', updatedAt: deps.now })
        .where(eq(orderPayments.uuid, attempt.uuid));
      return 'ignored';
    }
  }
  await tx
    .update(orderPayments)
    .set({ status: 'succeeded', failureCode: null, paymentRequestId: requestId, updatedAt: deps.now })
    .where(eq(orderPayments.uuid, attempt.uuid));
  const [order] = await tx.select().from(orders).where(eq(orders.uuid, attempt.orderUuid)).for('update');
  if (!order) return 'ignored';
  if (order.status === 'cancelled' || !PAYMENT_STATUS.move(order.paymentStatus, 'pay_success').ok) {
    // Paid for an order that cannot take it (cancelled meanwhile, e.g. by the unpaid-order expiry, or
    // already paid by another attempt): the money goes back to the customer by itself.
    await refundStrayPayment(tx, events, { ...attempt, paymentRequestId: requestId }, order, deps.now);
    deps.log.warn(
      { order: order.uuid, attempt: attempt.uuid, status: order.status, paymentStatus: order.paymentStatus },
      'online payment for an order not awaiting it: refunded',
    );
    return 'applied';
  }
  await tx
    .update(orders)
    .set({ paymentStatus: 'pay_success', paymentStatusUpdatedAt: deps.now, updatedAt: deps.now })
    .where(eq(orders.uuid, order.uuid));
  events.emit('order.statusChanged', {
    appUuid: order.appUuid,
    orderUuid: order.uuid,
    change: { kind: 'payment', to: 'pay_success' },
  });
  return 'applied';
}

/**
 * Queues the refund of a payment no order will keep, once per attempt (the refund's listener sends it
 * to the provider, retried, under the key order-refund-{refund}). Not a merchant's refund: it spends
 * none of the store's daily threshold room the merchant sees as theirs, but it is counted in the day's
 * refunded amount like any other.
 */
async function refundStrayPayment(
  tx: Tx,
  events: Emitter,
  attempt: OrderPaymentRow,
  order: OrderRow,
  now: Date,
): Promise<void> {
  const [already] = await tx
    .select({ uuid: orderRefunds.uuid })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.paymentUuid, attempt.uuid), ne(orderRefunds.status, 'failed')));
  if (already) return;
  const [refund] = await tx
    .insert(orderRefunds)
    .values({
      uuid: newUuid(),
      orderUuid: order.uuid,
      appUuid: order.appUuid,
      paymentUuid: attempt.uuid,
      amount: attempt.amount,
      requestedBy: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (refund)
    events.emit('order.refundRequested', {
      appUuid: order.appUuid,
      orderUuid: order.uuid,
      refundUuid: refund.uuid,
    });
}

/** How long the return page waits for the callback before asking the provider itself (and between asks). */
export const FRESH_CHECK_AFTER_MS = 15_000;

/**
 * The return page's safety net: an attempt still waiting well after it began (a callback late or lost)
 * is read fresh from the provider, at most every FRESH_CHECK_AFTER_MS, and a settled answer goes
 * through the same path as the callback (the attempt's amount must match, paid once). A provider
 * that cannot answer changes nothing: the page keeps waiting.
 */
export async function refreshOrderPayment(ctx: Context, attempt: OrderPaymentRow): Promise<OrderPaymentRow> {
  const now = ctx.clock.now();
  if (attempt.status !== 'pending' || !attempt.paymentRequestId) return attempt;
  if (now.getTime() - attempt.updatedAt.getTime() < FRESH_CHECK_AFTER_MS) return attempt;
  // Claimed first, so concurrent polls ask the provider once.
  const [claimed] = await ctx.db
    .update(orderPayments)
    .set({ updatedAt: now })
    .where(and(eq(orderPayments.uuid, attempt.uuid), eq(orderPayments.updatedAt, attempt.updatedAt)))
    .returning();
  if (!claimed) return attempt;
  let fresh: Awaited<ReturnType<PaymentProvider['getPaymentRequest']>>;
  try {
    fresh = await ctx.payments.getPaymentRequest(attempt.paymentRequestId, channelOf(attempt));
  } catch (err) {
    ctx.log.warn({ err, attempt: attempt.uuid }, 'fresh payment status unavailable');
    return claimed;
  }
  if (fresh.status !== 'SUCCEEDED' && fresh.status !== 'FAILED') return claimed;
  await applyFreshAnswer(ctx, attempt, fresh);
  const [after] = await ctx.db.select().from(orderPayments).where(eq(orderPayments.uuid, attempt.uuid));
  return after ?? claimed;
}

/**
 * A settled answer of a fresh status check, applied through the same path as the callback (the
 * attempt's amount must match, paid once): SUCCEEDED pays, FAILED fails a pending attempt.
 */
export async function applyFreshAnswer(
  deps: ServiceContext & { payments: PaymentProvider },
  attempt: OrderPaymentRow,
  fresh: ProviderPaymentRequest,
): Promise<'applied' | 'ignored' | null> {
  if (fresh.status !== 'SUCCEEDED' && fresh.status !== 'FAILED') return 'ignored';
  const requestId = attempt.paymentRequestId ?? fresh.id;
  return inTransaction(deps, (tx, events) =>
    applyOrderPaymentCallback(
      tx,
      events,
      {
        eventId: `fresh:${requestId}:${fresh.status}`,
        event: fresh.status === 'SUCCEEDED' ? 'payment.succeeded' : 'payment.failed',
        paymentMethodId: null,
        status: fresh.status,
        failureCode: fresh.failureCode,
        referenceId: attempt.uuid,
        amount: fresh.amount,
        paymentRequestId: requestId,
        raw: fresh.raw,
      },
      { payments: deps.payments, log: deps.log, now: deps.clock.now() },
    ),
  );
}
