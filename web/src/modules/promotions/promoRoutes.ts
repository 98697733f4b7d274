import type { AppRouteName } from '../../bundles';
import type { PromotionKind } from '../../generated/graphql';

/** One tab of a promotions list: the kind it lists, and the routes that create and edit one. */
export interface PromoTab {
  kind: PromotionKind;
  /** The tab's label, e.g. 'Discount codes'. */
  label: string;
  /** One of them in a sentence, e.g. 'discount code'. */
  singular: string;
  create: AppRouteName;
  edit: AppRouteName;
}

/** A bundle's promotions list (document 2 §2.3): its route and the kinds it lists, as tabs. */
export interface PromoSection {
  list: AppRouteName;
  intro: string;
  tabs: readonly PromoTab[];
}

const CODES = 'Codes your customers type at checkout for a discount or free delivery.';
/** The stacking rules (docs/decisions.md "Promotions"), as the merchant reads them. */
const STACKING =
  'At checkout the best automatic discount applies by itself, then up to 3 codes, each on what is left; a total never goes below zero.';
const CART = 'Spend thresholds the cart advertises: "Add ₱150.00 more for free delivery".';

const codeTab = (prefix: string, label = 'Discount codes', singular = 'discount code'): PromoTab => ({
  kind: 'CODE',
  label,
  singular,
  create: `${prefix}-new` as AppRouteName,
  edit: `${prefix}-edit` as AppRouteName,
});
const cartTab = (prefix: string): PromoTab => ({
  kind: 'CART',
  label: 'Cart promos',
  singular: 'cart promo',
  create: `${prefix}-new` as AppRouteName,
  edit: `${prefix}-edit` as AppRouteName,
});

/**
 * Every promotions screen this module builds, by bundle. The store-management and store-manager
 * rebates and vouchers are the vouchers module's screens.
 */
export const PROMO_SECTIONS: readonly PromoSection[] = [
  {
    list: 'ecommerce-promos',
    intro: `Discount codes your customers type, and automatic discounts applied when their conditions hold. ${STACKING}`,
    tabs: [
      codeTab('ecommerce-promos'),
      {
        kind: 'AUTOMATIC',
        label: 'Automatic discounts',
        singular: 'automatic discount',
        create: 'ecommerce-automatic-discount-new',
        edit: 'ecommerce-automatic-discount-edit',
      },
    ],
  },
  { list: 'ecommerce-cart-promos', intro: CART, tabs: [cartTab('ecommerce-cart-promos')] },
  { list: 'b2b-promo-codes', intro: CODES, tabs: [codeTab('b2b-promo-codes', 'Promo codes', 'promo code')] },
  { list: 'b2b-cart-promos', intro: CART, tabs: [cartTab('b2b-cart-promos')] },
  {
    list: 'store-management-promo-codes',
    intro: CODES,
    tabs: [codeTab('store-management-promo-codes', 'Promo codes', 'promo code')],
  },
  { list: 'store-management-cart-promos', intro: CART, tabs: [cartTab('store-management-cart-promos')] },
  {
    list: 'main-distributor-promos',
    intro: 'Voucher codes your customers type at checkout for a discount or free delivery.',
    tabs: [codeTab('main-distributor-promos', 'Vouchers', 'voucher')],
  },
  { list: 'insurance-promos', intro: CODES, tabs: [codeTab('insurance-promos')] },
  { list: 'insurance-cart-promos', intro: CART, tabs: [cartTab('insurance-cart-promos')] },
  // A Shopify store's in-app checkout takes the store's own codes too (Shopify's discounts stay in Shopify).
  { list: 'shopify-promos', intro: `${CODES} ${STACKING}`, tabs: [codeTab('shopify-promos')] },
];

/** Every route name above: the list, and each tab's create and edit. */
export const PROMO_ROUTE_NAMES: readonly AppRouteName[] = PROMO_SECTIONS.flatMap((s) => [
  s.list,
  ...s.tabs.flatMap((t) => [t.create, t.edit]),
]);

export interface PromoScreen {
  section: PromoSection;
  /** The tab of a create or edit screen (its kind); the first tab on a list. */
  tab: PromoTab;
}

/** The section (and tab) a screen belongs to; without a screen name (tests), ecommerce's discount codes. */
export function promoScreen(screenName: string | undefined): PromoScreen {
  const name = screenName ?? 'ecommerce-promos';
  for (const section of PROMO_SECTIONS) {
    const tab = section.tabs.find((t) => t.create === name || t.edit === name);
    if (tab) return { section, tab };
    if (section.list === name) return { section, tab: section.tabs[0] as PromoTab };
  }
  const fallback = PROMO_SECTIONS[0] as PromoSection;
  return { section: fallback, tab: fallback.tabs[0] as PromoTab };
}
