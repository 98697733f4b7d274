import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedStore, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';

const CREATE = `mutation($input: PromotionCreateInput!) { promotionCreate(input: $input) {
  uuid status voucherCounts { issued claimed redeemed expired } } }`;
const UPDATE = `mutation($input: PromotionUpdateInput!) { promotionUpdate(input: $input) { voucherCounts { issued } } }`;
const LIST = `query($a: ID!, $p: ID, $s: VoucherStatus, $k: [PromotionKind!]) { vouchers(appUuid: $a, promotionUuid: $p, status: $s, kinds: $k, first: 50) {
  totalCount edges { node { uuid code status customerMobile amount redeemedInStore promotion { title } } } } }`;
const CLAIM = `mutation($input: VoucherClaimInput!) { voucherClaim(input: $input) { code status customerMobile } }`;
const CHECK = `query($a: ID!, $c: String!, $p: Int!) { voucherCheck(appUuid: $a, code: $c, purchaseAmount: $p) { title discount payable refusal } }`;
const REDEEM = `mutation($input: VoucherRedeemInput!) { voucherRedeem(input: $input) { code discount payable } }`;
const CHECKOUT = `mutation($input: StoreCheckoutInput!) { storeCheckout(input: $input) { transactionNumber total } }`;
const STATUS = `mutation($input: OrderStatusUpdateInput!) { orderStatusUpdate(input: $input) { status } }`;
const BY_TXN = `query($a: ID!, $t: String!) { orderByTransactionNumber(appUuid: $a, transactionNumber: $t) { uuid } }`;
const STORE_ORDER = `query($a: ID!, $t: String!, $m: String!) { storeOrder(appUuid: $a, transactionNumber: $t, mobile: $m) {
  discounts { title code amount } earnedVouchers { code title value } } }`;
const PRODUCT = `mutation($input: ProductCreateInput!) { productCreate(input: $input) { variants { uuid } } }`;

type Voucher = {
  uuid: string;
  code: string;
  status: string;
  customerMobile: string | null;
  amount: number | null;
  redeemedInStore: boolean;
};

describe.each(testDatabases())('vouchers and rebates on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  let variant: string; // ₱250.00
  const clock = new ManualClock(new Date('2026-11-26T04:00:00Z'));
  const HOUR = 3_600_000;

  beforeAll(async () => {
    t = await startTestServer(kind, { clock, config: { storeLimitPerMinute: 10_000 } });
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
    const r = await t.gql<{ productCreate: { variants: { uuid: string }[] } }>(
      PRODUCT,
      { input: { appUuid, name: 'Pastillas Box', price: 25_000, stockQuantity: 100 } },
      token,
    );
    variant = r.data?.productCreate.variants[0]?.uuid ?? '';
  });
  afterAll(() => t.close());

  const batch = async (input: Record<string, unknown>) => {
    const r = await t.gql<{
      promotionCreate: { uuid: string; voucherCounts: Record<string, number> };
    }>(
      CREATE,
      {
        input: {
          appUuid,
          kind: 'VOUCHER',
          title: '₱50 voucher',
          valueType: 'FIXED',
          value: 5_000,
          scope: 'ORDER',
          startsAt: new Date(clock.now().getTime() - HOUR).toISOString(),
          ...input,
        },
      },
      token,
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.promotionCreate;
  };
  const list = async (vars: Record<string, unknown>) => {
    const r = await t.gql<{ vouchers: { totalCount: number; edges: { node: Voucher }[] } }>(
      LIST,
      { a: appUuid, ...vars },
      token,
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.vouchers;
  };
  const checkout = (codes: string[], mobileNumber: string) =>
    t.gql<{ storeCheckout: { transactionNumber: string; total: number } }>(CHECKOUT, {
      input: {
        appUuid,
        items: [{ variantUuid: variant, quantity: 1 }],
        promoCodes: codes,
        customerName: 'Ana Cruz',
        mobileNumber,
        fulfillment: 'pickup',
        paymentMethod: 'cod',
      },
    });
  const move = async (txn: string, status: string) => {
    const order = await t.gql<{ orderByTransactionNumber: { uuid: string } }>(
      BY_TXN,
      { a: appUuid, t: txn },
      token,
    );
    return t.gql(STATUS, { input: { uuid: order.data?.orderByTransactionNumber.uuid, status } }, token);
  };

  it('issues a batch, gives a voucher to one customer, and lets only them use it once at checkout', async () => {
    const b = await batch({ usageLimit: 5 });
    expect(b.voucherCounts).toEqual({ issued: 5, claimed: 0, redeemed: 0, expired: 0 });
    const issued = await list({ p: b.uuid, s: 'ISSUED' });
    expect(issued.totalCount).toBe(5);
    const [first, second] = issued.edges.map((e) => e.node);
    expect(first?.code).toMatch(/^V[0-9A-HJKMNP-TV-Z]{7}$/);

    const claimed = await t.gql(
      CLAIM,
      { input: { uuid: first?.uuid, mobileNumber: '0917 555 0199' } },
      token,
    );
    expect(claimed.data).toEqual({
      voucherClaim: { code: first?.code, status: 'CLAIMED', customerMobile: '9175550199' },
    });
    const stranger = await checkout([first?.code ?? ''], '+63 917 555 0100');
    expect(stranger.errors?.[0]?.extensions?.fields).toEqual({
      promoCodes: `${first?.code}: This voucher was given to another customer`,
    });
    const mine = await checkout([first?.code ?? ''], '+63 917 555 0199');
    expect(mine.data?.storeCheckout.total).toBe(20_000);
    const again = await checkout([first?.code ?? ''], '+63 917 555 0199');
    expect(again.errors?.[0]?.extensions?.fields).toEqual({
      promoCodes: `${first?.code}: This voucher has already been used`,
    });
    // Two vouchers of one batch in one order: one is refused.
    const both = await checkout([second?.code ?? '', issued.edges[2]?.node.code ?? ''], '+63 917 555 0101');
    expect(both.errors?.[0]?.extensions?.fields?.promoCodes).toMatch(
      /Only one voucher of this kind may be used per order/,
    );

    // A cancel gives the voucher back to its owner.
    await move(mine.data?.storeCheckout.transactionNumber ?? '', 'cancelled');
    expect((await list({ p: b.uuid, s: 'CLAIMED' })).edges.map((e) => e.node.code)).toEqual([first?.code]);
  });

  it('redeems a voucher at the counter once, and shows expired vouchers once the batch ends', async () => {
    const b = await batch({
      title: '10% voucher',
      valueType: 'PERCENT',
      value: 10,
      usageLimit: 2,
      minimumPurchase: 50_000,
    });
    const [v] = (await list({ p: b.uuid })).edges.map((e) => e.node);
    const low = await t.gql(CHECK, { a: appUuid, c: v?.code.toLowerCase(), p: 30_000 }, token);
    expect(low.data).toEqual({
      voucherCheck: {
        title: '10% voucher',
        discount: 0,
        payable: 30_000,
        refusal: 'The minimum purchase for this voucher is ₱500.00: add ₱200.00 more',
      },
    });
    const ok = await t.gql(REDEEM, { input: { appUuid, code: v?.code, purchaseAmount: 80_000 } }, token);
    expect(ok.data).toEqual({ voucherRedeem: { code: v?.code, discount: 8_000, payable: 72_000 } });
    const twice = await t.gql(REDEEM, { input: { appUuid, code: v?.code, purchaseAmount: 80_000 } }, token);
    expect(twice.errors?.[0]?.extensions?.fields).toEqual({ code: 'This voucher has already been used' });
    expect((await list({ p: b.uuid, s: 'REDEEMED' })).edges[0]?.node).toMatchObject({
      amount: 8_000,
      redeemedInStore: true,
    });

    // The batch grows by issuing more; it never shrinks below what it issued.
    const grow = await t.gql<{ promotionUpdate: { voucherCounts: { issued: number } } }>(
      UPDATE,
      {
        input: {
          uuid: b.uuid,
          title: '10% voucher',
          valueType: 'PERCENT',
          value: 10,
          scope: 'ORDER',
          minimumPurchase: 50_000,
          usageLimit: 4,
          startsAt: new Date(clock.now().getTime() - HOUR).toISOString(),
          endsAt: new Date(clock.now().getTime() + HOUR).toISOString(),
        },
      },
      token,
    );
    expect(grow.data?.promotionUpdate.voucherCounts.issued).toBe(3);
    clock.advance(2 * HOUR);
    const counts = await list({ p: b.uuid, s: 'EXPIRED' });
    expect(counts.totalCount).toBe(3);
    const late = await t.gql(
      REDEEM,
      { input: { appUuid, code: counts.edges[0]?.node.code, purchaseAmount: 80_000 } },
      token,
    );
    expect(late.errors?.[0]?.message).toBe('This voucher has expired');
  });

  it('gives a rebate voucher to the customer of a completed order of at least the minimum, once', async () => {
    const rebate = await t.gql<{ promotionCreate: { uuid: string } }>(
      CREATE,
      {
        input: {
          appUuid,
          kind: 'REBATE',
          title: '₱30 off your next order',
          valueType: 'FIXED',
          value: 3_000,
          scope: 'ORDER',
          minimumPurchase: 20_000,
          startsAt: clock.now().toISOString(),
        },
      },
      token,
    );
    expect(rebate.errors).toBeUndefined();
    const placed = await checkout([], '+63 917 555 0177');
    const txn = placed.data?.storeCheckout.transactionNumber ?? '';
    for (const to of ['for_delivery', 'completed']) expect((await move(txn, to)).errors).toBeUndefined();
    const order = await t.gql<{
      storeOrder: { earnedVouchers: { code: string; title: string; value: number }[] };
    }>(STORE_ORDER, { a: appUuid, t: txn, m: '09175550177' });
    const earned = order.data?.storeOrder.earnedVouchers ?? [];
    expect(earned).toEqual([
      { code: expect.stringMatching(/^V/), title: '₱30 off your next order', value: 3_000 },
    ]);
    const rebates = await list({ k: ['REBATE'], s: 'CLAIMED' });
    expect(rebates.edges.map((e) => [e.node.code, e.node.customerMobile])).toEqual([
      [earned[0]?.code, '9175550177'],
    ]);
    // The customer uses it on their next order.
    const next = await checkout([earned[0]?.code ?? ''], '0917 555 0177');
    expect(next.data?.storeCheckout.total).toBe(22_000);
  });

  it('keeps another store out', async () => {
    const other = await ownedStore(t, { email: 'voucher-other@suki.ph' });
    const otherToken = await other.signIn();
    const r = await t.gql(LIST, { a: appUuid }, otherToken);
    expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [v] = (await list({ s: 'ISSUED' })).edges.map((e) => e.node);
    const claim = await t.gql(CLAIM, { input: { uuid: v?.uuid, mobileNumber: '09170000000' } }, otherToken);
    expect(claim.errors?.[0]?.message).toBe('Voucher not found');
    const redeem = await t.gql(
      REDEEM,
      { input: { appUuid: other.appUuid, code: v?.code, purchaseAmount: 90_000 } },
      otherToken,
    );
    expect(redeem.errors?.[0]?.extensions?.fields).toEqual({ code: 'This voucher code is not valid' });
  });
});
