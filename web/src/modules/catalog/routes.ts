import type { ScreenMap } from '../../app/screens/types';

/**
 * The catalog module's category and add-on screens, under every bundle's route names (document 2
 * §2.3): one implementation; the views find their sibling routes from the manifest. Shopify's
 * categories and add-ons keep the manifest's placeholder (they are Shopify's own data).
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

export const catalogScreens: ScreenMap = Object.fromEntries([
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
