/**
 * The date range of an analytics page: Today, 7 days, 30 days or Custom, kept in the URL's search
 * params (?range=7d, ?range=custom&from=2026-11-01&to=2026-11-15) so a reload or a shared link keeps
 * it. Days are Manila calendar days ('YYYY-MM-DD'), as the server counts them.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { toManila } from '../../lib/format';

dayjs.extend(utc);

export type RangePreset = 'today' | '7d' | '30d' | 'custom';

export const RANGE_PRESETS: ReadonlyArray<{ value: RangePreset; label: string }> = [
  { value: 'today', label: 'Today' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: 'custom', label: 'Custom' },
];

/** The server refuses longer ranges (storeAnalytics). */
export const MAX_RANGE_DAYS = 366;

/** A month at a glance: what the dashboard opens on. */
export const DEFAULT_PRESET: RangePreset = '30d';

export interface RangeChoice {
  preset: RangePreset;
  from: string;
  to: string;
  /** Why a custom range cannot be asked for, in plain words; null when it can. */
  error: string | null;
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the text is a real calendar day 'YYYY-MM-DD'. */
export function isDay(text: string | null | undefined): text is string {
  if (text === null || text === undefined || !DAY_RE.test(text)) return false;
  return dayjs.utc(text).format('YYYY-MM-DD') === text;
}

/** Today in Manila, whatever the machine's zone. */
export function manilaToday(now: number = Date.now()): string {
  return toManila(now)?.format('YYYY-MM-DD') ?? dayjs.utc(now).format('YYYY-MM-DD');
}

export function addDays(day: string, days: number): string {
  return dayjs.utc(day).add(days, 'day').format('YYYY-MM-DD');
}

/** Days from `from` to `to`, both counted. */
export function dayCount(from: string, to: string): number {
  return dayjs.utc(to).diff(dayjs.utc(from), 'day') + 1;
}

function isPreset(value: string | null): value is RangePreset {
  return RANGE_PRESETS.some((p) => p.value === value);
}

/** The range the search params ask for; an unknown or missing one is the default. */
export function rangeFromParams(params: URLSearchParams, today: string): RangeChoice {
  const asked = params.get('range');
  const preset = isPreset(asked) ? asked : DEFAULT_PRESET;
  switch (preset) {
    case 'today':
      return { preset, from: today, to: today, error: null };
    case '7d':
      return { preset, from: addDays(today, -6), to: today, error: null };
    case '30d':
      return { preset, from: addDays(today, -29), to: today, error: null };
    case 'custom': {
      const from = params.get('from');
      const to = params.get('to');
      // A custom range opens on the last 7 days until both dates are picked.
      const f = isDay(from) ? from : addDays(today, -6);
      const t = isDay(to) ? to : today;
      return { preset, from: f, to: t, error: customRangeError(f, t) };
    }
  }
}

/** Why the server would refuse this custom range, in plain words; null when it would not. */
export function customRangeError(from: string, to: string): string | null {
  if (!isDay(from) || !isDay(to)) return 'Pick both dates.';
  if (from > to) return 'The start date must be on or before the end date.';
  if (dayCount(from, to) > MAX_RANGE_DAYS) return `Pick a range of ${MAX_RANGE_DAYS} days or fewer.`;
  return null;
}

/** The search params for a choice, keeping the page's other params. */
export function paramsFor(
  current: URLSearchParams,
  preset: RangePreset,
  custom?: { from: string; to: string },
): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('range', preset);
  next.delete('from');
  next.delete('to');
  if (preset === 'custom' && custom) {
    next.set('from', custom.from);
    next.set('to', custom.to);
  }
  return next;
}

/** What the change against the previous period is measured against: 'vs previous 7 days'. */
export function versusLabel(range: { from: string; to: string }, today: string): string {
  const days = dayCount(range.from, range.to);
  if (days === 1) return range.to === today ? 'vs yesterday' : 'vs the day before';
  return `vs previous ${days} days`;
}

/** The range in words for headings and captions: 'Today', 'Last 7 days', 'Nov 1 to Nov 15, 2026'. */
export function rangeLabel(range: RangeChoice): string {
  if (range.preset === 'today') return 'Today';
  if (range.preset === '7d') return 'Last 7 days';
  if (range.preset === '30d') return 'Last 30 days';
  const from = dayjs.utc(range.from);
  const to = dayjs.utc(range.to);
  if (range.from === range.to) return to.format('MMM D, YYYY');
  const fromFormat = from.year() === to.year() ? 'MMM D' : 'MMM D, YYYY';
  return `${from.format(fromFormat)} to ${to.format('MMM D, YYYY')}`;
}

/** The range inside a sentence: 'last 30 days', 'today', 'Nov 1 to Nov 15, 2026' (month names keep their capitals). */
export function rangeWords(range: RangeChoice): string {
  const label = rangeLabel(range);
  return range.preset === 'custom' ? label : label.toLowerCase();
}
