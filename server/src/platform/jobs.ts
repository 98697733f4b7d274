import type { Logger } from './logger.ts';

/**
 * Background work of this process: each job runs on an interval and can be kicked to run at once.
 * A job never overlaps itself here; across processes, jobs claim their rows in PostgreSQL
 * (FOR UPDATE SKIP LOCKED, or a conditional UPDATE), so N processes never do one piece twice.
 */
export class Jobs {
  private readonly jobs = new Map<
    string,
    { run: () => Promise<void>; running?: Promise<void>; again: boolean }
  >();
  private readonly timers: NodeJS.Timeout[] = [];
  private closed = false;

  constructor(private readonly log: Logger) {}

  define(name: string, run: () => Promise<void>, everyMs?: number): void {
    this.jobs.set(name, { run, again: false });
    if (everyMs) {
      const timer = setInterval(() => void this.kick(name), everyMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  /** Runs the job now (or once more right after the current run); resolves when that run ends. */
  kick(name: string): Promise<void> {
    const job = this.jobs.get(name);
    if (!job || this.closed) return Promise.resolve();
    if (job.running) {
      job.again = true;
      return job.running;
    }
    job.running = (async () => {
      do {
        job.again = false;
        try {
          await job.run();
        } catch (err) {
          this.log.error({ err, job: name }, 'background job failed');
        }
      } while (job.again && !this.closed);
      job.running = undefined;
    })();
    return job.running;
  }

  /** Waits for every running job (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.jobs.values()].map((j) => j.running));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearInterval(t);
    await this.idle();
  }
}
