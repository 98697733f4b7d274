import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The durable work queue (platform/jobs.ts): domain events' deliveries to each listener (the
 * transactional outbox), kicked jobs and scheduled runs. A row is claimed by one process at a time
 * (FOR UPDATE SKIP LOCKED and a lease), retried with backoff, and kept as `failed` (the dead letter)
 * after its last attempt, with the error, until an operator retries it.
 */
export const jobs = pgTable(
  'jobs',
  {
    uuid: uuid('uuid').primaryKey(),
    /** What runs it: `event:{event}:{listener}` for an event's delivery, else the job's name. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** pending → running → done | pending (retry) | failed (dead letter). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** Not before this instant (backoff, scheduling). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** A running job whose lease has passed was abandoned (its process died): it is claimed again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** At most one pending job per key: kicks coalesce (a kick while one runs queues one more run). */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`status = 'pending'`),
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`status = 'running'`),
    index('jobs_status_idx').on(t.status, t.updatedAt),
    uniqueIndex('jobs_dedupe_key').on(t.dedupeKey).where(sql`status = 'pending'`),
  ],
);

/** A recurring job's last period: the one process that moves it forward enqueues that period's run. */
export const jobSchedules = pgTable('job_schedules', {
  kind: text('kind').primaryKey(),
  everyMs: integer('every_ms').notNull(),
  lastPeriod: bigint('last_period', { mode: 'number' }).notNull(),
});

export type JobRow = typeof jobs.$inferSelect;
