import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completedOrder,
  ownedStore,
  startTestServer,
  type TestServer,
  testDatabases,
} from '../../../test/harness.ts';
import { fakeXendit, XENDIT_CALLBACK_TOKEN, XENDIT_SECRET } from '../../../test/xendit.ts';
import { ManualClock } from '../../platform/clock.ts';
import { newUuid } from '../../platform/ids.ts';
import { markLaunched } from '../apps/index.ts';
import { runBilling } from './billing.run.ts';
import { paymentCustomers, paymentMethods } from './billing.tables.ts';

const BILL = `query($a: ID!) { appLatestBilling(appUuid: $a) { uuid status totalPayableAmount accumulatedAmount chargeFailureCode } }`;
const PAY = `mutation($b: ID!) { billingPay(input: { billingUuid: $b }) { status } }`;
type Bill = {
  uuid: string;
  status: string;
  totalPayableAmount: number;
  accumulatedAmount: number;
  chargeFailureCode: string | null;
};

// Launched 2027-03-15 09:00 Manila.
const LAUNCH = new Date('2027-03-15T01:00:00Z');

/* Paying a bill through Xendit: the charge request, then the verified callbacks decide. */
describe.each(testDatabases())('paying a bill with the saved method on %s', (kind) => {
  let t: TestServer;
  let xendit: Awaited<ReturnType<typeof fakeXendit>>;
  let appUuid: string;
  const clock = new ManualClock(LAUNCH);
  let owner: () => Promise<string> = () => Promise.reject(new Error('no store yet'));
  const latest = async () =>
    (await t.gql<{ appLatestBilling: Bill }>(BILL, { a: appUuid }, await owner())).data?.appLatestBilling;
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
  const complete = (txn: string, at: Date) => completedOrder(t, appUuid, txn, at);

  beforeAll(async () => {
    xendit = await fakeXendit();
    t = await startTestServer(kind, {
      clock,
      seedDemo: false,
      config: {
        xenditSecretKey: XENDIT_SECRET,
        xenditApiUrl: xendit.url,
        xenditCallbackToken: XENDIT_CALLBACK_TOKEN,
      },
    });
    const ctx = t.server.context;
    const store = await ownedStore(t);
    appUuid = store.appUuid;
    owner = store.signIn;
    const customerUuid = newUuid();
    await ctx.db.insert(paymentCustomers).values({
      uuid: customerUuid,
      appUuid,
      customerId: 'cust-9',
      referenceId: appUuid,
      givenNames: 'Maria',
      surname: 'Santos',
      email: 'maria@example.ph',
      mobileNumber: '+639171234567',
      nationality: 'PH',
      createdAt: LAUNCH,
      updatedAt: LAUNCH,
    });
    await ctx.db.insert(paymentMethods).values({
      uuid: newUuid(),
      appUuid,
      customerUuid,
      paymentMethodId: 'pm-gcash-9',
      paymentMethodType: 'EWALLET',
      channelCode: 'GCASH',
      status: 'ACTIVE',
      isDefault: true,
      idempotencyKey: 'pm-key-9',
      originalResponse: { id: 'pm-gcash-9' },
      createdAt: LAUNCH,
      updatedAt: LAUNCH,
    });
    await markLaunched(ctx, appUuid);
    await complete('270320-AAAAAA', new Date('2027-03-20T04:00:00Z'));
    await complete('270321-BBBBBB', new Date('2027-03-21T04:00:00Z'));
  });
  afterAll(async () => {
    await t.close();
    await xendit.close();
  });

  it('charges the default method for a new bill, once, in pesos with an idempotency key', async () => {
    clock.set(new Date('2027-04-14T16:00:00Z'));
    await runBilling(t.server.context);
    await t.server.context.jobs.idle();
    const bill = await latest();
    expect(bill).toMatchObject({ status: 'payment_submitted', totalPayableAmount: 2_000 });
    const used = await t.gql(
      `query($a: ID!) { appLatestBilling(appUuid: $a) { paymentMethod { channelCode isDefault } enterpriseBasedAmount salesPartnerCommission } }`,
      { a: appUuid },
      await owner(),
    );
    // The free plan: no enterprise subscription fee; the charge went to the default GCash method.
    expect(used.data).toEqual({
      appLatestBilling: {
        paymentMethod: { channelCode: 'GCASH', isDefault: true },
        enterpriseBasedAmount: 0,
        salesPartnerCommission: 0,
      },
    });
    const charges = xendit.calls().filter((c) => c.path === '/payment_requests');
    expect(charges).toHaveLength(1);
    expect(charges[0]?.headers['idempotency-key']).toBe(`charge-${bill?.uuid}-1`);
    expect(charges[0]?.body).toMatchObject({
      reference_id: bill?.uuid,
      amount: 20,
      currency: 'PHP',
      payment_method_id: 'pm-gcash-9',
      customer_id: 'cust-9',
    });
  });

  it('ignores a success whose amount disagrees, goes back to For Payment on a failure, and Pay now tries again', async () => {
    const bill = await latest();
    const data = { id: 'py-1', reference_id: bill?.uuid, currency: 'PHP' };
    expect(
      (await callback('evt-short', 'payment.succeeded', { ...data, amount: 2, status: 'SUCCEEDED' })).outcome,
    ).toBe('ignored');
    expect((await latest())?.status).toBe('payment_submitted');
    await callback('evt-failed', 'payment.failed', {
      ...data,
      amount: 20,
      status: 'FAILED',
      failure_code: 'INSUFFICIENT_BALANCE',
    });
    expect(await latest()).toMatchObject({
      status: 'for_payment',
      chargeFailureCode: 'INSUFFICIENT_BALANCE',
    });
    const told = await t.gql<{ notifications: { edges: { node: { category: string; message: string } }[] } }>(
      `query($a: ID!) { notifications(appUuid: $a) { edges { node { category message } } } }`,
      { a: appUuid },
      await owner(),
    );
    expect(told.data?.notifications.edges.map((e) => e.node)).toContainEqual({
      category: 'billing_payment_failed',
      message: expect.stringMatching(/did not go through \(INSUFFICIENT_BALANCE\)\. Please pay it again/),
    });

    const paid = await t.gql<{ billingPay: { status: string } }>(PAY, { b: bill?.uuid }, await owner());
    expect(paid.data?.billingPay.status).toBe('payment_submitted');
    await t.server.context.jobs.idle();
    expect(
      xendit
        .calls()
        .filter((c) => c.path === '/payment_requests')
        .at(-1)?.headers['idempotency-key'],
    ).toBe(`charge-${bill?.uuid}-2`);
    const again = await t.gql(PAY, { b: bill?.uuid }, await owner());
    expect(again.errors?.[0]).toMatchObject({
      message: 'A payment for this bill is already on its way',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('settles the bill on a verified success, once: a replay changes nothing', async () => {
    const bill = await latest();
    const data = { id: 'py-2', reference_id: bill?.uuid, amount: 20, currency: 'PHP', status: 'SUCCEEDED' };
    expect((await callback('evt-paid', 'payment.succeeded', data)).outcome).toBe('applied');
    expect(await latest()).toMatchObject({ status: 'paid', accumulatedAmount: 0 });
    expect((await callback('evt-paid', 'payment.succeeded', data)).outcome).toBe('replayed');
    const status = await t.gql<{ fetchAppByUuid: { billingPaymentStatus: { label: string } } }>(
      'query($a: ID!) { fetchAppByUuid(appUuid: $a) { billingPaymentStatus { label } } }',
      { a: appUuid },
      await owner(),
    );
    expect(status.data?.fetchAppByUuid.billingPaymentStatus.label).toBe('Paid');
    const nothing = await t.gql(PAY, { b: bill?.uuid }, await owner());
    expect(nothing.errors?.[0]?.message).toBe('This bill has nothing left to pay');
  });

  it('extends a bill that owes by 10 days, once', async () => {
    clock.set(new Date('2027-05-14T16:00:00Z'));
    await runBilling(t.server.context);
    const bill = await latest();
    const EXTEND = `mutation($b: ID!) { extendPayment(input: { billingUuid: $b }) { billingPeriodDueAt extended } }`;
    // The new bill (period 2027-04-15 – 2027-05-14, no orders) charges the plan: free, so nothing is owed.
    expect(bill?.totalPayableAmount).toBe(0);
    const nothing = await t.gql(EXTEND, { b: bill?.uuid }, await owner());
    expect(nothing.errors?.[0]?.message).toBe('This bill has nothing left to pay');
  });
});
