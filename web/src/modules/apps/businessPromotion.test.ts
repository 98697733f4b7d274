import { describe, expect, it } from 'vitest';
import { isManilaMonday } from './businessPromotion';

describe('the Monday business-promotion reminder', () => {
  it('is due on Mondays in Manila, whatever the UTC day', () => {
    expect(isManilaMonday(new Date('2027-05-31T01:00:00Z'))).toBe(true); // Mon 09:00 Manila
    expect(isManilaMonday(new Date('2027-05-30T17:00:00Z'))).toBe(true); // Mon 01:00 Manila, Sun in UTC
    expect(isManilaMonday(new Date('2027-05-31T16:30:00Z'))).toBe(false); // Tue 00:30 Manila
  });
});
