import { describe, expect, it } from 'vitest';
import {
  addPlace,
  contains,
  coverageSummary,
  coveredBy,
  leadTimeLabel,
  type Place,
  removePlace,
  shortName,
} from './coverage';

const NCR: Place = {
  code: '1300000000',
  name: 'National Capital Region (NCR)',
  level: 'REGION',
  cityCount: 17,
};
const MAKATI: Place = { code: '1380300000', name: 'City of Makati', level: 'PROVINCE', cityCount: 1 };
const CALABARZON: Place = {
  code: '0400000000',
  name: 'Region IV-A (CALABARZON)',
  level: 'REGION',
  cityCount: 142,
};
const CAVITE: Place = { code: '0402100000', name: 'Cavite', level: 'PROVINCE', cityCount: 23 };
const LAGUNA: Place = { code: '0403400000', name: 'Laguna', level: 'PROVINCE', cityCount: 30 };
const IMUS: Place = { code: '0402109000', name: 'City of Imus', level: 'CITY', cityCount: 1 };
const BACOOR: Place = { code: '0402103000', name: 'City of Bacoor', level: 'CITY', cityCount: 1 };

describe('coverage selection', () => {
  it('knows which places contain which', () => {
    expect(contains(CALABARZON, IMUS)).toBe(true);
    expect(contains(CAVITE, IMUS)).toBe(true);
    expect(contains(LAGUNA, IMUS)).toBe(false);
    expect(contains(IMUS, IMUS)).toBe(false);
    expect(contains(NCR, MAKATI)).toBe(true);
    expect(coveredBy([CAVITE], IMUS.code)).toBe(CAVITE);
    expect(coveredBy([LAGUNA], IMUS.code)).toBeUndefined();
  });

  it('choosing a whole province replaces the cities already chosen in it', () => {
    expect(addPlace([IMUS, BACOOR, LAGUNA], CAVITE)).toEqual([LAGUNA, CAVITE]);
    expect(addPlace([CAVITE, LAGUNA], CALABARZON)).toEqual([CALABARZON]);
  });

  it('ignores a place already covered, and removes a chip', () => {
    expect(addPlace([CAVITE], IMUS)).toEqual([CAVITE]);
    expect(addPlace([IMUS], IMUS)).toEqual([IMUS]);
    expect(removePlace([CAVITE, IMUS, LAGUNA], IMUS.code)).toEqual([CAVITE, LAGUNA]);
  });
});

describe('labels', () => {
  it('shortens region names to their common names', () => {
    expect(shortName(NCR)).toBe('NCR');
    expect(shortName(CALABARZON)).toBe('CALABARZON');
    expect(shortName({ name: 'MIMAROPA Region', level: 'REGION' })).toBe('MIMAROPA Region');
    expect(shortName(CAVITE)).toBe('Cavite');
  });

  it('summarises coverage with its city count', () => {
    expect(coverageSummary([NCR], 17)).toBe('NCR · 17 cities');
    expect(coverageSummary([IMUS], 1)).toBe('City of Imus · 1 city');
    expect(coverageSummary([CAVITE, LAGUNA, MAKATI, IMUS], 1234)).toBe(
      'Cavite, Laguna +2 more · 1,234 cities',
    );
  });

  it('words the lead time', () => {
    expect(leadTimeLabel(1, 2)).toBe('1-2 days');
    expect(leadTimeLabel(1, 1)).toBe('1 day');
    expect(leadTimeLabel(3, 3)).toBe('3 days');
    expect(leadTimeLabel(0, 0)).toBe('Same day');
    expect(leadTimeLabel(0, 2)).toBe('0-2 days');
  });
});
