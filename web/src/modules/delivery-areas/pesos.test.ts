import { describe, expect, it } from 'vitest';
import { parsePesos, pesosText } from './pesos';

describe('parsePesos', () => {
  it('reads whole pesos, decimals, thousands separators and the peso sign as centavos', () => {
    expect(parsePesos('80')).toBe(8000);
    expect(parsePesos('80.5')).toBe(8050);
    expect(parsePesos('0.05')).toBe(5);
    expect(parsePesos('1,234.56')).toBe(123456);
    expect(parsePesos(' ₱150 ')).toBe(15000);
    expect(parsePesos('0')).toBe(0);
    expect(parsePesos('12.')).toBe(1200);
  });

  it('has no floating-point drift', () => {
    expect(parsePesos('0.29')).toBe(29);
    expect(parsePesos('1.15')).toBe(115);
    expect(parsePesos('4.35')).toBe(435);
  });

  it('refuses negatives, more than two decimals, misplaced commas and words', () => {
    for (const bad of ['', ' ', '-5', '1.234', '12,34', '1,2345', 'abc', '80 pesos', '.5', '1e3']) {
      expect(parsePesos(bad), bad).toBeNull();
    }
  });
});

describe('pesosText', () => {
  it('shows centavos as an editable amount with two decimals', () => {
    expect(pesosText(8000)).toBe('80.00');
    expect(pesosText(123456)).toBe('1234.56');
    expect(pesosText(5)).toBe('0.05');
    expect(parsePesos(pesosText(15050))).toBe(15050);
  });
});
