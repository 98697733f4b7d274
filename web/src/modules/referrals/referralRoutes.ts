import type { AppRouteName } from '../../bundles';
import type { ReferralLinkTarget } from '../../generated/graphql';

/** A referral list screen: which links it shows, and where a link's details open (document 2 §2.3). */
export interface ReferralSection {
  list: AppRouteName;
  target: ReferralLinkTarget;
  details: AppRouteName;
  /** What the list calls one link. */
  singular: string;
  intro: string;
}

const STORE_INTRO =
  'A link to your store for each place you share it (your bio, a group, an influencer): see the visits and orders each one brings.';
const PRODUCT_INTRO =
  'A link straight to one product, for a post, a flyer or a chat: see the visits and orders each one brings.';

export const REFERRAL_SECTIONS: readonly ReferralSection[] = [
  {
    list: 'ecommerce-referral',
    target: 'STORE',
    details: 'ecommerce-referral-link-details',
    singular: 'referral link',
    intro: STORE_INTRO,
  },
  {
    list: 'ecommerce-smart-retail-links',
    target: 'PRODUCT',
    details: 'ecommerce-referral-link-details',
    singular: 'smart retail link',
    intro: PRODUCT_INTRO,
  },
  {
    list: 'store-manager-smart-retail-links',
    target: 'PRODUCT',
    details: 'store-manager-referral-link-details',
    singular: 'smart retail link',
    intro: PRODUCT_INTRO,
  },
  {
    list: 'main-distributor-smart-retail-links',
    target: 'PRODUCT',
    details: 'main-distributor-referral-link-details',
    singular: 'smart retail link',
    intro: PRODUCT_INTRO,
  },
];

export const DETAIL_ROUTES = [...new Set(REFERRAL_SECTIONS.map((s) => s.details))];

/** The section of a list screen, or of a details screen (its first list). */
export function referralSection(name: string | undefined): ReferralSection {
  return (
    REFERRAL_SECTIONS.find((s) => s.list === name) ??
    REFERRAL_SECTIONS.find((s) => s.details === name) ??
    (REFERRAL_SECTIONS[0] as ReferralSection)
  );
}
