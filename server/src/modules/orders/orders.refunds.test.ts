import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { fakeXendit, XENDIT_CALLBACK_TOKEN, XENDIT_SECRET } from '../../../test/xendit.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { appMembers } from '../apps/apps.tables.ts';
import { updateFeatureFlags } from '../flags/index.ts';
import { overThreshold } from './orders.refunds.ts';
import { orderPayments, orderRefunds, orders } from './orders.tables.ts';

const CREATE = `mutation($input: ProductCreateInput!) { productCreate(input: $input) { variants { uuid } } }`;
const CHECKOUT = `mutation($input: StoreCheckoutInput!) { storeCheckout(input: $input) { transactionNumber payment { uuid } } }`;
const REFUND = `mutation($input: OrderRefundInput!) { orderRefund(input: $input) {
  paymentStatus canRefund refund { amount status failureMessage } } }`;
const ORDER = `query($u: ID!) { order(uuid: $u) { paymentStatus canRefund refund { amount status failureMessage } } }`;
const APPS = '{ apps { edges { node { uuid dailyRefundThreshold dailyRefundedAmount } } } }';

describe('the daily refund threshold', () => {
  it('lets a refund fill the day exactly, and names what is left when it would pass', () => {
    expect(overThreshold(2_000_000, 3_000_000)).toBeNull();
    expect(overThreshold(3_000_000, 3_000_000)).toBe(
      'Refunds are limited to ₱50,000.00 a day per store. ₱30,000.00 was refunded today, so ₱20,000.00 is left; please refund this order tomorrow',
    );
  });
});

/* Refunds from the console, through Xendit (the recorded fake). */
describe.each(testDatabases())('refunds of orders paid online on %s', (kind) => {
  let t: TestServer;
  let xendit: Awaited<ReturnType<typeof fakeXendit>>;
  let token: string;
  let appUuid: string;
  let variant: string;
  let seq = 0;

  const callback = (event: string, data: Record<string, unknown>, webhookId = `wh-${++seq}`) =>
    fetch(`${t.url}/webhooks/xendit`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-callback-token': XENDIT_CALLBACK_TOKEN,
        'webhook-id': webhookId,
      },
      body: JSON.stringify({ event, created: new Date().toISOString(), data }),
    }).then(async (r) => (await r.json()) as { outcome?: string });

  /** A ₱30,000 order paid online: its uuid. */
  async function paidOrder(): Promise<string> {
    const r = await t.gql<{ storeCheckout: { transactionNumber: string; payment: { uuid: string } } }>(
      CHECKOUT,
      {
        input: {
          appUuid,
          items: [{ variantUuid: variant, quantity: 1 }],
          customerName: 'Liza Reyes',
          mobileNumber: '+63 917 555 0101',
          fulfillment: 'pickup',
          paymentMethod: 'online',
          onlineChannel: 'GCASH',
        },
      },
    );
    const attempt = r.data?.storeCheckout.payment.uuid ?? '';
    const [row] = await t.server.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.uuid, attempt));
    await callback('payment.succeeded', {
      id: `py-${++seq}`,
      payment_request_id: row?.paymentRequestId,
      reference_id: attempt,
      amount: 30_000,
      status: 'SUCCEEDED',
    });
    return row?.orderUuid ?? '';
  }
  const refund = (uuid: string) =>
    t.gql<{ orderRefund: Record<string, unknown> }>(REFUND, { input: { uuid } }, token);
  const refundOf = async (orderUuid: string) =>
    (await t.server.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderUuid, orderUuid)))[0];
  const paymentStatusOf = async (orderUuid: string) =>
    (await t.server.database.db.select().from(orders).where(eq(orders.uuid, orderUuid)))[0]?.paymentStatus;
  const appFields = async () =>
    (
      await t.gql<{ apps: { edges: { node: Record<string, unknown> }[] } }>(APPS, {}, token)
    ).data?.apps.edges.find((e) => e.node.uuid === appUuid)?.node;

  beforeAll(async () => {
    xendit = await fakeXendit();
    t = await startTestServer(kind, {
      config: {
        xenditSecretKey: XENDIT_SECRET,
        xenditApiUrl: xendit.url,
        xenditCallbackToken: XENDIT_CALLBACK_TOKEN,
      },
    });
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
    await updateFeatureFlags(t.server.database.db, appUuid, { onlinePayments: true });
    const r = await t.gql<{ productCreate: { variants: { uuid: string }[] } }>(
      CREATE,
      { input: { appUuid, name: 'Pina Barong', price: 3_000_000 } },
      token,
    );
    variant = r.data?.productCreate.variants[0]?.uuid ?? '';
  });
  afterAll(async () => {
    await t.close();
    await xendit.close();
  });

  it('refunds the whole amount at Xendit once, and the verified callback marks the order refunded', async () => {
    const order = await paidOrder();
    expect(await paymentStatusOf(order)).toBe('pay_success');
    expect(await appFields()).toMatchObject({ dailyRefundThreshold: 5_000_000, dailyRefundedAmount: 0 });

    const asked = await refund(order);
    expect(asked.errors).toBeUndefined();
    expect(asked.data?.orderRefund).toMatchObject({
      paymentStatus: 'pay_success',
      canRefund: false,
      refund: { amount: 3_000_000, status: 'pending', failureMessage: null },
    });
    const row = await refundOf(order);
    const call = xendit.calls().at(-1);
    expect(call?.path).toBe('/refunds');
    expect(call?.headers['idempotency-key']).toBe(`order-refund-${row?.uuid}`);
    expect(call?.body).toMatchObject({ reference_id: row?.uuid, amount: 30_000, currency: 'PHP' });
    expect(row?.refundId).toMatch(/^rfd-/);
    expect(await appFields()).toMatchObject({ dailyRefundedAmount: 3_000_000 });
    // A second ask while the first is on its way changes nothing.
    expect((await refund(order)).errors?.[0]?.message).toBe('A refund for this order is already on its way');

    const data = { id: row?.refundId, reference_id: row?.uuid, amount: 30_000, status: 'SUCCEEDED' };
    expect((await callback('refund.succeeded', data, 'wh-refund-1')).outcome).toBe('applied');
    expect((await callback('refund.succeeded', data, 'wh-refund-1')).outcome).toBe('replayed');
    expect(await paymentStatusOf(order)).toBe('refund_success');
    const after = await t.gql<{ order: Record<string, unknown> }>(ORDER, { u: order }, token);
    expect(after.data?.order).toMatchObject({
      paymentStatus: 'refund_success',
      canRefund: false,
      refund: { status: 'succeeded' },
    });
  });

  it('refuses a refund over the daily threshold, and a failed refund frees the day again', async () => {
    // ₱30,000 refunded today already: another ₱30,000 would pass ₱50,000.
    const second = await paidOrder();
    const refused = await refund(second);
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Refunds are limited to ₱50,000.00 a day per store'),
      extensions: { code: 'CONFLICT' },
    });
    expect(await refundOf(second)).toBeUndefined();
    expect(await paymentStatusOf(second)).toBe('pay_success');
  });

  it('a refund the provider fails leaves the order paid, says so, and may be asked again', async () => {
    // A fresh day's room: the first test's refund is yesterday's now.
    await t.server.database.db.update(orderRefunds).set({ createdAt: new Date(Date.now() - 2 * 86_400_000) });
    const order = await paidOrder();
    await refund(order);
    const row = await refundOf(order);
    const failed = await callback('refund.failed', {
      id: row?.refundId,
      reference_id: row?.uuid,
      amount: 30_000,
      status: 'FAILED',
      failure_code: 'INSUFFICIENT_BALANCE',
    });
    expect(failed.outcome).toBe('applied');
    const after = await t.gql<{ order: Record<string, unknown> }>(ORDER, { u: order }, token);
    expect(after.data?.order).toMatchObject({
      paymentStatus: 'pay_success',
      canRefund: true,
      refund: { status: 'failed', failureMessage: 'The payment provider could not refund this amount.' },
    });
    expect(await appFields()).toMatchObject({ dailyRefundedAmount: 0 });
    expect((await refund(order)).errors).toBeUndefined();
  });

  it("doesn't offer a store manager the refund (owners and admins refund)", async () => {
    const order = await paidOrder();
    const helper = await createUser(t.server.database, {
      email: 'rosa@suki.ph',
      password: 'Rosa@12345',
      role: 'store_manager',
    });
    await t.server.database.db
      .insert(appMembers)
      .values({ appUuid, userUuid: helper.uuid, role: 'store_manager' });
    const asHelper = await t.signIn('rosa@suki.ph', 'Rosa@12345', 'store_manager');
    const seen = await t.gql<{ order: Record<string, unknown> }>(ORDER, { u: order }, asHelper);
    expect(seen.data?.order).toMatchObject({ paymentStatus: 'pay_success', canRefund: false });
    expect(
      (await t.gql<{ order: Record<string, unknown> }>(ORDER, { u: order }, token)).data?.order,
    ).toMatchObject({
      canRefund: true,
    });
  });

  it('only an order paid online can be refunded here', async () => {
    const [cod] = await t.server.database.db
      .select()
      .from(orders)
      .where(eq(orders.paymentMethod, 'cod'))
      .limit(1);
    const r = await refund(cod?.uuid ?? '');
    expect(r.errors?.[0]?.message).toBe('Only an order paid online can be refunded here');
  });
});

/* The embedded default: paid on the sandbox's page, refunded through the outbox and the sandbox's callback. */
describe.each(testDatabases())('a refund through the sandbox on %s', (kind) => {
  let t: TestServer;
  afterAll(() => t.close());

  it('pays by GCash on the sandbox page, refunds from the console, and the order shows refunded', async () => {
    t = await startTestServer(kind);
    const token = await t.signIn();
    const appUuid = await t.firstAppUuid(token);
    await updateFeatureFlags(t.server.database.db, appUuid, { onlinePayments: true });
    const product = await t.gql<{ productCreate: { variants: { uuid: string }[] } }>(
      CREATE,
      { input: { appUuid, name: 'Tablea', price: 25_000 } },
      token,
    );
    const placed = await t.gql<{ storeCheckout: { payment: { uuid: string } } }>(
      `mutation($input: StoreCheckoutInput!) { storeCheckout(input: $input) { payment { uuid checkoutUrl } } }`,
      {
        input: {
          appUuid,
          items: [{ variantUuid: product.data?.productCreate.variants[0]?.uuid, quantity: 1 }],
          customerName: 'Liza Reyes',
          mobileNumber: '+63 917 555 0101',
          fulfillment: 'pickup',
          paymentMethod: 'online',
          onlineChannel: 'GCASH',
        },
      },
    );
    const payment = placed.data?.storeCheckout.payment as { uuid: string; checkoutUrl: string };
    const page = new URL(payment.checkoutUrl).pathname;
    expect((await fetch(`${t.url}${page}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const [paid] = await t.server.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.uuid, payment.uuid));
    const orderUuid = paid?.orderUuid ?? '';
    expect(await statusOf(t, orderUuid)).toBe('pay_success');

    const asked = await t.gql(REFUND, { input: { uuid: orderUuid } }, token);
    expect(asked.errors).toBeUndefined();
    await vi.waitFor(async () => expect(await statusOf(t, orderUuid)).toBe('refund_success'), {
      timeout: 5_000,
    });
    const after = await t.gql<{ order: Record<string, unknown> }>(ORDER, { u: orderUuid }, token);
    expect(after.data?.order).toMatchObject({
      canRefund: false,
      refund: { amount: 25_000, status: 'succeeded' },
    });
  });
});

const statusOf = async (t: TestServer, orderUuid: string) =>
  (await t.server.database.db.select().from(orders).where(eq(orders.uuid, orderUuid)))[0]?.paymentStatus;
