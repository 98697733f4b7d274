import { describe, expect, it } from 'vitest';
import { bundles } from '../../bundles';
import { orderHistoryRoute } from '../notifications/target';
import { MALL_ORDERS_ROUTE, ORDER_ROUTE_NAMES, orderRouteNames } from './orderRoutes';
import { ordersScreens } from './routes';

const allRoutes = Object.values(bundles).flatMap((b) => b.routes);

describe('order routes', () => {
  it('answers every bundle order route of the manifest except Shopify’s, and only real route names', () => {
    const manifest = allRoutes
      .map((r) => r.name)
      .filter((n) => /-orders-by-status$|-order-history$/.test(n) || n === MALL_ORDERS_ROUTE)
      .filter((n) => !n.startsWith('shopify-'));
    expect(Object.keys(ordersScreens).sort()).toEqual([...new Set(manifest)].sort());
    for (const name of [...ORDER_ROUTE_NAMES.trackers, ...ORDER_ROUTE_NAMES.histories])
      expect(allRoutes.some((r) => r.name === name)).toBe(true);
  });

  it('serves the route each notification link targets (the order history, or mall orders)', () => {
    for (const key of Object.keys(bundles) as (keyof typeof bundles)[]) {
      const target = orderHistoryRoute({ key, serviceBundle: null });
      if (target === undefined || target.startsWith('shopify-')) continue;
      expect(ordersScreens[target], `${key}: ${target}`).toBeDefined();
    }
  });

  it('finds the tracker and history siblings of each order route', () => {
    expect(orderRouteNames('b2b-orders-by-status')).toEqual({
      kind: 'tracker',
      tracker: 'b2b-orders-by-status',
      history: 'b2b-order-history',
    });
    expect(orderRouteNames('main-distributor-order-history')).toEqual({
      kind: 'history',
      tracker: 'main-distributor-orders-by-status',
      history: 'main-distributor-order-history',
    });
    expect(orderRouteNames(MALL_ORDERS_ROUTE)).toEqual({
      kind: 'history',
      tracker: null,
      history: MALL_ORDERS_ROUTE,
    });
    expect(orderRouteNames('ecommerce-products')).toBeNull();
  });
});
