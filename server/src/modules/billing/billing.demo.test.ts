import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';

const BILLS = `query($a: ID!) {
  billings(appUuid: $a) { edges { node { status planName transactions currentAmount totalPayableAmount paymentReceivedAt
    ordersBaseOnConvenienceFee { transactionNumber } } } }
  fetchAppByUuid(appUuid: $a) { plan billingPaymentStatus { label totalBalance } } }`;

type Data = {
  billings: {
    edges: {
      node: {
        status: string;
        planName: string;
        transactions: number;
        currentAmount: number;
        totalPayableAmount: number;
        paymentReceivedAt: string | null;
        ordersBaseOnConvenienceFee: { transactionNumber: string }[];
      };
    }[];
  };
  fetchAppByUuid: { plan: string; billingPaymentStatus: { label: string; totalBalance: number } };
};

/* The demo store shows what billing looks like: a paid bill, and one waiting with real orders' fees. */
describe.each(testDatabases())('the demo store’s bills on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  it('has a paid Starter bill and a current one charging its completed orders at Php10 each', async () => {
    const token = await t.signIn();
    const appUuid = await t.firstAppUuid(token);
    const r = await t.gql<Data>(BILLS, { a: appUuid }, token);
    const [current, first] = r.data?.billings.edges.map((e) => e.node) ?? [];
    expect(r.data?.fetchAppByUuid.plan).toBe('pro_starter');
    expect(first).toMatchObject({
      status: 'paid',
      planName: 'pro_starter',
      paymentReceivedAt: expect.any(String),
    });
    expect(current?.status).toBe('for_payment');
    expect(current?.transactions).toBeGreaterThan(0);
    expect(current?.ordersBaseOnConvenienceFee).toHaveLength(current?.transactions ?? -1);
    expect(current?.currentAmount).toBe(149_900 + 1_000 * (current?.transactions ?? 0));
    expect(r.data?.fetchAppByUuid.billingPaymentStatus).toEqual({
      label: 'For Payment',
      totalBalance: current?.totalPayableAmount,
    });
  });

  it('pays the current bill with the demo GCash through the sandbox provider: submitted, then paid by its callback', async () => {
    const token = await t.signIn();
    const appUuid = await t.firstAppUuid(token);
    const latest = async () =>
      (
        await t.gql<{ appLatestBilling: { uuid: string; status: string } }>(
          'query($a: ID!) { appLatestBilling(appUuid: $a) { uuid status } }',
          { a: appUuid },
          token,
        )
      ).data?.appLatestBilling;
    const bill = await latest();
    const paid = await t.gql<{ billingPay: { status: string } }>(
      'mutation($b: ID!) { billingPay(input: { billingUuid: $b }) { status } }',
      { b: bill?.uuid },
      token,
    );
    expect(paid.data?.billingPay.status).toBe('payment_submitted');
    // The sandbox answers PENDING, then posts payment.succeeded to this server, as Xendit would.
    await expect.poll(async () => (await latest())?.status, { timeout: 10_000 }).toBe('paid');
  });
});
