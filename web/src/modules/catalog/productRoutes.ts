/**
 * The product screens' route names in every bundle (document 2 §2.3): 'ecommerce-products' with
 * 'ecommerce-product-new', store-manager's 'store-manager-product' with 'store-manager-product-new',
 * Shopify's list alone, and the overview's 'ecommerce-low-inventory-products'.
 */

/** Bundles whose list is '{prefix}-products'. */
export const PRODUCTS_PREFIXES = ['ecommerce', 'b2b', 'inquiry', 'insurance'] as const;
/** Bundles built from store-routes.ts, whose list is '{prefix}-product'. */
export const STORE_PRODUCT_PREFIXES = ['store-manager', 'main-distributor'] as const;
/** Product lists without forms (Shopify's products are synced from Shopify). */
export const LIST_ONLY_PRODUCT_ROUTES = ['shopify-products'] as const;
/** Overview routes that open the list as its low-inventory view. */
export const LOW_INVENTORY_ROUTES = ['ecommerce-low-inventory-products'] as const;

export interface ProductRouteNames {
  list: string;
  /** null where the bundle has no such screen. */
  create: string | null;
  edit: string | null;
  details: string | null;
  /** The screen shown opens the list on its low-inventory view. */
  lowInventory: boolean;
}

const SUFFIX = /-(low-inventory-products|products|product|product-new|product-edit|product-details)$/;

/** The sibling product screens of the screen named `current`, among the bundle's route names. */
export function productRouteNames(current: string, has: (name: string) => boolean): ProductRouteNames {
  const prefix = current.replace(SUFFIX, '');
  const list = has(`${prefix}-products`) ? `${prefix}-products` : `${prefix}-product`;
  const named = (suffix: string) =>
    has(`${prefix}-product-${suffix}`) ? `${prefix}-product-${suffix}` : null;
  return {
    list,
    create: named('new'),
    edit: named('edit'),
    details: named('details'),
    lowInventory: current.endsWith('-low-inventory-products'),
  };
}
