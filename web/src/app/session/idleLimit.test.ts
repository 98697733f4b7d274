import { describe, expect, it } from 'vitest';
import { IDLE_LOGOUT_MS } from '../../lib/constants';
import { idleLimitMs } from './idleLimit';

const storage = (value: string | null) => ({ getItem: () => value });

describe('idleLimitMs', () => {
  it('is 20 minutes unless overridden', () => {
    expect(idleLimitMs(storage(null))).toBe(IDLE_LOGOUT_MS);
    expect(IDLE_LOGOUT_MS).toBe(20 * 60 * 1000);
  });

  it('takes a positive whole number of milliseconds from suki.idleMs', () => {
    expect(idleLimitMs(storage('3000'))).toBe(3000);
  });

  it('ignores junk and non-positive overrides', () => {
    for (const junk of ['', 'abc', '-5', '0', '1.5']) expect(idleLimitMs(storage(junk))).toBe(IDLE_LOGOUT_MS);
  });
});
