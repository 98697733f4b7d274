import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/harness.ts';
import { HOUR, ONE, promotionsStore } from './promotions.testing.ts';

const STATUS = `mutation($input: OrderStatusUpdateInput!) { orderStatusUpdate(input: $input) { status } }`;

/* What a shopper pays with promotions: codes, automatic and cart discounts, and the codes' limits. */
describe.each(testDatabases())('promotions at the checkout on %s', (kind) => {
  const s = promotionsStore(kind);

  it('takes a code off the order, refuses codes in plain sentences, and at most 3 at a time', async () => {
    const { clock, create, quote, checkout, end, ube } = s;
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
    const { create, quote, end, ube, mango } = s;
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
    const r = await s.t.gql<{
      storeProducts: { edges: { node: { uuid: string; variants: { uuid: string }[] } }[] };
    }>(
      'query($a: ID!) { storeProducts(appUuid: $a, first: 100) { edges { node { uuid variants { uuid } } } } }',
      { a: s.appUuid },
    );
    return (
      r.data?.storeProducts.edges.find((e) => e.node.variants.some((v) => v.uuid === variant))?.node.uuid ??
      ''
    );
  };

  it('gives exactly 100 orders to a 100-use code under 200 concurrent checkouts, and a cancel gives its use back', async () => {
    const { t, token, appUuid, create, checkout, end, ube } = s;
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
    const { create, quote, checkout, end, ube, mango } = s;
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
});
