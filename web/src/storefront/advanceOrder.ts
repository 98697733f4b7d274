/**
 * Advance orders: a store that takes them lets the shopper name the day the order is for, an
 * Asia/Manila day from tomorrow up to 30 days ahead (the server repeats the check).
 */
import { DATE_FORMAT } from '../lib/constants';
import { type DateInput, toManila } from '../lib/format';

export const ADVANCE_ORDER_MAX_DAYS = 30;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The days a shopper may pick, as YYYY-MM-DD (the date input's min and max). */
export function advanceOrderRange(now: DateInput = Date.now()): { min: string; max: string } {
  const today = toManila(now)?.startOf('day');
  if (!today) throw new Error('advanceOrderRange needs a valid moment');
  return {
    min: today.add(1, 'day').format(DATE_FORMAT),
    max: today.add(ADVANCE_ORDER_MAX_DAYS, 'day').format(DATE_FORMAT),
  };
}

/** Why the picked day cannot be the order's, in the server's words; null when empty or fine. */
export function advanceOrderDateProblem(value: string, now: DateInput = Date.now()): string | null {
  if (value === '') return null;
  if (!DAY.test(value)) return 'Advance order date is invalid';
  const { min, max } = advanceOrderRange(now);
  // YYYY-MM-DD strings compare as the days they name.
  if (value < min) return 'Advance order date should not be in the past';
  if (value > max) return `Advance order date should be within ${ADVANCE_ORDER_MAX_DAYS} days`;
  return null;
}
