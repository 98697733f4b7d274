/**
 * Subscription Plans as the console shows them (document 3 §3, §9): the limits a plan compares on,
 * what the store uses of its own plan, and the words of a plan change. The server decides every
 * number; these only word and arrange them.
 */
import { formatDate, formatDateTime, formatPeso } from '../../lib/format';
import { periodText } from './bills';

export interface PlanLimits {
  productLimit?: number | null;
  faqLimit?: number | null;
  fileSizeLimit?: number | null;
  exportLimit?: number | null;
  responseLimit?: number | null;
  monthlyUserLimit?: number | null;
  monthlyContactLimit?: number | null;
  userSeatLimit?: number | null;
}

export interface PlanSummary extends PlanLimits {
  name: string;
  displayedName: string;
  subscriptionFee: number;
  accelerator: boolean;
}

export interface PlanUsage {
  currentProducts: number;
  currentFaqs: number;
  currentUserSeats: number;
  currentUsers: number;
  currentSupportedContacts: number;
  remainingResponse?: number | null;
  enterprisePlan: PlanLimits;
}

const count = (n: number) => n.toLocaleString('en-US');

/** '1,000', '10MB', or 'Unlimited' for no limit. */
export function formatLimit(limit: number | null | undefined, unit = ''): string {
  return limit === null || limit === undefined ? 'Unlimited' : `${count(limit)}${unit}`;
}

/** The limits a plan card lists, in order, worded for a merchant. */
export const PLAN_FEATURES: readonly { key: keyof PlanLimits; label: string; unit?: string }[] = [
  { key: 'productLimit', label: 'Products' },
  { key: 'faqLimit', label: 'FAQs' },
  { key: 'responseLimit', label: 'AI suggested replies a month' },
  { key: 'monthlyUserLimit', label: 'Users a month' },
  { key: 'monthlyContactLimit', label: 'Contacts a month' },
  { key: 'userSeatLimit', label: 'User seats' },
  { key: 'fileSizeLimit', label: 'File size', unit: 'MB' },
  { key: 'exportLimit', label: 'Rows per export' },
];

export interface UsageRow {
  label: string;
  used: number;
  limit: number | null;
  /** 0..100, or null without a limit. */
  percent: number | null;
  text: string;
  /** Near (90%) or at the limit: shown in warning colours. */
  near: boolean;
}

const row = (label: string, used: number, limit: number | null | undefined): UsageRow => {
  const cap = limit ?? null;
  const percent = cap === null ? null : cap === 0 ? 100 : Math.min(100, Math.round((used / cap) * 100));
  return {
    label,
    used,
    limit: cap,
    percent,
    text: cap === null ? `${count(used)} (no limit)` : `${count(used)} of ${count(cap)}`,
    near: percent !== null && percent >= 90,
  };
};

/** What the store uses of its plan: one progress bar each. */
export function usageRows(usage: PlanUsage): UsageRow[] {
  const plan = usage.enterprisePlan;
  const responses = plan.responseLimit ?? null;
  const usedResponses = responses === null ? 0 : responses - (usage.remainingResponse ?? responses);
  return [
    row('Products', usage.currentProducts, plan.productLimit),
    row('User seats', usage.currentUserSeats, plan.userSeatLimit),
    row('AI suggested replies this month', usedResponses, responses),
    row('Users this month', usage.currentUsers, plan.monthlyUserLimit),
    row('Contacts this month', usage.currentSupportedContacts, plan.monthlyContactLimit),
    row('FAQs', usage.currentFaqs, plan.faqLimit),
  ].filter((r) => r.limit !== null || r.used > 0 || r.label === 'Products');
}

export const feeText = (centavos: number): string => `${formatPeso(centavos)} a month`;

/** Upgrade or downgrade, by monthly fee. */
export const changeWord = (current: { subscriptionFee: number }, next: { subscriptionFee: number }) =>
  next.subscriptionFee > current.subscriptionFee ? 'Upgrade' : 'Downgrade';

export interface PlanChangePreview {
  effectiveAt: string;
  billingPeriodStartAt?: string | null;
  billingPeriodEndAt?: string | null;
  subscriptionFee: number;
  problem?: string | null;
  lines: readonly { description: string; amount: number }[];
}

/** The confirmation's words: when the change takes effect and how the period is charged. */
export function changeTerms(preview: PlanChangePreview, next: { displayedName: string }): string[] {
  const when = `Your store moves to ${next.displayedName} now (${formatDateTime(preview.effectiveAt)}): its limits apply at once.`;
  if (!preview.billingPeriodStartAt || !preview.billingPeriodEndAt)
    return [
      when,
      `Your store is not launched yet: its monthly bills start at launch, on ${next.displayedName}.`,
    ];
  return [
    when,
    `Your bill for ${periodText(preview.billingPeriodStartAt, preview.billingPeriodEndAt)} charges each plan for the days it was in effect (the change day is charged at ${next.displayedName}):`,
  ];
}

export const MSME_HELP =
  'Stores in the MSME programme pay no subscription fee during their window; transaction fees still apply. The window can be extended once, by 90 days, before it ends.';
export const MSME_EXTENDED = 'Your MSME programme window was extended by 90 days';
export const PLAN_CHANGED = (name: string) => `Your store is now on the ${name} plan`;
export const NO_PLANS = 'No plans are offered right now. Please try again later.';

/** The MSME window in words, or null when the store is not in the programme. */
export function msmeText(usage: { msmeStartAt?: string | null; msmeEndAt?: string | null }): string | null {
  if (!usage.msmeStartAt || !usage.msmeEndAt) return null;
  // msmeEndAt is the first instant after the window: its last day is the day before.
  const last = formatDate(new Date(new Date(usage.msmeEndAt).getTime() - 1));
  return `${formatDate(usage.msmeStartAt)} to ${last}`;
}
