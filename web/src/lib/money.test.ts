import { describe, expect, it } from 'vitest';
import { formatPercentInput, formatPesoInput, parseHundredths, parsePesos } from './money';

describe('parsePesos', () => {
  it('reads pesos with or without ₱, grouping and centavos into exact centavos', () => {
    expect(parsePesos('80')).toBe(8000);
    expect(parsePesos('₱1,234.56')).toBe(123456);
    expect(parsePesos(' PHP 1500.5 ')).toBe(150050);
    expect(parsePesos('0.07')).toBe(7);
    expect(parsePesos('.5')).toBe(50);
    expect(parsePesos('19.99')).toBe(1999);
    expect(parsePesos('1,000,000')).toBe(100000000);
    expect(parsePesos('0')).toBe(0);
  });

  it('refuses blanks, negatives, letters, bad grouping and more than two decimals', () => {
    for (const text of ['', '  ', '-1', 'abc', '12a', '1,23', '12,3456', '1.234', '1..2', '.', '₱']) {
      expect(parsePesos(text), text).toBeNull();
    }
  });
});

describe('parseHundredths', () => {
  it('reads a percentage as basis points', () => {
    expect(parseHundredths('12.5')).toBe(1250);
    expect(parseHundredths('100')).toBe(10000);
    expect(parseHundredths('0.05')).toBe(5);
  });
});

describe('formatPesoInput and formatPercentInput', () => {
  it('shows centavos as a grouped peso amount with two decimals', () => {
    expect(formatPesoInput(123456)).toBe('1,234.56');
    expect(formatPesoInput(8000)).toBe('80.00');
    expect(formatPesoInput(0)).toBe('0.00');
    expect(formatPesoInput(5)).toBe('0.05');
  });

  it('shows basis points as the shortest percentage', () => {
    expect(formatPercentInput(1250)).toBe('12.5');
    expect(formatPercentInput(1200)).toBe('12');
    expect(formatPercentInput(5)).toBe('0.05');
    expect(formatPercentInput(0)).toBe('0');
  });

  it('round-trips what it shows', () => {
    for (const c of [0, 1, 99, 100, 123456, 100000000]) expect(parsePesos(formatPesoInput(c))).toBe(c);
    for (const bp of [0, 5, 1250, 10000]) expect(parseHundredths(formatPercentInput(bp))).toBe(bp);
  });
});
