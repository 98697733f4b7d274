import { describe, expect, it } from 'vitest';
import { promotionProblems } from './promotions.input.ts';
import {
  ANY_SHOPPER,
  type Cart,
  combine,
  itemDiscountOf,
  offersFor,
  PROMOTION_MOVES,
  type PromotionRule,
  refusalOf,
  statusOf,
} from './promotions.rules.ts';

const NOW = new Date('2026-11-26T04:00:00Z');
const HOUR = 3_600_000;
const promo = (over: Partial<PromotionRule>): PromotionRule => ({
  uuid: over.uuid ?? over.title ?? 'p',
  kind: 'code',
  title: 'Promo',
  code: null,
  valueType: 'percent',
  value: 10,
  scope: 'order',
  productUuids: [],
  categoryUuids: [],
  minimumPurchase: 0,
  condition: 'none',
  buyQuantity: null,
  getQuantity: null,
  tiers: [],
  startsAt: new Date(NOW.getTime() - HOUR),
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  firstOrderOnly: false,
  usedCount: 0,
  createdAt: new Date(NOW.getTime() - HOUR),
  updatedAt: new Date(NOW.getTime() - HOUR),
  ...over,
});
// Three ₱100 mangoes (category snacks, under food) and one ₱250 jam.
const cart: Cart = {
  lines: [
    {
      productUuid: 'mango',
      categoryUuids: ['snacks', 'food'],
      unitPrice: 10_000,
      quantity: 3,
      lineTotal: 30_000,
    },
    { productUuid: 'jam', categoryUuids: [], unitPrice: 25_000, quantity: 1, lineTotal: 25_000 },
  ],
  subtotal: 55_000,
  deliveryFee: 8_000,
  delivery: true,
};

describe('promotion status', () => {
  it('follows the dates, and ending moves any running promotion to expired', () => {
    expect(statusOf(promo({ startsAt: new Date(NOW.getTime() + HOUR) }), NOW)).toBe('scheduled');
    expect(statusOf(promo({}), NOW)).toBe('active');
    expect(statusOf(promo({ endsAt: NOW }), NOW)).toBe('expired');
    expect(PROMOTION_MOVES.active).toEqual(['expired']);
    expect(PROMOTION_MOVES.expired).not.toContain('expired');
  });
});

describe('what a promotion takes off', () => {
  it('takes a percentage or a fixed amount of the eligible items, on products or categories (subcategories in)', () => {
    expect(itemDiscountOf(promo({}), cart)).toBe(5_500);
    expect(itemDiscountOf(promo({ valueType: 'fixed', value: 100_000 }), cart)).toBe(55_000);
    expect(itemDiscountOf(promo({ scope: 'products', productUuids: ['jam'] }), cart)).toBe(2_500);
    expect(itemDiscountOf(promo({ scope: 'categories', categoryUuids: ['food'] }), cart)).toBe(3_000);
  });

  it('gives the cheapest units for buy X get Y, and the highest tier reached', () => {
    const b2t1 = promo({
      kind: 'automatic',
      condition: 'buy_x_get_y',
      buyQuantity: 2,
      getQuantity: 1,
      value: 100,
    });
    // 4 units (100, 100, 100, 250): one full set of 3 gives the cheapest one free.
    expect(itemDiscountOf(b2t1, cart)).toBe(10_000);
    const tiers = promo({
      kind: 'automatic',
      condition: 'quantity_tiers',
      value: 0,
      tiers: [
        { minQuantity: 2, percent: 5 },
        { minQuantity: 4, percent: 20 },
      ],
    });
    expect(itemDiscountOf(tiers, cart)).toBe(11_000);
  });
});

describe('refusals, in the sentence a shopper reads', () => {
  it('names each reason', () => {
    const r = (over: Partial<PromotionRule>, c = cart, shopper = ANY_SHOPPER) =>
      refusalOf(promo(over), c, NOW, shopper);
    expect(r({ endsAt: NOW })).toBe('This code has expired');
    expect(r({ usageLimit: 5, usedCount: 5 })).toBe('This code has reached its limit');
    expect(r({ perCustomerLimit: 1 }, cart, { usesOf: () => 1, firstOrder: false })).toBe(
      'You have already used this code',
    );
    expect(r({ firstOrderOnly: true }, cart, { usesOf: () => 0, firstOrder: false })).toBe(
      'This code is for a first order only',
    );
    expect(r({ scope: 'products', productUuids: ['ube'] })).toBe(
      'This code is not for the items in your cart',
    );
    expect(r({ minimumPurchase: 60_000 })).toBe(
      'The minimum purchase for this code is ₱600.00: add ₱50.00 more',
    );
    expect(r({ valueType: 'free_shipping' }, { ...cart, delivery: false, deliveryFee: 0 })).toBe(
      'This code is for delivery orders',
    );
  });
});

describe('stacking', () => {
  it('takes the best automatic discount, then each code in order, never below zero, one free delivery', () => {
    const small = promo({ kind: 'automatic', title: 'Small', valueType: 'fixed', value: 1_000 });
    const big = promo({ kind: 'automatic', title: 'Big', valueType: 'fixed', value: 4_000 });
    const all = promo({ title: 'All', code: 'ALL', valueType: 'fixed', value: 1_000_000 });
    const ship = promo({ title: 'Ship', code: 'SHIP', valueType: 'free_shipping', value: 0 });
    const ship2 = promo({ title: 'Ship2', code: 'SHIP2', valueType: 'free_shipping', value: 0 });
    const codes = new Map([
      ['ALL', all],
      ['SHIP', ship],
      ['SHIP2', ship2],
    ]);
    const d = combine([small, big], codes, ['ship', 'ALL', 'SHIP2', 'all'], cart, NOW, ANY_SHOPPER);
    expect(d.applied.map((a) => [a.promotion.title, a.amount])).toEqual([
      ['Big', 4_000],
      ['Ship', 8_000],
      ['All', 51_000],
    ]);
    expect(d.total).toBe(cart.subtotal + cart.deliveryFee);
    expect(d.codes.filter((c) => !c.applied).map((c) => c.message)).toEqual([
      'Your delivery is already free',
      'This code is already applied',
    ]);
  });

  it('validates at most 3 codes, by the spec', () => {
    const d = combine([], new Map(), ['A1A', 'B2B', 'C3C', 'D4D'], cart, NOW, ANY_SHOPPER);
    expect(d.codes.map((c) => c.message)).toEqual([
      'This code is not valid',
      'This code is not valid',
      'This code is not valid',
      'Only 3 voucher codes may be validated at a time',
    ]);
  });

  it('advertises the cart promos not reached yet, nearest first', () => {
    const far = promo({
      uuid: 'far',
      kind: 'cart',
      title: 'Free delivery',
      valueType: 'free_shipping',
      minimumPurchase: 100_000,
    });
    const near = promo({
      uuid: 'near',
      kind: 'cart',
      title: '₱50 off',
      valueType: 'fixed',
      value: 5_000,
      minimumPurchase: 60_000,
    });
    expect(offersFor([far, near], cart, NOW, []).map((o) => o.message)).toEqual([
      'Add ₱50.00 more for ₱50 off',
      'Add ₱450.00 more for Free delivery',
    ]);
  });
});

describe('the form', () => {
  it('refuses a cart promo without a threshold and tiers out of order', () => {
    expect(
      promotionProblems({
        kind: 'cart',
        title: 'Cart',
        valueType: 'fixed',
        value: 5_000,
        scope: 'order',
        startsAt: NOW,
      }),
    ).toEqual({ minimumPurchase: 'Minimum purchase is required: a cart promo is a spend threshold' });
    expect(
      promotionProblems({
        kind: 'automatic',
        title: 'Tiers',
        valueType: 'percent',
        value: 0,
        scope: 'order',
        condition: 'quantity_tiers',
        tiers: [
          { minQuantity: 5, percent: 10 },
          { minQuantity: 3, percent: 5 },
        ],
        startsAt: NOW,
      }),
    ).toEqual({ tiers: 'Each tier needs a larger quantity than the one before, from 2' });
  });
});
