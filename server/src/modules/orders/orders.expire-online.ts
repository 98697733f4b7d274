/**
 * Orders paid online and left unpaid past the store's expiration (issue 17). Unlike a bank transfer,
 * the money may have moved at the provider while its callback was lost, so no such order is cancelled
 * on our word alone: each pending attempt is read fresh at the provider first. Paid there: the payment
 * is applied (the same path as the callback) and the order stays. Not paid (still waiting on the
 * customer, or failed): the order is cancelled like the merchant's Cancel, its stock goes back and its
 * pending attempts are failed as EXPIRED. The provider unreachable, or a payment still processing
 * there: nothing changes and the next run asks again.
 */
import { and, asc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../graphql/context.ts';
import type { PaymentProvider, ProviderPaymentRequest } from '../../integrations/payments/payments.port.ts';
import { inTransaction } from '../../platform/events.ts';
import { applyFreshAnswer, channelOf } from './orders.online.ts';
import { enterStatus } from './orders.service.ts';
import { type OrderPaymentRow, orderPayments, orders } from './orders.tables.ts';

const BATCH = 200;

export type ExpireDeps = ServiceContext & { payments: PaymentProvider };

/** What the provider says of an order's pending attempts: paid, not paid, or unknown (ask later). */
type Verdict = 'paid' | 'unpaid' | 'unknown';

async function verdictOf(deps: ExpireDeps, attempts: OrderPaymentRow[]): Promise<Verdict> {
  let verdict: Verdict = 'unpaid';
  for (const attempt of attempts) {
    // No provider id: the request never reached the provider (nothing there can have been paid).
    if (!attempt.paymentRequestId) continue;
    let fresh: ProviderPaymentRequest;
    try {
      fresh = await deps.payments.getPaymentRequest(attempt.paymentRequestId, channelOf(attempt));
    } catch (err) {
      deps.log.warn({ err, attempt: attempt.uuid }, 'expiry: payment status unavailable, asked again later');
      return 'unknown';
    }
    if (fresh.status === 'SUCCEEDED') {
      await applyFreshAnswer(deps, attempt, fresh);
      verdict = 'paid';
    } else if (fresh.status === 'FAILED') {
      await applyFreshAnswer(deps, attempt, fresh);
    } else if (fresh.status === 'PENDING' && verdict !== 'paid') {
      // Being processed at the provider: it may still succeed.
      verdict = 'unknown';
    }
  }
  return verdict;
}

/**
 * Runs over the due online orders (oldest first, keyset-paged so orders left for later never block
 * the rest). Returns how many this run cancelled.
 */
export async function expireUnpaidOnlineOrders(deps: ExpireDeps, minutes: SQL): Promise<number> {
  const unpaid = and(
    eq(orders.status, 'pending'),
    eq(orders.paymentStatus, 'pay_pending'),
    eq(orders.paymentMethod, 'online'),
  );
  let cancelled = 0;
  let after: { createdAt: Date; uuid: string } | null = null;
  for (;;) {
    const now = deps.clock.now();
    const due: Array<{ uuid: string; createdAt: Date }> = await deps.db
      .select({ uuid: orders.uuid, createdAt: orders.createdAt })
      .from(orders)
      .where(
        and(
          unpaid,
          sql`${minutes} > 0`,
          sql`${orders.createdAt} + make_interval(mins => ${minutes}) <= ${now.toISOString()}::timestamptz`,
          after
            ? or(
                gt(orders.createdAt, after.createdAt),
                and(eq(orders.createdAt, after.createdAt), gt(orders.uuid, after.uuid)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.uuid))
      .limit(BATCH);
    for (const order of due) {
      const attempts = await deps.db
        .select()
        .from(orderPayments)
        .where(and(eq(orderPayments.orderUuid, order.uuid), eq(orderPayments.status, 'pending')));
      if ((await verdictOf(deps, attempts)) !== 'unpaid') continue;
      const done = await inTransaction(deps, async (tx, events) => {
        // The attempts first, then the order: the order the callback locks them in (no deadlock).
        await tx
          .select({ uuid: orderPayments.uuid })
          .from(orderPayments)
          .where(eq(orderPayments.orderUuid, order.uuid))
          .for('update');
        // A callback that came meanwhile has paid the order: it no longer matches and stays.
        const [locked] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.uuid, order.uuid), unpaid))
          .for('update', { skipLocked: true });
        if (!locked) return false;
        await tx
          .update(orderPayments)
          .set({ status: 'failed', failureCode: 'EXPIRED', actionUrl: null, updatedAt: now })
          .where(and(eq(orderPayments.orderUuid, locked.uuid), eq(orderPayments.status, 'pending')));
        await enterStatus(deps, tx, events, locked, 'cancelled', { expiredAt: now });
        return true;
      });
      if (done) cancelled += 1;
    }
    const last = due.at(-1);
    if (due.length < BATCH || !last) return cancelled;
    after = last;
  }
}
