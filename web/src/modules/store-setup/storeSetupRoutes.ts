import { type AppRouteName, type BundleKey, findAppRoute } from '../../bundles';

/** Every bundle's Checkout Settings route (document 2 §2.3): one screen serves them all. */
export const CART_SETTINGS_ROUTES = [
  'ecommerce-cart-settings',
  'shopify-cart-settings',
  'b2b-cart-settings',
  'insurance-cart-settings',
  'store-management-cart-settings',
  'main-distributor-cart-settings',
] as const;

/** Every bundle's Shipping Manager list; its forms are `${list}-new` and `${list}-edit` where the bundle has them. */
export const SHIPPING_LIST_ROUTES = [
  'ecommerce-shipping',
  'shopify-shipping',
  'b2b-shipping',
  'insurance-shipping',
  'store-management-shipping',
  'store-manager-shipping',
  'main-distributor-shipping',
] as const;

export interface ShippingRouteNames {
  list: AppRouteName;
  /** Absent where the bundle has no create / edit screens (store manager, main distributor). */
  create?: AppRouteName;
  edit?: AppRouteName;
}

/** The Shipping Manager route names of a bundle, or null when it has none. */
export function shippingRouteNames(key: BundleKey): ShippingRouteNames | null {
  const list = SHIPPING_LIST_ROUTES.find((name) => findAppRoute(key, name) !== undefined);
  if (list === undefined) return null;
  const names: ShippingRouteNames = { list };
  const create = findAppRoute(key, `${list}-new`);
  const edit = findAppRoute(key, `${list}-edit`);
  if (create) names.create = create.name;
  if (edit) names.edit = edit.name;
  return names;
}
