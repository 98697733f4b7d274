import { describe, expect, it } from 'vitest';
import { rateLimitedMessage } from './rate-limit.ts';

describe('the throttled caller reads how long to wait', () => {
  it('says "a minute" up to sixty seconds, then whole minutes rounded up', () => {
    expect(rateLimitedMessage(1)).toBe('Too many tries, please wait a minute and try again');
    expect(rateLimitedMessage(60)).toBe('Too many tries, please wait a minute and try again');
    expect(rateLimitedMessage(61)).toBe('Too many tries, please wait 2 minutes and try again');
    expect(rateLimitedMessage(900)).toBe('Too many tries, please wait 15 minutes and try again');
  });
});
