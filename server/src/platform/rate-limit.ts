/**
 * Fixed-window rate limits for the public, anonymous endpoints (the storefront's checkout and its
 * deposit-slip upload), counted per process in memory. With N processes a caller gets at most N times
 * the limit, which still stops a script hammering one store; the limits are generous because Filipino
 * mobile networks put many shoppers behind one carrier-grade NAT address.
 */
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';

export const RATE_LIMITED = 'Too many tries, please wait a minute and try again';

/** One caller's count of one kind of call in one scope (e.g. checkouts of an address at a store). */
export const callerKey = (kind: string, address: string | undefined, scope: string): string =>
  `${kind}:${address ?? '?'}:${scope}`;

export interface Limit {
  /** How many calls a key may make per window. */
  limit: number;
  windowMs: number;
}

interface Window {
  startedAt: number;
  count: number;
}

/** Past this many live keys, expired windows are pruned (a spray of addresses cannot grow memory). */
const PRUNE_AT = 10_000;

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly clock: Clock) {}

  /** Counts one call for `key`; false once the key is over its limit in the current window. */
  take(key: string, { limit, windowMs }: Limit): boolean {
    const now = this.clock.now().getTime();
    if (this.windows.size >= PRUNE_AT) this.prune(now, windowMs);
    const current = this.windows.get(key);
    if (!current || now - current.startedAt >= windowMs) {
      this.windows.set(key, { startedAt: now, count: 1 });
      return limit >= 1;
    }
    current.count += 1;
    return current.count <= limit;
  }

  /** As take, but refuses with RATE_LIMITED (HTTP 429 on uploads). */
  check(key: string, limit: Limit): void {
    if (!this.take(key, limit)) throw new AppError(RATE_LIMITED, 'RATE_LIMITED');
  }

  private prune(now: number, windowMs: number): void {
    for (const [key, window] of this.windows)
      if (now - window.startedAt >= windowMs) this.windows.delete(key);
  }
}
