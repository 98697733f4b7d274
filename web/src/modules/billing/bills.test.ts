import { describe, expect, it } from 'vitest';
import { periodText } from './bills';

describe('bills', () => {
  it("reads a period by its first and last days, across a month's end", () => {
    expect(periodText('2027-03-15', '2027-04-15')).toBe('2027-03-15 – 2027-04-14');
    expect(periodText('2027-02-28', '2027-03-01')).toBe('2027-02-28 – 2027-02-28');
  });
});
