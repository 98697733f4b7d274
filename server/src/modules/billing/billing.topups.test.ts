import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedStore, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { fakeXendit, XENDIT_CALLBACK_TOKEN, XENDIT_SECRET } from '../../../test/xendit.ts';
import { newUuid } from '../../platform/ids.ts';
import { responseCreditsOf } from '../credits/index.ts';
import { paymentCustomers, paymentMethods } from './billing.tables.ts';
import { responseCreditTopUps } from './billing.topups.tables.ts';

const BUY = `mutation($a: ID!, $ok: String!, $ko: String!) {
  updateResponseCredit(appUuid: $a, isXendit: true, channel: PAYMAYA, successRedirectUrl: $ok, failureRedirectUrl: $ko) { url credits amount } }`;
const CHARGE = `mutation($a: ID!) { responseCreditTopUpCharge(appUuid: $a) { url credits amount } }`;

/* Buying response credits: the provider's checkout or the saved method; credits once per paid pack. */
describe.each(testDatabases())('response-credit top-ups on %s', (kind) => {
  let t: TestServer;
  let xendit: Awaited<ReturnType<typeof fakeXendit>>;
  let appUuid: string;
  let owner: () => Promise<string> = () => Promise.reject(new Error('no store yet'));
  const credits = () => responseCreditsOf(t.server.context.db, appUuid);
  const callback = async (webhookId: string, event: string, data: Record<string, unknown>) => {
    const res = await fetch(`${t.url}/webhooks/xendit`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-callback-token': XENDIT_CALLBACK_TOKEN,
        'webhook-id': webhookId,
      },
      body: JSON.stringify({ event, business_id: 'biz', created: '2027-04-15T01:00:00Z', data }),
    });
    await t.server.context.jobs.idle();
    return (await res.json()) as { outcome: string };
  };
  const topUps = () => t.server.context.db.select().from(responseCreditTopUps);

  beforeAll(async () => {
    xendit = await fakeXendit();
    t = await startTestServer(kind, {
      seedDemo: false,
      config: {
        xenditSecretKey: XENDIT_SECRET,
        xenditApiUrl: xendit.url,
        xenditCallbackToken: XENDIT_CALLBACK_TOKEN,
      },
    });
    const store = await ownedStore(t);
    appUuid = store.appUuid;
    owner = store.signIn;
  });
  afterAll(async () => {
    await t.close();
    await xendit.close();
  });

  it("answers the provider's checkout page for the pack, and refuses return pages of another site", async () => {
    const base = t.server.context.publicUrl();
    const away = await t.gql(
      BUY,
      { a: appUuid, ok: 'https://evil.example/ok', ko: `${base}/ko` },
      await owner(),
    );
    expect(away.errors?.[0]).toMatchObject({
      message: 'Return addresses must be pages of this console',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await topUps()).toHaveLength(0);

    const bought = await t.gql<{ updateResponseCredit: { url: string; credits: number; amount: number } }>(
      BUY,
      {
        a: appUuid,
        ok: `${base}/apps/x/${appUuid}/chatbot?topUp=ok`,
        ko: `${base}/apps/x/${appUuid}/chatbot?topUp=failed`,
      },
      await owner(),
    );
    expect(bought.data?.updateResponseCredit).toEqual({
      url: expect.stringMatching(/^https:\/\/ewallet\.xendit\.co\/pay\//),
      credits: 5_000,
      amount: 500_000,
    });
    const [topUp] = await topUps();
    const request = xendit.calls().find((c) => c.path === '/payment_requests');
    expect(request?.headers['idempotency-key']).toBe(`topup-${topUp?.uuid}`);
    expect(request?.body).toMatchObject({ reference_id: topUp?.uuid, amount: 5_000, currency: 'PHP' });
  });

  it('adds the credits once when the exact amount is paid; a replay or a short amount adds nothing', async () => {
    const [topUp] = await topUps();
    const before = await credits();
    const data = { id: 'py-1', reference_id: topUp?.uuid, currency: 'PHP', status: 'SUCCEEDED' };
    expect((await callback('evt-short', 'payment.succeeded', { ...data, amount: 4_000 })).outcome).toBe(
      'ignored',
    );
    expect(await credits()).toBe(before);
    expect((await callback('evt-paid', 'payment.succeeded', { ...data, amount: 5_000 })).outcome).toBe(
      'applied',
    );
    expect(await credits()).toBe(before + 5_000);
    expect((await callback('evt-paid', 'payment.succeeded', { ...data, amount: 5_000 })).outcome).toBe(
      'replayed',
    );
    expect((await callback('evt-again', 'payment.succeeded', { ...data, amount: 5_000 })).outcome).toBe(
      'ignored',
    );
    expect(await credits()).toBe(before + 5_000);
    const live = await t.gql(
      'query($a: ID!) { appEnterprisePlan(appUuid: $a) { responseCredits } }',
      { a: appUuid },
      await owner(),
    );
    expect(live.data).toEqual({ appEnterprisePlan: { responseCredits: before + 5_000 } });
  });

  it('charges the default saved method once, and refuses without one', async () => {
    const none = await t.gql(CHARGE, { a: appUuid }, await owner());
    expect(none.errors?.[0]).toMatchObject({
      message: 'Please connect a payment method before buying credits',
      extensions: { code: 'CONFLICT' },
    });
    const now = new Date();
    const customerUuid = newUuid();
    await t.server.context.db.insert(paymentCustomers).values({
      uuid: customerUuid,
      appUuid,
      customerId: 'cust-7',
      referenceId: appUuid,
      givenNames: 'Maria',
      surname: 'Santos',
      email: 'maria@example.ph',
      mobileNumber: '+639171234567',
      nationality: 'PH',
      createdAt: now,
      updatedAt: now,
    });
    await t.server.context.db.insert(paymentMethods).values({
      uuid: newUuid(),
      appUuid,
      customerUuid,
      paymentMethodId: 'pm-gcash-7',
      paymentMethodType: 'EWALLET',
      channelCode: 'GCASH',
      status: 'ACTIVE',
      isDefault: true,
      idempotencyKey: 'pm-key-7',
      originalResponse: { id: 'pm-gcash-7' },
      createdAt: now,
      updatedAt: now,
    });
    const charged = await t.gql(CHARGE, { a: appUuid }, await owner());
    expect(charged.data).toEqual({ responseCreditTopUpCharge: { url: '', credits: 5_000, amount: 500_000 } });
    const pack = (await topUps()).find((row) => row.method === 'saved_method');
    const charges = xendit.calls().filter((c) => c.path === '/payment_requests' && c.body?.payment_method_id);
    expect(charges).toHaveLength(1);
    expect(charges[0]?.headers['idempotency-key']).toBe(`topup-${pack?.uuid}`);
    expect(charges[0]?.body).toMatchObject({
      payment_method_id: 'pm-gcash-7',
      customer_id: 'cust-7',
      amount: 5_000,
    });
    const before = await credits();
    await callback('evt-charged', 'payment.succeeded', {
      id: 'py-2',
      reference_id: pack?.uuid,
      amount: 5_000,
      currency: 'PHP',
      status: 'SUCCEEDED',
    });
    expect(await credits()).toBe(before + 5_000);
  });

  it("keeps a store's credits to its owner and admins", async () => {
    const rival = await ownedStore(t, { email: 'rival@tindahan.ph', name: 'Karibal' });
    const refused = await t.gql(CHARGE, { a: appUuid }, await rival.signIn());
    expect(refused.errors?.[0]?.message).toBe('App not found');
  });
});
