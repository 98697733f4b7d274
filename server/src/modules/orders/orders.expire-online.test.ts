import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { fakeXendit, XENDIT_CALLBACK_TOKEN, XENDIT_SECRET } from '../../../test/xendit.ts';
import { ManualClock } from '../../platform/clock.ts';
import { productVariants } from '../catalog/catalog.tables.ts';
import { updateFeatureFlags } from '../flags/index.ts';
import { cartSettings } from '../store-setup/store-setup.tables.ts';
import { expireUnpaidOrders } from './orders.jobs.ts';
import { orderPayments, orders } from './orders.tables.ts';

const CHECKOUT = `mutation($input: StoreCheckoutInput!) { storeCheckout(input: $input) {
  transactionNumber payment { uuid } } }`;
const TWO_HOURS = 2 * 3_600_000;

/* The unpaid-order expiry job and orders paid online: the provider is asked before anything is cancelled. */
describe.each(testDatabases())('unpaid online orders expire on %s', (kind) => {
  let t: TestServer;
  let xendit: Awaited<ReturnType<typeof fakeXendit>>;
  let appUuid = '';
  let variantUuid = '';
  const clock = new ManualClock(new Date('2026-11-24T02:00:00Z'));

  beforeAll(async () => {
    xendit = await fakeXendit();
    t = await startTestServer(kind, {
      clock,
      config: {
        xenditSecretKey: XENDIT_SECRET,
        xenditApiUrl: xendit.url,
        xenditCallbackToken: XENDIT_CALLBACK_TOKEN,
        storeLimitPerMinute: 100,
      },
    });
    const token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
    const p = await t.gql<{ productCreate: { variants: { uuid: string }[] } }>(
      'mutation($input: ProductCreateInput!) { productCreate(input: $input) { variants { uuid } } }',
      { input: { appUuid, name: 'Ube Jam', price: 25_000, stockQuantity: 50 } },
      token,
    );
    variantUuid = p.data?.productCreate.variants[0]?.uuid ?? '';
    await updateFeatureFlags(t.server.database.db, appUuid, { onlinePayments: true });
    await t.server.database.db
      .update(cartSettings)
      .set({ expiration: 2, expirationDateType: 'hours' })
      .where(eq(cartSettings.appUuid, appUuid));
  });
  afterAll(async () => {
    await t.close();
    await xendit.close();
  });

  const db = () => t.server.database.db;
  const stock = async () =>
    (await db().select().from(productVariants).where(eq(productVariants.uuid, variantUuid)))[0]
      ?.stockQuantity;
  const placeOnline = async (channel: string, quantity = 2) => {
    const r = await t.gql<{ storeCheckout: { transactionNumber: string; payment: { uuid: string } } }>(
      CHECKOUT,
      {
        input: {
          appUuid,
          items: [{ variantUuid, quantity }],
          customerName: 'Nena Cruz',
          mobileNumber: '09175550199',
          fulfillment: 'pickup',
          paymentMethod: 'online',
          onlineChannel: channel,
        },
      },
    );
    expect(r.errors).toBeUndefined();
    const placed = r.data?.storeCheckout;
    const [attempt] = await db()
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.uuid, placed?.payment.uuid ?? ''));
    return {
      txn: placed?.transactionNumber ?? '',
      attempt: attempt?.uuid ?? '',
      requestId: attempt?.paymentRequestId ?? '',
    };
  };
  const orderOf = async (txn: string) =>
    (await db().select().from(orders).where(eq(orders.transactionNumber, txn)))[0];
  const attemptOf = async (uuid: string) =>
    (await db().select().from(orderPayments).where(eq(orderPayments.uuid, uuid)))[0];

  it('cancels an abandoned online order (e-wallet or card) only after the provider says it is unpaid, and its stock returns', async () => {
    const before = await stock();
    const ewallet = await placeOnline('GCASH');
    const card = await placeOnline('CARD', 1);
    expect(await stock()).toBe((before ?? 0) - 3);

    clock.advance(TWO_HOURS - 60_000);
    const calls = xendit.calls().length;
    expect(await expireUnpaidOrders(t.server.context)).toBe(0);
    // Not due yet: the provider is not even asked.
    expect(xendit.calls().length).toBe(calls);

    clock.advance(120_000);
    expect(await expireUnpaidOrders(t.server.context)).toBe(2);
    const asked = xendit
      .calls()
      .slice(calls)
      .map((c) => `${c.method} ${c.path}`);
    expect(asked).toEqual(
      expect.arrayContaining([
        `GET /payment_requests/${ewallet.requestId}`,
        `GET /v2/invoices/${card.requestId}`,
      ]),
    );
    for (const placed of [ewallet, card]) {
      expect(await orderOf(placed.txn)).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'pay_pending',
        expiredAt: expect.any(Date),
      });
      expect(await attemptOf(placed.attempt)).toMatchObject({ status: 'failed', failureCode: 'EXPIRED' });
    }
    expect(await stock()).toBe(before);
    // Once: a second run finds nothing and asks nobody.
    const again = xendit.calls().length;
    expect(await expireUnpaidOrders(t.server.context)).toBe(0);
    expect(xendit.calls().length).toBe(again);
  });

  it('an order paid at the provider whose callback never came becomes paid instead of cancelled', async () => {
    const before = await stock();
    const paid = await placeOnline('PAYMAYA');
    xendit.settle(paid.requestId, { status: 'SUCCEEDED', amount: 500 });
    clock.advance(TWO_HOURS + 60_000);
    expect(await expireUnpaidOrders(t.server.context)).toBe(0);
    expect(await orderOf(paid.txn)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pay_success',
      expiredAt: null,
    });
    expect(await attemptOf(paid.attempt)).toMatchObject({ status: 'succeeded' });
    expect(await stock()).toBe((before ?? 0) - 2);
    expect(await expireUnpaidOrders(t.server.context)).toBe(0);
  });

  it('leaves the order for the next run while the provider cannot be reached', async () => {
    const waiting = await placeOnline('GCASH');
    clock.advance(TWO_HOURS + 60_000);
    xendit.failNext(503, 'SERVER_ERROR', 'down');
    expect(await expireUnpaidOrders(t.server.context)).toBe(0);
    expect(await orderOf(waiting.txn)).toMatchObject({ status: 'pending', paymentStatus: 'pay_pending' });
    expect(await attemptOf(waiting.attempt)).toMatchObject({ status: 'pending' });
    expect(await expireUnpaidOrders(t.server.context)).toBe(1);
    expect(await orderOf(waiting.txn)).toMatchObject({ status: 'cancelled' });
  });
});
