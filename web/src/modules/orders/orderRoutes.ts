/*
 * The order screens under every bundle's route names (document 2 §2.3): each bundle with orders has
 * '{prefix}-orders-by-status' (the tracker, orders/:status/:filter?) and '{prefix}-order-history';
 * mall stores management has one 'store-management-orders' list. One implementation serves all.
 */

import { type AppRouteName, appRouteNameOrNull } from '../../bundles';

export const ORDER_PREFIXES = [
  'ecommerce',
  'b2b',
  'distributor',
  'insurance',
  'store-manager',
  'main-distributor',
] as const;

export const MALL_ORDERS_ROUTE = 'store-management-orders' satisfies AppRouteName;

const TRACKER = '-orders-by-status';
const HISTORY = '-order-history';

export interface OrderRouteNames {
  kind: 'tracker' | 'history';
  /** null where the bundle has no order tracker (mall stores management). */
  tracker: AppRouteName | null;
  history: AppRouteName;
}

/** The sibling order routes of an order screen's route name; null for any other name. */
export function orderRouteNames(name: AppRouteName): OrderRouteNames | null {
  if (name === MALL_ORDERS_ROUTE) return { kind: 'history', tracker: null, history: name };
  if (name.endsWith(TRACKER)) {
    const history = appRouteNameOrNull(`${name.slice(0, -TRACKER.length)}${HISTORY}`);
    return history === null ? null : { kind: 'tracker', tracker: name, history };
  }
  if (name.endsWith(HISTORY)) {
    const tracker = appRouteNameOrNull(`${name.slice(0, -HISTORY.length)}${TRACKER}`);
    return { kind: 'history', tracker, history: name };
  }
  return null;
}

/** Every route name the order screens answer to (the types check that the manifest has each). */
export const ORDER_ROUTE_NAMES = {
  trackers: ORDER_PREFIXES.map((p) => `${p}${TRACKER}` as const),
  histories: [...ORDER_PREFIXES.map((p) => `${p}${HISTORY}` as const), MALL_ORDERS_ROUTE],
} satisfies Record<string, readonly AppRouteName[]>;
