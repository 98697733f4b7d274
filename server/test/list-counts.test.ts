import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/modules/catalog/catalog.tables.ts';
import { customers } from '../src/modules/customers/customers.tables.ts';
import { pageRecipients } from '../src/modules/inbox/inbox.tables.ts';
import { notify } from '../src/modules/notifications/index.ts';
import { notifications } from '../src/modules/notifications/notifications.tables.ts';
import { orders } from '../src/modules/orders/orders.tables.ts';
import { listCounts } from '../src/platform/counts.tables.ts';
import { newUuid } from '../src/platform/ids.ts';
import { ownedStore, startTestServer, type TestServer, testDatabases } from './harness.ts';

/*
 * The console lists' counts (issue 18): the plain ones are kept by triggers in the same transaction as
 * each change, so they must equal a count(*) after any mix of writes; the filtered ones stop at 10,000.
 */

const STATUSES = ['pending', 'for_delivery', 'completed', 'cancelled', 'refunded'] as const;

const ORDERS = `query($a: ID!, $s: OrderStatus, $p: PaymentStatus, $q: String, $adv: Boolean, $from: Date, $to: Date) {
  orders(appUuid: $a, status: $s, paymentStatus: $p, search: $q, advance: $adv, from: $from, to: $to, first: 5) { totalCount totalCountCapped edges { node { uuid } } }
}`;
const COUNTS = 'query($a: ID!) { orderCounts(appUuid: $a) { status count } }';
const PRODUCTS = `query($a: ID!, $q: String) {
  products(appUuid: $a, search: $q, first: 5) { totalCount totalCountCapped }
}`;
const CUSTOMERS = `query($a: ID!, $q: String) {
  customers(appUuid: $a, search: $q, first: 5) { totalCount totalCountCapped }
}`;

interface Conn {
  totalCount: number;
  totalCountCapped: boolean;
}

describe.each(testDatabases())('list counts on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  const db = () => t.server.database.db;

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
  });
  afterAll(() => t?.close());

  const ordersConn = async (vars: Record<string, unknown>, app = appUuid, as = token) => {
    const r = await t.gql<{ orders: Conn }>(ORDERS, { a: app, ...vars }, as);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.orders;
  };
  const statusCounts = async (app = appUuid, as = token) =>
    Object.fromEntries(
      (
        (await t.gql<{ orderCounts: { status: string; count: number }[] }>(COUNTS, { a: app }, as)).data
          ?.orderCounts ?? []
      ).map((c) => [c.status, c.count]),
    );
  /** What a plain count(*) says, per status: the truth the kept counts must match. */
  const truth = async (app = appUuid) => {
    const rows = await db()
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(eq(orders.appUuid, app))
      .groupBy(orders.status);
    return Object.fromEntries(STATUSES.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0])) as Record<
      (typeof STATUSES)[number],
      number
    >;
  };
  const order = (app: string, n: number, extra: Partial<typeof orders.$inferInsert> = {}) => ({
    uuid: newUuid(),
    appUuid: app,
    transactionNumber: `LC-${n}-${newUuid().slice(0, 6)}`,
    paymentMethod: 'cod' as const,
    customerName: 'Liza Reyes',
    mobileNumber: '9171234567',
    fulfillment: 'pickup' as const,
    subtotal: 50_000,
    deliveryFee: 0,
    tax: 0,
    total: 50_000,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...extra,
  });
  const expectOrderCountsTrue = async () => {
    const expected = await truth();
    expect(await statusCounts()).toEqual(expected);
    for (const status of STATUSES)
      expect(await ordersConn({ s: status })).toMatchObject({
        totalCount: expected[status],
        totalCountCapped: false,
      });
    const all = Object.values(expected).reduce((a, b) => a + b, 0);
    expect(await ordersConn({})).toMatchObject({ totalCount: all, totalCountCapped: false });
    // The tracker's tabs with a payment filter or the advance filter, and the history with a payment filter.
    const rows = (where: ReturnType<typeof and>) =>
      db()
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.appUuid, appUuid), where))
        .then((r) => r[0]?.n ?? 0);
    for (const status of ['pending', 'for_delivery'] as const) {
      expect(await ordersConn({ s: status, p: 'for_confirmation' })).toMatchObject({
        totalCount: await rows(and(eq(orders.status, status), eq(orders.paymentStatus, 'for_confirmation'))),
        totalCountCapped: false,
      });
      expect(await ordersConn({ s: status, adv: true })).toMatchObject({
        totalCount: await rows(and(eq(orders.status, status), isNotNull(orders.advanceOrderDate))),
        totalCountCapped: false,
      });
    }
    expect(await ordersConn({ p: 'for_confirmation' })).toMatchObject({
      totalCount: await rows(eq(orders.paymentStatus, 'for_confirmation')),
      totalCountCapped: false,
    });
  };

  it("keeps each status tab's count and the order history's total exact through orders placed, moved, cancelled and deleted", async () => {
    await expectOrderCountsTrue();
    const before = await truth();
    const placed = Array.from({ length: 6 }, (_, i) =>
      order(appUuid, i, i % 2 ? { advanceOrderDate: '2030-01-01' } : { paymentStatus: 'for_confirmation' }),
    );
    await db().insert(orders).values(placed);
    expect(await statusCounts()).toMatchObject({ pending: before.pending + 6 });

    const move = (uuid: string, status: string) =>
      t.gql(
        'mutation($i: OrderStatusUpdateInput!) { orderStatusUpdate(input: $i) { status } }',
        { i: { uuid, status } },
        token,
      );
    expect((await move(placed[0]?.uuid ?? '', 'for_delivery')).errors).toBeUndefined();
    expect((await move(placed[0]?.uuid ?? '', 'completed')).errors).toBeUndefined();
    expect((await move(placed[1]?.uuid ?? '', 'cancelled')).errors).toBeUndefined();
    // A move the table refuses changes nothing, counts included.
    expect((await move(placed[1]?.uuid ?? '', 'completed')).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    // An update that keeps the status (a payment move) leaves the counts alone.
    await db()
      .update(orders)
      .set({ paymentStatus: 'for_confirmation' })
      .where(eq(orders.uuid, placed[2]?.uuid ?? ''));
    // Many at once in one statement, and a delete.
    await db()
      .update(orders)
      .set({ status: 'for_delivery' })
      .where(or(eq(orders.uuid, placed[3]?.uuid ?? ''), eq(orders.uuid, placed[4]?.uuid ?? '')));
    await db()
      .delete(orders)
      .where(eq(orders.uuid, placed[5]?.uuid ?? ''));

    const after = await truth();
    expect(after).toMatchObject({
      pending: before.pending + 1,
      for_delivery: before.for_delivery + 2,
      completed: before.completed + 1,
      cancelled: before.cancelled + 1,
    });
    await expectOrderCountsTrue();
  });

  it('stays exact when many orders are placed and moved at the same time', async () => {
    const placed = Array.from({ length: 24 }, (_, i) => order(appUuid, 100 + i));
    await db().insert(orders).values(placed.slice(0, 12));
    await Promise.all([
      ...placed.slice(12).map((o) => db().insert(orders).values(o)),
      ...placed.slice(0, 12).map((o, i) =>
        db().transaction(async (tx) => {
          await tx
            .update(orders)
            .set({ status: i % 2 ? 'cancelled' : 'for_delivery' })
            .where(eq(orders.uuid, o.uuid));
          if (i % 3 === 0) await tx.delete(orders).where(eq(orders.uuid, o.uuid));
        }),
      ),
    ]);
    await expectOrderCountsTrue();
  });

  it('counts a filtered list exactly up to 10,000 (a search up to 500) and says "10,000+" past it; the status tab stays exact', async () => {
    const store = await ownedStore(t, { email: 'many@tindahan.ph' });
    const owner = await store.signIn();
    await db().execute(sql`
      INSERT INTO orders (uuid, app_uuid, transaction_number, payment_status, payment_method, customer_name,
        mobile_number, fulfillment, subtotal, delivery_fee, tax, total, created_at, updated_at)
      SELECT gen_random_uuid(), ${store.appUuid}::uuid, 'M-' || g, CASE WHEN g <= 40 THEN 'for_confirmation' ELSE 'pay_pending' END,
        'cod', CASE WHEN g <= 3 THEN 'Ramon Cruz' ELSE 'Liza Reyes' END, '9171234567', 'pickup', 100, 0, 0, 100,
        now() - g * interval '1 minute', now()
      FROM generate_series(1, 10050) g`);
    const conn = (vars: Record<string, unknown>) => ordersConn(vars, store.appUuid, owner);
    // A payment filter reads its kept counts: exact at any size.
    expect(await conn({ p: 'pay_pending' })).toMatchObject({ totalCount: 10_010, totalCountCapped: false });
    expect(await conn({ p: 'for_confirmation' })).toMatchObject({ totalCount: 40, totalCountCapped: false });
    // A date range counts rows: past 10,000 it says so.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    expect(await conn({ from: day(-30), to: day(1) })).toMatchObject({
      totalCount: 10_000,
      totalCountCapped: true,
    });
    expect(await conn({ p: 'for_confirmation', from: day(-30), to: day(1) })).toMatchObject({
      totalCount: 40,
      totalCountCapped: false,
    });
    expect(await conn({ q: 'ramon' })).toMatchObject({ totalCount: 3, totalCountCapped: false });
    // A text search rechecks each row it counts: it stops at 500 ("500+").
    expect(await conn({ q: 'liza' })).toMatchObject({ totalCount: 500, totalCountCapped: true });
    expect(await conn({ s: 'pending' })).toMatchObject({ totalCount: 10_050, totalCountCapped: false });
    expect(await conn({})).toMatchObject({ totalCount: 10_050, totalCountCapped: false });
    expect(await statusCounts(store.appUuid, owner)).toMatchObject({ pending: 10_050, completed: 0 });

    await db().execute(sql`
      INSERT INTO products (uuid, app_uuid, name, price)
      SELECT gen_random_uuid(), ${store.appUuid}::uuid, CASE WHEN g <= 2 THEN 'Mango jam ' ELSE 'Ube jam ' END || g, 100
      FROM generate_series(1, 10003) g`);
    const productsConn = async (q?: string) =>
      (await t.gql<{ products: Conn }>(PRODUCTS, { a: store.appUuid, q }, owner)).data?.products;
    expect(await productsConn()).toEqual({ totalCount: 10_003, totalCountCapped: false });
    expect(await productsConn('ube')).toEqual({ totalCount: 500, totalCountCapped: true });
    expect(await productsConn('mango')).toEqual({ totalCount: 2, totalCountCapped: false });
  });

  it('keeps the product and customer totals exact through creates and deletes', async () => {
    const total = async (table: typeof products | typeof customers) =>
      (await db().select({ n: count() }).from(table).where(eq(table.appUuid, appUuid)))[0]?.n ?? 0;
    const productsConn = async (q?: string) =>
      (await t.gql<{ products: Conn }>(PRODUCTS, { a: appUuid, q }, token)).data?.products;
    const customersConn = async (q?: string) =>
      (await t.gql<{ customers: Conn }>(CUSTOMERS, { a: appUuid, q }, token)).data?.customers;
    expect(await productsConn()).toEqual({ totalCount: await total(products), totalCountCapped: false });
    const [first] = await db()
      .select({ uuid: products.uuid })
      .from(products)
      .where(eq(products.appUuid, appUuid))
      .limit(1);
    const removed = await t.gql(
      'mutation($i: ProductDeleteInput!) { productDelete(input: $i) { uuid } }',
      { i: { uuid: first?.uuid } },
      token,
    );
    expect(removed.errors).toBeUndefined();
    expect(await productsConn()).toEqual({ totalCount: await total(products), totalCountCapped: false });

    const before = (await customersConn())?.totalCount ?? -1;
    expect(before).toBe(await total(customers));
    await db()
      .insert(customers)
      .values(
        ['Aling Nena', 'Mang Tomas'].map((name) => ({
          uuid: newUuid(),
          appUuid,
          name,
          createdAt: new Date(),
          lastActiveAt: new Date(),
        })),
      );
    expect(await customersConn()).toEqual({ totalCount: before + 2, totalCountCapped: false });
    expect(await customersConn('nena')).toEqual({ totalCount: 1, totalCountCapped: false });
    await db().delete(customers).where(eq(customers.name, 'Mang Tomas'));
    expect(await customersConn()).toEqual({ totalCount: before + 1, totalCountCapped: false });
  });

  it('keeps the unread notifications badge exact through notifications raised, read one by one and all at once', async () => {
    const badge = async () =>
      (
        await t.gql<{ unreadNotificationsCount: number }>(
          'query($a: ID!) { unreadNotificationsCount(appUuid: $a) }',
          { a: appUuid },
          token,
        )
      ).data?.unreadNotificationsCount;
    const unreadTruth = async () =>
      (
        await db()
          .select({ n: count() })
          .from(notifications)
          .where(and(eq(notifications.appUuid, appUuid), isNull(notifications.readAt)))
      )[0]?.n;
    expect(await badge()).toBe(await unreadTruth());
    const before = (await badge()) ?? 0;
    const raised = [];
    for (const message of ['New order 1', 'New order 2', 'New order 3'])
      raised.push(await notify(t.server.context, { appUuid, category: 'order', message }));
    expect(await badge()).toBe(before + 3);
    const read = await t.gql(
      'mutation($i: NotificationMarkAsReadInput!) { notificationMarkAsRead(input: $i) { uuid } }',
      { i: { notificationUuid: raised[0]?.uuid } },
      token,
    );
    expect(read.errors).toBeUndefined();
    expect(await badge()).toBe(before + 2);
    await t.gql(
      'mutation($a: ID!) { notificationMarkAllAsRead(appUuid: $a) { success } }',
      { a: appUuid },
      token,
    );
    expect(await badge()).toBe(0);
    expect(await unreadTruth()).toBe(0);
  });

  it('keeps the unread conversations count exact as conversations are written to and read', async () => {
    const unread = async () =>
      (
        await t.gql<{ unreadMessagesCount: number }>(
          'query($a: ID!) { unreadMessagesCount(appUuid: $a) }',
          { a: appUuid },
          token,
        )
      ).data?.unreadMessagesCount;
    const unreadTruth = async () =>
      (
        await db()
          .select({ n: count() })
          .from(pageRecipients)
          .where(
            and(
              eq(pageRecipients.appUuid, appUuid),
              or(eq(pageRecipients.messengerRead, false), eq(pageRecipients.facebookCommentRead, false)),
            ),
          )
      )[0]?.n;
    expect(await unread()).toBe(await unreadTruth());
    const all = await db()
      .select({ uuid: pageRecipients.uuid })
      .from(pageRecipients)
      .where(eq(pageRecipients.appUuid, appUuid));
    expect(all.length).toBeGreaterThan(1);
    await db()
      .update(pageRecipients)
      .set({ messengerRead: false })
      .where(eq(pageRecipients.appUuid, appUuid));
    expect(await unread()).toBe(all.length);
    // Unread on both platforms is still one conversation.
    await db()
      .update(pageRecipients)
      .set({ facebookCommentRead: false })
      .where(eq(pageRecipients.uuid, all[0]?.uuid ?? ''));
    expect(await unread()).toBe(all.length);
    const r = await t.gql(
      'mutation($i: UpdateRecipientReadStatusInput!) { updateRecipientReadStatus(input: $i) { messengerRead } }',
      { i: { pageRecipientUuid: all[1]?.uuid, platformOrigin: 'all' } },
      token,
    );
    expect(r.errors).toBeUndefined();
    expect(await unread()).toBe(all.length - 1);
    expect(await unread()).toBe(await unreadTruth());
  });

  it('counts what existing stores already had when the migration adds the kept counts', async () => {
    const dir = path.resolve(import.meta.dirname, '../migrations');
    const backfill = fs
      .readdirSync(dir)
      .sort()
      .filter((d) => d.endsWith('_list_counts_triggers') || d.endsWith('_list_counts_order_filters'))
      .flatMap((d) =>
        fs.readFileSync(path.join(dir, d, 'migration.sql'), 'utf8').split('--> statement-breakpoint'),
      )
      .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
      .filter((s) => s.startsWith('INSERT INTO list_counts') || s.startsWith('DELETE FROM list_counts'));
    expect(backfill).toHaveLength(7);
    const before = await statusCounts();
    const unread = async () =>
      (
        await t.gql<{ unreadNotificationsCount: number }>(
          'query($a: ID!) { unreadNotificationsCount(appUuid: $a) }',
          { a: appUuid },
          token,
        )
      ).data?.unreadNotificationsCount;
    await notify(t.server.context, { appUuid, category: 'order', message: 'Before the migration' });
    const unreadBefore = await unread();
    await db().delete(listCounts);
    expect(await statusCounts()).toMatchObject({ pending: 0, completed: 0 });
    for (const statement of backfill) await db().execute(sql.raw(statement));
    expect(await statusCounts()).toEqual(before);
    expect(await unread()).toBe(unreadBefore);
    await expectOrderCountsTrue();
  });

  it("forgets a deleted store's counts with it", async () => {
    const store = await ownedStore(t, { email: 'gone@tindahan.ph' });
    await db()
      .insert(orders)
      .values([order(store.appUuid, 1), order(store.appUuid, 2)]);
    const kept = () => db().select().from(listCounts).where(eq(listCounts.appUuid, store.appUuid));
    expect((await kept()).filter((r) => r.key === 'pending').reduce((n, r) => n + r.n, 0)).toBe(2);
    await db().execute(sql`DELETE FROM apps WHERE uuid = ${store.appUuid}::uuid`);
    expect(await kept()).toEqual([]);
  });
});
