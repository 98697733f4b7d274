import { describe, expect, it } from 'vitest';
import {
  creditsBefore,
  forgetCreditsBefore,
  isTopUpArrival,
  rememberCreditsBefore,
  returnUrl,
} from './credits';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

describe('response credit top-ups', () => {
  it('recognises the pack by an increase of exactly 5,000 credits', () => {
    expect(isTopUpArrival(120, 5_120)).toBe(true);
    expect(isTopUpArrival(120, 119)).toBe(false);
    expect(isTopUpArrival(120, 5_119)).toBe(false);
    expect(isTopUpArrival(null, 5_120)).toBe(false);
  });

  it('remembers the credits before the checkout, per store, until forgotten', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    expect(creditsBefore('a', storage)).toBeNull();
    rememberCreditsBefore('a', 0, storage);
    expect(creditsBefore('a', storage)).toBe(0);
    expect(creditsBefore('b', storage)).toBeNull();
    forgetCreditsBefore('a', storage);
    expect(creditsBefore('a', storage)).toBeNull();
  });

  it('returns to the same page with the outcome', () => {
    expect(returnUrl('http://localhost:8080/apps/e/a/chatbot-settings?tab=1', 'ok')).toBe(
      'http://localhost:8080/apps/e/a/chatbot-settings?tab=1&topUp=ok',
    );
  });
});
