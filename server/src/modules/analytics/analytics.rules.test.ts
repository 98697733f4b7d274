import { describe, expect, it } from 'vitest';
import { addDays } from '../../platform/manila.ts';
import {
  cover,
  type DayRange,
  eachDay,
  monthOf,
  previousRange,
  rangeRefusal,
  weekOf,
} from './analytics.rules.ts';

const lastOfMonth = (month: string) => addDays(monthOf(addDays(month, 31)), -1);

/** Every day the cover's rows stand for, in order. */
const daysOf = (c: ReturnType<typeof cover>) =>
  [
    ...c.day,
    ...c.week.flatMap((w) => eachDay({ from: w, to: addDays(w, 6) })),
    ...c.month.flatMap((m) => eachDay({ from: m, to: lastOfMonth(m) })),
  ].sort();

describe('reading a range from the fewest rollup rows', () => {
  it('dates a week by its Monday and a month by its first day', () => {
    expect(weekOf('2026-11-26')).toBe('2026-11-23'); // a Thursday
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-22')).toBe('2026-11-16'); // a Sunday ends its week
    expect(monthOf('2026-11-26')).toBe('2026-11-01');
  });

  it('covers a year with its whole months, then whole weeks, then days, each day once', () => {
    const year: DayRange = { from: '2025-11-27', to: '2026-11-26' };
    const c = cover(year);
    expect(c.month).toHaveLength(11);
    expect(c.month[0]).toBe('2025-12-01');
    expect(c.week).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect(c.day).toEqual([
      '2025-11-27',
      '2025-11-28',
      '2025-11-29',
      '2025-11-30',
      '2026-11-01',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(daysOf(c)).toEqual(eachDay(year));
  });

  it('reads a 30-day range without a whole month as weeks and days', () => {
    const range: DayRange = { from: '2026-10-28', to: '2026-11-26' };
    const c = cover(range);
    expect(c.month).toEqual([]);
    expect(c.week).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect(daysOf(c)).toEqual(eachDay(range));
    expect(cover({ from: '2026-02-01', to: '2026-02-28' })).toEqual({
      day: [],
      week: [],
      month: ['2026-02-01'],
    });
  });

  it('compares with the period of the same length just before, and refuses a bad range in words', () => {
    expect(previousRange({ from: '2026-11-20', to: '2026-11-26' })).toEqual({
      from: '2026-11-13',
      to: '2026-11-19',
    });
    expect(rangeRefusal({ from: '2026-11-27', to: '2026-11-26' })).toBe(
      'The start date must be on or before the end date',
    );
    expect(rangeRefusal({ from: '2025-01-01', to: '2026-11-26' })).toBe('Choose a range of at most 366 days');
    expect(rangeRefusal({ from: '2026-02-30', to: '2026-03-01' })).toBe('Enter dates as YYYY-MM-DD');
    expect(rangeRefusal({ from: '2025-11-26', to: '2026-11-26' })).toBeNull();
  });
});
