import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/modules/accounts/accounts.service.ts';
import { ManualClock } from '../src/platform/clock.ts';
import { backoffMs } from '../src/platform/jobs.ts';
import { createLogger } from '../src/platform/logger.ts';
import { requestScope } from '../src/platform/request-scope.ts';
import { startTestServer, type TestServer, testDatabases } from './harness.ts';

const CREATE_APP = 'mutation($input: AppCreateInput!) { appCreate(input: $input) { uuid } }';
const JOBS = 'query($s: JobStatus!) { jobs(status: $s) { uuid kind status attempts lastError } }';

interface JobView {
  uuid: string;
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
}

describe.each(testDatabases())('durable events and jobs on %s', (kind) => {
  let t: TestServer;
  let token: string;
  const clock = new ManualClock(new Date('2026-11-25T02:00:00Z'));
  /** What the test listeners saw: app uuids, one entry per successful delivery. */
  const delivered: string[] = [];
  let failuresLeft = 0;
  let alwaysFail = false;

  beforeAll(async () => {
    t = await startTestServer(kind, { clock });
    t.server.context.events.register('test.flaky', (events) => {
      events.on('app.created', ({ appUuid }) => {
        if (alwaysFail) throw new Error('courier unreachable');
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error(`flaky (${failuresLeft} more)`);
        }
        delivered.push(appUuid);
      });
    });
    token = await t.signIn();
  });
  afterAll(() => t.close());

  const jobsOf = async (status: string) =>
    ((await t.gql<{ jobs: JobView[] }>(JOBS, { s: status }, token)).data?.jobs ?? []).filter((j) =>
      j.kind.endsWith(':test.flaky'),
    );
  const createApp = async (name: string) =>
    (
      await t.gql<{ appCreate: { uuid: string } }>(
        CREATE_APP,
        { input: { name, bundleKey: 'ecommerce-b2c-bundle' } },
        token,
      )
    ).data?.appCreate.uuid ?? '';
  /** Moves the clock past the next retry and lets the worker run what is due. */
  const nextAttempt = async (attempts: number) => {
    clock.advance(backoffMs(attempts) + 1);
    await t.server.context.jobs.idle();
  };

  it('retries a listener that fails twice and delivers on the third try, once', async () => {
    failuresLeft = 2;
    const app = await createApp('Flaky Courier Store');
    expect(delivered).not.toContain(app);
    const [waiting] = await jobsOf('pending');
    expect(waiting).toMatchObject({ attempts: 1, lastError: 'Error: flaky (1 more)' });
    await nextAttempt(1);
    expect(delivered).not.toContain(app);
    await nextAttempt(2);
    expect(delivered.filter((a) => a === app)).toHaveLength(1);
    expect(await jobsOf('pending')).toEqual([]);
  });

  it('keeps a delivery that fails every time as failed, with its error, until an operator retries it', async () => {
    alwaysFail = true;
    const app = await createApp('Dead Letter Store');
    for (let attempt = 1; attempt < 8; attempt++) await nextAttempt(attempt);
    const [dead] = await jobsOf('failed');
    expect(dead).toMatchObject({ status: 'failed', attempts: 8, lastError: 'Error: courier unreachable' });
    const counts = await t.gql<{ jobCounts: { failed: number } }>('{ jobCounts { failed } }', {}, token);
    expect(counts.data?.jobCounts.failed).toBeGreaterThanOrEqual(1);

    alwaysFail = false;
    const retried = await t.gql<{ jobRetry: { status: string } }>(
      'mutation($u: ID!) { jobRetry(uuid: $u) { status } }',
      { u: dead?.uuid },
      token,
    );
    expect(retried.errors).toBeUndefined();
    await t.server.context.jobs.idle();
    expect(delivered.filter((a) => a === app)).toHaveLength(1);
    expect(await jobsOf('failed')).toEqual([]);
    // Done is final: retrying it again is refused by the job's state machine, in words.
    const again = await t.gql(
      'mutation($u: ID!) { jobRetry(uuid: $u) { status } }',
      { u: dead?.uuid },
      token,
    );
    expect(again.errors?.[0]).toMatchObject({
      message: 'The job cannot change from Done to Waiting',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('shows the jobs and their retry only to operators', async () => {
    await createUser(t.server.context, {
      email: 'not-ops@example.com',
      password: 'NotOps@123',
      role: 'client',
    });
    const other = await t.signIn('not-ops@example.com', 'NotOps@123');
    const r = await t.gql(JOBS, { s: 'failed' }, other);
    expect(r.errors?.[0]).toMatchObject({
      message: 'Only operators can see background jobs',
      extensions: { code: 'FORBIDDEN' },
    });
    const retry = await t.gql(
      'mutation($u: ID!) { jobRetry(uuid: $u) { status } }',
      { u: crypto.randomUUID() },
      other,
    );
    expect(retry.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('runs a scheduled job once per period, from the next period on, however many times its tick comes', async () => {
    let runs = 0;
    t.server.context.jobs.define('test.scheduled', async () => {
      runs += 1;
    });
    const { jobs } = t.server.context;
    await jobs.schedule('test.scheduled', 60_000); // the first period counts from now
    await t.server.context.jobs.idle();
    expect(runs).toBe(0);
    clock.advance(60_000);
    await Promise.all([jobs.schedule('test.scheduled', 60_000), jobs.schedule('test.scheduled', 60_000)]);
    await t.server.context.jobs.idle();
    expect(runs).toBe(1);
    clock.advance(60_000);
    await jobs.schedule('test.scheduled', 60_000);
    await t.server.context.jobs.idle();
    expect(runs).toBe(2);
  });

  it("never counts a job's statements into the request that woke the worker (a screen's query budget)", async () => {
    const { jobs, db } = t.server.context;
    let ran = 0;
    jobs.define('test.busy', async () => {
      for (let i = 0; i < 5; i++) await db.execute(sql`select 1`);
      ran += 1;
    });
    const scope = { requestId: 'r-1', log: createLogger('silent'), queries: 0 };
    await requestScope.run(scope, async () => {
      await jobs.enqueue(db, 'test.busy');
      await jobs.drain();
    });
    expect(ran).toBe(1);
    // The enqueue is the request's; the claim, the job's five and the bookkeeping are not.
    expect(scope.queries).toBe(1);
  });
});
