/*
 * The order screens under every bundle's route names (document 2 §2.3): each bundle with orders has
 * '{prefix}-orders-by-status' (the tracker, orders/:status/:filter?) and '{prefix}-order-history';
 * mall stores management has one 'store-management-orders' list. One implementation serves all.
 */

export const ORDER_PREFIXES = [
  'ecommerce',
  'b2b',
  'distributor',
  'insurance',
  'store-manager',
  'main-distributor',
] as const;

export const MALL_ORDERS_ROUTE = 'store-management-orders';

const TRACKER = '-orders-by-status';
const HISTORY = '-order-history';

export interface OrderRouteNames {
  kind: 'tracker' | 'history';
  /** null where the bundle has no order tracker (mall stores management). */
  tracker: string | null;
  history: string;
}

/** The sibling order routes of an order screen's route name; null for any other name. */
export function orderRouteNames(name: string): OrderRouteNames | null {
  if (name === MALL_ORDERS_ROUTE) return { kind: 'history', tracker: null, history: name };
  if (name.endsWith(TRACKER)) {
    const prefix = name.slice(0, -TRACKER.length);
    return { kind: 'tracker', tracker: name, history: `${prefix}${HISTORY}` };
  }
  if (name.endsWith(HISTORY)) {
    const prefix = name.slice(0, -HISTORY.length);
    return { kind: 'history', tracker: `${prefix}${TRACKER}`, history: name };
  }
  return null;
}

/** Every route name the order screens answer to. */
export const ORDER_ROUTE_NAMES = {
  trackers: ORDER_PREFIXES.map((p) => `${p}${TRACKER}`),
  histories: [...ORDER_PREFIXES.map((p) => `${p}${HISTORY}`), MALL_ORDERS_ROUTE],
};
