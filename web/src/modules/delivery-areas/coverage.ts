import type { PsgcLevel } from '../../generated/graphql';
import type { Place } from '../../lib/psgc/psgc';

/** A place of an area's coverage, as the picker and its chips know it. */
export type { Place };

const PREFIX: Readonly<Record<PsgcLevel, number>> = { REGION: 2, PROVINCE: 5, CITY: 10 };

/**
 * Whether `outer` contains the different place `inner` (10-digit PSGC codes: a province's region is
 * its first 2 digits, a city's province its first 5).
 */
export function contains(outer: Place, inner: Pick<Place, 'code'>): boolean {
  if (outer.code === inner.code || outer.level === 'CITY') return false;
  const n = PREFIX[outer.level];
  return outer.code.slice(0, n) === inner.code.slice(0, n);
}

/** The chosen place that already covers this code (itself or a broader one), if any. */
export const coveredBy = (selection: readonly Place[], code: string): Place | undefined =>
  selection.find((p) => p.code === code || contains(p, { code }));

/** Adds a place, dropping the chosen places it now contains; a place already covered changes nothing. */
export function addPlace(selection: readonly Place[], place: Place): Place[] {
  if (coveredBy(selection, place.code)) return [...selection];
  return [...selection.filter((p) => !contains(place, p)), place];
}

export const removePlace = (selection: readonly Place[], code: string): Place[] =>
  selection.filter((p) => p.code !== code);

/** "National Capital Region (NCR)" -> "NCR", "Region IV-A (CALABARZON)" -> "CALABARZON". */
export function shortName(place: Pick<Place, 'name' | 'level'>): string {
  if (place.level !== 'REGION') return place.name;
  return /\(([^)]+)\)\s*$/.exec(place.name)?.[1] ?? place.name;
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-PH')} ${n === 1 ? one : many}`;

/** The list's coverage line: "NCR · 17 cities", "Cavite, Laguna +2 more · 91 cities". */
export function coverageSummary(coverage: readonly Place[], cityCount: number): string {
  const names = coverage.map(shortName);
  const shown =
    names.length > 3 ? `${names.slice(0, 2).join(', ')} +${names.length - 2} more` : names.join(', ');
  return `${shown} · ${plural(cityCount, 'city', 'cities')}`;
}

/** "Same day", "1 day", "2 days", "1-2 days". */
export function leadTimeLabel(min: number, max: number): string {
  if (max === 0) return 'Same day';
  if (min === max) return plural(max, 'day', 'days');
  return `${min}-${max} days`;
}
