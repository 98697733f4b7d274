import type { ScreenMap } from '../../app/screens/types';
import { ORDER_ROUTE_NAMES } from './orderRoutes';

/**
 * The order tracker and order history of every bundle with orders (document 2 §2.3), one
 * implementation. Order details open on either with ?txn= (the notification drawer's link).
 * Shopify's orders keep the placeholder: they are Shopify's own data.
 */
const orders = () => import('./views/OrdersView');

export const ordersScreens: ScreenMap = Object.fromEntries(
  [...ORDER_ROUTE_NAMES.trackers, ...ORDER_ROUTE_NAMES.histories].map((name) => [name, orders]),
);
