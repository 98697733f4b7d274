/** The orders domain's scheduled work: pending orders auto-confirm after 10 days (document 3 §4). */
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { ContextBase, ServiceContext } from '../../graphql/context.ts';
import { inTransaction } from '../../platform/events.ts';
import { manilaDate } from './orders.input.ts';
import { AUTO_CONFIRM_AFTER_MS, AUTO_CONFIRM_TO, STATUS_EFFECTS, statusMove } from './orders.rules.ts';
import { orders } from './orders.tables.ts';

export const AUTO_CONFIRM_JOB = 'orders.auto-confirm';
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
}
