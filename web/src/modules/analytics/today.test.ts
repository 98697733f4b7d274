import { describe, expect, it } from 'vitest';
import type { StoreAnalyticsQuery } from '../../generated/graphql';
import { day, sales } from './testing/fixtures';
import { coversToday, todayFigures } from './today';

const TODAY = '2026-11-26';
const range = (from: string, to: string) => ({ from, to });

function answer(from: string, to: string, days: ReturnType<typeof day>[]): StoreAnalyticsQuery {
  return {
    period: {
      appUuid: 'a',
      range: range(from, to),
      previousRange: range('2026-10-01', '2026-10-02'),
      sales: sales(50_000, 5),
      previousSales: sales(40_000, 4),
      days,
    },
  };
}

describe("today's figures without a second request", () => {
  it('asks for them on their own only where the range does not hold today and yesterday', () => {
    expect(coversToday(range('2026-10-28', TODAY), TODAY, true)).toBe(true);
    expect(coversToday(range(TODAY, TODAY), TODAY, false)).toBe(true);
    expect(coversToday(range('2026-10-28', TODAY), TODAY, false)).toBe(false);
    expect(coversToday(range('2026-10-01', '2026-10-15'), TODAY, true)).toBe(false);
  });

  it("reads the range's last two days, or the range itself when it is today", () => {
    const days = [day('2026-11-25', 10_000, 1), day(TODAY, 12_345, 2)];
    expect(todayFigures(answer('2026-11-20', TODAY, days), TODAY)).toEqual({
      netSales: 12_345,
      orders: 2,
      previousNetSales: 10_000,
    });
    expect(todayFigures(answer(TODAY, TODAY, []), TODAY)).toEqual({
      netSales: 50_000,
      orders: 5,
      previousNetSales: 40_000,
    });
    expect(todayFigures(answer('2026-10-01', '2026-10-15', []), TODAY)).toBeNull();
    expect(todayFigures(undefined, TODAY)).toBeNull();
  });
});
