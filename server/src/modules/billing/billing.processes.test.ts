import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, TEST_SECRET, tempDir } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { ManualClock } from '../../platform/clock.ts';
import { createLogger } from '../../platform/logger.ts';
import { type RunningServer, startServer } from '../../server.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { appByUuid, createApp, markLaunched } from '../apps/index.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { runOverdue } from './billing.overdue.ts';
import { runBilling } from './billing.run.ts';
import { updateBilling } from './billing.service.ts';
import { billings } from './billing.tables.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI === 'true' && !postgresUrl)
  throw new Error('CI=true needs TEST_DATABASE_URL: the two-process billing test would be skipped');

// Launched 2027-03-15 09:00 Manila: the first period ends 2027-04-15 00:00 Manila, due 2027-04-24.
const LAUNCH = new Date('2027-03-15T01:00:00Z');

/*
 * Two server processes (each its own pool, job worker and scheduled billing jobs) on one PostgreSQL
 * database: the monthly run and the overdue job, run by both at once, bill each store once, announce
 * each bill once and deactivate once.
 */
describe.runIf(Boolean(postgresUrl))('billing on two server processes sharing PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof freshPostgres>>;
  let a: RunningServer;
  let b: RunningServer;
  const clock = new ManualClock(LAUNCH);
  const stores: string[] = [];

  beforeAll(async () => {
    db = await freshPostgres({ migrated: true });
    const config = {
      ...loadConfig({}),
      port: 0,
      host: '127.0.0.1',
      databaseUrl: db.url,
      seedDemo: false,
      secretKey: TEST_SECRET,
      maxEventLoopDelayMs: 0,
    };
    const log = createLogger('silent');
    a = await startServer({ ...config, dataDir: tempDir(), webDist: tempDir() }, { log, clock });
    b = await startServer({ ...config, dataDir: tempDir(), webDist: tempDir() }, { log, clock });
    const owner = await createUser(a.context, {
      email: 'owner@tindahan.ph',
      password: 'Owner#2026',
      role: 'client',
    });
    for (const name of ['Tindahan Uno', 'Tindahan Dos', 'Tindahan Tres']) {
      const app = await createApp(a.context, owner.uuid, { name, bundleKey: 'ecommerce-b2c-bundle' });
      await updateBilling(a.context.db, app.uuid, { plan: 'pro_starter' });
      await markLaunched(a.context, app.uuid);
      stores.push(app.uuid);
    }
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  it('bills each store once for its period, and tells its team once', async () => {
    clock.set(new Date('2027-04-15T00:00:00Z'));
    // Both processes at once (and their own scheduled runs, which may beat them): one bill a store.
    await Promise.all([runBilling(a.context), runBilling(b.context), runBilling(a.context)]);
    await Promise.all([a.context.jobs.idle(), b.context.jobs.idle()]);
    const bills = await a.context.db.select().from(billings);
    expect(bills.map((bill) => bill.appUuid).sort()).toEqual([...stores].sort());
    expect(bills.every((bill) => bill.totalPayableAmount === 149_900)).toBe(true);
    const told = await a.context.db.select().from(notifications);
    expect(told.filter((n) => n.category === 'billing_created')).toHaveLength(3);
  });

  it('deactivates each overdue store once while both processes run the overdue job', async () => {
    clock.set(new Date('2027-04-24T16:30:00Z')); // 2027-04-25 00:30 Manila
    await Promise.all([runOverdue(a.context), runOverdue(b.context), runOverdue(b.context)]);
    await Promise.all([a.context.jobs.idle(), b.context.jobs.idle()]);
    const apps = await Promise.all(stores.map((uuid) => appByUuid(a.context.db, uuid)));
    expect(apps.map((app) => app?.storeStatus)).toEqual(['deactivated', 'deactivated', 'deactivated']);
    const told = await a.context.db.select().from(notifications);
    expect(told.filter((n) => n.category === 'billing_deactivated')).toHaveLength(3);
  });
});
