/**
 * Feature flags of a store (document 1 §4, document 2 §3): set per store by the platform, read by the
 * console and the storefront. The first four were on for every store before flags had a table; the
 * others are off unless the platform turns them on, but for referrals, product tracking and remarks,
 * which every store had.
 */
export interface FeatureFlags {
  /** Bulk publish, unpublish and delete of products. */
  bulkable: boolean;
  /** Catalog import from CSV. */
  importableCsv: boolean;
  /** Orders export to CSV. */
  ordersExportable: boolean;
  /** The storefront's checkout offers an order for a later day (document 2 §3). */
  allowAdvanceOrder: boolean;
  /** Referrals (referral links, top referrals). */
  referrable: boolean;
  /** The store must pass KYC verification (store-setup/payment/kyc-verification). */
  appliesKyc: boolean;
  /** Product views and sales are tracked for the performance screens. */
  productTrackable: boolean;
  /** The store runs a kiosk (in-store tracking). */
  kioskTracker: boolean;
  /** Customers may add remarks to their order at checkout. */
  allowProductRemarks: boolean;
  /** An insurance store (insurance bundle features). */
  insurance: boolean;
  /** A Sun Life partner store. */
  sunLife: boolean;
  /** Shipping partners the store may book: Lalamove and Grab Express. */
  withLalamoveShipping: boolean;
  withGrabExpressShipping: boolean;
  /** The storefront offers paying online (card, GCash, Maya) through the payment provider. */
  onlinePayments: boolean;
  /** The Monday reminder to promote the business (document 3 §9); the merchant may turn it off. */
  businessPromotionReminder: boolean;
  /**
   * Broadcasts may reach customers outside the 24-hour window who opted in to the page's marketing
   * messages (Meta's paid marketing messages), when the page has any.
   */
  marketingMessages: boolean;
}

/** What a store without a row of its own has (the table's column defaults are these). */
export const DEFAULT_FLAGS: Readonly<FeatureFlags> = {
  bulkable: true,
  importableCsv: true,
  ordersExportable: true,
  allowAdvanceOrder: true,
  referrable: true,
  appliesKyc: false,
  productTrackable: true,
  kioskTracker: false,
  allowProductRemarks: true,
  insurance: false,
  sunLife: false,
  withLalamoveShipping: false,
  withGrabExpressShipping: false,
  onlinePayments: false,
  businessPromotionReminder: true,
  marketingMessages: false,
};

export const FLAG_DESCRIPTIONS: Readonly<Record<keyof FeatureFlags, string>> = {
  bulkable: 'Bulk publish, unpublish and delete of products.',
  importableCsv: 'Catalog import from CSV.',
  ordersExportable: 'Orders export to CSV.',
  allowAdvanceOrder: 'The storefront offers orders for a later day.',
  referrable: 'Referrals (referral links, top referrals).',
  appliesKyc: 'The store must pass KYC verification.',
  productTrackable: 'Product views and sales are tracked.',
  kioskTracker: 'The store runs a kiosk.',
  allowProductRemarks: 'Customers may add remarks to their order at checkout.',
  insurance: 'An insurance store.',
  sunLife: 'A Sun Life partner store.',
  withLalamoveShipping: 'Lalamove is offered as a shipping partner.',
  withGrabExpressShipping: 'Grab Express is offered as a shipping partner.',
  onlinePayments: 'Customers may pay online (card, GCash, Maya) at checkout.',
  businessPromotionReminder: 'The console reminds the team on Mondays to promote the store.',
  marketingMessages:
    "Broadcasts reach customers outside the 24-hour window who opted in to the page's marketing messages (paid by Meta per message).",
};
