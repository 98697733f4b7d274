import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedStore, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';
import { promotions } from './promotions.tables.ts';

const CREATE = `mutation($input: PromotionCreateInput!) { promotionCreate(input: $input) { uuid status code usedCount } }`;
const UPDATE = `mutation($input: PromotionUpdateInput!) { promotionUpdate(input: $input) { uuid status startsAt } }`;
const END = 'mutation($u: ID!) { promotionEnd(uuid: $u) { status } }';
const DELETE = 'mutation($u: ID!) { promotionDelete(uuid: $u) { uuid } }';
const LIST = `query($a: ID!, $k: [PromotionKind!], $s: PromotionStatus, $q: String) {
  promotions(appUuid: $a, kinds: $k, status: $s, search: $q, first: 10) { totalCount edges { node { title status } } } }`;
const ONE = `query($u: ID!) { promotion(uuid: $u) { usedCount status results { orders revenue discountGiven } } }`;
const QUOTE = `query($input: StoreCartQuoteInput!) { storeCartQuote(input: $input) {
  subtotal deliveryFee discount total discounts { title code amount } codes { code applied message } offers { message remaining } } }`;
const CHECKOUT = `mutation($input: StoreCheckoutInput!) { storeCheckout(input: $input) { transactionNumber total } }`;
const STATUS = `mutation($input: OrderStatusUpdateInput!) { orderStatusUpdate(input: $input) { status } }`;
const PREVIEW = `query($input: PromotionPreviewInput!) { promotionPreview(input: $input) { subtotal discount total refusal problems { field message } } }`;
const PRODUCT = `mutation($input: ProductCreateInput!) { productCreate(input: $input) { uuid variants { uuid } } }`;

type Quote = {
  subtotal: number;
  deliveryFee: number;
  discount: number;
  total: number;
  discounts: { title: string; code: string | null; amount: number }[];
  codes: { code: string; applied: boolean; message: string | null }[];
  offers: { message: string; remaining: number }[];
};

describe.each(testDatabases())('promotions on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  let ube: string; // ₱200.00
  let mango: string; // ₱100.00
  // Thursday 2026-11-26 12:00 in Manila.
  const clock = new ManualClock(new Date('2026-11-26T04:00:00Z'));
  const HOUR = 3_600_000;

  beforeAll(async () => {
    // 200 checkouts at once from one address: neither the per-store throttle nor the load shedding
    // (both tested on their own) may refuse one; only the code's limit may.
    t = await startTestServer(kind, {
      clock,
      config: {
        storeLimitPerMinute: 100_000,
        maxQueuedRequests: 1_000,
        queueTimeoutMs: 60_000,
        maxEventLoopDelayMs: 0,
      },
    });
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
    const product = async (name: string, price: number) => {
      const r = await t.gql<{ productCreate: { variants: { uuid: string }[] } }>(
        PRODUCT,
        { input: { appUuid, name, price, stockQuantity: 1_000 } },
        token,
      );
      return r.data?.productCreate.variants[0]?.uuid ?? '';
    };
    ube = await product('Ube Jam', 20_000);
    mango = await product('Dried Mango', 10_000);
  });
  afterAll(() => t.close());

  const create = async (input: Record<string, unknown>) => {
    const r = await t.gql<{ promotionCreate: { uuid: string; status: string; code: string | null } }>(
      CREATE,
      {
        input: {
          appUuid,
          kind: 'CODE',
          valueType: 'PERCENT',
          value: 10,
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
  const quote = async (items: unknown[], extra: Record<string, unknown> = {}) => {
    const r = await t.gql<{ storeCartQuote: Quote }>(QUOTE, {
      input: { appUuid, items, fulfillment: 'pickup', ...extra },
    });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.storeCartQuote;
  };
  const checkout = (items: unknown[], promoCodes: string[], mobileNumber = '+63 917 555 0101') =>
    t.gql<{ storeCheckout: { transactionNumber: string; total: number } }>(CHECKOUT, {
      input: {
        appUuid,
        items,
        promoCodes,
        customerName: 'Liza Reyes',
        mobileNumber,
        fulfillment: 'pickup',
        paymentMethod: 'cod',
      },
    });
  const end = (uuid: string) => t.gql(END, { u: uuid }, token);

  it('takes a code off the order, refuses codes in plain sentences, and at most 3 at a time', async () => {
    const payday = await create({ title: 'Payday 10%', code: 'payday10' });
    expect(payday).toMatchObject({ status: 'ACTIVE', code: 'PAYDAY10' });
    const q = await quote([{ variantUuid: ube, quantity: 2 }], { promoCodes: ['Payday10'] });
    expect(q).toMatchObject({ subtotal: 40_000, discount: 4_000, total: 36_000 });
    expect(q.discounts).toEqual([{ title: 'Payday 10%', code: 'PAYDAY10', amount: 4_000 }]);

    const min = await create({
      title: 'Big cart',
      code: 'BIG500',
      valueType: 'FIXED',
      value: 5_000,
      minimumPurchase: 50_000,
    });
    const soon = await create({
      title: 'Tomorrow',
      code: 'SOON',
      startsAt: new Date(clock.now().getTime() + 24 * HOUR).toISOString(),
    });
    const mangoOnly = await create({
      title: 'Mango day',
      code: 'MANGO',
      scope: 'PRODUCTS',
      productUuids: [],
    }).catch((e: Error) => e);
    expect(String(mangoOnly)).toContain('Please select Products');
    const refused = await quote([{ variantUuid: ube, quantity: 2 }], {
      promoCodes: ['BIG500', 'SOON', 'NOPE', 'PAYDAY10', 'EXTRA'],
    });
    expect(refused.codes).toEqual([
      {
        code: 'BIG500',
        applied: false,
        message: 'The minimum purchase for this code is ₱500.00: add ₱100.00 more',
      },
      { code: 'SOON', applied: false, message: 'This code starts on 2026-11-27 12:00 pm' },
      { code: 'NOPE', applied: false, message: 'This code is not valid' },
      { code: 'PAYDAY10', applied: false, message: 'Only 3 voucher codes may be validated at a time' },
      { code: 'EXTRA', applied: false, message: 'Only 3 voucher codes may be validated at a time' },
    ]);
    expect(refused.total).toBe(40_000);
    // An order with a refused code is not placed: the shopper reads why.
    const r = await checkout([{ variantUuid: ube, quantity: 2 }], ['BIG500']);
    expect(r.errors?.[0]?.extensions?.fields).toEqual({
      promoCodes: 'BIG500: The minimum purchase for this code is ₱500.00: add ₱100.00 more',
    });
    for (const p of [payday, min, soon]) await end(p.uuid);
  });

  it('applies the best automatic discount with codes after it, never below zero, and advertises cart promos', async () => {
    const spend = await create({
      kind: 'AUTOMATIC',
      title: '₱50 off over ₱300',
      valueType: 'FIXED',
      value: 5_000,
      minimumPurchase: 30_000,
    });
    const b1t1 = await create({
      kind: 'AUTOMATIC',
      title: 'Mango buy 1 take 1',
      scope: 'PRODUCTS',
      productUuids: [await productOf(mango)],
      condition: 'BUY_X_GET_Y',
      buyQuantity: 1,
      getQuantity: 1,
      value: 100,
    });
    const cart = await create({
      kind: 'CART',
      title: '₱100 off',
      valueType: 'FIXED',
      value: 10_000,
      minimumPurchase: 100_000,
    });
    const whole = await create({ title: 'All of it', code: 'ALLFREE', valueType: 'FIXED', value: 999_999 });

    // ₱400 of mangoes (4): buy 1 take 1 gives 2 free (₱200), better than ₱50 off.
    const q = await quote([{ variantUuid: mango, quantity: 4 }]);
    expect(q.discounts).toEqual([{ title: 'Mango buy 1 take 1', code: null, amount: 20_000 }]);
    expect(q.offers).toEqual([{ message: 'Add ₱600.00 more for ₱100 off', remaining: 60_000 }]);
    // ₱400 of ube: only the spend threshold holds.
    const u = await quote([{ variantUuid: ube, quantity: 2 }], { promoCodes: ['ALLFREE'] });
    expect(u.discounts.map((d) => [d.title, d.amount])).toEqual([
      ['₱50 off over ₱300', 5_000],
      ['All of it', 35_000],
    ]);
    expect(u.total).toBe(0);
    for (const p of [spend, b1t1, cart, whole]) await end(p.uuid);
  });

  const productOf = async (variant: string) => {
    const r = await t.gql<{
      storeProducts: { edges: { node: { uuid: string; variants: { uuid: string }[] } }[] };
    }>(
      'query($a: ID!) { storeProducts(appUuid: $a, first: 100) { edges { node { uuid variants { uuid } } } } }',
      { a: appUuid },
    );
    return (
      r.data?.storeProducts.edges.find((e) => e.node.variants.some((v) => v.uuid === variant))?.node.uuid ??
      ''
    );
  };

  it('gives exactly 100 orders to a 100-use code under 200 concurrent checkouts, and a cancel gives its use back', async () => {
    const limited = await create({ title: 'First 100', code: 'FIRST100', usageLimit: 100 });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        checkout([{ variantUuid: ube, quantity: 1 }], ['FIRST100'], `+63 917 600 ${String(1000 + i)}`),
      ),
    );
    const placed = results.filter((r) => r.data?.storeCheckout);
    expect(placed).toHaveLength(100);
    expect(placed.every((r) => r.data?.storeCheckout.total === 18_000)).toBe(true);
    const refusals = new Set(results.flatMap((r) => r.errors?.map((e) => e.message) ?? []));
    expect([...refusals].every((m) => /limit/.test(m))).toBe(true);
    const one = async () =>
      (
        await t.gql<{
          promotion: {
            usedCount: number;
            results: { orders: number; revenue: number; discountGiven: number };
          };
        }>(ONE, { u: limited.uuid }, token)
      ).data?.promotion;
    expect(await one()).toMatchObject({
      usedCount: 100,
      results: { orders: 100, revenue: 1_800_000, discountGiven: 200_000 },
    });

    const txn = placed[0]?.data?.storeCheckout.transactionNumber ?? '';
    const order = await t.gql<{
      orderByTransactionNumber: {
        uuid: string;
        discount: number;
        discounts: { code: string; amount: number }[];
      };
    }>(
      'query($a: ID!, $t: String!) { orderByTransactionNumber(appUuid: $a, transactionNumber: $t) { uuid discount discounts { code amount } } }',
      { a: appUuid, t: txn },
      token,
    );
    expect(order.data?.orderByTransactionNumber).toMatchObject({
      discount: 2_000,
      discounts: [{ code: 'FIRST100', amount: 2_000 }],
    });
    const cancel = await t.gql(
      STATUS,
      { input: { uuid: order.data?.orderByTransactionNumber.uuid, status: 'cancelled' } },
      token,
    );
    expect(cancel.errors).toBeUndefined();
    expect(await one()).toMatchObject({ usedCount: 99, results: { orders: 99 } });
    const again = await checkout([{ variantUuid: ube, quantity: 1 }], ['FIRST100'], '+63 917 700 0001');
    expect(again.errors).toBeUndefined();
    expect(
      (await checkout([{ variantUuid: ube, quantity: 1 }], ['FIRST100'], '+63 917 700 0002')).errors?.[0]
        ?.message,
    ).toBe('FIRST100: This code has reached its limit');
    await end(limited.uuid);
  }, 60_000);

  it('holds the per-customer and first-order limits by mobile number', async () => {
    const once = await create({ title: 'Once each', code: 'ONCE', perCustomerLimit: 1 });
    const first = await create({ title: 'Welcome', code: 'WELCOME', firstOrderOnly: true });
    expect(
      (await checkout([{ variantUuid: ube, quantity: 1 }], ['ONCE'], '0917 800 0001')).errors,
    ).toBeUndefined();
    const twice = await checkout([{ variantUuid: ube, quantity: 1 }], ['ONCE'], '+639178000001');
    expect(twice.errors?.[0]?.extensions?.fields).toEqual({
      promoCodes: 'ONCE: You have already used this code',
    });
    const q = await quote([{ variantUuid: mango, quantity: 1 }], {
      promoCodes: ['WELCOME'],
      mobileNumber: '09178000001',
    });
    expect(q.codes[0]?.message).toBe('This code is for a first order only');
    for (const p of [once, first]) await end(p.uuid);
  });

  it('runs a promotion through scheduled, active and expired; validates the form; keeps tenancy', async () => {
    const tomorrow = new Date(clock.now().getTime() + 24 * HOUR).toISOString();
    const sale = await create({ title: 'Payday sale', code: 'SALE15', value: 15, startsAt: tomorrow });
    expect(sale.status).toBe('SCHEDULED');
    const listed = async (status: string) =>
      (
        await t.gql<{ promotions: { totalCount: number; edges: { node: { title: string } }[] } }>(
          LIST,
          { a: appUuid, s: status, q: 'sale15' },
          token,
        )
      ).data?.promotions;
    expect((await listed('SCHEDULED'))?.totalCount).toBe(1);
    const now = await t.gql<{ promotionUpdate: { status: string } }>(
      UPDATE,
      {
        input: {
          uuid: sale.uuid,
          title: 'Payday sale',
          code: 'SALE15',
          valueType: 'PERCENT',
          value: 15,
          scope: 'ORDER',
          startsAt: clock.now().toISOString(),
        },
      },
      token,
    );
    expect(now.data?.promotionUpdate.status).toBe('ACTIVE');
    expect(((await end(sale.uuid)).data as { promotionEnd: { status: string } }).promotionEnd.status).toBe(
      'EXPIRED',
    );
    expect((await end(sale.uuid)).errors?.[0]?.message).toBe('This promo has already ended');
    expect((await listed('EXPIRED'))?.edges.map((e) => e.node.title)).toEqual(['Payday sale']);
    expect(
      (await quote([{ variantUuid: ube, quantity: 1 }], { promoCodes: ['SALE15'] })).codes[0]?.message,
    ).toBe('This code has expired');

    const bad = await t.gql(
      CREATE,
      {
        input: {
          appUuid,
          kind: 'CODE',
          title: ' ',
          code: 'x',
          valueType: 'PERCENT',
          value: 120,
          scope: 'ORDER',
          startsAt: tomorrow,
          endsAt: clock.now().toISOString(),
        },
      },
      token,
    );
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({
      title: 'Title is required',
      code: 'Code has invalid value: use 3 to 20 letters, digits, - or _',
      value: 'Percentage should be between 1 and 100',
      endsAt: 'End date should be after the start date',
    });
    const taken = await t.gql(
      CREATE,
      {
        input: {
          appUuid,
          kind: 'CODE',
          title: 'Again',
          code: 'sale15',
          valueType: 'PERCENT',
          value: 5,
          scope: 'ORDER',
          startsAt: tomorrow,
        },
      },
      token,
    );
    expect(taken.errors?.[0]?.extensions?.fields).toEqual({ code: 'Code has already been taken' });
    const count = async () =>
      (await t.server.database.db.select().from(promotions).where(eq(promotions.appUuid, appUuid))).length;
    const before = await count();
    expect((await t.gql(DELETE, { u: sale.uuid }, token)).data).toEqual({
      promotionDelete: { uuid: sale.uuid },
    });
    expect(await count()).toBe(before - 1);

    // Another merchant sees none of it and cannot touch it.
    const other = await ownedStore(t, { email: 'promo-other@suki.ph' });
    const otherToken = await other.signIn();
    const theirs = await create({ title: 'Mine', code: 'MINE' });
    expect((await t.gql(ONE, { u: theirs.uuid }, otherToken)).errors?.[0]?.message).toBe(
      'Promotion not found',
    );
    expect((await end(theirs.uuid)).errors).toBeUndefined();
    expect((await t.gql(END, { u: theirs.uuid }, otherToken)).errors?.[0]?.message).toBe(
      'Promotion not found',
    );
    expect((await t.gql(LIST, { a: appUuid }, otherToken)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('previews what a sample cart would pay with a draft', async () => {
    const r = await t.gql<{
      promotionPreview: {
        subtotal: number;
        discount: number;
        total: number;
        refusal: string | null;
        problems: unknown[];
      };
    }>(
      PREVIEW,
      {
        input: {
          appUuid,
          kind: 'AUTOMATIC',
          title: 'Tiers',
          valueType: 'PERCENT',
          value: 0,
          scope: 'ORDER',
          condition: 'QUANTITY_TIERS',
          tiers: [
            { minQuantity: 3, percent: 5 },
            { minQuantity: 6, percent: 10 },
          ],
          startsAt: clock.now().toISOString(),
          items: [{ variantUuid: mango, quantity: 6 }],
        },
      },
      token,
    );
    expect(r.data?.promotionPreview).toEqual({
      subtotal: 60_000,
      discount: 6_000,
      total: 54_000,
      refusal: null,
      problems: [],
    });
  });
});
