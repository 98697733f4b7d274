/**
 * Today's Sales Amount without a second figure request where the page already has it: the range's
 * last two days (the range ends today), or the range itself when it is today. Only a custom range
 * that ends before today needs today's figures asked for on their own (the `today` alias).
 */
import type { StoreAnalyticsQuery } from '../../generated/graphql';
import { dayCount } from './range';

export interface TodayFigures {
  netSales: number;
  orders: number;
  /** Yesterday's net sales, for the change. */
  previousNetSales: number;
}

/** Whether the page's figures already hold today and yesterday (so no `today` alias is asked for). */
export function coversToday(range: { from: string; to: string }, today: string, withDays: boolean): boolean {
  if (range.to !== today) return false;
  if (range.from === today) return true;
  return withDays && dayCount(range.from, range.to) >= 2;
}

/** Today's figures from whichever part of the answer holds them; null until it arrives. */
export function todayFigures(data: StoreAnalyticsQuery | undefined, today: string): TodayFigures | null {
  if (data?.today) {
    return {
      netSales: data.today.sales.netSales,
      orders: data.today.sales.orders,
      previousNetSales: data.today.previousSales.netSales,
    };
  }
  const period = data?.period;
  if (!period || period.range.to !== today) return null;
  if (period.range.from === today) {
    return {
      netSales: period.sales.netSales,
      orders: period.sales.orders,
      previousNetSales: period.previousSales.netSales,
    };
  }
  const days = period.days ?? [];
  const last = days.at(-1);
  const before = days.at(-2);
  if (!last || !before || last.day !== today) return null;
  return { netSales: last.netSales, orders: last.orders, previousNetSales: before.netSales };
}
