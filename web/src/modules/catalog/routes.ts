import type { ScreenMap } from '../../app/screens/types';
import {
  LIST_ONLY_PRODUCT_ROUTES,
  LOW_INVENTORY_ROUTES,
  PRODUCTS_PREFIXES,
  STORE_PRODUCT_PREFIXES,
} from './productRoutes';

/**
 * The catalog module's product, category and add-on screens, under every bundle's route names
 * (document 2 §2.3): one implementation; the views find their sibling routes from the manifest.
 * Shopify gets the product list alone (its products sync from Shopify; it has no product forms in
 * the manifest); its categories and add-ons keep the placeholder (they are Shopify's own data). The
 * overview's Low Inventory Products is the product list on its low-inventory view.
 */
const CATEGORY_PREFIXES = [
  'ecommerce',
  'b2b',
  'inquiry',
  'insurance',
  'store-manager',
  'main-distributor',
] as const;
const ADD_ON_PREFIXES = ['ecommerce', 'b2b', 'insurance', 'store-manager', 'main-distributor'] as const;

const categoryList = () => import('./views/CategoryListView');
const categoryForm = () => import('./views/CategoryFormView');
const categoryDetails = () => import('./views/CategoryDetailsView');
const addOnList = () => import('./views/AddOnListView');
const addOnForm = () => import('./views/AddOnFormView');
const productList = () => import('./views/ProductListView');
const productForm = () => import('./views/ProductFormView');
const productDetails = () => import('./views/ProductDetailsView');

/** A bundle's product screens: its list ('{prefix}-products' or '{prefix}-product') and its forms. */
const productScreens = (prefix: string, list: string) => [
  [list, productList],
  [`${prefix}-product-new`, productForm],
  [`${prefix}-product-edit`, productForm],
  [`${prefix}-product-details`, productDetails],
];

export const catalogScreens: ScreenMap = Object.fromEntries([
  ...PRODUCTS_PREFIXES.flatMap((p) => productScreens(p, `${p}-products`)),
  ...STORE_PRODUCT_PREFIXES.flatMap((p) => productScreens(p, `${p}-product`)),
  ...[...LIST_ONLY_PRODUCT_ROUTES, ...LOW_INVENTORY_ROUTES].map((name) => [name, productList]),
  ...CATEGORY_PREFIXES.flatMap((p) => [
    [`${p}-categories`, categoryList],
    [`${p}-categories-new`, categoryForm],
    [`${p}-categories-edit`, categoryForm],
    [`${p}-categories-details`, categoryDetails],
  ]),
  ...ADD_ON_PREFIXES.flatMap((p) => [
    [`${p}-addons`, addOnList],
    [`${p}-addons-new`, addOnForm],
    [`${p}-addons-edit`, addOnForm],
  ]),
]);
