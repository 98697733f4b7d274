import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { fakeXendit, XENDIT_CALLBACK_TOKEN, XENDIT_SECRET } from '../../../test/xendit.ts';
import { updateFeatureFlags } from '../flags/index.ts';
import { orderPayments, orderRefunds, orders } from './orders.tables.ts';

const CREATE = `mutation($input: ProductCreateInput!) { productCreate(input: $input) { uuid variants { uuid } } }`;
const STORE = `query($a: ID!) { storefront(appUuid: $a) { paymentMethods onlinePaymentChannels } }`;
const PAYMENT_FIELDS =
  'uuid channel amount status checkoutUrl failureMessage transactionNumber orderPaymentStatus canRetry';
const CHECKOUT = `mutation($input: StoreCheckoutInput!) { storeCheckout(input: $input) {
  transactionNumber total payment { ${PAYMENT_FIELDS} } } }`;
const PAYMENT = `query($a: ID!, $u: ID!) { storeOrderPayment(appUuid: $a, uuid: $u) { ${PAYMENT_FIELDS} } }`;
const RETRY = `mutation($a: ID!, $u: ID!, $c: OnlinePaymentChannel) {
  storeOrderPaymentRetry(appUuid: $a, uuid: $u, channel: $c) { ${PAYMENT_FIELDS} } }`;
const MARK = `mutation($input: OrderPaymentStatusUpdateInput!) { orderPaymentStatusUpdate(input: $input) { paymentStatus } }`;

interface Payment {
  uuid: string;
  channel: string;
  amount: number;
  status: string;
  checkoutUrl: string | null;
  failureMessage: string | null;
  transactionNumber: string;
  orderPaymentStatus: string;
  canRetry: boolean;
}
type Checkout = { storeCheckout: { transactionNumber: string; total: number; payment: Payment | null } };

async function setup(t: TestServer) {
  const token = await t.signIn();
  const appUuid = await t.firstAppUuid(token);
  const r = await t.gql<{ productCreate: { variants: { uuid: string }[] } }>(
    CREATE,
    { input: { appUuid, name: 'Ube Halaya Jar', price: 35_050 } },
    token,
  );
  const variant = r.data?.productCreate.variants[0]?.uuid ?? '';
  const checkout = (extra: Record<string, unknown>) =>
    t.gql<Checkout>(CHECKOUT, {
      input: {
        appUuid,
        items: [{ variantUuid: variant, quantity: 2 }],
        customerName: 'Liza Reyes',
        mobileNumber: '+63 917 555 0101',
        fulfillment: 'pickup',
        paymentMethod: 'online',
        ...extra,
      },
    });
  const payment = async (uuid: string) =>
    (await t.gql<{ storeOrderPayment: Payment }>(PAYMENT, { a: appUuid, u: uuid })).data?.storeOrderPayment;
  const row = async (uuid: string) =>
    (await t.server.database.db.select().from(orderPayments).where(eq(orderPayments.uuid, uuid)))[0];
  return { token, appUuid, checkout, payment, row };
}

/* Paying online through Xendit (the recorded fake): the callbacks are posted as Xendit would. */
describe.each(testDatabases())('customers pay online through Xendit on %s', (kind) => {
  let t: TestServer;
  let xendit: Awaited<ReturnType<typeof fakeXendit>>;
  let s: Awaited<ReturnType<typeof setup>>;
  let seq = 0;

  const callback = (
    event: string,
    data: Record<string, unknown>,
    opts: { token?: string; webhookId?: string } = {},
  ) =>
    fetch(`${t.url}/webhooks/xendit`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-callback-token': opts.token ?? XENDIT_CALLBACK_TOKEN,
        'webhook-id': opts.webhookId ?? `wh-${++seq}`,
      },
      body: JSON.stringify({ event, business_id: 'biz', created: new Date().toISOString(), data }),
    }).then(async (r) => {
      const body = (await r.json()) as { outcome?: string };
      // What the callback set in motion (a refund's call to Xendit) is delivered by the job worker.
      await t.server.context.jobs.idle();
      return { status: r.status, body };
    });

  const paidBy = (request: string, reference: string, pesos: number, status = 'SUCCEEDED') => ({
    id: `py-${++seq}`,
    payment_request_id: request,
    reference_id: reference,
    amount: pesos,
    currency: 'PHP',
    status,
    ...(status === 'FAILED' ? { failure_code: 'INSUFFICIENT_BALANCE' } : {}),
  });

  beforeAll(async () => {
    xendit = await fakeXendit();
    t = await startTestServer(kind, {
      config: {
        xenditSecretKey: XENDIT_SECRET,
        xenditApiUrl: xendit.url,
        xenditCallbackToken: XENDIT_CALLBACK_TOKEN,
      },
    });
    s = await setup(t);
  });
  afterAll(async () => {
    await t.close();
    await xendit.close();
  });

  it('offers online payment only once the store is allowed to, and then card, GCash and Maya', async () => {
    const before = await t.gql<{ storefront: { paymentMethods: string[]; onlinePaymentChannels: string[] } }>(
      STORE,
      { a: s.appUuid },
    );
    expect(before.data?.storefront.paymentMethods).not.toContain('online');
    expect(before.data?.storefront.onlinePaymentChannels).toEqual([]);
    const refused = await s.checkout({ onlineChannel: 'GCASH' });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { paymentMethod: expect.stringContaining('does not take online payments') },
    });

    await updateFeatureFlags(t.server.database.db, s.appUuid, { onlinePayments: true });
    const after = await t.gql<{ storefront: { paymentMethods: string[]; onlinePaymentChannels: string[] } }>(
      STORE,
      { a: s.appUuid },
    );
    expect(after.data?.storefront.paymentMethods).toContain('online');
    expect(after.data?.storefront.onlinePaymentChannels).toEqual(['CARD', 'GCASH', 'PAYMAYA']);
    const calls = xendit.calls().length;
    const none = await s.checkout({});
    expect(none.errors?.[0]?.extensions?.fields).toEqual({
      onlineChannel: 'Please choose how to pay online',
    });
    expect(xendit.calls().length).toBe(calls);
  });

  it('a paid callback moves the order to pay_success once; a replay and a wrong token change nothing', async () => {
    const r = await s.checkout({ onlineChannel: 'GCASH' });
    expect(r.errors).toBeUndefined();
    const placed = r.data?.storeCheckout;
    const payment = placed?.payment;
    expect(placed?.total).toBe(70_100);
    expect(payment).toMatchObject({
      channel: 'GCASH',
      amount: 70_100,
      status: 'pending',
      orderPaymentStatus: 'pay_pending',
      checkoutUrl: expect.stringMatching(/^https:\/\/ewallet\.xendit\.co\/pay\//),
      failureMessage: null,
    });
    const call = xendit.calls().at(-1);
    expect(call?.path).toBe('/payment_requests');
    expect(call?.headers['idempotency-key']).toBe(`order-pay-${payment?.uuid}`);
    expect(call?.body).toMatchObject({
      reference_id: payment?.uuid,
      amount: 701,
      currency: 'PHP',
      payment_method: {
        type: 'EWALLET',
        reusability: 'ONE_TIME_USE',
        ewallet: {
          channel_code: 'GCASH',
          channel_properties: {
            success_return_url: `${t.server.context.publicUrl()}/store/${s.appUuid}/pay/${payment?.uuid}`,
            failure_return_url: `${t.server.context.publicUrl()}/store/${s.appUuid}/pay/${payment?.uuid}?failed=1`,
          },
        },
      },
    });
    const requestId = (await s.row(payment?.uuid ?? ''))?.paymentRequestId ?? '';
    expect(requestId).toMatch(/^pr-/);

    const forged = await callback('payment.succeeded', paidBy(requestId, payment?.uuid ?? '', 701), {
      token: 'not-the-token',
    });
    expect(forged.status).toBe(401);
    expect((await s.payment(payment?.uuid ?? ''))?.orderPaymentStatus).toBe('pay_pending');

    const data = paidBy(requestId, payment?.uuid ?? '', 701);
    const first = await callback('payment.succeeded', data, { webhookId: 'wh-paid-1' });
    expect(first).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    // Xendit retries for a day: the same event id again changes nothing.
    const replay = await callback('payment.succeeded', data, { webhookId: 'wh-paid-1' });
    expect(replay.body.outcome).toBe('replayed');
    expect(await s.payment(payment?.uuid ?? '')).toMatchObject({
      status: 'succeeded',
      orderPaymentStatus: 'pay_success',
      checkoutUrl: null,
      canRetry: false,
    });
    const [order] = await t.server.database.db
      .select()
      .from(orders)
      .where(eq(orders.transactionNumber, placed?.transactionNumber ?? ''));
    expect(order?.paymentStatus).toBe('pay_success');
    expect(order?.paymentMethod).toBe('online');
  });

  it('a payment that arrives after its order was cancelled goes back to the customer by itself, once', async () => {
    const r = await s.checkout({ onlineChannel: 'GCASH' });
    const payment = r.data?.storeCheckout.payment;
    const requestId = (await s.row(payment?.uuid ?? ''))?.paymentRequestId ?? '';
    // The unpaid-order expiry (or the merchant) cancelled it just before the customer paid.
    await t.server.database.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.transactionNumber, r.data?.storeCheckout.transactionNumber ?? ''));
    const data = paidBy(requestId, payment?.uuid ?? '', 701);
    expect((await callback('payment.succeeded', data)).body.outcome).toBe('applied');
    // Xendit retries with another delivery of the same payment: still one refund.
    expect((await callback('payment.succeeded', data)).body.outcome).toBe('ignored');
    const refunds = await t.server.database.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.paymentUuid, payment?.uuid ?? ''));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 70_100, requestedBy: null });
    const sent = xendit
      .calls()
      .filter((c) => c.path === '/refunds' && c.body?.reference_id === refunds[0]?.uuid);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers['idempotency-key']).toBe(`order-refund-${refunds[0]?.uuid}`);
    const [order] = await t.server.database.db
      .select()
      .from(orders)
      .where(eq(orders.transactionNumber, r.data?.storeCheckout.transactionNumber ?? ''));
    expect(order?.status).toBe('cancelled');
  });

  it('a failed callback is shown in plain words, and Try again makes a second attempt that pays', async () => {
    const r = await s.checkout({ onlineChannel: 'PAYMAYA' });
    const first = r.data?.storeCheckout.payment;
    const firstRequest = (await s.row(first?.uuid ?? ''))?.paymentRequestId ?? '';
    const failed = await callback('payment.failed', paidBy(firstRequest, first?.uuid ?? '', 701, 'FAILED'));
    expect(failed.body.outcome).toBe('applied');
    expect(await s.payment(first?.uuid ?? '')).toMatchObject({
      status: 'failed',
      orderPaymentStatus: 'pay_pending',
      failureMessage: 'Your account did not have enough balance for this payment.',
      canRetry: true,
      checkoutUrl: null,
    });

    const retry = await t.gql<{ storeOrderPaymentRetry: Payment }>(RETRY, {
      a: s.appUuid,
      u: first?.uuid,
      c: 'GCASH',
    });
    expect(retry.errors).toBeUndefined();
    const second = retry.data?.storeOrderPaymentRetry;
    expect(second).toMatchObject({
      channel: 'GCASH',
      status: 'pending',
      transactionNumber: r.data?.storeCheckout.transactionNumber,
      checkoutUrl: expect.stringMatching(/^https:\/\//),
    });
    expect(second?.uuid).not.toBe(first?.uuid);
    expect(xendit.calls().at(-1)?.headers['idempotency-key']).toBe(`order-pay-${second?.uuid}`);
    expect((await s.row(second?.uuid ?? ''))?.attempt).toBe(2);
    const secondRequest = (await s.row(second?.uuid ?? ''))?.paymentRequestId ?? '';
    const paid = await callback('payment.succeeded', paidBy(secondRequest, second?.uuid ?? '', 701));
    expect(paid.body.outcome).toBe('applied');
    expect((await s.payment(second?.uuid ?? ''))?.orderPaymentStatus).toBe('pay_success');
    // Paid: no more tries.
    const again = await t.gql(RETRY, { a: s.appUuid, u: first?.uuid });
    expect(again.errors?.[0]?.message).toBe('This order can no longer be paid online');
  });

  it('an amount that disagrees is not trusted until a fresh status check at Xendit confirms the right amount', async () => {
    const r = await s.checkout({ onlineChannel: 'GCASH' });
    const payment = r.data?.storeCheckout.payment;
    const requestId = (await s.row(payment?.uuid ?? ''))?.paymentRequestId ?? '';
    const wrong = await callback('payment.succeeded', paidBy(requestId, payment?.uuid ?? '', 1));
    expect(wrong.body.outcome).toBe('ignored');
    expect(xendit.calls().at(-1)).toMatchObject({ method: 'GET', path: `/payment_requests/${requestId}` });
    expect(await s.payment(payment?.uuid ?? '')).toMatchObject({
      status: 'pending',
      orderPaymentStatus: 'pay_pending',
      failureMessage: expect.stringContaining('please do not pay again'),
    });

    // Xendit's own record says the full amount was paid: that is what counts.
    xendit.settle(requestId, { status: 'SUCCEEDED', amount: 701 });
    const confirmed = await callback('payment.succeeded', paidBy(requestId, payment?.uuid ?? '', 1));
    expect(confirmed.body.outcome).toBe('applied');
    expect(await s.payment(payment?.uuid ?? '')).toMatchObject({
      status: 'succeeded',
      orderPaymentStatus: 'pay_success',
      failureMessage: null,
    });
  });

  it('a callback that never comes: the return page asks Xendit fresh after 15 s, and a paid answer pays once', async () => {
    const r = await s.checkout({ onlineChannel: 'GCASH' });
    const payment = r.data?.storeCheckout.payment;
    const requestId = (await s.row(payment?.uuid ?? ''))?.paymentRequestId ?? '';
    xendit.settle(requestId, { status: 'SUCCEEDED', amount: 701 });
    const calls = xendit.calls().length;
    // Too soon: the callback may still come, the provider is not asked.
    expect((await s.payment(payment?.uuid ?? ''))?.status).toBe('pending');
    expect(xendit.calls().length).toBe(calls);
    const older = new Date(Date.now() - 60_000);
    await t.server.database.db
      .update(orderPayments)
      .set({ updatedAt: older })
      .where(eq(orderPayments.uuid, payment?.uuid ?? ''));
    expect(await s.payment(payment?.uuid ?? '')).toMatchObject({
      status: 'succeeded',
      orderPaymentStatus: 'pay_success',
    });
    expect(xendit.calls().at(-1)).toMatchObject({ method: 'GET', path: `/payment_requests/${requestId}` });
    // The late callback changes nothing more.
    const late = await callback('payment.succeeded', paidBy(requestId, payment?.uuid ?? '', 701));
    expect(late.body.outcome).toBe('ignored');
  });

  it('the merchant cannot mark an unpaid order paid by hand (only the provider can)', async () => {
    const r = await s.checkout({ onlineChannel: 'GCASH' });
    const [order] = await t.server.database.db
      .select()
      .from(orders)
      .where(eq(orders.transactionNumber, r.data?.storeCheckout.transactionNumber ?? ''));
    const marked = await t.gql(MARK, { input: { uuid: order?.uuid, paymentStatus: 'pay_success' } }, s.token);
    expect(marked.errors?.[0]?.message).toBe(
      "The payment of an order paid online changes only by the payment provider's word",
    );
    const slip = await t.gql(
      MARK,
      { input: { uuid: order?.uuid, paymentStatus: 'for_confirmation' } },
      s.token,
    );
    expect(slip.errors?.[0]?.message).toBe(
      "The payment of an order paid online changes only by the payment provider's word",
    );
    // Paid online: refunded through the provider only, never marked refunded by hand.
    await t.server.database.db
      .update(orders)
      .set({ paymentStatus: 'pay_success' })
      .where(eq(orders.uuid, order?.uuid ?? ''));
    const refunded = await t.gql(
      MARK,
      { input: { uuid: order?.uuid, paymentStatus: 'refund_success' } },
      s.token,
    );
    expect(refunded.errors?.[0]?.message).toBe(
      'An order paid online is refunded with Refund payment, through the payment provider',
    );
  });
});

/* The embedded default: the sandbox serves the pay page and posts its callback to this same server. */
describe.each(testDatabases())('customers pay online through the sandbox on %s', (kind) => {
  let t: TestServer;
  let s: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await startTestServer(kind);
    s = await setup(t);
    await updateFeatureFlags(t.server.database.db, s.appUuid, { onlinePayments: true });
  });
  afterAll(() => t.close());

  it('pays by card on the sandbox page and comes back to the return page paid', async () => {
    const r = await s.checkout({ onlineChannel: 'CARD' });
    expect(r.errors).toBeUndefined();
    const payment = r.data?.storeCheckout.payment;
    const page = new URL(payment?.checkoutUrl ?? '');
    expect(page.pathname).toMatch(/^\/sandbox\/payments\/pay\/pr-/);
    const shown = await fetch(`${t.url}${page.pathname}`);
    expect(await shown.text()).toContain('Pay ₱701.00 by card');
    const paid = await fetch(`${t.url}${page.pathname}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${t.server.context.publicUrl()}/store/${s.appUuid}/pay/${payment?.uuid}`,
    );
    await t.server.context.jobs.idle();
    expect(await s.payment(payment?.uuid ?? '')).toMatchObject({
      status: 'succeeded',
      orderPaymentStatus: 'pay_success',
    });
  });

  it('a payment failed on the sandbox page returns to the failure URL and may be tried again', async () => {
    const r = await s.checkout({ onlineChannel: 'GCASH' });
    const payment = r.data?.storeCheckout.payment;
    const page = new URL(payment?.checkoutUrl ?? '');
    const failed = await fetch(`${t.url}${page.pathname}/fail`, { method: 'POST', redirect: 'manual' });
    expect(failed.headers.get('location')).toMatch(/\?failed=1$/);
    expect(await s.payment(payment?.uuid ?? '')).toMatchObject({
      status: 'failed',
      canRetry: true,
      failureMessage: 'The payment was cancelled or not authorized.',
    });
  });
});
