import { describe, expect, it } from 'vitest';
import { EMPTY_CART } from './cart';
import {
  BLANK_CHECKOUT,
  checkoutFieldErrors,
  checkoutInput,
  estimateTotals,
  fulfillmentChoices,
  minimumPurchaseProblem,
  needsDeliveryArea,
} from './checkout';
import { method, store } from './testing/fixtures';

const setting = (s: Parameters<typeof store>[1] = {}) => store({}, s).cartSetting;
const flat = method('m-flat', 'flat_rate', 'Rider', 5_000);
const perArea = method('m-area', 'per_area_rate', 'Per area');
const choose = (s: ReturnType<typeof setting>, m = [flat, perArea]) => fulfillmentChoices(s, m);

describe('checkout totals (as orders.rules.ts)', () => {
  it("charges a flat method's fee, a per-area method's area fee, and nothing for pickup", () => {
    const s = setting();
    const [rider, area] = choose(s);
    expect(estimateTotals(s, 50_000, rider ?? null, null)).toEqual({
      subtotal: 50_000,
      deliveryFee: 5_000,
      tax: 0,
      total: 55_000,
    });
    expect(estimateTotals(s, 50_000, area ?? null, 8_000).deliveryFee).toBe(8_000);
    const pickup = fulfillmentChoices(s, [method('m-p', 'pickup', 'Pickup')])[0] ?? null;
    expect(estimateTotals(s, 50_000, pickup, 8_000).deliveryFee).toBe(0);
  });

  it('waives the fee past the free-shipping threshold, when free, or when collected on delivery', () => {
    const rider = (s: ReturnType<typeof setting>) => choose(s)[0] ?? null;
    const free = setting({ freeShippingRequiredAmount: 50_000 });
    expect(estimateTotals(free, 49_999, rider(free), null).deliveryFee).toBe(5_000);
    expect(estimateTotals(free, 50_000, rider(free), null).deliveryFee).toBe(0);
    expect(estimateTotals(setting({ deliveryFeeType: 'free' }), 1, rider(setting()), null).deliveryFee).toBe(
      0,
    );
    expect(
      estimateTotals(setting({ chargeDeliveryFeeFrom: 'on_delivery' }), 1, rider(setting()), null)
        .deliveryFee,
    ).toBe(0);
  });

  it('rounds a percent tax half up and adds a fixed tax as is', () => {
    expect(estimateTotals(setting({ additionalTax: 1_250 }), 10_004, null, null).tax).toBe(1_251);
    expect(estimateTotals(setting({ additionalTax: 1_250 }), 10_003, null, null).tax).toBe(1_250);
    expect(
      estimateTotals(setting({ additionalTax: 2_000, additionalTaxType: 'fixed' }), 10_000, null, null).total,
    ).toBe(12_000);
  });

  it('words the minimum purchase as the server does', () => {
    expect(minimumPurchaseProblem(setting({ requiredAmount: 20_000 }), 19_999)).toBe(
      'The minimum purchase is ₱200.00',
    );
    expect(minimumPurchaseProblem(setting({ requiredAmount: 20_000 }), 20_000)).toBeNull();
  });
});

describe('delivery choices', () => {
  it('offers plain delivery only when the fee does not come from a shipping method', () => {
    expect(fulfillmentChoices(setting(), []).map((c) => c.key)).toEqual(['pickup']);
    expect(fulfillmentChoices(setting({ deliveryFeeType: 'delivery_area' }), []).map((c) => c.key)).toEqual([
      'delivery',
      'pickup',
    ]);
  });

  it('needs a delivery area for area fees, a per-area method, or a store scoped to its areas', () => {
    const [rider, area] = choose(setting());
    expect(needsDeliveryArea(setting(), rider ?? null)).toBe(false);
    expect(needsDeliveryArea(setting(), area ?? null)).toBe(true);
    expect(needsDeliveryArea(setting({ locationScope: 'delivery_areas' }), rider ?? null)).toBe(true);
  });

  it("puts the server's shipping messages on the one choice field and drops unknown fields", () => {
    expect(
      checkoutFieldErrors({
        shippingMethodUuid: 'Shipping Method is required',
        mobileNumber: 'Mobile Number is invalid',
        items: 'x',
      }),
    ).toEqual({ shipping: 'Shipping Method is required', mobileNumber: 'Mobile Number is invalid' });
  });
});

describe('the order input', () => {
  it("credits the ref the visit came with (a referral link, a broadcast's button), and no ref for a direct visit", () => {
    const values = { ...BLANK_CHECKOUT, customerName: 'Liza', mobileNumber: '0917 123 4567' };
    expect(checkoutInput('app-1', EMPTY_CART, values, [], { source: 'tiktok-bio' }).source).toBe(
      'tiktok-bio',
    );
    expect(checkoutInput('app-1', EMPTY_CART, values, [], { source: 'direct' })).not.toHaveProperty('source');
    expect(checkoutInput('app-1', EMPTY_CART, values, [])).not.toHaveProperty('source');
  });
});
