import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completedOrder,
  ownedStore,
  startTestServer,
  type TestServer,
  testDatabases,
} from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';
import { newUuid } from '../../platform/ids.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { markLaunched } from '../apps/index.ts';
import { runOverdue } from './billing.overdue.ts';
import { runBilling } from './billing.run.ts';
import { updateBilling } from './billing.service.ts';

// Launched 2027-03-15 09:00 Manila on Starter (₱1,499 a month); the first bill falls due on 2027-04-24.
const LAUNCH = new Date('2027-03-15T01:00:00Z');
const OPERATOR = { email: 'ops@suki.ph', password: 'Operator#2027' };

const APP = `query($a: ID!) { fetchAppByUuid(appUuid: $a) { storeStatus deactivated lastDayGracePeriod gracePeriodEndsAt billingPaymentStatus { label totalBalance } } }`;
const BILL = `query($a: ID!) { appLatestBilling(appUuid: $a) { uuid referenceNumber status gracePeriodActivated gracePeriodEndsAt overdueSince depositSlips { status reason photo { thumbnailUrl } } } }`;
const GRACE = `mutation($b: ID!) { gracePeriodActivate(input: { billingUuid: $b }) { gracePeriodActivated gracePeriodEndsAt } }`;
const SLIP = `mutation($b: ID!, $p: ID!) { billingDepositSlipSubmit(input: { billingUuid: $b, photoUuid: $p }) { status } }`;
const TO_REVIEW = `{ billingDepositSlipsToReview { slip { uuid } billing { referenceNumber } } }`;
const REVIEW = `mutation($s: ID!, $ok: Boolean!, $r: String) { billingDepositSlipReview(input: { slipUuid: $s, approve: $ok, reason: $r }) { status reason } }`;
const NOTES = `query($a: ID!) { notifications(appUuid: $a) { edges { node { category message notificationableType } } } }`;

type App = {
  storeStatus: string;
  deactivated: boolean;
  lastDayGracePeriod: boolean;
  gracePeriodEndsAt: string | null;
  billingPaymentStatus: { label: string; totalBalance: number };
};
type Bill = {
  uuid: string;
  referenceNumber: string;
  status: string;
  gracePeriodActivated: boolean;
  gracePeriodEndsAt: string | null;
  overdueSince: string | null;
  depositSlips: { status: string; reason: string | null; photo: { thumbnailUrl: string } | null }[];
};

/* An unpaid bill, from the reminder to deactivation, the grace period and payment by deposit slip. */
describe.each(testDatabases())('an overdue bill on %s', (kind) => {
  let t: TestServer;
  let appUuid: string;
  const clock = new ManualClock(LAUNCH);
  let owner: () => Promise<string> = () => Promise.reject(new Error('no store yet'));
  const overdue = async () => {
    const done = await runOverdue(t.server.context);
    await t.server.context.jobs.idle();
    return done;
  };
  const app = async () =>
    (await t.gql<{ fetchAppByUuid: App }>(APP, { a: appUuid }, await owner())).data?.fetchAppByUuid;
  const bill = async () =>
    (await t.gql<{ appLatestBilling: Bill }>(BILL, { a: appUuid }, await owner())).data?.appLatestBilling;
  const notes = async (category: string) =>
    (
      await t.gql<{
        notifications: {
          edges: { node: { category: string; message: string; notificationableType: string } }[];
        };
      }>(NOTES, { a: appUuid }, await owner())
    ).data?.notifications.edges
      .map((e) => e.node)
      .filter((n) => n.category === category) ?? [];
  const uploadSlip = async () => {
    const body = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2266aa' } })
      .png()
      .toBuffer();
    const res = await fetch(`${t.url}/uploads/photos?appUuid=${appUuid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${await owner()}` },
      body: new Uint8Array(body),
    });
    return ((await res.json()) as { uuid: string }).uuid;
  };
  const at = (iso: string) => clock.set(new Date(iso));

  beforeAll(async () => {
    t = await startTestServer(kind, { clock, seedDemo: false, config: { operatorEmails: [OPERATOR.email] } });
    const ctx = t.server.context;
    const store = await ownedStore(t);
    appUuid = store.appUuid;
    owner = store.signIn;
    await createUser(ctx, { ...OPERATOR, role: 'client' });
    await updateBilling(ctx.db, appUuid, { plan: 'pro_starter' });
    await markLaunched(ctx, appUuid);
    at('2027-04-15T00:00:00Z');
    await runBilling(ctx);
    await ctx.jobs.idle();
  });
  afterAll(() => t.close());

  it('reminds the merchant once, three days before the due day', async () => {
    expect(await overdue()).toEqual({ reminded: 0, deactivated: 0, lastDay: 0 });
    at('2027-04-21T01:00:00Z');
    expect((await overdue()).reminded).toBe(1);
    expect((await overdue()).reminded).toBe(0);
    const { referenceNumber } = (await bill()) as Bill;
    expect(await notes('billing_due_soon')).toEqual([
      {
        category: 'billing_due_soon',
        message: `Your bill ${referenceNumber} is due on 2027-04-24. Please settle it to keep your store open.`,
        notificationableType: 'Billing',
      },
    ]);
  });

  it('deactivates the store the day after the due day (Manila), once, and says so', async () => {
    at('2027-04-24T15:59:00Z'); // 23:59 on the due day in Manila
    expect((await overdue()).deactivated).toBe(0);
    expect((await app())?.storeStatus).toBe('active_store');
    at('2027-04-24T16:30:00Z'); // 00:30 the next day
    expect((await overdue()).deactivated).toBe(1);
    expect((await overdue()).deactivated).toBe(0);
    expect(await app()).toMatchObject({
      storeStatus: 'deactivated',
      deactivated: true,
      billingPaymentStatus: { label: 'For Payment', totalBalance: 149_900 },
    });
    const { referenceNumber, overdueSince } = (await bill()) as Bill;
    expect(overdueSince).toBe('2027-04-24');
    expect(await notes('billing_deactivated')).toEqual([
      {
        category: 'billing_deactivated',
        message: `Tindahan was deactivated: bill ${referenceNumber} is overdue. Please settle your payments to continue using your In-App Store.`,
        notificationableType: 'Billing',
      },
    ]);
  });

  it('reopens the store for a three-day grace period, once, warns on its last day, then deactivates again', async () => {
    const { uuid } = (await bill()) as Bill;
    const grace = await t.gql<{ gracePeriodActivate: Bill }>(GRACE, { b: uuid }, await owner());
    expect(grace.data?.gracePeriodActivate).toEqual({
      gracePeriodActivated: true,
      gracePeriodEndsAt: '2027-04-27T16:30:00.000Z',
    });
    await t.server.context.jobs.idle();
    expect(await app()).toMatchObject({ storeStatus: 'active_store', lastDayGracePeriod: false });
    expect((await overdue()).deactivated).toBe(0);
    const again = await t.gql(GRACE, { b: uuid }, await owner());
    expect(again.errors?.[0]).toMatchObject({
      message: 'The grace period for this bill has already been used',
      extensions: { code: 'CONFLICT' },
    });

    at('2027-04-26T17:30:00Z'); // 23 hours left
    expect((await overdue()).lastDay).toBe(1);
    expect((await overdue()).lastDay).toBe(0);
    expect((await app())?.lastDayGracePeriod).toBe(true);
    expect((await notes('billing_grace_last_day'))[0]?.message).toMatch(
      /^24 hours remain in your grace period/,
    );

    at('2027-04-27T16:31:00Z');
    expect((await overdue()).deactivated).toBe(1);
    expect(await app()).toMatchObject({ storeStatus: 'deactivated', lastDayGracePeriod: false });
  });

  it('takes a deposit slip: the bill waits for an operator, who refuses with a reason or confirms it', async () => {
    const { uuid, referenceNumber } = (await bill()) as Bill;
    const unknown = await t.gql(SLIP, { b: uuid, p: newUuid() }, await owner());
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'Deposit slip not found: please upload the photo again',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await bill())?.status).toBe('for_payment');
    const sent = await t.gql(SLIP, { b: uuid, p: await uploadSlip() }, await owner());
    expect(sent.data).toEqual({ billingDepositSlipSubmit: { status: 'payment_submitted' } });
    const twice = await t.gql(SLIP, { b: uuid, p: await uploadSlip() }, await owner());
    expect(twice.errors?.[0]?.message).toBe('A payment for this bill is already on its way');

    // Only an operator reviews, and a refusal needs its reason.
    const merchant = await t.gql(TO_REVIEW, {}, await owner());
    expect(merchant.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const operator = await t.signIn(OPERATOR.email, OPERATOR.password);
    const queue = await t.gql<{ billingDepositSlipsToReview: { slip: { uuid: string } }[] }>(
      TO_REVIEW,
      {},
      operator,
    );
    const slipUuid = queue.data?.billingDepositSlipsToReview[0]?.slip.uuid;
    expect(queue.data?.billingDepositSlipsToReview).toEqual([
      { slip: { uuid: expect.any(String) }, billing: { referenceNumber } },
    ]);
    const byMerchant = await t.gql(REVIEW, { s: slipUuid, ok: true }, await owner());
    expect(byMerchant.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const noReason = await t.gql(REVIEW, { s: slipUuid, ok: false, r: '  ' }, operator);
    expect(noReason.errors?.[0]).toMatchObject({
      message: 'Reason is required',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await bill())?.status).toBe('payment_submitted');

    const refused = await t.gql(REVIEW, { s: slipUuid, ok: false, r: 'the amount is ₱1,000.00' }, operator);
    expect(refused.data).toEqual({
      billingDepositSlipReview: { status: 'refused', reason: 'the amount is ₱1,000.00' },
    });
    await t.server.context.jobs.idle();
    expect((await bill())?.status).toBe('for_payment');
    expect((await notes('billing_payment_failed'))[0]?.message).toBe(
      `Your deposit slip for bill ${referenceNumber} could not be confirmed: the amount is ₱1,000.00. Please pay again.`,
    );
    const reviewedTwice = await t.gql(REVIEW, { s: slipUuid, ok: true }, operator);
    expect(reviewedTwice.errors?.[0]?.message).toBe('This deposit slip has already been reviewed');

    at('2027-04-28T02:00:00Z');
    await t.gql(SLIP, { b: uuid, p: await uploadSlip() }, await owner());
    const next = await t.gql<{ billingDepositSlipsToReview: { slip: { uuid: string } }[] }>(
      TO_REVIEW,
      {},
      operator,
    );
    const confirmed = await t.gql(
      REVIEW,
      { s: next.data?.billingDepositSlipsToReview[0]?.slip.uuid, ok: true },
      operator,
    );
    expect(confirmed.data).toEqual({ billingDepositSlipReview: { status: 'confirmed', reason: null } });
    await t.server.context.jobs.idle();

    // Paid: the store reopens at once and the merchant is thanked.
    expect(await app()).toMatchObject({
      storeStatus: 'active_store',
      billingPaymentStatus: { label: 'Paid', totalBalance: 0 },
    });
    const paid = (await bill()) as Bill;
    expect(paid.status).toBe('paid');
    expect(paid.overdueSince).toBeNull();
    expect(paid.depositSlips.map((s) => s.status)).toEqual(['confirmed', 'refused']);
    expect(paid.depositSlips[0]?.photo?.thumbnailUrl).toMatch(/-thumb\.webp$/);
    expect((await notes('billing_paid'))[0]?.message).toBe(
      `We received ₱1,499.00 for your bill ${referenceNumber}. Thank you!`,
    );
    expect((await t.gql(TO_REVIEW, {}, operator)).data).toEqual({ billingDepositSlipsToReview: [] });
    expect((await overdue()).deactivated).toBe(0);
  });

  it("adds up the running period's transaction fees", async () => {
    at('2027-05-10T04:00:00Z');
    const complete = (txn: string, when: Date) => completedOrder(t, appUuid, txn, when);
    await complete('270414-AAAAAA', new Date('2027-04-14T04:00:00Z')); // the billed period
    await complete('270502-BBBBBB', new Date('2027-05-02T04:00:00Z'));
    await complete('270509-CCCCCC', new Date('2027-05-09T04:00:00Z'));
    const fees = await t.gql(
      'query($a: ID!) { appAccumulatedFees(appUuid: $a) { billingPeriodStartAt accumulatedOrdersCount accumulatedConvenienceFee } }',
      { a: appUuid },
      await owner(),
    );
    expect(fees.data).toEqual({
      appAccumulatedFees: {
        billingPeriodStartAt: '2027-04-15',
        accumulatedOrdersCount: 2,
        accumulatedConvenienceFee: 2_000,
      },
    });
    // The App's fee fields: Suki's fees are the merchant's, never the customer's (document 3 §3).
    const app = await t.gql(
      'query($a: ID!) { fetchAppByUuid(appUuid: $a) { shoulderConvenienceFee shoulderProcessingFee accumulatedOrdersCount accumulatedConvenienceFee totalConvenienceFee } }',
      { a: appUuid },
      await owner(),
    );
    // The billed period (the first bill) had no completed order: the total is the running period's.
    expect(app.data).toEqual({
      fetchAppByUuid: {
        shoulderConvenienceFee: true,
        shoulderProcessingFee: true,
        accumulatedOrdersCount: 2,
        accumulatedConvenienceFee: 2_000,
        totalConvenienceFee: 2_000,
      },
    });
  });
});
