/**
 * The rules of the store's figures (issue 19), as data: what the storefront records, which daily
 * figures exist, how a date range and its previous period are read, and what counts as a bot.
 */
import { addDays } from '../../platform/manila.ts';
import { refKey } from '../../platform/text.ts';

/** What a storefront records, in the order of the sales funnel. */
export const STOREFRONT_EVENT_KINDS = [
  'visit',
  'product_view',
  'add_to_cart',
  'checkout_started',
  'order_placed',
] as const;
export type StorefrontEventKind = (typeof STOREFRONT_EVENT_KINDS)[number];

/** The daily figure each storefront event adds 1 to (and its breakdown, when it has one). */
export const EVENT_METRICS: Readonly<
  Record<StorefrontEventKind, { total: string; by?: { metric: string; of: 'product' | 'source' } }>
> = {
  visit: { total: 'visits', by: { metric: 'visits_by_source', of: 'source' } },
  product_view: { total: 'product_views', by: { metric: 'views_by_product', of: 'product' } },
  add_to_cart: { total: 'carts', by: { metric: 'carts_by_product', of: 'product' } },
  checkout_started: { total: 'checkouts' },
  order_placed: { total: 'placed', by: { metric: 'placed_by_source', of: 'source' } },
};

/**
 * The order figures of a Manila day, recomputed from the orders (orders.orderDayFigures): orders placed
 * that day and not cancelled, their totals (gross sales), the ones cancelled, the ones from a customer
 * who had ordered before, and the refunds settled that day (subtracted on the day they happen, as a
 * merchant's till does).
 */
export const ORDER_METRICS = [
  'orders',
  'gross_sales',
  'cancelled_orders',
  'returning_orders',
  'refunds',
  'units_by_product',
  'sales_by_product',
] as const;
export type OrderMetric = (typeof ORDER_METRICS)[number];

/** The widest range a dashboard reads at once (a year, leap day included). */
export const MAX_RANGE_DAYS = 366;
export const RANGE_ORDER = 'The start date must be on or before the end date';
export const RANGE_TOO_LONG = `Choose a range of at most ${MAX_RANGE_DAYS} days`;
export const DATE_FORMAT = 'Enter dates as YYYY-MM-DD';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string) =>
  DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && addDays(s, 0) === s;

export interface DayRange {
  from: string;
  to: string;
}

/** Days from `from` to `to`, both included. */
export const daysIn = ({ from, to }: DayRange): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Why a range cannot be read (null: it can). */
export function rangeRefusal(range: DayRange): string | null {
  if (!isDay(range.from) || !isDay(range.to)) return DATE_FORMAT;
  if (range.from > range.to) return RANGE_ORDER;
  if (daysIn(range) > MAX_RANGE_DAYS) return RANGE_TOO_LONG;
  return null;
}

/** The period of the same length just before: what "the change" compares with. */
export function previousRange(range: DayRange): DayRange {
  const n = daysIn(range);
  return { from: addDays(range.from, -n), to: addDays(range.from, -1) };
}

/** Every day of the range, in order. */
export function eachDay(range: DayRange): string[] {
  return Array.from({ length: daysIn(range) }, (_, i) => addDays(range.from, i));
}

/**
 * The grains a figure is kept at: its day, its week (from Monday) and its month, each row dated by its
 * first day. A range is read as whole months, then whole weeks, then days (`cover`), so a year's top
 * products read about 30 rows per product instead of 365.
 */
export const GRAINS = ['day', 'week', 'month'] as const;
export type Grain = (typeof GRAINS)[number];

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
/** The Monday of a day's week. */
export const weekOf = (day: string): string => addDays(day, -((weekday(day) + 6) % 7));
/** The first day of a day's month. */
export const monthOf = (day: string): string => `${day.slice(0, 8)}01`;
/** The first day of the month after. */
const nextMonth = (month: string): string => monthOf(addDays(month, 31));

/** The first day of each grain a day counts in. */
export const startsOf = (day: string): Record<Grain, string> => ({
  day,
  week: weekOf(day),
  month: monthOf(day),
});

/** A range as the fewest rows: the whole months in it, then whole weeks in what is left, then days. */
export function cover(range: DayRange): Record<Grain, string[]> {
  const out: Record<Grain, string[]> = { day: [], week: [], month: [] };
  const fill = (from: string, to: string) => {
    let d = from;
    while (d <= to) {
      if (weekday(d) === 1 && addDays(d, 6) <= to) {
        out.week.push(d);
        d = addDays(d, 7);
      } else {
        out.day.push(d);
        d = addDays(d, 1);
      }
    }
  };
  let first = monthOf(range.from) === range.from ? range.from : nextMonth(range.from);
  let cursor = range.from;
  while (addDays(nextMonth(first), -1) <= range.to) {
    fill(cursor, addDays(first, -1));
    out.month.push(first);
    cursor = nextMonth(first);
    first = cursor;
  }
  fill(cursor, range.to);
  return out;
}

/** Crawlers and link previews: their visits are not shoppers'. */
const BOT =
  /bot|crawl|spider|slurp|facebookexternalhit|facebookcatalog|whatsapp|preview|curl|wget|python|httpclient|lighthouse/i;
export const isBot = (userAgent: string | undefined): boolean => !userAgent || BOT.test(userAgent);

/** A referral source as the store's figures show it: lower case, at most 60 characters, 'direct' when empty. */
export function normalSource(source: string | null | undefined): string {
  const s = refKey(source ?? '');
  return s || 'direct';
}

/** part / whole, 0 when there is no whole. */
export const rate = (part: number, whole: number): number => (whole > 0 ? part / whole : 0);
