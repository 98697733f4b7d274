import type {
  PromotionStatus,
  VoucherBatchFieldsFragment,
  VoucherFieldsFragment,
  VoucherStatus,
} from '../../generated/graphql';
import { formatDateTime, formatPeso } from '../../lib/format';
import { formatPhMobile } from '../../lib/phone';

export const CREATED = {
  VOUCHER: 'Voucher batch Successfully created!',
  REBATE: 'Rebate Successfully created!',
};
export const UPDATED = {
  VOUCHER: 'Voucher batch Successfully updated!',
  REBATE: 'Rebate Successfully updated!',
};
export const ENDED = 'Ended: its unused vouchers have expired';
export const END_QUESTION =
  'Do you want to end it now? Its issued and claimed vouchers expire and can no longer be used.';
export const GIVEN = 'Voucher given to the customer';
export const REDEEMED = 'Voucher redeemed';

export const PROGRAM_CHIP: Record<PromotionStatus, { label: string; color: 'success' | 'info' | 'default' }> =
  {
    ACTIVE: { label: 'Active', color: 'success' },
    SCHEDULED: { label: 'Scheduled', color: 'info' },
    EXPIRED: { label: 'Ended', color: 'default' },
  };

export const VOUCHER_CHIP: Record<
  VoucherStatus,
  { label: string; color: 'success' | 'info' | 'default' | 'primary' }
> = {
  ISSUED: { label: 'Issued', color: 'info' },
  CLAIMED: { label: 'Claimed', color: 'primary' },
  REDEEMED: { label: 'Redeemed', color: 'success' },
  EXPIRED: { label: 'Expired', color: 'default' },
};

type Value = Pick<VoucherBatchFieldsFragment, 'valueType' | 'value'>;

/** "₱30.00 off", "10% off", "Free delivery". */
export function valueLabel(p: Value): string {
  if (p.valueType === 'FREE_SHIPPING') return 'Free delivery';
  if (p.valueType === 'PERCENT') return `${p.value}% off`;
  return `${formatPeso(p.value)} off`;
}

/** What a program gives: a batch "₱50.00 off · min ₱200.00"; a rebate "₱30.00 off a next order for orders of ₱500.00 or more". */
export function programSummary(
  p: Pick<VoucherBatchFieldsFragment, 'kind' | 'valueType' | 'value' | 'minimumPurchase'>,
) {
  if (p.kind === 'REBATE') {
    const gift = p.valueType === 'FREE_SHIPPING' ? 'Free delivery on' : `${valueLabel(p)}`;
    return `${gift} a next order for orders of ${formatPeso(p.minimumPurchase)} or more`;
  }
  return p.minimumPurchase > 0 ? `${valueLabel(p)} · min ${formatPeso(p.minimumPurchase)}` : valueLabel(p);
}

/** "12 issued · 3 claimed · 1 redeemed · 0 expired". */
export function countsSummary(c: VoucherBatchFieldsFragment['voucherCounts']): string {
  const n = (v: number) => v.toLocaleString('en-PH');
  return `${n(c.issued)} issued · ${n(c.claimed)} claimed · ${n(c.redeemed)} redeemed · ${n(c.expired)} expired`;
}

/** "2026-11-27 09:00 am – no end", in Manila time. */
export function datesSummary(p: Pick<VoucherBatchFieldsFragment, 'startsAt' | 'endsAt'>): string {
  return `${formatDateTime(p.startsAt)} – ${p.endsAt ? formatDateTime(p.endsAt) : 'no end'}`;
}

/** A customer's mobile number as read: '9171234567' → '+63 917 123 4567'. */
export const mobileLabel = (v: Pick<VoucherFieldsFragment, 'customerMobile' | 'status'>): string => {
  if (v.customerMobile) return formatPhMobile(v.customerMobile);
  return v.status === 'ISSUED' ? 'not given yet' : 'none recorded';
};

/** The dates that matter for a code at its status. */
export function voucherDates(v: VoucherFieldsFragment): string {
  const parts = [`Issued ${formatDateTime(v.createdAt)}`];
  if (v.claimedAt) parts.push(`claimed ${formatDateTime(v.claimedAt)}`);
  if (v.redeemedAt)
    parts.push(`redeemed ${formatDateTime(v.redeemedAt)}${v.redeemedInStore ? ' in store' : ''}`);
  else if (v.status === 'EXPIRED' && v.promotion.endsAt)
    parts.push(`expired ${formatDateTime(v.promotion.endsAt)}`);
  return parts.join(' · ');
}

/** End is offered while the program runs or waits. */
export const canEnd = (p: Pick<VoucherBatchFieldsFragment, 'status'>) => p.status !== 'EXPIRED';
