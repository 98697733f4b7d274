/**
 * The order figures' recompute as a durable job, one per store-day at a time: an order placed,
 * cancelled or refunded queues its days' recomputes under a dedupe key per store and Manila day, so a
 * burst of changes to one day waits as one job and costs about one recompute (60-117 ms on a busy
 * day) instead of one per change. The key only dedupes a job still waiting: once the worker has
 * claimed it (running), a change that arrives queues the next one, which runs after it (the store's
 * lock) and reads that change; no change is ever left out of the figures.
 */
import type { Db } from '../../platform/db.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { orderDaysOf } from '../orders/index.ts';
import { refreshOrderDay } from './analytics.record.ts';

export const REFRESH_ORDER_DAY_JOB = 'analytics.refresh-order-day';

/** The key one store-day's waiting recompute is known by. */
export const orderDayKey = (appUuid: string, day: string) => `${REFRESH_ORDER_DAY_JOB}:${appUuid}:${day}`;

/** Queues the recompute of each day an order counts on (coalesced with one already waiting). */
export async function queueOrderFigures(deps: { db: Db; jobs: Jobs }, orderUuid: string): Promise<void> {
  const of = await orderDaysOf(deps.db, orderUuid);
  if (!of) return;
  for (const day of of.days)
    await deps.jobs.enqueue(
      deps.db,
      REFRESH_ORDER_DAY_JOB,
      { appUuid: of.appUuid, day },
      { dedupeKey: orderDayKey(of.appUuid, day) },
    );
  void deps.jobs.drain();
}

export function defineAnalyticsJobs(base: { db: Db; jobs: Jobs }): void {
  base.jobs.define(REFRESH_ORDER_DAY_JOB, async (raw) => {
    const { appUuid, day } = raw as { appUuid: string; day: string };
    await refreshOrderDay(base.db, appUuid, day);
  });
}
