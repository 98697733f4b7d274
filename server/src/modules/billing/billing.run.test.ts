import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completedOrder,
  ownedStore,
  startTestServer,
  type TestServer,
  testDatabases,
} from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { appMembers } from '../apps/apps.tables.ts';
import { markLaunched } from '../apps/index.ts';
import { runBilling } from './billing.run.ts';

const BILLS = `query($a: ID!) { billings(appUuid: $a) { edges { node {
  uuid referenceNumber status statusLabel planName billingPeriodStartAt billingPeriodEndAt billingPeriodDueAt
  currentAmount transactionFees transactions balance penalty totalPayableAmount accumulatedAmount payable carried
  details { description amount convenienceFee }
  ordersBaseOnConvenienceFee { transactionNumber status } } } } }`;
const STATUS = `query($a: ID!) { fetchAppByUuid(appUuid: $a) { billingPaymentStatus {
  withBillings withOutstandingBalance totalBalance label } } }`;

type Bill = {
  uuid: string;
  referenceNumber: string;
  status: string;
  billingPeriodStartAt: string;
  billingPeriodDueAt: string;
  currentAmount: number;
  transactions: number;
  balance: number;
  penalty: number;
  totalPayableAmount: number;
  accumulatedAmount: number;
  payable: boolean;
  carried: boolean;
  details: { description: string; amount: number }[];
  ordersBaseOnConvenienceFee: { transactionNumber: string }[];
};

// Launched 2027-03-15 09:00 Manila; its first period is 2027-03-15 to 2027-04-15 (exclusive).
const LAUNCH = new Date('2027-03-15T01:00:00Z');

describe.each(testDatabases())('the monthly billing run on %s', (kind) => {
  let t: TestServer;
  let appUuid: string;
  // Signed in at the clock's time (it moves by months here; a token lasts a day).
  let owner: () => Promise<string> = () => Promise.reject(new Error('no store yet'));
  const clock = new ManualClock(LAUNCH);

  /** A completed order at `completedAt` (Manila-day boundaries matter). */
  const completed = (txn: string, at: Date, status: 'completed' | 'cancelled' = 'completed') =>
    completedOrder(t, appUuid, txn, at, status);
  const bills = async () => {
    const r = await t.gql<{ billings: { edges: { node: Bill }[] } }>(BILLS, { a: appUuid }, await owner());
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.billings.edges.map((e) => e.node);
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { clock, seedDemo: false });
    const ctx = t.server.context;
    const store = await ownedStore(t);
    appUuid = store.appUuid;
    owner = store.signIn;
    const staff = await createUser(ctx, {
      email: 'staff@tindahan.ph',
      password: 'Staff#2026',
      role: 'store_manager',
    });
    await ctx.db.insert(appMembers).values({ appUuid, userUuid: staff.uuid, role: 'store_manager' });
    await markLaunched(ctx, appUuid);
  });
  afterAll(() => t.close());

  it('bills nothing before the first period ends', async () => {
    await completed('270315-AAAAAA', new Date('2027-03-15T02:00:00Z'));
    clock.set(new Date('2027-04-14T15:59:00Z')); // 2027-04-14 23:59 Manila
    expect(await runBilling(t.server.context)).toBe(0);
    expect(await bills()).toEqual([]);
  });

  it('bills a month of completed orders at Php10 each, to the centavo, once across concurrent runs', async () => {
    await completed('270320-BBBBBB', new Date('2027-03-20T04:00:00Z'));
    await completed('270414-CCCCCC', new Date('2027-04-14T15:59:59Z')); // last second of the period
    await completed('270415-DDDDDD', new Date('2027-04-14T16:00:00Z')); // the next period's first
    await completed('270321-EEEEEE', new Date('2027-03-21T04:00:00Z'), 'cancelled');
    clock.set(new Date('2027-04-14T16:00:00Z')); // 2027-04-15 00:00 Manila
    // Two runs at once (and the server's own scheduled run, which may beat them): one bill.
    await Promise.all([runBilling(t.server.context), runBilling(t.server.context)]);
    const all = await bills();
    expect(all).toHaveLength(1);
    const [bill] = all;
    expect(bill).toMatchObject({
      status: 'for_payment',
      billingPeriodStartAt: '2027-03-15',
      billingPeriodDueAt: '2027-04-24',
      transactions: 3,
      currentAmount: 3_000,
      balance: 0,
      totalPayableAmount: 3_000,
      accumulatedAmount: 3_000,
      payable: true,
    });
    expect(bill?.referenceNumber).toMatch(/^SUKI-202703-[0-9A-F]{8}$/);
    expect(bill?.ordersBaseOnConvenienceFee.map((o) => o.transactionNumber)).toEqual([
      '270315-AAAAAA',
      '270320-BBBBBB',
      '270414-CCCCCC',
    ]);
    expect(bill?.details).toEqual([
      { description: 'Free plan subscription', amount: 0, convenienceFee: 0 },
      {
        description: 'Transaction fees: 3 successful transactions × ₱10.00',
        amount: 3_000,
        convenienceFee: 3_000,
      },
    ]);
    expect(await runBilling(t.server.context)).toBe(0);
    // The merchant is told once, and the notification opens the bill.
    const told = await t.gql<{ notifications: { edges: { node: Record<string, unknown> }[] } }>(
      `query($a: ID!) { notifications(appUuid: $a) { edges { node { category message notificationableType notificationable { uuid } } } } }`,
      { a: appUuid },
      await owner(),
    );
    expect(
      told.data?.notifications.edges.map((e) => e.node).filter((n) => n.category !== 'store_status'),
    ).toEqual([
      {
        category: 'billing_created',
        message: `Your bill ${bill?.referenceNumber} for ₱30.00 is ready. Please pay by 2027-04-24.`,
        notificationableType: 'Billing',
        notificationable: { uuid: expect.any(String) },
      },
    ]);
    const status = await t.gql(STATUS, { a: appUuid }, await owner());
    expect(status.data).toEqual({
      fetchAppByUuid: {
        billingPaymentStatus: {
          withBillings: true,
          withOutstandingBalance: true,
          totalBalance: 3_000,
          label: 'For Payment',
        },
      },
    });
  });

  it('carries an unpaid bill into the next with 3% a month on its overdue fees', async () => {
    // 2027-05-25 Manila: the first bill (due 2027-04-24) is a month and a day overdue: two months' penalty.
    clock.set(new Date('2027-05-25T01:00:00Z'));
    await runBilling(t.server.context);
    const all = await bills();
    expect(all).toHaveLength(2);
    const [second, first] = all;
    expect(second).toMatchObject({
      billingPeriodStartAt: '2027-04-15',
      transactions: 1,
      currentAmount: 1_000,
      penalty: 180,
      balance: 3_180,
      totalPayableAmount: 4_180,
    });
    expect(second?.details.map((d) => d.description)).toEqual([
      'Free plan subscription',
      'Transaction fees: 1 successful transaction × ₱10.00',
      'Unpaid balance of earlier bills',
      'Penalty: 3% a month on overdue recurring fees',
    ]);
    expect(first).toMatchObject({ carried: true, accumulatedAmount: 0, payable: false });
    const status = await t.gql<{ fetchAppByUuid: { billingPaymentStatus: { totalBalance: number } } }>(
      STATUS,
      { a: appUuid },
      await owner(),
    );
    expect(status.data?.fetchAppByUuid.billingPaymentStatus.totalBalance).toBe(4_180);
  });

  it('extends the bill that owes by 10 days, once (Extend Payment)', async () => {
    const [second] = await bills();
    const EXTEND = `mutation($b: ID!) { extendPayment(input: { billingUuid: $b }) { billingPeriodDueAt extended } }`;
    const first = await t.gql<{ extendPayment: unknown }>(EXTEND, { b: second?.uuid }, await owner());
    expect(first.data?.extendPayment).toEqual({ billingPeriodDueAt: '2027-06-03', extended: true });
    const again = await t.gql(EXTEND, { b: second?.uuid }, await owner());
    expect(again.errors?.[0]).toMatchObject({
      message: 'This bill has already been extended',
      extensions: { code: 'CONFLICT' },
    });
  });

  it("keeps a store's bills to its owner and admins", async () => {
    const manager = await t.signIn('staff@tindahan.ph', 'Staff#2026', 'store_manager');
    const r = await t.gql(BILLS, { a: appUuid }, manager);
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
