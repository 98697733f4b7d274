import { describe, expect, it } from 'vitest';
import { advanceOrderDateProblem, advanceOrderRange } from './advanceOrder';

// 2026-11-21 23:30 in Manila is still the 21st there, though already 15:30 UTC.
const LATE_EVENING = '2026-11-21T15:30:00.000Z';
// 2026-11-22 00:30 in Manila, 16:30 UTC on the 21st.
const AFTER_MIDNIGHT = '2026-11-21T16:30:00.000Z';

describe('advance order days', () => {
  it('runs from tomorrow to 30 days ahead in Manila days, whatever the UTC date', () => {
    expect(advanceOrderRange(LATE_EVENING)).toEqual({ min: '2026-11-22', max: '2026-12-21' });
    expect(advanceOrderRange(AFTER_MIDNIGHT)).toEqual({ min: '2026-11-23', max: '2026-12-22' });
  });

  it("refuses a past day and one beyond 30 days in the server's words; accepts none", () => {
    expect(advanceOrderDateProblem('', LATE_EVENING)).toBeNull();
    expect(advanceOrderDateProblem('2026-11-22', LATE_EVENING)).toBeNull();
    expect(advanceOrderDateProblem('2026-12-21', LATE_EVENING)).toBeNull();
    expect(advanceOrderDateProblem('2026-11-21', LATE_EVENING)).toBe(
      'Advance order date should not be in the past',
    );
    expect(advanceOrderDateProblem('2026-12-22', LATE_EVENING)).toBe(
      'Advance order date should be within 30 days',
    );
    expect(advanceOrderDateProblem('21/11/2026', LATE_EVENING)).toBe('Advance order date is invalid');
  });
});
