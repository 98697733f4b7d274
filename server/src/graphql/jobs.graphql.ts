import { forbidden, notFound } from '../platform/errors.ts';
import { isUuid } from '../platform/ids.ts';
import type { JobRow } from '../platform/jobs.tables.ts';
import type { JobStatus } from '../platform/jobs.ts';
import { DEMO_EMAIL } from '../seed/demo.ts';
import { builder } from './builder.ts';
import type { Context } from './context.ts';

/** Operators: the emails in OPERATOR_EMAILS, and the demo merchant while the server is in demo mode. */
export function isOperator(ctx: Context): boolean {
  const email = ctx.userOrThrow().email;
  return ctx.operatorEmails.includes(email) || (ctx.demoMode && email === DEMO_EMAIL);
}

export const operatorOrThrow = (ctx: Context): void => {
  if (!isOperator(ctx)) throw forbidden('Only operators can see background jobs');
};

const JobStatusEnum = builder.enumType('JobStatus', {
  values: ['pending', 'running', 'done', 'failed'] as const,
});

const JobType = builder.objectRef<JobRow>('Job').implement({
  description: 'A piece of background work: an event delivered to a listener, a kicked or a scheduled job.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    kind: t.exposeString('kind', { description: 'event:{event}:{listener}, or the job name.' }),
    status: t.field({ type: JobStatusEnum, resolve: (j) => j.status as JobStatus }),
    attempts: t.exposeInt('attempts'),
    maxAttempts: t.exposeInt('maxAttempts'),
    runAt: t.field({ type: 'DateTime', resolve: (j) => j.runAt }),
    lastError: t.exposeString('lastError', { nullable: true }),
    payload: t.string({ resolve: (j) => JSON.stringify(j.payload) }),
    createdAt: t.field({ type: 'DateTime', resolve: (j) => j.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (j) => j.updatedAt }),
    finishedAt: t.field({ type: 'DateTime', nullable: true, resolve: (j) => j.finishedAt }),
  }),
});

const JobCounts = builder.objectRef<Record<JobStatus, number>>('JobCounts').implement({
  fields: (t) => ({
    pending: t.exposeInt('pending'),
    running: t.exposeInt('running'),
    done: t.exposeInt('done'),
    failed: t.exposeInt('failed'),
  }),
});

builder.queryField('jobCounts', (t) =>
  t.field({
    type: JobCounts,
    description: 'Background jobs by status (operators only).',
    resolve: (_r, _a, ctx) => {
      operatorOrThrow(ctx);
      return ctx.jobs.counts();
    },
  }),
);

builder.queryField('jobs', (t) =>
  t.field({
    type: [JobType],
    description: 'Background jobs of one status, latest change first (operators only).',
    args: { status: t.arg({ type: JobStatusEnum, required: true }), first: t.arg.int() },
    resolve: (_r, { status, first }, ctx) => {
      operatorOrThrow(ctx);
      return ctx.jobs.list(status, first ?? 50);
    },
  }),
);

builder.mutationField('jobRetry', (t) =>
  t.field({
    type: JobType,
    description: 'Runs a failed (or waiting) job again now, its attempts counted afresh.',
    args: { uuid: t.arg.id({ required: true }) },
    resolve: async (_r, { uuid }, ctx) => {
      const row = isUuid(uuid) ? await ctx.jobs.retry(uuid) : null;
      if (!row) throw notFound('Job');
      return row;
    },
  }),
);
