import { describe, expect, it } from 'vitest';
import { centavosToPesoText, parsePesos } from './money';

describe('parsePesos', () => {
  it.each([
    ['30', 3_000],
    ['0', 0],
    ['35.5', 3_550],
    ['35.05', 3_505],
    ['0.10', 10],
    ['1,250.50', 125_050],
    ['₱ 1,000,000', 100_000_000],
    ['  20. ', 2_000],
    ['19.99', 1_999],
    ['.5', 50],
  ])('reads %s as %i centavos', (text, centavos) => {
    expect(parsePesos(text)).toEqual({ ok: true, centavos });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['-5', 'invalid'],
    ['abc', 'invalid'],
    ['1.2.3', 'invalid'],
    ['1e3', 'invalid'],
    ['12,34', 'invalid'],
    ['10.005', 'precision'],
  ] as const)('refuses %j (%s)', (text, error) => {
    expect(parsePesos(text)).toEqual({ ok: false, error });
  });
});

describe('centavosToPesoText', () => {
  it('writes centavos back as pesos with two decimals, round-tripping through the parser', () => {
    for (const centavos of [0, 5, 10, 99, 100, 3_500, 125_050, 100_000_000]) {
      const text = centavosToPesoText(centavos);
      expect(text).toMatch(/^\d{1,3}(,\d{3})*\.\d\d$/);
      expect(parsePesos(text)).toEqual({ ok: true, centavos });
    }
    expect(centavosToPesoText(3_505)).toBe('35.05');
    expect(centavosToPesoText(125_050)).toBe('1,250.50');
  });
});
