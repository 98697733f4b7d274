import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedStore, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { fakeXendit, XENDIT_CALLBACK_TOKEN, XENDIT_SECRET } from '../../../test/xendit.ts';
import { shippingCreditsOf } from '../credits/index.ts';
import { shippingCreditTopUps } from './billing.shipping.tables.ts';

const TOP_UP = `mutation($a: ID!, $key: String!, $amount: Int!, $ok: String!, $ko: String!) {
  shippingCreditTopUp(appUuid: $a, key: $key, amount: $amount, channel: GCASH, successRedirectUrl: $ok, failureRedirectUrl: $ko) { url amount } }`;
const CREDITS = `query($a: ID!) { grabExpressCredits(appUuid: $a) { totalCredits packs lastApprovedCredit { amount approvedAt } } }`;

/* Shipping credits: a top-up paid at the provider adds its credits once, in the verified callback. */
describe.each(testDatabases())('shipping-credit top-ups on %s', (kind) => {
  let t: TestServer;
  let xendit: Awaited<ReturnType<typeof fakeXendit>>;
  let appUuid: string;
  let owner: () => Promise<string> = () => Promise.reject(new Error('no store yet'));
  const credits = () => shippingCreditsOf(t.server.context.db, appUuid);
  const callback = async (webhookId: string, event: string, data: Record<string, unknown>) => {
    const res = await fetch(`${t.url}/webhooks/xendit`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-callback-token': XENDIT_CALLBACK_TOKEN,
        'webhook-id': webhookId,
      },
      body: JSON.stringify({ event, business_id: 'biz', created: '2026-11-26T01:00:00Z', data }),
    });
    await t.server.context.jobs.idle();
    return (await res.json()) as { outcome: string };
  };
  const topUps = () => t.server.context.db.select().from(shippingCreditTopUps);
  const buy = async (key: string, amount: number) => {
    const base = t.server.context.publicUrl();
    return t.gql<{ shippingCreditTopUp: { url: string; amount: number } }>(
      TOP_UP,
      { a: appUuid, key, amount, ok: `${base}/ok`, ko: `${base}/ko` },
      await owner(),
    );
  };

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

  it('shows no credits and no approved top-up for a new store', async () => {
    const r = await t.gql(CREDITS, { a: appUuid }, await owner());
    expect(r.data).toEqual({
      grabExpressCredits: {
        totalCredits: 0,
        packs: [50_000, 100_000, 200_000, 500_000],
        lastApprovedCredit: null,
      },
    });
  });

  it('refuses an amount that is not a pack and a key of another route, before asking the provider', async () => {
    const odd = await buy(`${appUuid}1764120000:grab_express`, 12_345);
    expect(odd.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: { amount: 'Choose one of the top-up amounts offered' } },
    });
    const key = await buy(`${appUuid}1764120000`, 50_000);
    expect(key.errors?.[0]?.extensions?.fields).toEqual({
      key: 'This top-up link is not valid: open Shipping Credit again',
    });
    expect(await topUps()).toHaveLength(0);
    expect(xendit.calls().filter((c) => c.path === '/payment_requests')).toHaveLength(0);
  });

  it("answers the provider's page, once per route key", async () => {
    const key = `${appUuid}1764120000:grab_express`;
    const first = await buy(key, 100_000);
    expect(first.errors).toBeUndefined();
    expect(first.data?.shippingCreditTopUp).toEqual({
      url: expect.stringMatching(/^https:\/\//),
      amount: 100_000,
    });
    const [topUp] = await topUps();
    const request = xendit.calls().find((c) => c.path === '/payment_requests');
    expect(request?.headers['idempotency-key']).toBe(`shipping-topup-${topUp?.uuid}`);
    expect(request?.body).toMatchObject({ reference_id: topUp?.uuid, amount: 1_000, currency: 'PHP' });
    // The same route opened again: the same payment, never a second one.
    const again = await buy(key, 100_000);
    expect(again.data?.shippingCreditTopUp.amount).toBe(100_000);
    expect(await topUps()).toHaveLength(1);
    expect(xendit.calls().filter((c) => c.method === 'POST' && c.path === '/payment_requests')).toHaveLength(
      1,
    );
  });

  it('adds the credits once when the exact amount is paid; a replay or a short amount adds nothing', async () => {
    const [topUp] = await topUps();
    const data = { id: 'py-s1', reference_id: topUp?.uuid, currency: 'PHP', status: 'SUCCEEDED' };
    expect((await callback('ship-short', 'payment.succeeded', { ...data, amount: 900 })).outcome).toBe(
      'ignored',
    );
    expect(await credits()).toBe(0);
    expect((await callback('ship-paid', 'payment.succeeded', { ...data, amount: 1_000 })).outcome).toBe(
      'applied',
    );
    expect(await credits()).toBe(100_000);
    expect((await callback('ship-paid', 'payment.succeeded', { ...data, amount: 1_000 })).outcome).toBe(
      'replayed',
    );
    expect((await callback('ship-again', 'payment.succeeded', { ...data, amount: 1_000 })).outcome).toBe(
      'ignored',
    );
    expect(await credits()).toBe(100_000);
    const r = await t.gql<{ grabExpressCredits: Record<string, unknown> }>(
      CREDITS,
      { a: appUuid },
      await owner(),
    );
    expect(r.data?.grabExpressCredits).toMatchObject({
      totalCredits: 100_000,
      lastApprovedCredit: { amount: 100_000, approvedAt: expect.any(String) },
    });
    expect(await buy(`${appUuid}1764120000:grab_express`, 100_000)).toMatchObject({
      errors: [{ message: 'This top-up is already paid' }],
    });
  });

  it('marks a failed payment failed and adds nothing', async () => {
    await buy(`${appUuid}1764129999:grab_express`, 50_000);
    const topUp = (await topUps()).find((r) => r.amount === 50_000);
    const out = await callback('ship-failed', 'payment.failed', {
      id: 'py-s2',
      reference_id: topUp?.uuid,
      amount: 500,
      status: 'FAILED',
      failure_code: 'INSUFFICIENT_BALANCE',
    });
    expect(out.outcome).toBe('applied');
    expect((await topUps()).find((r) => r.uuid === topUp?.uuid)).toMatchObject({
      status: 'failed',
      failureCode: 'INSUFFICIENT_BALANCE',
    });
    expect(await credits()).toBe(100_000);
  });

  it('is not for a member of another store', async () => {
    const other = await ownedStore(t, { email: 'other@tindahan.ph' });
    const r = await t.gql(CREDITS, { a: appUuid }, await other.signIn());
    expect(r.errors?.[0]?.extensions?.code).toBeDefined();
    expect(r.data).toBeNull();
  });
});
