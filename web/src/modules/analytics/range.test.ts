import { describe, expect, it } from 'vitest';
import {
  customRangeError,
  dayCount,
  isDay,
  manilaToday,
  paramsFor,
  rangeFromParams,
  rangeLabel,
  versusLabel,
} from './range';

const TODAY = '2026-11-26';
const at = (query: string) => rangeFromParams(new URLSearchParams(query), TODAY);

describe('the date range', () => {
  it('opens on the last 30 days, today included, and reads each preset from the URL', () => {
    expect(at('')).toEqual({ preset: '30d', from: '2026-10-28', to: TODAY, error: null });
    expect(at('range=today')).toMatchObject({ from: TODAY, to: TODAY });
    expect(at('range=7d')).toMatchObject({ from: '2026-11-20', to: TODAY });
    expect(at('range=nonsense')).toMatchObject({ preset: '30d' });
  });

  it('reads a custom range, and says in words why one cannot be asked for', () => {
    expect(at('range=custom&from=2026-11-01&to=2026-11-15')).toEqual({
      preset: 'custom',
      from: '2026-11-01',
      to: '2026-11-15',
      error: null,
    });
    expect(at('range=custom&from=2026-11-15&to=2026-11-01').error).toBe(
      'The start date must be on or before the end date.',
    );
    expect(customRangeError('2025-01-01', '2026-11-26')).toBe('Pick a range of 366 days or fewer.');
    expect(customRangeError('2025-11-26', '2026-11-26')).toBeNull();
    expect(customRangeError('', '2026-11-26')).toBe('Pick both dates.');
    // Missing dates start on the last 7 days.
    expect(at('range=custom')).toMatchObject({ from: '2026-11-20', to: TODAY, error: null });
  });

  it('writes the choice into the search params, keeping the page’s others', () => {
    const next = paramsFor(new URLSearchParams('x=1&from=a&to=b'), '7d');
    expect(next.toString()).toBe('x=1&range=7d');
    expect(paramsFor(next, 'custom', { from: '2026-11-01', to: '2026-11-02' }).toString()).toBe(
      'x=1&range=custom&from=2026-11-01&to=2026-11-02',
    );
  });

  it('names the period compared against and the range itself', () => {
    expect(versusLabel({ from: TODAY, to: TODAY }, TODAY)).toBe('vs yesterday');
    expect(versusLabel({ from: '2026-11-01', to: '2026-11-01' }, TODAY)).toBe('vs the day before');
    expect(versusLabel(at('range=7d'), TODAY)).toBe('vs previous 7 days');
    expect(rangeLabel(at('range=30d'))).toBe('Last 30 days');
    expect(rangeLabel(at('range=custom&from=2026-11-01&to=2026-11-15'))).toBe('Nov 1 to Nov 15, 2026');
    expect(rangeLabel(at('range=custom&from=2025-12-30&to=2026-01-02'))).toBe('Dec 30, 2025 to Jan 2, 2026');
  });

  it('counts days and checks them as calendar days, today being Manila’s', () => {
    expect(dayCount('2026-02-27', '2026-03-01')).toBe(3);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-02-28')).toBe(true);
    // 16:30 UTC on Nov 25 is already Nov 26 in Manila (UTC+8).
    expect(manilaToday(Date.parse('2026-11-25T16:30:00Z'))).toBe('2026-11-26');
  });
});
