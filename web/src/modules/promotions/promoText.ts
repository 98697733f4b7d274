import type { PromotionRowFieldsFragment, PromotionStatus } from '../../generated/graphql';
import { formatDateTime, formatPeso } from '../../lib/format';

export const CREATED = 'Promo Successfully created!';
export const UPDATED = 'Promo Successfully updated!';
export const ENDED = 'Promo ended';
export const DELETED = 'Promo Successfully removed!';
export const END_QUESTION = 'Do you want to end this promo now? Customers can no longer use it.';
export const DELETE_QUESTION = 'Do you want to remove this promo?';

/** The list's status filter: All, then each status (rules as data). */
export const STATUS_FILTERS: readonly { label: string; status: PromotionStatus | null }[] = [
  { label: 'All', status: null },
  { label: 'Active', status: 'ACTIVE' },
  { label: 'Scheduled', status: 'SCHEDULED' },
  { label: 'Expired', status: 'EXPIRED' },
];

export const STATUS_CHIP: Record<PromotionStatus, { label: string; color: 'success' | 'info' | 'default' }> =
  {
    ACTIVE: { label: 'Active', color: 'success' },
    SCHEDULED: { label: 'Scheduled', color: 'info' },
    EXPIRED: { label: 'Expired', color: 'default' },
  };

/** End is offered while the promo runs or waits; Delete only before any order used it. */
export const canEnd = (p: Pick<PromotionRowFieldsFragment, 'status'>) => p.status !== 'EXPIRED';
export const canDelete = (p: Pick<PromotionRowFieldsFragment, 'usedCount'>) => p.usedCount === 0;

type Gift = Pick<
  PromotionRowFieldsFragment,
  'valueType' | 'value' | 'minimumPurchase' | 'condition' | 'buyQuantity' | 'getQuantity' | 'tiers'
>;

/** What it gives, in a few words: "10% off · min ₱500.00", "Buy 2 get 1 free", "Free delivery". */
export function giftSummary(p: Gift): string {
  let what: string;
  if (p.condition === 'BUY_X_GET_Y')
    what = `Buy ${p.buyQuantity ?? 1} get ${p.getQuantity ?? 1} ${p.value >= 100 ? 'free' : `at ${p.value}% off`}`;
  else if (p.condition === 'QUANTITY_TIERS')
    what = p.tiers.map((t) => `${t.minQuantity}+ items ${t.percent}% off`).join(', ');
  else if (p.valueType === 'FREE_SHIPPING') what = 'Free delivery';
  else if (p.valueType === 'PERCENT') what = `${p.value}% off`;
  else what = `${formatPeso(p.value)} off`;
  return p.minimumPurchase > 0 ? `${what} · min ${formatPeso(p.minimumPurchase)}` : what;
}

/** "2026-11-27 09:00 am – no end", in Manila time. */
export function datesSummary(p: Pick<PromotionRowFieldsFragment, 'startsAt' | 'endsAt'>): string {
  return `${formatDateTime(p.startsAt)} – ${p.endsAt ? formatDateTime(p.endsAt) : 'no end'}`;
}

/** "3 / 100 uses", "3 uses" without a limit. */
export function usesSummary(p: Pick<PromotionRowFieldsFragment, 'usedCount' | 'usageLimit'>): string {
  const used = p.usedCount.toLocaleString('en-PH');
  return p.usageLimit
    ? `${used} / ${p.usageLimit.toLocaleString('en-PH')} uses`
    : `${used} ${p.usedCount === 1 ? 'use' : 'uses'}`;
}

/** The empty list's sentence: none at all, or none matching the filters. */
export function emptyMessage(singular: string, filtered: boolean): string {
  return filtered ? `No ${singular}s match these filters.` : `No ${singular}s yet.`;
}
