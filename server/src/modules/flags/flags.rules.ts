/** Feature flags of a store (document 1 §4): set per store by the platform; every one is on by default. */
export interface FeatureFlags {
  /** Bulk publish, unpublish and delete of products. */
  bulkable: boolean;
  /** Catalog import from CSV. */
  importableCsv: boolean;
  /** Orders export to CSV. */
  ordersExportable: boolean;
  /** The storefront's checkout offers an order for a later day (document 2 §3). */
  allowAdvanceOrder: boolean;
}

/** What a store without a row of its own has (the table's column defaults are these). */
export const DEFAULT_FLAGS: Readonly<FeatureFlags> = {
  bulkable: true,
  importableCsv: true,
  ordersExportable: true,
  allowAdvanceOrder: true,
};
