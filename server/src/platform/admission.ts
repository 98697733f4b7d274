/**
 * Load shedding: at most `concurrency` requests do work at once; up to `queue` more wait, each at most
 * `maxWaitMs`, for a free slot (first come, first served). A request that finds the queue full, or
 * waits too long, is refused with 503 and Retry-After: a client retries a moment later instead of
 * every client timing out behind an unbounded queue.
 */
export interface AdmissionLimits {
  concurrency: number;
  queue: number;
  maxWaitMs: number;
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

  constructor(private readonly limits: AdmissionLimits) {}

  /** A release function once the request may run, or null when it is shed. Call release exactly once. */
  enter(): Promise<Release | null> {
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
