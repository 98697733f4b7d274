import { describe, expect, it } from 'vitest';
import { PAYDAY_BATCH } from './testing/fixtures';
import { emptyVoucher, voucherInput, voucherProblems, voucherValues } from './voucherForm';
import { programSummary } from './voucherText';

describe('voucher form', () => {
  it('sends pesos as centavos, whole percent, Manila wall time as ISO', () => {
    const values = { ...voucherValues(PAYDAY_BATCH), value: '1,250.50', endsAt: '' };
    expect(voucherInput(values)).toMatchObject({
      value: 125_050,
      minimumPurchase: 20_000,
      usageLimit: 100,
      endsAt: null,
    });
    expect(voucherInput({ ...values, valueType: 'PERCENT', value: '15' }).value).toBe(15);
    expect(voucherInput({ ...values, valueType: 'FREE_SHIPPING' }).value).toBe(0);
    expect(voucherInput(values).startsAt).toBe('2026-11-30T01:00:00.000Z');
  });

  it('asks a batch for its quantity and a rebate for its minimum purchase', () => {
    const blank = emptyVoucher(new Date('2026-11-26T02:00:00.000Z'));
    expect(voucherProblems('VOUCHER', blank)).toMatchObject({
      quantity: 'Quantity should be between 1 and 10000',
    });
    expect(voucherProblems('VOUCHER', { ...blank, quantity: '10001' }).quantity).toBeDefined();
    expect(voucherProblems('REBATE', blank)).toMatchObject({
      minimumPurchase: 'Minimum purchase is required: an order of at least it earns the rebate',
    });
    expect(voucherProblems('REBATE', blank).quantity).toBeUndefined();
  });

  it('says what a rebate gives in a sentence', () => {
    expect(
      programSummary({ kind: 'REBATE', valueType: 'PERCENT', value: 10, minimumPurchase: 100_000 }),
    ).toBe('10% off a next order for orders of ₱1,000.00 or more');
    expect(
      programSummary({ kind: 'REBATE', valueType: 'FREE_SHIPPING', value: 0, minimumPurchase: 50_000 }),
    ).toBe('Free delivery on a next order for orders of ₱500.00 or more');
  });
});
