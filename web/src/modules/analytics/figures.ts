/**
 * The figures' arithmetic and wording: the change against the previous period in plain words (an
 * arrow and words, never colour alone), percentages, and the sales funnel's steps with the rate of
 * each against the step before.
 */

export type Direction = 'up' | 'down' | 'same';

export interface Change {
  direction: Direction;
  /** '▲ 12% vs previous 7 days', '▼ 3 pts vs yesterday', 'No change vs previous 30 days'. */
  text: string;
}

/** 0.125 → '12.5%', 1 → '100%'; one decimal at most. */
export function formatPercent(rate: number): string {
  if (!Number.isFinite(rate)) return '—';
  const tenths = Math.round(rate * 1000) / 10;
  return `${Number.isInteger(tenths) ? tenths.toFixed(0) : tenths.toFixed(1)}%`;
}

/** 1234 → '1,234'. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** The change of a count or an amount, as a percentage of the previous period's. */
export function changeOf(current: number, previous: number, versus: string): Change {
  if (current === previous) return { direction: 'same', text: `No change ${versus}` };
  if (previous === 0) return { direction: 'up', text: `▲ Up from none ${versus}` };
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 100);
  if (percent === 0) return { direction: 'same', text: `About the same ${versus}` };
  // Past ten times the previous figure a percentage stops reading well (14756%).
  if (percent >= 1000)
    return { direction: 'up', text: `▲ ${formatCount(Math.round(current / previous))} times ${versus}` };
  return percent > 0
    ? { direction: 'up', text: `▲ ${percent}% ${versus}` }
    : { direction: 'down', text: `▼ ${-percent}% ${versus}` };
}

/** The change of a rate (0 to 1), in percentage points: a 10% rate rising to 15% is '▲ 5 pts'. */
export function rateChangeOf(current: number, previous: number, versus: string): Change {
  const points = Math.round((current - previous) * 1000) / 10;
  if (points === 0) return { direction: 'same', text: `No change ${versus}` };
  const size = Number.isInteger(points) ? Math.abs(points).toFixed(0) : Math.abs(points).toFixed(1);
  return points > 0
    ? { direction: 'up', text: `▲ ${size} pts ${versus}` }
    : { direction: 'down', text: `▼ ${size} pts ${versus}` };
}

export interface FunnelCounts {
  visits: number;
  productViews: number;
  addToCart: number;
  checkoutStarted: number;
  ordersPlaced: number;
}

export interface FunnelStep {
  key: keyof FunnelCounts;
  label: string;
  count: number;
  /** Against the step before (null for visits, or when the step before is 0). */
  rate: number | null;
  /** The rate in words: '40% of visits'; '' for the first step. */
  rateText: string;
  /** Against the first step, for the bar's length (0 to 1). */
  share: number;
}

const STEPS: ReadonlyArray<{ key: keyof FunnelCounts; label: string; of: string; per: string }> = [
  { key: 'visits', label: 'Store visits', of: '', per: '' },
  { key: 'productViews', label: 'Product views', of: 'visits', per: 'visit' },
  { key: 'addToCart', label: 'Added to cart', of: 'product views', per: 'product view' },
  { key: 'checkoutStarted', label: 'Checkout started', of: 'carts', per: 'cart' },
  { key: 'ordersPlaced', label: 'Orders placed', of: 'checkouts', per: 'checkout' },
];

/** A step's rate in words: '25.4% of carts', or, past one (a visit opens many products), '2.2 per visit'. */
function rateWords(rate: number | null, step: { of: string; per: string }): string {
  if (rate === null) return `No ${step.of} to compare`;
  if (rate > 1) return `${(Math.round(rate * 10) / 10).toFixed(1)} per ${step.per}`;
  return `${formatPercent(rate)} of ${step.of}`;
}

export function funnelSteps(funnel: FunnelCounts): FunnelStep[] {
  const widest = Math.max(...STEPS.map((s) => funnel[s.key]), 1);
  return STEPS.map((step, i) => {
    const count = funnel[step.key];
    const before = i === 0 ? null : funnel[STEPS[i - 1]?.key ?? 'visits'];
    const rate = before === null || before === 0 ? null : count / before;
    const rateText = i === 0 ? '' : rateWords(rate, step);
    return { key: step.key, label: step.label, count, rate, rateText, share: count / widest };
  });
}

/** Orders placed per store visit. */
export function conversionRate(funnel: FunnelCounts): number | null {
  return funnel.visits === 0 ? null : funnel.ordersPlaced / funnel.visits;
}
