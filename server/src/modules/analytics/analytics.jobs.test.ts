import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { newUuid } from '../../platform/ids.ts';
import { jobs } from '../../platform/jobs.tables.ts';
import { manilaDayStart } from '../../platform/manila.ts';
import { orders } from '../orders/orders.tables.ts';
import { orderDayKey, REFRESH_ORDER_DAY_JOB } from './analytics.jobs.ts';

const SALES = `query($a: ID!, $from: Date!, $to: Date!) { storeAnalytics(appUuid: $a, from: $from, to: $to) {
  sales { grossSales orders cancelledOrders } days { day orders } } }`;
type Sales = { storeAnalytics: { sales: { grossSales: number; orders: number; cancelledOrders: number } } };

describe.each(testDatabases())('order figures recomputed per store-day on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  const day = '2026-06-10';
  let n = 0;

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
  });
  afterAll(() => t.close());

  const db = () => t.server.database.db;
  const sales = async () => {
    const r = await t.gql<Sales>(SALES, { a: appUuid, from: day, to: day }, token);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.storeAnalytics.sales;
  };
  /** An order of `day` written straight to the table (its event is raised by the test). */
  const order = async (total: number) => {
    const uuid = newUuid();
    n += 1;
    const at = new Date(manilaDayStart(day).getTime() + n * 60_000);
    await db()
      .insert(orders)
      .values({
        uuid,
        appUuid,
        transactionNumber: `BURST-${n}`,
        paymentMethod: 'cod',
        customerName: 'Burst Buyer',
        mobileNumber: '9171234567',
        fulfillment: 'pickup',
        subtotal: total,
        deliveryFee: 0,
        tax: 0,
        total,
        createdAt: at,
        updatedAt: at,
      });
    return uuid;
  };
  const created = (orderUuid: string) => ({
    name: 'order.created' as const,
    payload: { appUuid, orderUuid },
  });
  const recomputes = async () => {
    const [row] = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(jobs)
      .where(and(eq(jobs.kind, REFRESH_ORDER_DAY_JOB), eq(jobs.dedupeKey, orderDayKey(appUuid, day))));
    return row?.n ?? 0;
  };
  /** The day straight from the raw orders. */
  const direct = async () => {
    const rows = await db().select().from(orders).where(eq(orders.appUuid, appUuid));
    const ofDay = rows.filter((o) => o.transactionNumber.startsWith('BURST-'));
    const kept = ofDay.filter((o) => o.status !== 'cancelled');
    return {
      grossSales: kept.reduce((s, o) => s + o.total, 0),
      orders: kept.length,
      cancelledOrders: ofDay.length - kept.length,
    };
  };

  it('a burst of orders ends in exact figures with far fewer recomputes than orders', async () => {
    const burst: string[] = [];
    for (let i = 0; i < 24; i++) burst.push(await order(10_000 + i * 100));
    await t.server.context.events.publish(burst.map(created));
    await t.server.context.jobs.idle();
    expect(await sales()).toEqual(await direct());
    expect((await sales()).orders).toBe(24);
    const afterBurst = await recomputes();
    expect(afterBurst).toBeGreaterThanOrEqual(1);
    expect(afterBurst).toBeLessThanOrEqual(6);

    // Orders and cancellations trickling in while the worker runs: each wakes it, none is lost.
    const trickle: Promise<void>[] = [];
    for (let i = 0; i < 10; i++) {
      const uuid = await order(20_000);
      trickle.push(t.server.context.events.publish([created(uuid)]));
      if (i % 3 === 0) {
        const victim = burst[i] as string;
        await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.uuid, victim));
        trickle.push(
          t.server.context.events.publish([
            {
              name: 'order.statusChanged',
              payload: { appUuid, orderUuid: victim, change: { kind: 'status', to: 'cancelled' } },
            },
          ]),
        );
      }
    }
    await Promise.all(trickle);
    await t.server.context.jobs.idle();
    const want = await direct();
    expect(want).toMatchObject({ orders: 30, cancelledOrders: 4 });
    expect(await sales()).toEqual(want);
    expect(await recomputes()).toBeLessThan(24 + 14);
  });

  it('an order placed while its day is being recomputed is counted by a recompute after it', async () => {
    // Another worker has claimed the day's recompute and read the orders: it is running, not waiting.
    const running = newUuid();
    const now = new Date();
    await db()
      .insert(jobs)
      .values({
        uuid: running,
        kind: REFRESH_ORDER_DAY_JOB,
        payload: { appUuid, day },
        status: 'running',
        attempts: 1,
        runAt: now,
        lockedBy: 'another-worker',
        lockedUntil: new Date(now.getTime() + 3600_000),
        dedupeKey: orderDayKey(appUuid, day),
        createdAt: now,
        updatedAt: now,
      });
    const before = await sales();
    const late = await order(55_500);
    await t.server.context.events.publish([created(late)]);
    await t.server.context.jobs.idle();
    expect(await sales()).toEqual({
      ...before,
      grossSales: before.grossSales + 55_500,
      orders: before.orders + 1,
    });
    expect(await sales()).toEqual(await direct());
    await db().delete(jobs).where(eq(jobs.uuid, running));
  });
});
