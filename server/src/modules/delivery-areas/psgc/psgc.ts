import { CITIES, PROVINCES, REGIONS } from './psgc.data.ts';

/** The Philippine Standard Geographic Code, indexed once in memory (regions, provinces, cities). */
export type PsgcLevel = 'region' | 'province' | 'city';

export interface PsgcPlace {
  code: string;
  name: string;
  level: PsgcLevel;
  /** The region (for a province or city) and province (for a city) it belongs to. */
  regionCode: string;
  provinceCode: string | null;
}

/** A province's region is the first 2 digits of its code; a city's province the first 5. */
export const regionCodeOf = (code: string): string => `${code.slice(0, 2)}00000000`;
export const provinceCodeOf = (code: string): string => `${code.slice(0, 5)}00000`;

interface Index {
  regions: PsgcPlace[];
  provincesByRegion: Map<string, PsgcPlace[]>;
  citiesByProvince: Map<string, PsgcPlace[]>;
  /** Broadest level first: a highly urbanised city shares its code with its province-level entry. */
  byCode: Map<string, PsgcPlace>;
}

let cached: Index | null = null;

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function index(): Index {
  if (cached) return cached;
  const byCode = new Map<string, PsgcPlace>();
  const regions = REGIONS.map(
    ([code, name]): PsgcPlace => ({
      code,
      name,
      level: 'region',
      regionCode: code,
      provinceCode: null,
    }),
  );
  const provincesByRegion = new Map<string, PsgcPlace[]>();
  const citiesByProvince = new Map<string, PsgcPlace[]>();
  for (const r of regions) byCode.set(r.code, r);
  for (const [code, name] of PROVINCES) {
    const p: PsgcPlace = {
      code,
      name,
      level: 'province',
      regionCode: regionCodeOf(code),
      provinceCode: code,
    };
    push(provincesByRegion, p.regionCode, p);
    byCode.set(code, p);
  }
  for (const [code, name] of CITIES) {
    const c: PsgcPlace = {
      code,
      name,
      level: 'city',
      regionCode: regionCodeOf(code),
      provinceCode: provinceCodeOf(code),
    };
    push(citiesByProvince, provinceCodeOf(code), c);
    if (!byCode.has(code)) byCode.set(code, c);
  }
  cached = { regions, provincesByRegion, citiesByProvince, byCode };
  return cached;
}

export const psgcRegions = (): PsgcPlace[] => index().regions;
export const psgcProvinces = (regionCode: string): PsgcPlace[] =>
  index().provincesByRegion.get(regionCode) ?? [];
export const psgcCities = (provinceCode: string): PsgcPlace[] =>
  index().citiesByProvince.get(provinceCode) ?? [];
export const psgcPlace = (code: string): PsgcPlace | null => index().byCode.get(code) ?? null;

/** How many cities and municipalities a region, province or city covers. */
export function psgcCityCount(code: string): number {
  const place = psgcPlace(code);
  if (!place) return 0;
  if (place.level === 'city') return 1;
  if (place.level === 'province') return psgcCities(code).length;
  return psgcProvinces(code).reduce((n, p) => n + psgcCities(p.code).length, 0);
}

/**
 * The one city or municipality of a province-level place that has only one (Metro Manila's cities
 * and Pateros, Cebu City...), or null: an address picker then asks for it once, not twice.
 */
export function singleCityOf(code: string): string | null {
  if (psgcPlace(code)?.level !== 'province') return null;
  const cities = psgcCities(code);
  return cities.length === 1 ? (cities[0]?.code ?? null) : null;
}

/** The places one level under `parentCode` (the regions when null); empty for an unknown or city code. */
export function psgcChildren(parentCode: string | null): PsgcPlace[] {
  if (parentCode === null) return psgcRegions();
  const parent = psgcPlace(parentCode);
  if (parent?.level === 'region') return psgcProvinces(parentCode);
  if (parent?.level === 'province') return psgcCities(parentCode);
  return [];
}
