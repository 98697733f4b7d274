import { describe, expect, it } from 'vitest';
import { formatPeso } from '../../../platform/money.ts';
import { findPesoAmounts } from './money.ts';

describe('money', () => {
  it('formats centavos as pesos with separators and two decimals', () => {
    expect(formatPeso(0)).toBe('₱0.00');
    expect(formatPeso(5)).toBe('₱0.05');
    expect(formatPeso(34_900)).toBe('₱349.00');
    expect(formatPeso(123_456)).toBe('₱1,234.56');
    expect(formatPeso(1_000_000_00)).toBe('₱1,000,000.00');
  });

  it('finds amounts written every way a Filipino shop writes them', () => {
    const text =
      '₱1,200 or P1200.00 or PHP 1,200 or Php1200 or 1,200 pesos or 1200 php or 1,200.00 or ₱ 349.5';
    expect(findPesoAmounts(text).map((a) => a.centavos)).toEqual([
      120_000, 120_000, 120_000, 120_000, 120_000, 120_000, 120_000, 34_950,
    ]);
  });

  it('ignores numbers that are not money', () => {
    const text = 'Order SDS-024100, 2 pcs, size 30, 350 g, 1-3 days, 8 AM to 8 PM, 12.5 kg, 3.00 pm';
    expect(findPesoAmounts(text)).toEqual([]);
  });
});
