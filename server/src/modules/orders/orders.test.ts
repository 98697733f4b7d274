import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GqlResult, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import {
  customerMessage,
  deliver,
  fakeGraph,
  META_APP_SECRET,
  META_VERIFY_TOKEN,
} from '../../../test/meta.ts';
import { ManualClock } from '../../platform/clock.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { apps } from '../apps/apps.tables.ts';
import { productVariants } from '../catalog/catalog.tables.ts';
import { pageRecipients } from '../inbox/inbox.tables.ts';
import { autoConfirmPendingOrders } from './orders.jobs.ts';
import { STORE_CLOSED } from './orders.rules.ts';
import { orders } from './orders.tables.ts';

const CHECKOUT = `mutation($input: StoreCheckoutInput!) { storeCheckout(input: $input) { transactionNumber total status } }`;
const ORDER_FIELDS = `uuid transactionNumber status paymentStatus customerName mobileNumber subtotal total pageRecipientUuid
  cancelledAt items { productName variantName unitPrice quantity lineTotal addOns { name price quantity } }`;
const BY_TXN = `query($a: ID!, $t: String!) { orderByTransactionNumber(appUuid: $a, transactionNumber: $t) { ${ORDER_FIELDS} } }`;
const STATUS = `mutation($input: OrderStatusUpdateInput!) { orderStatusUpdate(input: $input) { status } }`;
const PAYMENT = `mutation($input: OrderPaymentStatusUpdateInput!) { orderPaymentStatusUpdate(input: $input) { paymentStatus } }`;
const CREATE = `mutation($input: ProductCreateInput!) { productCreate(input: $input) { uuid variants { uuid } } }`;

type Order = {
  uuid: string;
  transactionNumber: string;
  status: string;
  paymentStatus: string;
  total: number;
  subtotal: number;
  pageRecipientUuid: string | null;
  items: { productName: string; quantity: number; addOns: { name: string }[] }[];
};
type Checkout = { storeCheckout: { transactionNumber: string; total: number; status: string } };

describe.each(testDatabases())('orders on %s', (kind) => {
  let t: TestServer;
  let graph: Awaited<ReturnType<typeof fakeGraph>>;
  let token: string;
  let appUuid: string;
  const clock = new ManualClock(new Date('2026-11-21T04:00:00Z'));

  beforeAll(async () => {
    graph = await fakeGraph();
    t = await startTestServer(kind, {
      clock,
      config: { metaAppSecret: META_APP_SECRET, metaVerifyToken: META_VERIFY_TOKEN, metaGraphUrl: graph.url },
    });
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
    // These tests count orders: they start from an empty history, without the demo store's orders.
    await t.server.database.db.delete(orders).where(eq(orders.appUuid, appUuid));
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  const variantOf = async (input: Record<string, unknown>) => {
    const r = await t.gql<{ productCreate: { uuid: string; variants: { uuid: string }[] } }>(
      CREATE,
      { input: { appUuid, ...input } },
      token,
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return { product: r.data.productCreate.uuid, variant: r.data.productCreate.variants[0]?.uuid ?? '' };
  };
  const checkout = (items: unknown[], extra: Record<string, unknown> = {}) =>
    t.gql<Checkout>(CHECKOUT, {
      input: {
        appUuid,
        items,
        customerName: 'Liza Reyes',
        mobileNumber: '+63 917 555 0101',
        fulfillment: 'pickup',
        paymentMethod: 'cod',
        ...extra,
      },
    });
  const stockOf = async (variant: string) =>
    (await t.server.database.db.select().from(productVariants).where(eq(productVariants.uuid, variant)))[0]
      ?.stockQuantity;
  const orderCount = async () => (await t.server.database.db.select({ u: orders.uuid }).from(orders)).length;
  const byTxn = async (txn: string) =>
    (await t.gql<{ orderByTransactionNumber: Order }>(BY_TXN, { a: appUuid, t: txn }, token)).data
      ?.orderByTransactionNumber;

  it('places an order with its add-ons, raises order_created, and shows it to the customer by mobile only', async () => {
    const addOn = await t.gql<{ addOnCreate: { uuid: string } }>(
      'mutation($input: AddOnCreateInput!) { addOnCreate(input: $input) { uuid } }',
      { input: { appUuid, name: 'Extra Leche', price: 2_500, maxQuantity: 2 } },
      token,
    );
    const addOnUuid = addOn.data?.addOnCreate.uuid;
    const { variant } = await variantOf({
      name: 'Halo-halo',
      price: 12_000,
      stockQuantity: 5,
      addOnUuids: [addOnUuid],
    });
    const r = await checkout([{ variantUuid: variant, quantity: 2, addOns: [{ addOnUuid, quantity: 1 }] }]);
    expect(r.errors).toBeUndefined();
    const placed = r.data?.storeCheckout;
    expect(placed).toMatchObject({ total: 26_500, status: 'pending' });
    expect(placed?.transactionNumber).toMatch(/^261121-[0-9A-Z]{6}$/);
    expect(await stockOf(variant)).toBe(3);
    const order = await byTxn(placed?.transactionNumber ?? '');
    expect(order).toMatchObject({ subtotal: 26_500, status: 'pending', paymentStatus: 'pay_pending' });
    expect(order?.items).toMatchObject([
      { productName: 'Halo-halo', quantity: 2, addOns: [{ name: 'Extra Leche' }] },
    ]);

    const n = await t.gql<{ notifications: { edges: { node: { category: string; message: string } }[] } }>(
      'query($a: ID!) { notifications(appUuid: $a, first: 5) { edges { node { category message } } } }',
      { a: appUuid },
      token,
    );
    expect(n.data?.notifications.edges[0]?.node).toEqual({
      category: 'order_created',
      message: `New order ${placed?.transactionNumber} from Liza Reyes`,
    });

    const STORE =
      'query($a: ID!, $t: String!, $m: String!) { storeOrder(appUuid: $a, transactionNumber: $t, mobile: $m) { status total } }';
    const mine = await t.gql(STORE, { a: appUuid, t: placed?.transactionNumber, m: '09175550101' });
    expect(mine.data).toEqual({ storeOrder: { status: 'pending', total: 26_500 } });
    const other = await t.gql(STORE, { a: appUuid, t: placed?.transactionNumber, m: '09170000000' });
    expect(other.errors?.[0]?.message).toBe('Order not found');

    const tooMany = await checkout([
      { variantUuid: variant, quantity: 1, addOns: [{ addOnUuid, quantity: 3 }] },
    ]);
    expect(tooMany.errors?.[0]?.extensions?.fields).toEqual({
      'items.0': 'Extra Leche is limited to 2 per order',
    });
  });

  it('sells the last unit once to 20 concurrent checkouts and answers the rest "Out of stock"', async () => {
    const { variant } = await variantOf({ name: 'Last Ube Cake', price: 50_000, stockQuantity: 1 });
    const before = await orderCount();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => checkout([{ variantUuid: variant, quantity: 1 }])),
    );
    expect(results.filter((r) => r.data?.storeCheckout)).toHaveLength(1);
    const refused = results.filter((r) => r.errors);
    expect(refused).toHaveLength(19);
    for (const r of refused as GqlResult[]) {
      expect(r.errors?.[0]?.message).toBe('Out of stock: Last Ube Cake');
      expect(r.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    }
    expect(await stockOf(variant)).toBe(0);
    expect(await orderCount()).toBe(before + 1);
  });

  it('writes nothing when a later line is out of stock, or the cart breaks a store rule', async () => {
    const a = await variantOf({ name: 'Pandesal Pack', price: 6_000, stockQuantity: 10 });
    const b = await variantOf({ name: 'Sold-out Ensaymada', price: 8_000, stockQuantity: 0 });
    const hidden = await variantOf({ name: 'Draft Bibingka', price: 8_000, published: false });
    const before = await orderCount();
    const r = await checkout([
      { variantUuid: a.variant, quantity: 3 },
      { variantUuid: b.variant, quantity: 1 },
    ]);
    expect(r.errors?.[0]?.message).toBe('Out of stock: Sold-out Ensaymada');
    expect(await stockOf(a.variant)).toBe(10);
    const unpublished = await checkout([{ variantUuid: hidden.variant, quantity: 1 }]);
    expect(unpublished.errors?.[0]?.extensions?.fields).toEqual({
      'items.0': 'Draft Bibingka is not available',
    });

    const SETTING =
      'mutation($input: CartSettingUpdateInput!) { cartSettingUpdate(input: $input) { requiredAmount } }';
    await t.gql(SETTING, { input: { appUuid, requiredAmount: 50_000 } }, token);
    const small = await checkout([{ variantUuid: a.variant, quantity: 1 }]);
    expect(small.errors?.[0]?.message).toBe('The minimum purchase is ₱500.00');
    await t.gql(SETTING, { input: { appUuid, requiredAmount: 0 } }, token);
    const bad = await checkout([{ variantUuid: a.variant, quantity: 1 }], {
      mobileNumber: '12345',
      fulfillment: 'delivery',
    });
    expect(bad.errors?.[0]?.extensions?.fields).toMatchObject({
      mobileNumber: 'Mobile Number is invalid',
      regionCode: 'Region is required',
    });
    // A store closed by its merchant (or deactivated, or under maintenance) takes no orders.
    await t.server.database.db
      .update(apps)
      .set({ storeStatus: 'closed_store' })
      .where(eq(apps.uuid, appUuid));
    const closed = await checkout([{ variantUuid: a.variant, quantity: 1 }]);
    expect(closed.errors?.[0]).toMatchObject({ message: STORE_CLOSED, extensions: { code: 'CONFLICT' } });
    await t.server.database.db
      .update(apps)
      .set({ storeStatus: 'active_store' })
      .where(eq(apps.uuid, appUuid));
    expect(await orderCount()).toBe(before);
    expect(await stockOf(a.variant)).toBe(10);
  });

  it('runs an order through its statuses, refuses other moves, releases stock on cancel, and messages the customer within 24 hours', async () => {
    await deliver(t.url, customerMessage('7001', 'm_order_1', 'Pa-order po', clock.now().getTime()));
    const { variant } = await variantOf({ name: 'Kakanin Box', price: 30_000, stockQuantity: 4 });
    const [recipient] = await t.server.database.db
      .select({ uuid: pageRecipients.uuid })
      .from(pageRecipients)
      .where(eq(pageRecipients.psid, '7001'));
    // A page-scoped id is not secret: it links nothing. The carousel's ?recipient= uuid does.
    const byPsid = await checkout([{ variantUuid: variant, quantity: 1 }], { psid: '7001' });
    expect(byPsid.errors?.[0]?.message).toMatch(/"psid" is not defined/);
    const placed = await checkout([{ variantUuid: variant, quantity: 2 }], {
      pageRecipientUuid: recipient?.uuid,
    });
    const order = await byTxn(placed.data?.storeCheckout.transactionNumber ?? '');
    expect(order?.pageRecipientUuid).toBe(recipient?.uuid);
    const uuid = order?.uuid;
    const move = (status: string) =>
      t.gql<{ orderStatusUpdate: { status: string } }>(STATUS, { input: { uuid, status } }, token);
    const pay = (paymentStatus: string) => t.gql(PAYMENT, { input: { uuid, paymentStatus } }, token);

    const refused = await move('completed');
    expect(refused.errors?.[0]?.message).toBe('The order status cannot change from Pending to Completed');
    expect((await byTxn(order?.transactionNumber ?? ''))?.status).toBe('pending');
    // Paid straight from pending is the payment provider's move only (an order paid online).
    expect((await pay('pay_success')).errors?.[0]?.message).toBe(
      'Only the payment provider marks an order paid from Pending Payment: confirm a deposit slip, or complete a cash on delivery order',
    );
    for (const s of ['for_confirmation', 'for_reupload', 'for_confirmation', 'pay_success'])
      expect((await pay(s)).errors).toBeUndefined();
    expect((await move('for_delivery')).data?.orderStatusUpdate.status).toBe('for_delivery');
    expect(await stockOf(variant)).toBe(2);
    expect((await move('cancelled')).data?.orderStatusUpdate.status).toBe('cancelled');
    expect(await stockOf(variant)).toBe(4);
    expect((await move('for_delivery')).errors?.[0]?.message).toBe(
      'The order status cannot change from Cancelled to For Delivery',
    );
    expect(await stockOf(variant)).toBe(4);

    const updates = graph
      .sends()
      .filter(
        (c) =>
          (c.body?.recipient as { id?: string })?.id === '7001' &&
          c.body?.messaging_type === 'RESPONSE' &&
          c.body?.tag === undefined,
      )
      .map((c) => (c.body?.message as { text?: string } | undefined)?.text);
    const txn = order?.transactionNumber;
    expect(updates).toEqual([
      `We received your order ${txn}. We will let you know once it is on its way.`,
      `We received your proof of payment for order ${txn} and will confirm it shortly.`,
      `Please upload your proof of payment for order ${txn} again.`,
      `We received your proof of payment for order ${txn} and will confirm it shortly.`,
      `Your payment for order ${txn} is confirmed.`,
      `Your order ${txn} is on its way.`,
      `Your order ${txn} was cancelled.`,
    ]);
  });

  it("puts an update Messenger refuses on the order's timeline, Meta's reason in plain words, and tells the merchant", async () => {
    await deliver(t.url, customerMessage('7002', 'm_order_2', 'Order ko po', clock.now().getTime()));
    const [recipient] = await t.server.database.db
      .select({ uuid: pageRecipients.uuid })
      .from(pageRecipients)
      .where(eq(pageRecipients.psid, '7002'));
    const { variant } = await variantOf({ name: 'Puto Box', price: 20_000 });
    const placed = await checkout([{ variantUuid: variant, quantity: 1 }], {
      pageRecipientUuid: recipient?.uuid,
    });
    const txn = placed.data?.storeCheckout.transactionNumber ?? '';
    const uuid = (await byTxn(txn))?.uuid;
    clock.advance(1_000); // the notice below is then the newest
    graph.failNextWith("(#551) This person isn't available right now.", 551, undefined);
    const moved = await t.gql<{ orderStatusUpdate: { status: string } }>(
      STATUS,
      { input: { uuid, status: 'for_delivery' } },
      token,
    );
    expect(moved.data?.orderStatusUpdate.status).toBe('for_delivery'); // the move stands
    const timeline = await t.gql<{ order: { timeline: { note: string | null; outcome: string | null }[] } }>(
      'query($u: ID!) { order(uuid: $u) { timeline { note outcome } } }',
      { u: uuid },
      token,
    );
    expect(timeline.data?.order.timeline.at(-1)).toEqual({
      note: "Messenger refused the update: this person isn't available on Messenger right now.",
      outcome: 'refused',
    });
    const n = await t.gql<{ notifications: { edges: { node: { category: string; message: string } }[] } }>(
      'query($a: ID!) { notifications(appUuid: $a, first: 1) { edges { node { category message } } } }',
      { a: appUuid },
      token,
    );
    expect(n.data?.notifications.edges[0]?.node).toEqual({
      category: 'customer_unreachable',
      message: `Order ${txn}: Liza Reyes could not be reached on Messenger (Messenger refused the update: this person isn't available on Messenger right now).`,
    });
  });

  it('lists, searches, counts and filters orders for the merchant only', async () => {
    const { variant } = await variantOf({ name: 'Search Siopao', price: 4_000 });
    clock.advance(60_000); // the newest order
    const placed = await checkout([{ variantUuid: variant, quantity: 1 }], {
      customerName: 'Maria Clara',
      mobileNumber: '09981234567',
      advanceOrderDate: '2026-11-21',
    });
    const txn = placed.data?.storeCheckout.transactionNumber ?? '';
    const LIST = `query($a: ID!, $s: String, $st: OrderStatus, $f: Date, $t: Date, $first: Int) {
      orders(appUuid: $a, search: $s, status: $st, from: $f, to: $t, first: $first) { totalCount edges { node { transactionNumber } } pageInfo { hasNextPage endCursor } } }`;
    type List = { orders: { totalCount: number; edges: { node: { transactionNumber: string } }[] } };
    const list = async (v: Record<string, unknown>) =>
      (await t.gql<List>(LIST, { a: appUuid, ...v }, token)).data?.orders;
    for (const s of [txn.toLowerCase(), 'maria', '+63 998 123 4567'])
      expect((await list({ s }))?.edges.map((e) => e.node.transactionNumber)).toEqual([txn]);
    expect((await list({ f: '2026-11-22' }))?.totalCount).toBe(0);
    const today = await list({ f: '2026-11-21', t: '2026-11-21', first: 2 });
    expect(today?.edges[0]?.node.transactionNumber).toBe(txn);
    expect(today?.totalCount).toBe(await orderCount());
    expect((await list({ st: 'cancelled' }))?.totalCount).toBe(1);

    const counts = await t.gql<{ orderCounts: { status: string; count: number }[] }>(
      'query($a: ID!) { orderCounts(appUuid: $a) { status count } }',
      { a: appUuid },
      token,
    );
    expect(counts.data?.orderCounts.find((c) => c.status === 'cancelled')?.count).toBe(1);
    const misc = await t.gql<{
      fetchAdvanceOrdersForToday: { transactionNumber: string }[];
      appHasPendingOrders: boolean;
    }>(
      'query($a: ID!) { fetchAdvanceOrdersForToday(appUuid: $a) { uuid transactionNumber } appHasPendingOrders(appUuid: $a) }',
      { a: appUuid },
      token,
    );
    expect(misc.data).toMatchObject({
      fetchAdvanceOrdersForToday: [{ transactionNumber: txn }],
      appHasPendingOrders: true,
    });

    await createUser(t.server.database, { email: 'rival@orders.ph', password: 'Rival#2026', role: 'client' });
    const rival = await t.signIn('rival@orders.ph', 'Rival#2026');
    const uuid = (await byTxn(txn))?.uuid;
    const asRival = async (query: string, v: Record<string, unknown>) =>
      (await t.gql(query, { a: appUuid, ...v }, rival)).errors?.[0]?.message;
    expect(await asRival(LIST, {})).toBe('App not found');
    expect(await asRival('query($a: ID!) { orderCounts(appUuid: $a) { count } }', {})).toBe('App not found');
    expect(await asRival('query($a: ID!) { fetchAdvanceOrdersForToday(appUuid: $a) { uuid } }', {})).toBe(
      'App not found',
    );
    expect(await asRival('query($a: ID!) { appHasPendingOrders(appUuid: $a) }', {})).toBe('App not found');
    expect(await asRival(BY_TXN, { t: txn })).toBe('App not found');
    expect(await asRival('query($u: ID!) { order(uuid: $u) { uuid } }', { u: uuid })).toBe('Order not found');
    expect(await asRival(STATUS, { input: { uuid, status: 'cancelled' } })).toBe('Order not found');
    expect(await asRival(PAYMENT, { input: { uuid, paymentStatus: 'for_confirmation' } })).toBe(
      'Order not found',
    );
    expect((await byTxn(txn))?.status).toBe('pending');
  });

  it('auto-confirms pending orders after 10 days exactly once when two runs race', async () => {
    const pending = await t.server.database.db.select().from(orders).where(eq(orders.status, 'pending'));
    expect(pending.length).toBeGreaterThan(1);
    clock.advance(9 * 24 * 3_600_000);
    expect(await autoConfirmPendingOrders(t.server.context)).toBe(0);
    clock.advance(24 * 3_600_000 + 1);
    const deps = t.server.context;
    const [a, b] = await Promise.all([autoConfirmPendingOrders(deps), autoConfirmPendingOrders(deps)]);
    expect(a + b).toBe(pending.length);
    const after = await t.server.database.db.select().from(orders).where(eq(orders.status, 'for_delivery'));
    expect(after.filter((o) => o.autoConfirmedAt)).toHaveLength(pending.length);
    expect(await autoConfirmPendingOrders(deps)).toBe(0);
  });
});
