/**
 * The product screens' route names in every bundle (document 2 §2.3): 'ecommerce-products' with
 * 'ecommerce-product-new', store-manager's 'store-manager-product' with 'store-manager-product-new',
 * Shopify's list alone, and the overview's 'ecommerce-low-inventory-products'.
 */
import { type AppRouteName, appRouteNameOrNull } from '../../bundles';

/** Bundles whose list is '{prefix}-products'. */
export const PRODUCTS_PREFIXES = ['ecommerce', 'b2b', 'inquiry', 'insurance'] as const;
/** Bundles built from store-routes.ts, whose list is '{prefix}-product'. */
export const STORE_PRODUCT_PREFIXES = ['store-manager', 'main-distributor'] as const;
/** Product lists without forms (Shopify's products are synced from Shopify). */
export const LIST_ONLY_PRODUCT_ROUTES = ['shopify-products'] as const;
/** Overview routes that open the list as its low-inventory view. */
export const LOW_INVENTORY_ROUTES = ['ecommerce-low-inventory-products'] as const;

export interface ProductRouteNames {
  list: AppRouteName;
  /** null where the bundle has no such screen. */
  create: AppRouteName | null;
  edit: AppRouteName | null;
  details: AppRouteName | null;
  /** The screen shown opens the list on its low-inventory view. */
  lowInventory: boolean;
}

const SUFFIX = /-(low-inventory-products|products|product|product-new|product-edit|product-details)$/;

/**
 * The sibling product screens of the screen named `current`, among the bundle's route names; null
 * when the bundle has no product list for it.
 */
export function productRouteNames(current: string, has: (name: string) => boolean): ProductRouteNames | null {
  const prefix = current.replace(SUFFIX, '');
  const known = (name: string) => (has(name) ? appRouteNameOrNull(name) : null);
  const list = known(`${prefix}-products`) ?? known(`${prefix}-product`);
  if (list === null) return null;
  const named = (suffix: string) => known(`${prefix}-product-${suffix}`);
  return {
    list,
    create: named('new'),
    edit: named('edit'),
    details: named('details'),
    lowInventory: current.endsWith('-low-inventory-products'),
  };
}
