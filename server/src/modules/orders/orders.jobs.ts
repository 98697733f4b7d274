/**
 * The orders domain's scheduled work: pending orders auto-confirm after 10 days (document 3 §4),
 * orders left unpaid past the checkout setting's expiration are cancelled (their stock goes back), and
 * courier bookings whose webhooks went missing are asked about (orders.courier.poll.ts).
 */
import { and, asc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { ContextBase, ServiceContext } from '../../graphql/context.ts';
import { inTransaction } from '../../platform/events.ts';
import { manilaDate } from '../../platform/manila.ts';
import { DEFAULT_CART_SETTING, expirationMinutesSql } from '../store-setup/index.ts';
import { COURIER_POLL_JOB, POLL_EVERY_MS, pollCourierStatuses } from './orders.courier.poll.ts';
import { type ExpireDeps, expireUnpaidOnlineOrders } from './orders.expire-online.ts';
import {
  AUTO_CONFIRM_AFTER_MS,
  AUTO_CONFIRM_TO,
  expirationMs,
  PAID_OUTSIDE,
  STATUS_EFFECTS,
  statusMove,
} from './orders.rules.ts';
import { enterStatus } from './orders.service.ts';
import { orders } from './orders.tables.ts';

export const AUTO_CONFIRM_JOB = 'orders.auto-confirm';
export const EXPIRE_UNPAID_JOB = 'orders.expire-unpaid';
const EXPIRE_EVERY_MS = 5 * 60_000;
const BATCH = 500;

// The job moves orders only along the transition table.
if (!statusMove('pending', AUTO_CONFIRM_TO).ok) throw new Error('auto-confirm is not an allowed move');

/**
 * Confirms every pending order placed 10 days ago or more (an advance order: 10 days after its date).
 * Rows are claimed with FOR UPDATE SKIP LOCKED and moved by one conditional UPDATE, so processes running
 * this at once never confirm an order twice. Returns how many this run confirmed.
 */
export async function autoConfirmPendingOrders(deps: ServiceContext): Promise<number> {
  let total = 0;
  for (;;) {
    const now = deps.clock.now();
    const cutoff = new Date(now.getTime() - AUTO_CONFIRM_AFTER_MS);
    const stamp = STATUS_EFFECTS[AUTO_CONFIRM_TO].stamp;
    const confirmed = await inTransaction(deps, async (tx, events) => {
      const claim = tx
        .select({ uuid: orders.uuid })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'pending'),
            lte(orders.createdAt, cutoff),
            or(isNull(orders.advanceOrderDate), lte(orders.advanceOrderDate, manilaDate(cutoff))),
          ),
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const rows = await tx
        .update(orders)
        .set({
          status: AUTO_CONFIRM_TO,
          autoConfirmedAt: now,
          updatedAt: now,
          ...(stamp ? { [stamp]: now } : {}),
        })
        .where(and(inArray(orders.uuid, claim), eq(orders.status, sql`'pending'`)))
        .returning({ uuid: orders.uuid, appUuid: orders.appUuid });
      for (const r of rows)
        events.emit('order.statusChanged', {
          appUuid: r.appUuid,
          orderUuid: r.uuid,
          change: { kind: 'status', to: AUTO_CONFIRM_TO },
        });
      return rows.length;
    });
    total += confirmed;
    if (confirmed < BATCH) return total;
  }
}

const DEFAULT_EXPIRATION_MINUTES = expirationMs(DEFAULT_CART_SETTING) / 60_000;

/**
 * Cancels every order left unpaid past its store's expiration (pending, bank transfer or e-wallet, no
 * deposit slip sent), giving its stock back and telling the customer, like the merchant's Cancel.
 * Each order is re-checked under FOR UPDATE SKIP LOCKED, so a slip arriving at the same moment wins
 * and processes running this together cancel each order once. Orders paid online are cancelled only
 * once the provider says they are not paid (orders.expire-online.ts). Returns how many this run cancelled.
 */
export async function expireUnpaidOrders(deps: ExpireDeps): Promise<number> {
  const minutes = expirationMinutesSql(orders.appUuid, DEFAULT_EXPIRATION_MINUTES);
  return (await expireUnpaidOfflineOrders(deps, minutes)) + (await expireUnpaidOnlineOrders(deps, minutes));
}

async function expireUnpaidOfflineOrders(deps: ServiceContext, minutes: SQL): Promise<number> {
  const now = deps.clock.now();
  const unpaid = and(
    eq(orders.status, 'pending'),
    eq(orders.paymentStatus, 'pay_pending'),
    inArray(orders.paymentMethod, [...PAID_OUTSIDE]),
  );
  let cancelled = 0;
  for (;;) {
    const due = await deps.db
      .select({ uuid: orders.uuid })
      .from(orders)
      .where(
        and(
          unpaid,
          sql`${minutes} > 0`,
          sql`${orders.createdAt} + make_interval(mins => ${minutes}) <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(orders.createdAt))
      .limit(BATCH);
    let moved = 0;
    for (const { uuid } of due) {
      const done = await inTransaction(deps, async (tx, events) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.uuid, uuid), unpaid))
          .for('update', { skipLocked: true });
        if (!order) return false;
        await enterStatus(deps, tx, events, order, 'cancelled', { expiredAt: now });
        return true;
      });
      if (done) moved += 1;
    }
    cancelled += moved;
    if (due.length < BATCH || moved === 0) return cancelled;
  }
}

/** Hourly by default; a day late would still be on time for a 10-day rule, an hour keeps the console current. */
export function defineOrderJobs(base: ContextBase, everyMs = 60 * 60_000): void {
  base.jobs.define(
    AUTO_CONFIRM_JOB,
    async () => {
      const confirmed = await autoConfirmPendingOrders(base);
      if (confirmed) base.log.info({ confirmed }, 'auto-confirmed pending orders');
    },
    everyMs,
  );
  base.jobs.define(
    EXPIRE_UNPAID_JOB,
    async () => {
      const expired = await expireUnpaidOrders(base);
      if (expired) base.log.info({ expired }, 'cancelled orders left unpaid');
    },
    EXPIRE_EVERY_MS,
  );
  // Couriers' lost webhooks: active bookings not heard of for ten minutes are asked about.
  base.jobs.define(
    COURIER_POLL_JOB,
    async () => {
      const changed = await pollCourierStatuses(base);
      if (changed) base.log.info({ changed }, 'courier bookings updated by polling');
    },
    POLL_EVERY_MS,
  );
}
