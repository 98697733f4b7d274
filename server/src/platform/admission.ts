/**
 * Load shedding: at most `concurrency` requests do work at once; up to `queue` more wait, each at most
 * `maxWaitMs`, for a free slot (first come, first served). A request that finds the queue full, or
 * waits too long, or arrives while the event loop itself is running late (the work is CPU-bound, as
 * the embedded database is, and requests pile up before they even reach the queue), is refused with
 * 503 and Retry-After: a client retries a moment later instead of every client timing out behind an
 * unbounded backlog.
 */
export interface AdmissionLimits {
  concurrency: number;
  queue: number;
  maxWaitMs: number;
  /** Shed new requests while the event loop runs later than this (0: never). */
  maxEventLoopDelayMs?: number;
}

/** How late the event loop runs: a timer every 50 ms notes how much later than asked it fired. */
export class EventLoopLag {
  private lag = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(intervalMs = 50) {
    let expected = performance.now() + intervalMs;
    this.timer = setInterval(() => {
      const now = performance.now();
      // Rises at once, falls gradually: one quick tick does not open the doors to a backlog.
      const late = Math.max(0, now - expected);
      this.lag = late > this.lag ? late : this.lag * 0.5 + late * 0.5;
      expected = now + intervalMs;
    }, intervalMs);
    this.timer.unref();
  }

  ms(): number {
    return this.lag;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

export const BUSY_MESSAGE = 'The server is busy right now, please try again in a moment';

type Release = () => void;

interface Waiter {
  admit(release: Release): void;
  timer: NodeJS.Timeout;
}

export class Admission {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private shed = 0;

  private readonly lag: EventLoopLag | null;

  constructor(private readonly limits: AdmissionLimits) {
    this.lag = limits.maxEventLoopDelayMs ? new EventLoopLag() : null;
  }

  /** A release function once the request may run, or null when it is shed. Call release exactly once. */
  enter(): Promise<Release | null> {
    if (this.lag && this.limits.maxEventLoopDelayMs && this.lag.ms() > this.limits.maxEventLoopDelayMs) {
      this.shed += 1;
      return Promise.resolve(null);
    }
    if (this.running < this.limits.concurrency) {
      this.running += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.limits.queue) {
      this.shed += 1;
      return Promise.resolve(null);
    }
    return new Promise((resolve) => {
      const waiter: Waiter = {
        admit: resolve,
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          this.shed += 1;
          resolve(null);
        }, this.limits.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  close(): void {
    this.lag?.stop();
  }

  /** Requests running, waiting, and shed since the start (for logs and benchmarks). */
  stats(): { running: number; waiting: number; shed: number } {
    return { running: this.running, waiting: this.waiting.length, shed: this.shed };
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.admit(this.releaser());
      } else {
        this.running -= 1;
      }
    };
  }
}

/** Seconds a shed client should wait before retrying. */
export const RETRY_AFTER_SECONDS = 1;
