import type { ScreenMap } from '../../app/screens/types';

/** Every bundle with store-setup delivery areas (document 2 §2.3); Shopify's is a placeholder screen. */
const BUNDLE_PREFIXES = ['ecommerce', 'b2b', 'store-management', 'main-distributor', 'insurance'] as const;

/** The delivery-areas screens under each bundle's route names; each is its own lazy chunk. */
export const deliveryAreasScreens: ScreenMap = Object.fromEntries(
  BUNDLE_PREFIXES.flatMap((prefix) => [
    [`${prefix}-delivery-areas`, () => import('./views/DeliveryAreasView')],
    [`${prefix}-delivery-areas-new`, () => import('./views/DeliveryAreaCreateView')],
    [`${prefix}-delivery-areas-edit`, () => import('./views/DeliveryAreaEditView')],
  ]),
);
