import { describe, expect, it } from 'vitest';
import { isLoopback } from './http.ts';

describe('isLoopback', () => {
  it('accepts loopback addresses in every form the socket reports', () => {
    for (const address of ['127.0.0.1', '127.4.5.6', '::1', '::ffff:127.0.0.1'])
      expect(isLoopback(address), address).toBe(true);
  });

  it('refuses any other address, and a missing one', () => {
    for (const address of [
      '10.0.0.5',
      '192.168.1.20',
      '::ffff:10.0.0.5',
      'fe80::1',
      '128.0.0.1',
      '1270.0.0.1',
      undefined,
    ]) {
      expect(isLoopback(address), String(address)).toBe(false);
    }
  });
});
