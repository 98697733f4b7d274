import { describe, expect, it } from 'vitest';
import { manilaDate, manilaDayStart } from '../../platform/manila.ts';
import { normalizeMobile } from '../../platform/phone.ts';
import { checkoutProblems, newTransactionNumber } from './orders.input.ts';
import {
  deliveryFeeOf,
  type FeeSetting,
  nextPaymentStatuses,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
  paymentMove,
  providerOnlyMove,
  statusMove,
  taxOf,
  totalsOf,
} from './orders.rules.ts';

const ALLOWED_STATUS: Array<[OrderStatus, OrderStatus]> = [
  ['pending', 'for_delivery'],
  ['for_delivery', 'completed'],
  ['pending', 'cancelled'],
  ['for_delivery', 'cancelled'],
  ['completed', 'refunded'],
];
const ALLOWED_PAYMENT: Array<[PaymentStatus, PaymentStatus]> = [
  ['pay_pending', 'for_confirmation'],
  ['pay_pending', 'pay_success'],
  ['for_confirmation', 'pay_success'],
  ['for_confirmation', 'for_reupload'],
  ['for_reupload', 'for_confirmation'],
  ['pay_success', 'refund_success'],
];

const allPairs = <S extends string>(values: readonly S[]) =>
  values.flatMap((a) => values.map((b) => [a, b] as [S, S]));

describe('order status machine', () => {
  it.each(ALLOWED_STATUS)('allows %s → %s', (from, to) => expect(statusMove(from, to)).toEqual({ ok: true }));

  const refused = allPairs(ORDER_STATUSES).filter(
    ([a, b]) => !ALLOWED_STATUS.some(([x, y]) => x === a && y === b),
  );
  it.each(refused)('refuses %s → %s, naming both states', (from, to) => {
    const m = statusMove(from, to);
    expect(m.ok).toBe(false);
    if (!m.ok && from !== to) expect(m.reason).toMatch(/^The order status cannot change from .+ to .+$/);
  });

  it('words the refusals for people', () => {
    expect(statusMove('pending', 'completed')).toEqual({
      ok: false,
      reason: 'The order status cannot change from Pending to Completed',
    });
    expect(statusMove('cancelled', 'cancelled')).toEqual({
      ok: false,
      reason: 'The order status is already Cancelled',
    });
  });
});

describe('payment status machine', () => {
  it.each(ALLOWED_PAYMENT)('allows %s → %s', (from, to) =>
    expect(paymentMove(from, to)).toEqual({ ok: true }),
  );

  const refused = allPairs(PAYMENT_STATUSES).filter(
    ([a, b]) => !ALLOWED_PAYMENT.some(([x, y]) => x === a && y === b),
  );
  it.each(refused)('refuses %s → %s', (from, to) => expect(paymentMove(from, to).ok).toBe(false));

  it('names both states', () =>
    expect(paymentMove('pay_pending', 'refund_success')).toEqual({
      ok: false,
      reason: 'The payment status cannot change from Pending Payment to Refunded',
    }));

  it('offers the merchant no move only the payment provider makes', () => {
    expect(nextPaymentStatuses('pay_pending')).toEqual(['for_confirmation']);
    expect(providerOnlyMove('pay_pending', 'pay_success')).toBe(true);
    expect(providerOnlyMove('for_confirmation', 'pay_success')).toBe(false);
    // An online payment is refunded through the provider (orderRefund), not marked by hand.
    expect(nextPaymentStatuses('pay_success', 'online')).toEqual([]);
    expect(nextPaymentStatuses('pay_pending', 'online')).toEqual([]);
    expect(nextPaymentStatuses('pay_success', 'bank_transfer')).toEqual(['refund_success']);
  });
});

const base: FeeSetting = {
  deliveryFeeType: 'shipping_method',
  freeShippingRequiredAmount: 0,
  chargeDeliveryFeeFrom: 'checkout',
  additionalTax: 0,
  additionalTaxType: 'percent',
  requiredAmount: 0,
};
const fees = { method: 5_000, area: 8_000 };

describe('checkout totals', () => {
  const lines = [
    { unitPrice: 15_000, quantity: 2, addOns: [{ price: 2_500, quantity: 1 }] },
    { unitPrice: 9_950, quantity: 1, addOns: [] },
  ];

  it('adds lines, add-ons, the shipping fee and the tax', () => {
    const t = totalsOf({ ...base, additionalTax: 1_200 }, lines, 'delivery', fees);
    expect(t).toEqual({
      subtotal: 42_450,
      deliveryFee: 5_000,
      tax: 5_094, // 12% of 42,450
      discount: 0,
      convenienceFee: 0,
      total: 52_544,
    });
  });

  it('charges the area fee, none for pickup, free, on delivery, or past the free-shipping threshold', () => {
    expect(deliveryFeeOf({ ...base, deliveryFeeType: 'delivery_area' }, 'delivery', 100, fees)).toBe(8_000);
    expect(deliveryFeeOf(base, 'pickup', 100, fees)).toBe(0);
    expect(deliveryFeeOf({ ...base, deliveryFeeType: 'free' }, 'delivery', 100, fees)).toBe(0);
    expect(deliveryFeeOf({ ...base, chargeDeliveryFeeFrom: 'on_delivery' }, 'delivery', 100, fees)).toBe(0);
    expect(deliveryFeeOf({ ...base, freeShippingRequiredAmount: 100_000 }, 'delivery', 99_999, fees)).toBe(
      5_000,
    );
    expect(deliveryFeeOf({ ...base, freeShippingRequiredAmount: 100_000 }, 'delivery', 100_000, fees)).toBe(
      0,
    );
  });

  it('rounds a percent tax half up and takes a fixed tax as is', () => {
    expect(taxOf({ ...base, additionalTax: 1_250 }, 1_004)).toBe(126); // 125.5 → 126
    expect(taxOf({ ...base, additionalTax: 1_250 }, 1_003)).toBe(125); // 125.375
    expect(taxOf({ ...base, additionalTax: 3_000, additionalTaxType: 'fixed' }, 50)).toBe(3_000);
  });
});

describe('checkout input', () => {
  it('reads +63, 0 and bare mobile numbers as 10 digits', () => {
    expect(normalizeMobile('+63 917 123 4567')).toBe('9171234567');
    expect(normalizeMobile('0917-123-4567')).toBe('9171234567');
    expect(normalizeMobile('9171234567')).toBe('9171234567');
    expect(normalizeMobile('+1 917 123 4567')).toBeNull();
    expect(normalizeMobile('817123456')).toBeNull();
  });

  it('answers every field problem at once', () => {
    const p = checkoutProblems(
      {
        customerName: ' ',
        mobileNumber: '123',
        fulfillment: 'delivery',
        paymentMethod: 'cod',
        regionCode: null,
        provinceCode: '12',
        streetAddress: '',
        advanceOrderDate: '2026-11-20',
        items: [],
      },
      '2026-11-21',
    );
    expect(p).toEqual({
      customerName: 'Name is required',
      mobileNumber: 'Mobile Number is invalid',
      regionCode: 'Region is required',
      provinceCode: 'Province is invalid',
      streetAddress: 'Address is required',
      advanceOrderDate: 'Advance order date should not be in the past',
      items: 'Your cart is empty',
    });
  });

  it('dates and numbers orders by the Manila day', () => {
    const lateUtc = new Date('2026-11-21T17:30:00Z'); // 01:30 on the 22nd in Manila
    expect(manilaDate(lateUtc)).toBe('2026-11-22');
    expect(manilaDayStart('2026-11-22').toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(newTransactionNumber(lateUtc)).toMatch(/^261122-[0-9A-HJKMNP-TV-Z]{6}$/);
  });
});
