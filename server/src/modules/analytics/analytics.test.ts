import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedStore, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';
import { newUuid } from '../../platform/ids.ts';
import { addDays, manilaDate, manilaDayEnd, manilaDayStart } from '../../platform/manila.ts';
import { orders } from '../orders/orders.tables.ts';
import { refreshOrderDay } from './analytics.record.ts';
import { monthOf, RANGE_ORDER, RANGE_TOO_LONG, weekOf } from './analytics.rules.ts';
import { analyticsEvents, analyticsRollups } from './analytics.tables.ts';

const FIGURES = `query($a: ID!, $from: Date!, $to: Date!) { storeAnalytics(appUuid: $a, from: $from, to: $to) {
  sales { netSales grossSales refunds orders cancelledOrders returningOrders averageOrderValue repeatCustomerRate }
  previousSales { netSales orders }
  funnel { visits productViews addToCart checkoutStarted ordersPlaced }
  previousRange { from to }
  days { day netSales orders visits }
  topReferrals(limit: 20) { source visits ordersPlaced }
  mostViewedProducts(limit: 3) { productUuid name views unitsSold }
  mostSoldProducts(limit: 3) { productUuid name unitsSold sales }
  latestSoldProducts(limit: 2) { productName quantity transactionNumber }
} }`;
const TRACK = 'mutation($input: StorefrontTrackInput!) { storefrontTrack(input: $input) }';
const CHECKOUT =
  'mutation($input: StoreCheckoutInput!) { storeCheckout(input: $input) { transactionNumber total } }';
const STATUS = 'mutation($input: OrderStatusUpdateInput!) { orderStatusUpdate(input: $input) { status } }';
const PRODUCTS =
  'query($a: ID!) { products(appUuid: $a, first: 3, sort: name_asc) { edges { node { uuid variants { uuid price } } } } }';

type Sales = {
  netSales: number;
  grossSales: number;
  refunds: number;
  orders: number;
  cancelledOrders: number;
  returningOrders: number;
  averageOrderValue: number;
  repeatCustomerRate: number;
};
type Figures = {
  storeAnalytics: {
    sales: Sales;
    previousSales: { netSales: number; orders: number };
    funnel: {
      visits: number;
      productViews: number;
      addToCart: number;
      checkoutStarted: number;
      ordersPlaced: number;
    };
    previousRange: { from: string; to: string };
    days: { day: string; netSales: number; orders: number; visits: number }[];
    topReferrals: { source: string; visits: number; ordersPlaced: number }[];
    mostViewedProducts: { productUuid: string; name: string; views: number; unitsSold: number }[];
    mostSoldProducts: { productUuid: string; name: string; unitsSold: number; sales: number }[];
    latestSoldProducts: { productName: string; quantity: number; transactionNumber: string }[];
  };
};

describe.each(testDatabases())('the store figures on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  // 2026-11-21 12:00 in Manila.
  const clock = new ManualClock(new Date('2026-11-21T04:00:00Z'));
  const today = '2026-11-21';

  beforeAll(async () => {
    t = await startTestServer(kind, { clock, config: { demoTraffic: true } });
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
  });
  afterAll(() => t.close());

  const figures = async (from: string, to: string, as = token) => {
    const r = await t.gql<Figures>(FIGURES, { a: appUuid, from, to }, as);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.storeAnalytics;
  };

  /** Every week and month row holds the sum of its days (zero rows aside), for every figure. */
  async function weeksAndMonthsAddUp() {
    const rows = await t.server.database.db
      .select()
      .from(analyticsRollups)
      .where(eq(analyticsRollups.appUuid, appUuid));
    const want = new Map<string, number>();
    const got = new Map<string, number>();
    for (const r of rows) {
      if (r.grain === 'day') {
        for (const [grain, start] of [
          ['week', weekOf(r.day)],
          ['month', monthOf(r.day)],
        ]) {
          const key = `${r.metric}|${r.dim}|${grain}|${start}`;
          want.set(key, (want.get(key) ?? 0) + r.value);
        }
      } else got.set(`${r.metric}|${r.dim}|${r.grain}|${r.day}`, r.value);
    }
    const nonZero = (m: Map<string, number>) => [...m].filter(([, v]) => v !== 0).sort();
    expect(nonZero(got)).toEqual(nonZero(want));
  }

  /** The same figures computed straight from the raw orders and events, in Manila days. */
  async function direct(from: string, to: string) {
    const db = t.server.database.db;
    const start = manilaDayStart(from);
    const end = manilaDayEnd(to);
    const placed = await db
      .select()
      .from(orders)
      .where(and(eq(orders.appUuid, appUuid), gte(orders.createdAt, start), lt(orders.createdAt, end)));
    const kept = placed.filter((o) => o.status !== 'cancelled');
    const refunded = await db
      .select({ total: orders.total })
      .from(orders)
      .where(and(eq(orders.appUuid, appUuid), gte(orders.refundedAt, start), lt(orders.refundedAt, end)));
    const events = await db
      .select({ kind: analyticsEvents.kind, n: sql<number>`count(*)`.mapWith(Number) })
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.appUuid, appUuid),
          gte(analyticsEvents.occurredAt, start),
          lt(analyticsEvents.occurredAt, end),
        ),
      )
      .groupBy(analyticsEvents.kind);
    const n = (k: string) => events.find((e) => e.kind === k)?.n ?? 0;
    const gross = kept.reduce((s, o) => s + o.total, 0);
    const refunds = refunded.reduce((s, o) => s + o.total, 0);
    return {
      sales: { grossSales: gross, refunds, netSales: gross - refunds, orders: kept.length },
      funnel: {
        visits: n('visit'),
        productViews: n('product_view'),
        addToCart: n('add_to_cart'),
        checkoutStarted: n('checkout_started'),
        ordersPlaced: n('order_placed'),
      },
    };
  }

  it("shows the demo store's last 30 days as its raw orders and events add up, day by day", async () => {
    const from = addDays(today, -29);
    const got = await figures(from, today);
    const want = await direct(from, today);
    expect(got.sales).toMatchObject(want.sales);
    expect(got.funnel).toEqual(want.funnel);
    expect(got.sales.orders).toBeGreaterThan(20);
    expect(got.funnel.visits).toBeGreaterThan(got.funnel.productViews / 4);
    expect(got.previousRange).toEqual({ from: addDays(today, -59), to: addDays(today, -30) });
    expect(got.days).toHaveLength(30);
    expect(got.days.reduce((s, d) => s + d.netSales, 0)).toBe(got.sales.netSales);
    for (const day of [addDays(today, -3), addDays(today, -17)]) {
      const one = await direct(day, day);
      const row = got.days.find((d) => d.day === day);
      expect(row).toMatchObject({
        netSales: one.sales.netSales,
        orders: one.sales.orders,
        visits: one.funnel.visits,
      });
    }
    expect(got.topReferrals[0]?.source).toBe('messenger');
    // The top lists read whole weeks and days (this range has no whole month): the same as the raw rows.
    const raw = async (
      kind: string,
      by: typeof analyticsEvents.source | typeof analyticsEvents.productUuid,
    ) =>
      new Map(
        (
          await t.server.database.db
            .select({ key: sql<string>`${by}::text`, n: sql<number>`count(*)`.mapWith(Number) })
            .from(analyticsEvents)
            .where(
              and(
                eq(analyticsEvents.appUuid, appUuid),
                eq(analyticsEvents.kind, kind as 'visit'),
                gte(analyticsEvents.occurredAt, manilaDayStart(from)),
                lt(analyticsEvents.occurredAt, manilaDayEnd(today)),
              ),
            )
            .groupBy(by)
        ).map((r) => [r.key, r.n]),
      );
    const visits = await raw('visit', analyticsEvents.source);
    const placed = await raw('order_placed', analyticsEvents.source);
    for (const r of got.topReferrals)
      expect(r).toEqual({
        source: r.source,
        visits: visits.get(r.source),
        ordersPlaced: placed.get(r.source) ?? 0,
      });
    const views = await raw('product_view', analyticsEvents.productUuid);
    for (const p of got.mostViewedProducts) expect(p.views).toBe(views.get(p.productUuid));
    expect(got.mostViewedProducts[0]?.views).toBe(Math.max(...views.values()));
    expect(got.mostViewedProducts[0]?.views).toBeGreaterThanOrEqual(got.mostViewedProducts[1]?.views ?? 0);
    expect(got.mostSoldProducts[0]?.unitsSold).toBeGreaterThan(0);
    expect(got.mostSoldProducts[0]?.name).not.toBe('A deleted product');
    expect(got.sales.averageOrderValue).toBe(Math.round(got.sales.grossSales / got.sales.orders));
  });

  it('counts an order on its Manila day, takes a cancelled one out, and subtracts a refund on its own day', async () => {
    const products = await t.gql<{
      products: { edges: { node: { variants: { uuid: string; price: number }[] } }[] };
    }>(PRODUCTS, { a: appUuid }, token);
    const variant = products.data?.products.edges[0]?.node.variants[0];
    if (!variant) throw new Error('no product');
    const day = '2026-12-01';
    const before = await figures(day, addDays(day, 1));
    // Moving the clock by days: the merchant signs in again at the new time.
    const travel = async (to: string) => {
      clock.set(new Date(to));
      token = await t.signIn();
    };
    const checkout = async (at: string) => {
      await travel(at);
      const r = await t.gql<{ storeCheckout: { transactionNumber: string; total: number } }>(CHECKOUT, {
        input: {
          appUuid,
          items: [{ variantUuid: variant.uuid, quantity: 1 }],
          customerName: 'Liza Reyes',
          mobileNumber: '+63 917 555 0101',
          fulfillment: 'pickup',
          paymentMethod: 'cod',
        },
      });
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      return r.data.storeCheckout;
    };
    // 23:59 in Manila on Dec 1 is 15:59 UTC; one minute past midnight is Dec 2.
    const late = await checkout('2026-12-01T15:59:00Z');
    const early = await checkout('2026-12-01T16:01:00Z');
    let after = await figures(day, addDays(day, 1));
    const dayOf = (f: typeof after, d: string) => f.days.find((x) => x.day === d);
    expect(dayOf(after, day)?.orders).toBe((dayOf(before, day)?.orders ?? 0) + 1);
    expect(dayOf(after, addDays(day, 1))?.orders).toBe((dayOf(before, addDays(day, 1))?.orders ?? 0) + 1);
    expect(after.sales.grossSales).toBe(before.sales.grossSales + late.total + early.total);
    expect(after.sales.returningOrders).toBe(before.sales.returningOrders + 1); // Liza's second order
    expect(after.latestSoldProducts[0]?.transactionNumber).toBe(early.transactionNumber);

    const uuidOf = async (txn: string) =>
      (await t.server.database.db.select().from(orders).where(eq(orders.transactionNumber, txn)))[0]?.uuid;
    const move = async (txn: string, status: string) => {
      const r = await t.gql(STATUS, { input: { uuid: await uuidOf(txn), status } }, token);
      expect(r.errors).toBeUndefined();
    };
    await move(early.transactionNumber, 'cancelled');
    after = await figures(day, addDays(day, 1));
    expect(after.sales.grossSales).toBe(before.sales.grossSales + late.total);
    expect(after.sales.cancelledOrders).toBe(before.sales.cancelledOrders + 1);

    // Completed on Dec 1, refunded on Dec 3: Dec 1 keeps its sale, Dec 3 loses it.
    await move(late.transactionNumber, 'for_delivery');
    await move(late.transactionNumber, 'completed');
    await travel('2026-12-03T02:00:00Z');
    await move(late.transactionNumber, 'refunded');
    const dec1 = await figures(day, day);
    const dec3 = await figures('2026-12-03', '2026-12-03');
    expect(dec1.sales.grossSales).toBe((await direct(day, day)).sales.grossSales);
    expect(dec1.sales.refunds).toBe(0);
    expect(dec3.sales).toMatchObject({ refunds: late.total, netSales: -late.total });
    await weeksAndMonthsAddUp();
    await travel('2026-11-21T04:00:00Z');
  });

  it('records storefront events for the funnel and the top lists, and ignores crawlers', async () => {
    const product = (
      await t.gql<{ products: { edges: { node: { uuid: string } }[] } }>(PRODUCTS, { a: appUuid }, token)
    ).data?.products.edges[2]?.node.uuid;
    const before = await figures(today, today);
    const track = (input: Record<string, unknown>, userAgent = 'Mozilla/5.0 (iPhone) Messenger') =>
      fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': userAgent },
        body: JSON.stringify({ query: TRACK, variables: { input: { appUuid, ...input } } }),
      }).then(
        (r) => r.json() as Promise<{ data?: { storefrontTrack: boolean }; errors?: { message: string }[] }>,
      );
    expect((await track({ kind: 'visit', source: '  Summer-Sale ' })).data?.storefrontTrack).toBe(true);
    for (let i = 0; i < 40; i++) await track({ kind: 'product_view', productUuid: product });
    await track({ kind: 'add_to_cart', productUuid: product });
    await track({ kind: 'checkout_started' });
    const bot = await track({ kind: 'visit' }, 'facebookexternalhit/1.1');
    expect(bot.data?.storefrontTrack).toBe(false);
    // The merchant previewing the store from the console's session is not a shopper either.
    const preview = await t.gql<{ storefrontTrack: boolean }>(
      TRACK,
      { input: { appUuid, kind: 'visit' } },
      token,
    );
    expect(preview.data?.storefrontTrack).toBe(false);
    const after = await figures(today, today);
    expect(after.funnel).toEqual({
      visits: before.funnel.visits + 1,
      productViews: before.funnel.productViews + 40,
      addToCart: before.funnel.addToCart + 1,
      checkoutStarted: before.funnel.checkoutStarted + 1,
      ordersPlaced: before.funnel.ordersPlaced,
    });
    expect(after.funnel).toEqual((await direct(today, today)).funnel);
    expect(after.topReferrals.find((r) => r.source === 'summer-sale')).toEqual({
      source: 'summer-sale',
      visits: 1,
      ordersPlaced: 0,
    });
    expect(after.mostViewedProducts[0]?.productUuid).toBe(product);

    // Bad input changes nothing and says why.
    const noProduct = await track({ kind: 'product_view' });
    expect(noProduct.errors?.[0]?.message).toBeTruthy();
    const other = await ownedStore(t, { email: 'other@tindahan.ph' });
    const foreign = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0' },
      body: JSON.stringify({
        query: TRACK,
        variables: { input: { appUuid: other.appUuid, kind: 'product_view', productUuid: product } },
      }),
    }).then((r) => r.json() as Promise<{ errors?: { message: string }[] }>);
    expect(foreign.errors?.[0]?.message).toBe('Product not found');
    expect((await figures(today, today)).funnel).toEqual(after.funnel);
    await weeksAndMonthsAddUp();
  });

  it('adds up a busy period past a 32-bit integer (₱21.47M) in whole centavos', async () => {
    const day = '2027-01-05';
    for (const n of [1, 2]) {
      await t.server.database.db.insert(orders).values({
        uuid: newUuid(),
        appUuid,
        transactionNumber: `BULK-${n}`,
        paymentMethod: 'bank_transfer',
        customerName: 'Wholesale Buyer',
        mobileNumber: '9171234567',
        fulfillment: 'pickup',
        subtotal: 1_500_000_000,
        deliveryFee: 0,
        tax: 0,
        total: 1_500_000_000,
        createdAt: new Date(`${day}T02:00:00Z`),
        updatedAt: new Date(`${day}T02:00:00Z`),
      });
    }
    await refreshOrderDay(t.server.database.db, appUuid, day);
    const got = await figures(day, day);
    expect(got.sales).toMatchObject({ grossSales: 3_000_000_000, netSales: 3_000_000_000, orders: 2 });
    expect(got.days[0]?.netSales).toBe(3_000_000_000);
  });

  it("refuses a bad range in plain words, and another merchant's store", async () => {
    const bad = await t.gql(FIGURES, { a: appUuid, from: today, to: addDays(today, -1) }, token);
    expect(bad.errors?.[0]?.message).toBe(RANGE_ORDER);
    const long = await t.gql(FIGURES, { a: appUuid, from: '2025-01-01', to: today }, token);
    expect(long.errors?.[0]?.message).toBe(RANGE_TOO_LONG);
    const stranger = await ownedStore(t, { email: 'stranger@tindahan.ph' });
    const r = await t.gql(FIGURES, { a: appUuid, from: today, to: today }, await stranger.signIn());
    expect(r.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);
    expect(r.data).toBeNull();
    expect(manilaDate(clock.now())).toBe(today);
  });
});
