import { describe, expect, it } from 'vitest';
import { areaFor, areaProblems, levelOf, normalizeCoverage } from './delivery-areas.rules.ts';

const NCR = '1300000000';
const MAKATI = '1380300000';
const CALABARZON = '0400000000';
const CAVITE = '0402100000';
const IMUS = '0402109000';
const LAGUNA = '0403400000';

const area = (name: string, coverage: string[], deliveryFee: number, enabled = true) => ({
  name,
  coverage,
  deliveryFee,
  enabled,
});

describe('areaFor', () => {
  const metro = area('Metro', [NCR], 8_000);
  const south = area('South', [CALABARZON], 20_000);
  const cavite = area('Cavite', [CAVITE], 15_000);
  const imus = area('Imus', [IMUS], 5_000);

  it('returns null when no area covers the address, so the checkout can refuse it', () => {
    expect(areaFor([metro, cavite], { regionCode: '0700000000', provinceCode: '0702200000' })).toBeNull();
    expect(areaFor([], { regionCode: NCR, provinceCode: MAKATI, cityCode: MAKATI })).toBeNull();
  });

  it('matches a whole region for any of its provinces and cities', () => {
    expect(areaFor([metro], { regionCode: NCR, provinceCode: MAKATI, cityCode: MAKATI })).toBe(metro);
    expect(areaFor([south], { regionCode: CALABARZON, provinceCode: LAGUNA, cityCode: '0403405000' })).toBe(
      south,
    );
  });

  it('lets the most specific area win: city over province over region', () => {
    const address = { regionCode: CALABARZON, provinceCode: CAVITE, cityCode: IMUS };
    expect(areaFor([south, cavite, imus], address)).toBe(imus);
    expect(areaFor([south, cavite], address)).toBe(cavite);
    expect(areaFor([cavite, south], { ...address, cityCode: '0402105000' })).toBe(cavite);
    expect(areaFor([south], address)).toBe(south);
  });

  it('takes the cheapest of equally specific areas, the first one on equal fees', () => {
    const pricey = area('Pricey Cavite', [CAVITE], 30_000);
    const twin = area('Twin Cavite', [CAVITE], 15_000);
    const address = { regionCode: CALABARZON, provinceCode: CAVITE, cityCode: IMUS };
    expect(areaFor([pricey, cavite], address)).toBe(cavite);
    expect(areaFor([cavite, twin], address)).toBe(cavite);
  });

  it('ignores disabled areas', () => {
    const off = area('Off', [IMUS], 0, false);
    expect(areaFor([off, south], { regionCode: CALABARZON, provinceCode: CAVITE, cityCode: IMUS })).toBe(
      south,
    );
  });

  it('works without a city (province-level address)', () => {
    expect(areaFor([imus, cavite], { regionCode: CALABARZON, provinceCode: CAVITE })).toBe(cavite);
  });
});

describe('coverage', () => {
  it('knows the level of a code by its trailing zeros', () => {
    expect([levelOf(NCR), levelOf(CAVITE), levelOf(IMUS)]).toEqual(['region', 'province', 'city']);
  });

  it('drops duplicates and codes already inside a broader chosen code', () => {
    expect(normalizeCoverage([IMUS, CAVITE, ' 0402100000 ', LAGUNA, '0403405000'])).toEqual([CAVITE, LAGUNA]);
    expect(normalizeCoverage([MAKATI, NCR, IMUS])).toEqual([NCR, IMUS]);
  });
});

describe('areaProblems', () => {
  const ok = { name: 'Metro', coverage: [NCR], deliveryFee: 8_000, leadTimeMinDays: 1, leadTimeMaxDays: 2 };
  const known = (code: string) => [NCR, CAVITE, IMUS].includes(code);

  it('accepts a complete area, including a free one delivered the same day', () => {
    expect(areaProblems(ok, known)).toEqual({});
    expect(areaProblems({ ...ok, deliveryFee: 0, leadTimeMinDays: 0, leadTimeMaxDays: 0 }, known)).toEqual(
      {},
    );
  });

  it('names every bad field in the generic wording', () => {
    expect(
      areaProblems(
        { name: ' ', coverage: [], deliveryFee: -1, leadTimeMinDays: 3, leadTimeMaxDays: 2 },
        known,
      ),
    ).toEqual({
      name: 'Name is required',
      coverage: 'Coverage is required',
      deliveryFee: 'Delivery Fee should not be negative',
      leadTimeMaxDays: 'Maximum Lead Time should not be less than Minimum Lead Time',
    });
    expect(areaProblems({ ...ok, coverage: [NCR, '9999999999'], deliveryFee: 1.5 }, known)).toEqual({
      coverage: 'Coverage has invalid value',
      deliveryFee: 'Delivery Fee should be in whole centavos',
    });
    expect(areaProblems({ ...ok, leadTimeMinDays: -1, leadTimeMaxDays: 400 }, known)).toEqual({
      leadTimeMinDays: 'Minimum Lead Time should not be negative',
      leadTimeMaxDays: 'Maximum Lead Time should not exceed 365 days',
    });
  });
});
