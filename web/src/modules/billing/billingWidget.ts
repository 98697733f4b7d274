/**
 * The billing summary widget's decisions (document 3 §2 screen 1, §4, §9), kept pure: where it shows,
 * what its two states say, which colour the previous state wears, and the count-up of its total.
 */
import type { MenuEntry, MenuGroup } from '../../bundles';
import { formatPeso } from '../../lib/format';

/** The widget's height while loading and loaded (its body, 104 px, inside its padding and border). */
export const BILLING_WIDGET_BODY_HEIGHT = 104;
export const BILLING_WIDGET_HEIGHT = BILLING_WIDGET_BODY_HEIGHT + 2 * 12 + 2;

/** The current billing period is always still being billed. */
export const CURRENT_BILLING_LABEL = 'For Billing';

/**
 * Path segments of the pages the widget never shows on (document 3 §2 menu rules): guided setup
 * (diy, also under affiliate-v2), sales partner, network distributor and affiliate pages.
 */
export const BILLING_WIDGET_HIDDEN_SEGMENTS: ReadonlySet<string> = new Set([
  'diy',
  'sales-partner',
  'network-distributor',
  'affiliate',
  'affiliate-v2',
]);

function hasRoute(entries: readonly MenuEntry[], route: string): boolean {
  return entries.some((e) => e.route === route || hasRoute(e.children ?? [], route));
}

/**
 * Whether the widget shows: never on the spec's hidden pages, and only where the side menu offers
 * the Billing Manager it links to (so not for store managers, distributors or affiliates either).
 */
export function billingWidgetShown(pathname: string, menu: readonly MenuGroup[]): boolean {
  const segments = pathname.split('/').filter((s) => s.length > 0);
  if (segments.some((s) => BILLING_WIDGET_HIDDEN_SEGMENTS.has(s))) return false;
  return menu.some((group) => hasRoute(group.entries, 'billing'));
}

/** The app's billing flags as the server answers them (App.billingPaymentStatus). */
export interface BillingStatusFacts {
  withBillings: boolean;
  billingsPaymentSettled: boolean;
  billingPaymentSubmitted: boolean;
  withOutstandingBalance: boolean;
  /** The server's §4 label for the flags. */
  label: string;
}

/** A theme palette colour (each passes AA as a chip fill under white text: lib/theme.test.ts). */
export type BillingWidgetTone = 'success' | 'warning' | 'error' | 'default';

/**
 * The previous billing's colour, decided in §4's order: green when settled (with billings), orange
 * when a payment is submitted, red for an outstanding balance; neutral otherwise.
 */
export function billingWidgetTone(facts: Omit<BillingStatusFacts, 'label'>): BillingWidgetTone {
  if (!facts.withBillings) return 'default';
  if (facts.billingsPaymentSettled) return 'success';
  if (facts.billingPaymentSubmitted) return 'warning';
  if (facts.withOutstandingBalance) return 'error';
  return 'default';
}

/**
 * The same colour for the app's §4 label where only the label is at hand (Billing Manager's summary):
 * the server decides the label in the order billingWidgetTone follows, so each label has one colour.
 */
export function statusLabelTone(label: string): BillingWidgetTone {
  if (label === 'Paid') return 'success';
  if (label === 'Payment Submitted') return 'warning';
  if (label === 'For Payment') return 'error';
  return 'default';
}

export interface BillingWidgetState {
  current: typeof CURRENT_BILLING_LABEL;
  /** The previous billing's label and colour; null while the app has no billings (§2). */
  previous: { label: string; tone: BillingWidgetTone } | null;
}

export function billingWidgetState(facts: BillingStatusFacts): BillingWidgetState {
  return {
    current: CURRENT_BILLING_LABEL,
    previous: facts.withBillings ? { label: facts.label, tone: billingWidgetTone(facts) } : null,
  };
}

/** "Total Balance: ₱ 1,234.56" (document 3 §2's words; peso, 2 decimals, comma thousands). */
export const totalBalanceText = (centavos: number): string =>
  `Total Balance: ${formatPeso(centavos).replace('₱', '₱ ')}`;

/**
 * The count-up's value `elapsedMs` into an animation of `durationMs` from `from` to `to` centavos:
 * easing out (fast, then settling), whole centavos, exactly `to` at the end.
 */
export function countUpValue(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  const t = Math.max(0, elapsedMs) / durationMs;
  const eased = 1 - (1 - t) ** 3;
  return Math.round(from + (to - from) * eased);
}
