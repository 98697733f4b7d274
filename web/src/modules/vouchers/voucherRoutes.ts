import type { AppRouteName } from '../../bundles';
import type { PromotionKind, VoucherStatus } from '../../generated/graphql';

/** The :status param of store-management's vouchers and rebates: the batches, then the codes by status. */
export const VOUCHER_TABS = [
  { value: 'active', label: 'Programs', status: null },
  { value: 'issued', label: 'Issued', status: 'ISSUED' },
  { value: 'claimed', label: 'Claimed', status: 'CLAIMED' },
  { value: 'redeemed', label: 'Redeemed', status: 'REDEEMED' },
  { value: 'expired', label: 'Expired', status: 'EXPIRED' },
] as const satisfies readonly { value: string; label: string; status: VoucherStatus | null }[];
export type VoucherTab = (typeof VOUCHER_TABS)[number];

/** What one kind is called on the screens. */
export interface KindWords {
  kind: 'VOUCHER' | 'REBATE';
  /** 'voucher batch', 'rebate'. */
  singular: string;
  /** The programs tab's label. */
  programs: string;
  intro: string;
}

export const KIND_WORDS: Record<'VOUCHER' | 'REBATE', KindWords> = {
  VOUCHER: {
    kind: 'VOUCHER',
    singular: 'voucher batch',
    programs: 'Batches',
    intro:
      'A batch issues single-use codes: give one to a customer by mobile number, and it is redeemed at checkout or at your counter.',
  },
  REBATE: {
    kind: 'REBATE',
    singular: 'rebate',
    programs: 'Rebates',
    intro:
      'A rebate gives each customer a voucher for a next order when an order of at least its minimum purchase completes.',
  },
};

export const kindWords = (kind: PromotionKind): KindWords =>
  kind === 'REBATE' ? KIND_WORDS.REBATE : KIND_WORDS.VOUCHER;

/** The store-management screens: one per kind, its tab in the :status param. */
export const MANAGEMENT_SCREENS: Readonly<Record<string, 'VOUCHER' | 'REBATE'>> = {
  'store-management-vouchers': 'VOUCHER',
  'store-management-rebates': 'REBATE',
};

/** The kind of a store-management screen; vouchers without a screen name (tests). */
export const managementKind = (screenName: string | undefined): 'VOUCHER' | 'REBATE' =>
  MANAGEMENT_SCREENS[screenName ?? ''] ?? 'VOUCHER';

/** The tab of a :status param; the programs for anything else. */
export const tabOf = (status: string | undefined): VoucherTab =>
  VOUCHER_TABS.find((t) => t.value === status) ?? VOUCHER_TABS[0];

/** The bundles with the store-manager screen set (bundles/store-routes.ts). */
export const STORE_PREFIXES = ['store-manager', 'main-distributor'] as const;
export type StorePrefix = (typeof STORE_PREFIXES)[number];

/** A store-manager screen's routes: the list (Rebates), the counter (Redeemed Vouchers) and the form. */
export function storeRoutes(screenName: string | undefined) {
  const prefix: StorePrefix =
    STORE_PREFIXES.find((p) => screenName?.startsWith(`${p}-`)) ?? STORE_PREFIXES[0];
  return {
    list: `${prefix}-vouchers` as AppRouteName,
    redemption: `${prefix}-vouchers-redemption` as AppRouteName,
    create: `${prefix}-vouchers-new` as AppRouteName,
  };
}
