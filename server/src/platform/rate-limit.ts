/**
 * Fixed-window rate limits for the public and abusable endpoints (sign-in, sign-up, password reset,
 * the storefront's checkout, webhooks...). Windows are aligned to the clock (window = floor(now /
 * windowMs)), so every process agrees on them: counted in memory per process by default, and in Redis
 * when REDIS_URL is set, so that the limits hold across processes. The limits are generous because
 * Filipino mobile networks put many people behind one carrier-grade NAT address.
 */
import type { Redis } from 'ioredis';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';

export const RATE_LIMITED = 'Too many tries, please wait a minute and try again';

/** The sentence a throttled caller reads: how long to wait, in plain words. */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds <= 60) return RATE_LIMITED;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many tries, please wait ${minutes} minutes and try again`;
}

/** One caller's count of one kind of call in one scope (e.g. checkouts of an address at a store). */
export const callerKey = (kind: string, address: string | undefined, scope: string): string =>
  `${kind}:${address ?? '?'}:${scope}`;

export interface Limit {
  /** How many calls a key may make per window. */
  limit: number;
  windowMs: number;
}

/** Counts one hit of a key in window number `window` (each `windowMs` long) and answers the count so far. */
export interface RateLimitStore {
  hit(key: string, window: number, windowMs: number): Promise<number>;
  close(): Promise<void>;
}

/** Past this many live keys, old windows are pruned (a spray of addresses cannot grow memory). */
const PRUNE_AT = 10_000;

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counts = new Map<string, { window: number; count: number }>();

  async hit(key: string, window: number): Promise<number> {
    if (this.counts.size >= PRUNE_AT) {
      for (const [k, v] of this.counts) if (v.window < window) this.counts.delete(k);
    }
    const current = this.counts.get(key);
    if (!current || current.window !== window) {
      this.counts.set(key, { window, count: 1 });
      return 1;
    }
    current.count += 1;
    return current.count;
  }

  async close(): Promise<void> {
    this.counts.clear();
  }
}

/** INCR on `rl:{key}:{window}` with an expiry of one more window: atomic across processes. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(private readonly redis: Redis) {}

  async hit(key: string, window: number, windowMs: number): Promise<number> {
    const name = `rl:${key}:${window}`;
    const results = await this.redis
      .multi()
      .incr(name)
      .pexpire(name, windowMs * 2)
      .exec();
    const count = results?.[0]?.[1];
    if (typeof count !== 'number') throw new Error('rate limit counter did not answer');
    return count;
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

export interface Verdict {
  ok: boolean;
  /** Seconds until the window ends (the Retry-After a refused caller gets). */
  retryAfterSeconds: number;
}

export class RateLimiter {
  private readonly throttles: Record<ThrottleName, Limit>;

  constructor(
    private readonly clock: Clock,
    private readonly store: RateLimitStore = new MemoryRateLimitStore(),
    /** THROTTLE_FACTOR: multiplies every per-address throttle (tests and load tests from one address). */
    throttleFactor = 1,
  ) {
    this.throttles = Object.fromEntries(
      Object.entries(THROTTLES).map(([name, l]) => [name, { ...l, limit: l.limit * throttleFactor }]),
    ) as Record<ThrottleName, Limit>;
  }

  /** Counts one call of `name` from `address` (across every scope) and refuses past its throttle. */
  throttle(name: ThrottleName, address: string | undefined): Promise<void> {
    return this.check(callerKey(name, address, 'all'), this.throttles[name]);
  }

  /** Counts one call for `key`; not ok once the key is over its limit in the current window. */
  async take(key: string, { limit, windowMs }: Limit): Promise<Verdict> {
    const now = this.clock.now().getTime();
    const window = Math.floor(now / windowMs);
    const count = await this.store.hit(key, window, windowMs);
    const retryAfterSeconds = Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000));
    return { ok: count <= limit, retryAfterSeconds };
  }

  /** As take, but refuses with RATE_LIMITED: HTTP 429 with Retry-After (GraphQL and uploads alike). */
  async check(key: string, limit: Limit): Promise<void> {
    const verdict = await this.take(key, limit);
    if (!verdict.ok) throw rateLimited(verdict.retryAfterSeconds);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

/** The refusal: a plain sentence, code RATE_LIMITED, and the HTTP status and Retry-After Yoga answers with. */
export function rateLimited(retryAfterSeconds: number): AppError {
  const error = new AppError(rateLimitedMessage(retryAfterSeconds), 'RATE_LIMITED');
  Object.assign(error.extensions, {
    retryAfterSeconds,
    http: { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } },
  });
  return error;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Per-address throttles (the caller's IP), as data. Sign-in counts every attempt of an address across
 * all accounts (password spraying), on top of the per-account lockout.
 */
export const THROTTLES = {
  signIn: { limit: 30, windowMs: 15 * MINUTE },
  signUp: { limit: 10, windowMs: HOUR },
  passwordReset: { limit: 10, windowMs: HOUR },
  emailResend: { limit: 10, windowMs: HOUR },
  /** Public token links (confirmation, unlock, invitations): guessing is hopeless, flooding is not. */
  tokenLink: { limit: 60, windowMs: 15 * MINUTE },
  /**
   * Storefront checkouts and slips of one address across every store (per store: STORE_LIMIT_PER_MINUTE).
   * No limit per store over all addresses: a stranger could use it to shut a store's checkout.
   */
  checkoutAddress: { limit: 60, windowMs: MINUTE },
  /**
   * Storefront events of one address (a shopper browsing sends a few a minute; a mall's shared Wi-Fi
   * many): past it, events are refused, never counted twice.
   */
  storefrontEvents: { limit: 600, windowMs: MINUTE },
  /**
   * Short links (/r/{code}) opened from one address: customers behind one carrier NAT click many; a
   * script walking codes is slowed (guessing 62^7 codes is hopeless anyway, flooding the database not).
   */
  shortLink: { limit: 300, windowMs: MINUTE },
  /** Deliveries to a public webhook from one address (Meta sends from many). */
  webhook: { limit: 1200, windowMs: MINUTE },
} as const satisfies Record<string, Limit>;

export type ThrottleName = keyof typeof THROTTLES;
