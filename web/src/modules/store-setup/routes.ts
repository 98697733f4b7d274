import type { ScreenMap } from '../../app/screens/types';
import { isAppRouteName } from '../../bundles';
import { CART_SETTINGS_ROUTES, SHIPPING_LIST_ROUTES } from './storeSetupRoutes';

const checkout = () => import('./views/CheckoutSettingsView');
const list = () => import('./views/ShippingMethodsView');
const form = () => import('./views/ShippingMethodFormView');
const payment = () => import('./views/PaymentManagerView');

/** Payment Manager under the bundles that have one (store-setup/payment). */
const PAYMENT_ROUTES = ['ecommerce-payment', 'insurance-payment', 'shopify-payment'];

/**
 * Store setup screens (document 2 §2.3): one Checkout Settings and one Shipping Manager implementation,
 * served under every bundle's route names.
 */
export const storeSetupScreens: ScreenMap = Object.fromEntries(
  [
    ...CART_SETTINGS_ROUTES.map((name) => [name, checkout] as const),
    ...PAYMENT_ROUTES.map((name) => [name, payment] as const),
    ...SHIPPING_LIST_ROUTES.flatMap((name) => [
      [name, list] as const,
      [`${name}-new`, form] as const,
      [`${name}-edit`, form] as const,
    ]),
  ].filter(([name]) => isAppRouteName(name)),
);
