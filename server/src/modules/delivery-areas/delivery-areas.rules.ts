/** Delivery areas: pure rules (validation, coverage normalisation, which area serves an address). */

export const DELIVERY_AREAS_PAGE_SIZE = 20;
export const NAME_MAX = 100;
export const COVERAGE_MAX = 500;
/** ₱1,000,000.00, the same ceiling as catalog prices. */
export const DELIVERY_FEE_MAX = 100_000_000;
export const LEAD_TIME_MAX_DAYS = 365;

export interface AreaInput {
  name: string;
  coverage: readonly string[];
  deliveryFee: number;
  leadTimeMinDays: number;
  leadTimeMaxDays: number;
}

export type CoverageLevel = 'region' | 'province' | 'city';

/**
 * The level a 10-digit PSGC code names: regions end in eight zeros, provinces (and the highly
 * urbanised cities listed at province level) in five, cities and municipalities otherwise.
 */
export function levelOf(code: string): CoverageLevel {
  if (code.endsWith('00000000')) return 'region';
  if (code.endsWith('00000')) return 'province';
  return 'city';
}

/** Whether `outer` (a region or province) contains the different code `inner`. */
export function contains(outer: string, inner: string): boolean {
  if (outer === inner) return false;
  const level = levelOf(outer);
  if (level === 'region') return outer.slice(0, 2) === inner.slice(0, 2);
  if (level === 'province') return outer.slice(0, 5) === inner.slice(0, 5);
  return false;
}

/** Whether an area covering `coverage` reaches `place`: it names it, sits inside one, or holds one. */
export function reaches(coverage: readonly string[], place: string): boolean {
  return coverage.some((code) => code === place || contains(code, place) || contains(place, code));
}

/** Trims and de-duplicates the codes, dropping any that a broader chosen code already covers. */
export function normalizeCoverage(codes: readonly string[]): string[] {
  const unique = [...new Set(codes.map((c) => c.trim()).filter(Boolean))];
  return unique.filter((code) => !unique.some((other) => contains(other, code)));
}

/** Field errors of an area, in the generic wording of document 1 §5; empty when valid. */
export function areaProblems(
  input: AreaInput,
  isKnownCode: (code: string) => boolean,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const name = input.name.trim();
  if (!name) problems.name = 'Name is required';
  else if (name.length > NAME_MAX) problems.name = `Name should not exceed ${NAME_MAX} characters`;
  const codes = input.coverage.map((c) => c.trim()).filter(Boolean);
  if (codes.length === 0) problems.coverage = 'Coverage is required';
  else if (codes.length > COVERAGE_MAX)
    problems.coverage = `Coverage should not exceed ${COVERAGE_MAX} places`;
  else if (!codes.every(isKnownCode)) problems.coverage = 'Coverage has invalid value';
  const fee = input.deliveryFee;
  if (!Number.isInteger(fee)) problems.deliveryFee = 'Delivery Fee should be in whole centavos';
  else if (fee < 0) problems.deliveryFee = 'Delivery Fee should not be negative';
  else if (fee > DELIVERY_FEE_MAX) problems.deliveryFee = 'Delivery Fee should not exceed ₱1,000,000.00';
  const days = (value: number, label: string): string | null => {
    if (!Number.isInteger(value)) return `${label} should be a whole number of days`;
    if (value < 0) return `${label} should not be negative`;
    if (value > LEAD_TIME_MAX_DAYS) return `${label} should not exceed ${LEAD_TIME_MAX_DAYS} days`;
    return null;
  };
  const min = days(input.leadTimeMinDays, 'Minimum Lead Time');
  const max = days(input.leadTimeMaxDays, 'Maximum Lead Time');
  if (min) problems.leadTimeMinDays = min;
  if (max) problems.leadTimeMaxDays = max;
  if (!min && !max && input.leadTimeMinDays > input.leadTimeMaxDays)
    problems.leadTimeMaxDays = 'Maximum Lead Time should not be less than Minimum Lead Time';
  return problems;
}

export interface AddressCodes {
  regionCode: string;
  provinceCode: string;
  cityCode?: string | null;
}

export interface MatchableArea {
  coverage: readonly string[];
  deliveryFee: number;
  enabled?: boolean;
}

/**
 * The area that serves an address, or null when none does (the checkout then refuses the address).
 * Disabled areas never match. The most specific match wins (a city named in an area beats its
 * province, a province beats its region); among equally specific matches the cheapest fee wins, then
 * the first given.
 */
export function areaFor<T extends MatchableArea>(areas: readonly T[], address: AddressCodes): T | null {
  const specificity = (area: T): number => {
    if (address.cityCode && area.coverage.includes(address.cityCode)) return 3;
    if (area.coverage.includes(address.provinceCode)) return 2;
    if (area.coverage.includes(address.regionCode)) return 1;
    return 0;
  };
  let best: T | null = null;
  let bestScore = 0;
  for (const area of areas) {
    if (area.enabled === false) continue;
    const score = specificity(area);
    if (score === 0) continue;
    if (!best || score > bestScore || (score === bestScore && area.deliveryFee < best.deliveryFee)) {
      best = area;
      bestScore = score;
    }
  }
  return best;
}
