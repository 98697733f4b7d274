/**
 * What the current billing period has run up so far (document 3 §7 appAccumulatedFees; App
 * accumulatedOrdersCount, accumulatedConvenienceFee): Php10 for each order completed since the period
 * began, the transaction fees the next bill will charge.
 */
import type { Db, Tx } from '../../platform/db.ts';
import { manilaDayStart } from '../../platform/manila.ts';
import { completedOrdersCountBetween } from '../orders/index.ts';
import { type Period, periodOf, periodsToBill, TRANSACTION_FEE } from './invoice.rules.ts';

export interface AccumulatedFees {
  uuid: string;
  /** The running period (null before launch: nothing is billed yet). */
  period: Period | null;
  accumulatedOrdersCount: number;
  /** Centavos. */
  accumulatedConvenienceFee: number;
}

export async function accumulatedFees(
  db: Db | Tx,
  app: { uuid: string; launchedAt: Date | null },
  now: Date,
): Promise<AccumulatedFees> {
  if (!app.launchedAt)
    return { uuid: app.uuid, period: null, accumulatedOrdersCount: 0, accumulatedConvenienceFee: 0 };
  const period = periodOf(app.launchedAt, periodsToBill(app.launchedAt, 0, now).length);
  const count = await completedOrdersCountBetween(db, app.uuid, manilaDayStart(period.start), now);
  return {
    uuid: app.uuid,
    period,
    accumulatedOrdersCount: count,
    accumulatedConvenienceFee: count * TRANSACTION_FEE,
  };
}
