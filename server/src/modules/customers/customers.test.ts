import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import {
  customerMessage,
  deliver,
  fakeGraph,
  META_APP_SECRET,
  META_VERIFY_TOKEN,
} from '../../../test/meta.ts';
import { ManualClock } from '../../platform/clock.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { orders } from '../orders/orders.tables.ts';
import { customers } from './customers.tables.ts';

/* The customers list and details: who ordered or wrote, linked across the inbox and the orders. */

const CHECKOUT = `mutation($input: StoreCheckoutInput!) { storeCheckout(input: $input) { transactionNumber total } }`;
const STATUS = `mutation($input: OrderStatusUpdateInput!) { orderStatusUpdate(input: $input) { status } }`;
const FIELDS = `uuid name mobileNumber pageRecipientUuid profilePic ordersCount totalSpent
  lastOrder { uuid transactionNumber } lastMessage { text fromCustomer createdAt } lastActiveAt`;
const LIST = `query($a: ID!, $s: String, $first: Int, $after: String) {
  customers(appUuid: $a, search: $s, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { ${FIELDS} } } } }`;
const ONE = `query($a: ID!, $u: ID!, $first: Int, $after: String) { customer(appUuid: $a, uuid: $u) { ${FIELDS}
  orders(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { transactionNumber } } } } }`;

type Customer = {
  uuid: string;
  name: string;
  mobileNumber: string | null;
  pageRecipientUuid: string | null;
  profilePic: string | null;
  ordersCount: number;
  totalSpent: number;
  lastOrder: { uuid: string; transactionNumber: string } | null;
  lastMessage: { text: string | null; fromCustomer: boolean; createdAt: string } | null;
};
type List = {
  customers: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: Customer }[];
  };
};

describe.each(testDatabases())('customers on %s', (kind) => {
  let t: TestServer;
  let graph: Awaited<ReturnType<typeof fakeGraph>>;
  let token: string;
  let appUuid: string;
  let variantUuid: string;
  const clock = new ManualClock(new Date('2026-11-21T04:00:00Z'));
  const ramon: number[] = [];

  const list = async (v: { s?: string; first?: number; after?: string | null } = {}) => {
    const r = await t.gql<List>(LIST, { a: appUuid, ...v }, token);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.customers;
  };
  const only = async (s: string) => {
    const c = await list({ s });
    expect(c.totalCount).toBe(1);
    return c.edges[0]?.node as Customer;
  };
  const checkout = async (customerName: string, mobileNumber: string, quantity = 1, extra = {}) => {
    clock.advance(60_000);
    const r = await t.gql<{ storeCheckout: { transactionNumber: string; total: number } }>(CHECKOUT, {
      input: {
        appUuid,
        items: [{ variantUuid, quantity }],
        customerName,
        mobileNumber,
        fulfillment: 'pickup',
        paymentMethod: 'bank_transfer',
        ...extra,
      },
    });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.storeCheckout;
  };

  beforeAll(async () => {
    graph = await fakeGraph();
    t = await startTestServer(kind, {
      clock,
      config: { metaAppSecret: META_APP_SECRET, metaVerifyToken: META_VERIFY_TOKEN, metaGraphUrl: graph.url },
    });
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
    const p = await t.gql<{ productCreate: { variants: { uuid: string }[] } }>(
      'mutation($input: ProductCreateInput!) { productCreate(input: $input) { variants { uuid } } }',
      { input: { appUuid, name: 'Puto Bumbong', price: 25_000, stockQuantity: 500 } },
      token,
    );
    variantUuid = p.data?.productCreate.variants[0]?.uuid ?? '';
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  it('makes a customer of a storefront order and counts a second order with the same mobile for them', async () => {
    const first = await checkout('Ramon Magsaysay', '09175550201', 2);
    const second = await checkout('Ramon Magsaysay', '+63 917 555 0201', 1);
    ramon.push(first.total, second.total);
    const c = await only('Ramon Magsaysay');
    expect(c).toMatchObject({
      name: 'Ramon Magsaysay',
      mobileNumber: '9175550201',
      pageRecipientUuid: null,
      ordersCount: 2,
      totalSpent: first.total + second.total,
      lastOrder: { transactionNumber: second.transactionNumber },
      lastMessage: null,
    });
    // Newest activity first: the latest order put them on top.
    expect((await list({ first: 1 })).edges[0]?.node.uuid).toBe(c.uuid);
  });

  it('leaves cancelled and refunded orders out of total spent, not out of the orders count', async () => {
    const c = await only('Ramon Magsaysay');
    const txn = c.lastOrder?.transactionNumber ?? '';
    const cancelled = await t.gql(STATUS, { input: { uuid: c.lastOrder?.uuid, status: 'cancelled' } }, token);
    expect(cancelled.errors).toBeUndefined();
    const after = await only('Ramon Magsaysay');
    expect(after.ordersCount).toBe(2);
    expect(after.totalSpent).toBe(ramon[0]);
    expect(after.totalSpent).toBeLessThan(c.totalSpent);
    expect(after.lastOrder?.transactionNumber).toBe(txn);
  });

  it('is one customer for a Messenger conversation and the order placed from it, with the last message', async () => {
    clock.advance(60_000);
    await deliver(t.url, customerMessage('8001', 'm_cust_1', 'Magkano po ang puto?', clock.now().getTime()));
    const [wrote] = (await list({ first: 1 })).edges.map((e) => e.node);
    expect(wrote).toMatchObject({
      name: 'Liza Reyes',
      mobileNumber: null,
      profilePic: 'https://example.com/liza.jpg',
      ordersCount: 0,
      lastOrder: null,
      lastMessage: { text: 'Magkano po ang puto?', fromCustomer: true },
    });
    expect(wrote?.pageRecipientUuid).toBeTruthy();
    const order = await checkout('Liza R.', '0917 555 0301', 1, {
      pageRecipientUuid: wrote?.pageRecipientUuid,
    });
    const c = await only('9175550301');
    expect(c).toMatchObject({
      uuid: wrote?.uuid,
      name: 'Liza Reyes',
      pageRecipientUuid: wrote?.pageRecipientUuid,
      ordersCount: 1,
      totalSpent: order.total,
      lastOrder: { transactionNumber: order.transactionNumber },
      lastMessage: { text: 'Magkano po ang puto?' },
    });
    // A later message keeps the same customer and moves them up.
    await checkout('Someone Else', '09175550399');
    clock.advance(60_000);
    await deliver(t.url, customerMessage('8001', 'm_cust_2', 'Salamat po!', clock.now().getTime()));
    const [top] = (await list({ first: 1 })).edges.map((e) => e.node);
    expect(top).toMatchObject({ uuid: c.uuid, lastMessage: { text: 'Salamat po!' } });
  });

  it('finds customers by any part of the name in any case, or by mobile digits', async () => {
    expect((await only('magsAY')).name).toBe('Ramon Magsaysay');
    expect((await only('0917 555 0201')).name).toBe('Ramon Magsaysay');
    expect((await only('5550201')).name).toBe('Ramon Magsaysay');
    expect((await list({ s: '%' })).totalCount).toBe(0);
    expect((await list({ s: 'Nobody Here' })).edges).toEqual([]);
  });

  it('pages by latest activity with a total count and a cursor', async () => {
    for (const n of [1, 2, 3]) await checkout(`Pager Person ${n}`, `0917555040${n}`);
    const page1 = await list({ s: 'pager person', first: 2 });
    expect(page1.totalCount).toBe(3);
    expect(page1.edges.map((e) => e.node.name)).toEqual(['Pager Person 3', 'Pager Person 2']);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = await list({ s: 'pager person', first: 2, after: page1.pageInfo.endCursor });
    expect(page2.edges.map((e) => e.node.name)).toEqual(['Pager Person 1']);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    const all = await list({ first: 100 });
    expect(new Set(all.edges.map((e) => e.node.uuid)).size).toBe(all.totalCount);
  });

  it("shows one customer's details with their orders, paged", async () => {
    const c = await only('Ramon Magsaysay');
    const r = await t.gql<{ customer: Customer & { orders: List['customers'] } }>(
      ONE,
      { a: appUuid, u: c.uuid, first: 1 },
      token,
    );
    expect(r.data?.customer.orders.totalCount).toBe(2);
    expect(r.data?.customer.orders.edges).toHaveLength(1);
    const next = await t.gql<{ customer: { orders: List['customers'] } }>(
      ONE,
      { a: appUuid, u: c.uuid, first: 1, after: r.data?.customer.orders.pageInfo.endCursor },
      token,
    );
    expect(next.data?.customer.orders.edges).toHaveLength(1);
    expect(next.data?.customer.orders.pageInfo.hasNextPage).toBe(false);
    const missing = await t.gql(ONE, { a: appUuid, u: '00000000-0000-4000-8000-000000000000' }, token);
    expect(missing.errors?.[0]?.message).toBe('Customer not found');
  });

  it("refuses another merchant's customers on both queries", async () => {
    const c = await only('Ramon Magsaysay');
    await createUser(t.server.database, {
      email: 'rival@customers.ph',
      password: 'Rival#2026',
      role: 'client',
    });
    const rival = await t.signIn('rival@customers.ph', 'Rival#2026');
    expect((await t.gql(LIST, { a: appUuid }, rival)).errors?.[0]?.message).toBe('App not found');
    const one = await t.gql(ONE, { a: appUuid, u: c.uuid }, rival);
    expect(one.errors?.[0]?.message).toBe('App not found');
    expect(one.data?.customer ?? null).toBeNull();
  });

  it("never lists the chatbot test tool's simulated customer", async () => {
    const d = await t.gql<{ dummyRecipient: { uuid: string } }>(
      'query($a: ID!) { dummyRecipient(appUuid: $a, dummyType: test_tool) { uuid } }',
      { a: appUuid },
      token,
    );
    const recipient = d.data?.dummyRecipient.uuid ?? '';
    const sent = await t.gql(
      'mutation($i: ChatbotTestMessageSendInput!) { chatbotTestMessageSend(input: $i) { uuid } }',
      { i: { appUuid, pageRecipientUuid: recipient, platformOrigin: 'messenger', message: 'Test po' } },
      token,
    );
    expect(sent.errors).toBeUndefined();
    await checkout('Test Customer', '09175550501', 1, { pageRecipientUuid: recipient });
    const rows = await t.server.database.db
      .select()
      .from(customers)
      .where(eq(customers.pageRecipientUuid, recipient));
    expect(rows).toEqual([]);
    expect((await list({ s: 'Test Customer' })).totalCount).toBe(0);
  });

  it('backfills the same customers from existing recipients and orders (the migration)', async () => {
    const { db } = t.server.database;
    const before = (await list({ first: 100 })).edges.map((e) => e.node);
    await db.update(orders).set({ customerUuid: null });
    await db.delete(customers);
    for (const statement of backfillStatements()) await db.execute(sql.raw(statement));
    const after = (await list({ first: 100 })).edges.map((e) => e.node);
    const summary = (cs: Customer[]) =>
      cs
        .map(
          (c) =>
            `${c.name}|${c.mobileNumber}|${Boolean(c.pageRecipientUuid)}|${c.ordersCount}|${c.totalSpent}`,
        )
        .sort();
    expect(summary(after)).toEqual(summary(before));
  });
});

/** The migration's backfill statements (everything from its "Backfill" comment on). */
function backfillStatements(): string[] {
  const dir = path.resolve(import.meta.dirname, '../../../migrations');
  const folder = fs.readdirSync(dir).find((f) => f.endsWith('_customers'));
  const text = fs.readFileSync(path.join(dir, folder ?? '', 'migration.sql'), 'utf8');
  const parts = text.split('--> statement-breakpoint');
  return parts.slice(parts.findIndex((p) => p.includes('-- Backfill'))).map((p) => p.trim());
}
