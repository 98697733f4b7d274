import { describe, expect, it } from 'vitest';
import {
  type CartQuote,
  codesToSend,
  discountLabel,
  minusPeso,
  offerProgress,
  quoteTotals,
} from './promotions';

const quote = (over: Partial<CartQuote> = {}): CartQuote => ({
  subtotal: 10_000,
  deliveryFee: 0,
  tax: 0,
  discount: 0,
  total: 10_000,
  maxCodes: 3,
  discounts: [],
  codes: [],
  offers: [],
  ...over,
});

describe('promotions at the storefront', () => {
  it('names a code line by its code and an automatic one by its title', () => {
    expect(discountLabel({ title: 'Payday', code: 'PAYDAY' })).toBe('Discount · PAYDAY');
    expect(discountLabel({ title: '₱50 off over ₱300', code: null })).toBe('₱50 off over ₱300');
    expect(minusPeso(5_000)).toBe('−₱50.00');
  });

  it('never shows a total below zero', () => {
    expect(quoteTotals(quote({ total: -500 })).total).toBe(0);
  });

  it('sends the codes the latest quote accepted, all of them without a quote', () => {
    const q = quote({
      codes: [
        { code: 'A', applied: true, message: null },
        {
          code: 'B',
          applied: false,
          message: 'The minimum purchase is ₱500.00',
        },
      ],
    });
    expect(codesToSend(['A', 'B'], q)).toEqual(['A']);
    expect(codesToSend(['A', 'B'], null)).toEqual(['A', 'B']);
  });

  it('measures how far the cart is towards an offer', () => {
    expect(offerProgress(35_000, 15_000)).toBe(70);
    expect(offerProgress(0, 15_000)).toBe(0);
    expect(offerProgress(50_000, 0)).toBe(100);
  });
});
