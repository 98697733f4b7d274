/**
 * Durable background work on the database (jobs.tables.ts), the same on PGlite and PostgreSQL:
 * events' deliveries to listeners (the outbox), jobs kicked by the code, and recurring jobs. Each
 * process runs a worker that claims due rows with FOR UPDATE SKIP LOCKED under a 30-second lease it
 * renews while the job runs, so N processes never run one job at once; a failure is retried with exponential backoff and, after its last
 * attempt, kept as `failed` (the dead letter) with its error until an operator retries it. A process
 * that dies mid-job leaves a lease that runs out, and the job is claimed again (at least once: the
 * handlers are idempotent). Why not pg-boss or graphile-worker: both need a PostgreSQL server
 * connection (LISTEN/NOTIFY, their own pools), which the embedded PGlite default cannot give.
 */
import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Clock } from './clock.ts';
import type { Db, Tx } from './db.ts';
import { newUuid } from './ids.ts';
import { type JobRow, jobSchedules, jobs } from './jobs.tables.ts';
import type { Logger } from './logger.ts';
import { requestScope } from './request-scope.ts';
import { stateMachine } from './state-machine.ts';

/** What a handler knows of its run: the job, which attempt this is, and whether it is the last one. */
export interface JobRun {
  uuid: string;
  attempts: number;
  lastAttempt: boolean;
}
export type JobHandler = (payload: unknown, run: JobRun) => Promise<void>;

export interface JobOptions {
  /** Attempts before the job is kept as failed (the dead letter). */
  maxAttempts?: number;
}

export interface EnqueueOptions {
  runAt?: Date;
  /** While a pending job has this key, enqueuing it again does nothing (kicks coalesce). */
  dedupeKey?: string;
  maxAttempts?: number;
}

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';
/** A job waits, runs, then is done, waits again for a retry, or fails for good until an operator retries it. */
export const JOB_STATUS = stateMachine<JobStatus>(
  'Job',
  { pending: ['running'], running: ['done', 'pending', 'failed'], failed: ['pending'], done: [] },
  { pending: 'Waiting', running: 'Running', done: 'Done', failed: 'Failed' },
);

export const PRUNE_JOBS = 'platform.prune-jobs';
/**
 * A claimed job's lease: short, and renewed every LEASE_RENEW_MS while its handler runs, so a long job
 * keeps it and a process killed mid-job gives its jobs (a live push, a Messenger send) back within
 * seconds rather than minutes.
 */
export const LEASE_MS = 30_000;
const LEASE_RENEW_MS = 10_000;
const BATCH = 8;
const DONE_KEPT_MS = 7 * 24 * 3600_000;
/** 2 s, 8 s, 32 s… up to an hour between attempts. */
export const backoffMs = (attempts: number): number => Math.min(3600_000, 500 * 4 ** Math.max(1, attempts));

/** Lets the event loop run what is waiting (sockets, timers) before going on. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class Jobs {
  private readonly handlers = new Map<string, { run: JobHandler; maxAttempts: number }>();
  private readonly schedules = new Map<string, number>();
  private readonly timers: NodeJS.Timeout[] = [];
  /** The jobs this worker is running now (their leases are renewed). */
  private readonly running = new Set<string>();
  private readonly id = `worker-${newUuid().slice(0, 8)}`;
  private draining: Promise<void> | null = null;
  private again = false;
  private started = false;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly options: {
      pollMs?: number;
      worker?: boolean;
      /**
       * This process is the database's only worker (the embedded database, whose data folder one
       * process holds): a job left running was a dead process's, and is taken up at once on start
       * instead of after its lease.
       */
      sole?: boolean;
    } = {},
  ) {}

  /** false (JOBS_WORKER=false): this process writes jobs but runs none; other processes do. */
  get worker(): boolean {
    return this.options.worker ?? true;
  }

  /** Registers what runs a kind of job; with `everyMs`, one run per period across all processes. */
  define(kind: string, run: JobHandler, everyMs?: number, options: JobOptions = {}): void {
    this.handlers.set(kind, { run, maxAttempts: options.maxAttempts ?? 8 });
    if (everyMs) this.schedules.set(kind, everyMs);
  }

  has(kind: string): boolean {
    return this.handlers.has(kind);
  }

  /** Writes a job in `tx` (or on its own): it runs after the commit, here or on another process. */
  async enqueue(tx: Db | Tx, kind: string, payload: unknown = {}, options: EnqueueOptions = {}) {
    const now = this.clock.now();
    await tx
      .insert(jobs)
      .values({
        uuid: newUuid(),
        kind,
        payload,
        runAt: options.runAt ?? now,
        dedupeKey: options.dedupeKey ?? null,
        maxAttempts: options.maxAttempts ?? this.handlers.get(kind)?.maxAttempts ?? 8,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
  }

  /**
   * Queues one run of `kind` (coalesced with one already waiting) and wakes the worker; resolves once
   * it is queued, never waiting for the run (a job may kick another without waiting on itself).
   */
  async kick(kind: string): Promise<void> {
    if (this.closed || !this.handlers.has(kind)) return;
    await this.enqueue(this.db, kind, {}, { dedupeKey: kind });
    void this.drain();
  }

  /** Starts this process's worker: polling for due jobs, and the recurring jobs' periods. */
  start(): void {
    if (this.started || this.closed || !this.worker) return;
    this.started = true;
    const poll = setInterval(() => void this.drain(), this.options.pollMs ?? 1_000);
    poll.unref();
    this.timers.push(poll);
    const renew = setInterval(() => void this.renewLeases(), LEASE_RENEW_MS);
    renew.unref();
    this.timers.push(renew);
    for (const [kind, everyMs] of this.schedules) {
      const tick = () => void this.schedule(kind, everyMs);
      const timer = setInterval(tick, Math.min(everyMs, 60_000));
      timer.unref();
      this.timers.push(timer);
      tick();
    }
    void (this.options.sole ? this.releaseAbandoned() : Promise.resolve()).then(() => this.drain());
  }

  /** Ends the leases of jobs a dead process left running (only where this process is the sole worker). */
  private async releaseAbandoned(): Promise<void> {
    await this.db
      .update(jobs)
      .set({ lockedUntil: new Date(0) })
      .where(eq(jobs.status, 'running'))
      .catch((err: unknown) => this.log.warn({ err }, 'abandoned job leases not released'));
  }

  /**
   * Runs due jobs now (after a commit that wrote some); resolves when none is left due. Nothing runs
   * before start(): a kick while the server is still starting waits for the worker (issue 18).
   */
  drain(): Promise<void> {
    if (this.closed || !this.worker || !this.started) return Promise.resolve();
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    // The worker runs outside the request that woke it: its jobs' statements are not that request's
    // (a screen's Server-Timing count, held to its budget, once took in whatever jobs ran meanwhile).
    this.draining = requestScope.exit(async () => {
      do {
        this.again = false;
        try {
          while (!this.closed && (await this.runBatch()) > 0) {
            /* until nothing is due */
          }
        } catch (err) {
          this.log.error({ err }, 'job worker failed to claim');
        }
      } while (this.again && !this.closed);
      this.draining = null;
    });
    return this.draining;
  }

  /** Waits until no due job is left (tests, shutdown). */
  idle(): Promise<void> {
    return this.drain();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearInterval(t);
    await this.draining;
  }

  /** The current period of a recurring job, enqueued by the one process that moves the schedule on. */
  async schedule(kind: string, everyMs: number): Promise<void> {
    try {
      await turn();
      const period = Math.floor(this.clock.now().getTime() / everyMs);
      // A new schedule starts with the current period counted: its first run is one period from now.
      await this.db.insert(jobSchedules).values({ kind, everyMs, lastPeriod: period }).onConflictDoNothing();
      const moved = await this.db
        .update(jobSchedules)
        .set({ lastPeriod: period, everyMs })
        .where(and(eq(jobSchedules.kind, kind), lt(jobSchedules.lastPeriod, period)))
        .returning();
      if (moved.length > 0) {
        await this.enqueue(this.db, kind, {}, { dedupeKey: kind });
        await this.drain();
      }
    } catch (err) {
      this.log.error({ err, job: kind }, 'job schedule failed');
    }
  }

  /** Claims up to BATCH due jobs (or abandoned ones), runs them, records the outcome; returns how many. */
  private async runBatch(): Promise<number> {
    const now = this.clock.now();
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return 0;
    const due = this.db
      .select({ uuid: jobs.uuid })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, kinds),
          or(
            and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)),
            and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now)),
          ),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: this.id,
        lockedUntil: new Date(now.getTime() + LEASE_MS),
        updatedAt: now,
      })
      .where(inArray(jobs.uuid, due))
      .returning();
    await Promise.all(claimed.map((job) => this.run(job)));
    return claimed.length;
  }

  /** Keeps the leases of the jobs this worker is running (a failure is logged; the lease then runs out). */
  private async renewLeases(): Promise<void> {
    if (this.running.size === 0 || this.closed) return;
    const now = this.clock.now();
    await this.db
      .update(jobs)
      .set({ lockedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(
        and(inArray(jobs.uuid, [...this.running]), eq(jobs.lockedBy, this.id), eq(jobs.status, 'running')),
      )
      .catch((err: unknown) => this.log.warn({ err }, 'job leases not renewed'));
  }

  private async run(job: JobRow): Promise<void> {
    this.running.add(job.uuid);
    try {
      // The embedded database answers in microtasks: without a turn of the event loop between jobs,
      // a worker with a queue (a new server's seed, a restart) keeps requests and /healthz waiting.
      await turn();
      await this.runOnce(job);
    } finally {
      this.running.delete(job.uuid);
    }
  }

  private async runOnce(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      await handler.run(job.payload, {
        uuid: job.uuid,
        attempts: job.attempts,
        lastAttempt: job.attempts >= job.maxAttempts,
      });
      const now = this.clock.now();
      await this.db
        .update(jobs)
        .set({ status: 'done', finishedAt: now, updatedAt: now, lockedUntil: null, lastError: null })
        .where(and(eq(jobs.uuid, job.uuid), eq(jobs.lockedBy, this.id)));
    } catch (err) {
      const now = this.clock.now();
      const dead = job.attempts >= job.maxAttempts;
      const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      (dead ? this.log.error : this.log.warn).call(
        this.log,
        { err, job: job.kind, attempts: job.attempts },
        dead ? 'job failed for good' : 'job failed, will retry',
      );
      await this.db
        .update(jobs)
        .set({
          status: dead ? 'failed' : 'pending',
          runAt: dead ? job.runAt : new Date(now.getTime() + backoffMs(job.attempts)),
          finishedAt: dead ? now : null,
          lastError: message.slice(0, 2000),
          lockedUntil: null,
          updatedAt: now,
        })
        .where(and(eq(jobs.uuid, job.uuid), eq(jobs.lockedBy, this.id)))
        .catch((e: unknown) => this.log.error({ err: e, job: job.kind }, 'could not record a job failure'));
    }
  }

  /** Operators' view: jobs of one status, newest first. */
  list(status: JobStatus, limit = 50): Promise<JobRow[]> {
    return this.db
      .select()
      .from(jobs)
      .where(eq(jobs.status, status))
      .orderBy(desc(jobs.updatedAt))
      .limit(Math.min(limit, 200));
  }

  async counts(): Promise<Record<JobStatus, number>> {
    const rows = await this.db
      .select({ status: jobs.status, count: sql<number>`count(*)::int` })
      .from(jobs)
      .groupBy(jobs.status);
    const out: Record<JobStatus, number> = { pending: 0, running: 0, done: 0, failed: 0 };
    for (const r of rows) if (r.status in out) out[r.status as JobStatus] = Number(r.count);
    return out;
  }

  /** Puts a failed (or waiting) job back to run now, with its attempts reset; null when there is none. */
  async retry(uuid: string): Promise<JobRow | null> {
    const [found] = await this.db.select().from(jobs).where(eq(jobs.uuid, uuid));
    if (!found) return null;
    const status = found.status as JobStatus;
    // A waiting job simply runs now; otherwise the move must be one the table allows (failed → pending).
    if (status !== 'pending') JOB_STATUS.assert(status, 'pending');
    const now = this.clock.now();
    const [row] = await this.db
      .update(jobs)
      .set({ status: 'pending', attempts: 0, runAt: now, updatedAt: now, finishedAt: null })
      .where(and(eq(jobs.uuid, uuid), eq(jobs.status, status)))
      .returning();
    if (row) void this.drain();
    return row ?? null;
  }

  /** Done jobs are kept a week (what happened), then removed. */
  async prune(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - DONE_KEPT_MS);
    const removed = await this.db
      .delete(jobs)
      .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, before)))
      .returning({ uuid: jobs.uuid });
    return removed.length;
  }
}
