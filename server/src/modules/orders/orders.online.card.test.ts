import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { fakeXendit, XENDIT_CALLBACK_TOKEN, XENDIT_SECRET } from '../../../test/xendit.ts';
import { updateFeatureFlags } from '../flags/index.ts';
import { orderPayments } from './orders.tables.ts';

const CREATE = `mutation($input: ProductCreateInput!) { productCreate(input: $input) { uuid variants { uuid } } }`;
const FIELDS = 'uuid channel amount status checkoutUrl failureMessage orderPaymentStatus canRetry';
const CHECKOUT = `mutation($input: StoreCheckoutInput!) { storeCheckout(input: $input) { payment { ${FIELDS} } } }`;
const PAYMENT = `query($a: ID!, $u: ID!) { storeOrderPayment(appUuid: $a, uuid: $u) { ${FIELDS} } }`;

interface Payment {
  uuid: string;
  channel: string;
  amount: number;
  status: string;
  checkoutUrl: string | null;
  failureMessage: string | null;
  orderPaymentStatus: string;
  canRetry: boolean;
}

/* A card at checkout through Xendit: a card-only invoice, its flat callback routed like a payment request's. */
describe.each(testDatabases())('customers pay by card through a Xendit invoice on %s', (kind) => {
  let t: TestServer;
  let xendit: Awaited<ReturnType<typeof fakeXendit>>;
  let appUuid = '';
  let variant = '';

  const checkout = async () => {
    const r = await t.gql<{ storeCheckout: { payment: Payment } }>(CHECKOUT, {
      input: {
        appUuid,
        items: [{ variantUuid: variant, quantity: 2 }],
        customerName: 'Liza Reyes',
        mobileNumber: '+63 917 555 0101',
        fulfillment: 'pickup',
        paymentMethod: 'online',
        onlineChannel: 'CARD',
      },
    });
    expect(r.errors).toBeUndefined();
    const payment = r.data?.storeCheckout.payment as Payment;
    const [row] = await t.server.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.uuid, payment.uuid));
    return { payment, invoiceId: row?.paymentRequestId ?? '' };
  };
  const payment = async (uuid: string) =>
    (await t.gql<{ storeOrderPayment: Payment }>(PAYMENT, { a: appUuid, u: uuid })).data?.storeOrderPayment;
  const invoiceCallback = (body: Record<string, unknown>, token = XENDIT_CALLBACK_TOKEN) =>
    fetch(`${t.url}/webhooks/xendit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-callback-token': token },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { outcome?: string } }));
  const invoiceBody = (id: string, externalId: string, status: string, paid: number) => ({
    id,
    external_id: externalId,
    user_id: 'biz-user-1',
    status,
    amount: 701,
    paid_amount: paid,
    payment_method: 'CREDIT_CARD',
    payment_channel: 'CREDIT_CARD',
    currency: 'PHP',
    paid_at: new Date().toISOString(),
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
    const token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
    const r = await t.gql<{ productCreate: { variants: { uuid: string }[] } }>(
      CREATE,
      { input: { appUuid, name: 'Ube Halaya Jar', price: 35_050 } },
      token,
    );
    variant = r.data?.productCreate.variants[0]?.uuid ?? '';
    await updateFeatureFlags(t.server.database.db, appUuid, { onlinePayments: true });
  });
  afterAll(async () => {
    await t.close();
    await xendit.close();
  });

  it('sends the customer to the invoice page; the verified PAID callback pays the order once, a replay and a forged one change nothing', async () => {
    const { payment: placed, invoiceId } = await checkout();
    const call = xendit.calls().at(-1);
    expect([call?.method, call?.path]).toEqual(['POST', '/v2/invoices']);
    expect(call?.headers['idempotency-key']).toBe(`order-pay-${placed.uuid}`);
    expect(call?.body).toMatchObject({
      external_id: placed.uuid,
      amount: 701,
      currency: 'PHP',
      payment_methods: ['CREDIT_CARD'],
      success_redirect_url: `${t.server.context.publicUrl()}/store/${appUuid}/pay/${placed.uuid}`,
    });
    expect(JSON.stringify(call?.body)).not.toMatch(/card_number|cvv/i);
    expect(placed).toMatchObject({
      channel: 'CARD',
      status: 'pending',
      orderPaymentStatus: 'pay_pending',
      checkoutUrl: `https://checkout-staging.xendit.co/web/${invoiceId}`,
    });

    const body = invoiceBody(invoiceId, placed.uuid, 'PAID', 701);
    expect((await invoiceCallback(body, 'not-the-token')).status).toBe(401);
    expect((await payment(placed.uuid))?.orderPaymentStatus).toBe('pay_pending');
    expect(await invoiceCallback(body)).toEqual({
      status: 200,
      body: { received: true, outcome: 'applied' },
    });
    expect((await invoiceCallback(body)).body.outcome).toBe('replayed');
    // SETTLED follows PAID at Xendit: the same outcome, counted once.
    expect((await invoiceCallback({ ...body, status: 'SETTLED' })).body.outcome).toBe('replayed');
    expect(await payment(placed.uuid)).toMatchObject({
      status: 'succeeded',
      orderPaymentStatus: 'pay_success',
      checkoutUrl: null,
      canRetry: false,
    });
  });

  it('a paid amount that disagrees is checked fresh at GET /v2/invoices/{id} before anything is paid', async () => {
    const { payment: placed, invoiceId } = await checkout();
    const wrong = await invoiceCallback(invoiceBody(invoiceId, placed.uuid, 'PAID', 1));
    expect(wrong.body.outcome).toBe('ignored');
    expect(xendit.calls().at(-1)).toMatchObject({ method: 'GET', path: `/v2/invoices/${invoiceId}` });
    expect((await payment(placed.uuid))?.orderPaymentStatus).toBe('pay_pending');
  });

  it('an expired invoice fails the attempt in plain words and the customer may try again', async () => {
    const { payment: placed, invoiceId } = await checkout();
    const expired = await invoiceCallback({
      ...invoiceBody(invoiceId, placed.uuid, 'EXPIRED', 0),
      paid_amount: undefined,
    });
    expect(expired.body.outcome).toBe('applied');
    expect(await payment(placed.uuid)).toMatchObject({
      status: 'failed',
      orderPaymentStatus: 'pay_pending',
      canRetry: true,
      failureMessage: 'The payment page expired before the payment was made.',
    });
  });
});
