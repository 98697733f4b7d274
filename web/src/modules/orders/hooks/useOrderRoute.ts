import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { matchAppRoute } from '../../../bundles';
import type { OrderStatus } from '../../../generated/graphql';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { ADVANCE_FILTER, type OrderScope, trackerStatus } from '../orderList';
import { orderRouteNames } from '../orderRoutes';

export interface OrderRoute {
  appUuid: string;
  kind: 'tracker' | 'history';
  /** The manifest's title ('Order Tracker', 'Order History', 'Orders'). */
  title: string;
  scope: OrderScope;
  /** The transaction number of ?txn=: the order whose details are open. */
  txn: string | null;
  /** null where the bundle has no tracker. */
  trackerUrl: ((status: OrderStatus, advance: boolean) => string) | null;
  historyUrl: string;
  /** This screen with an order open (?txn=), or closed (null). */
  detailsUrl: (txn: string | null) => string;
}

/** Where an order screen is: its app, its bundle's order routes, the tracker's status and filter, ?txn=. */
export function useOrderRoute(): OrderRoute | null {
  const app = useAppRoute();
  const { pathname, search } = useLocation();
  return useMemo(() => {
    const match = matchAppRoute(pathname);
    if (!app || !match) return null;
    const names = orderRouteNames(match.route.name);
    if (!names) return null;
    const tracker = names.tracker;
    const txn = new URLSearchParams(search).get('txn')?.trim() || null;
    return {
      appUuid: app.appUUID,
      kind: names.kind,
      title: match.route.title,
      scope:
        names.kind === 'tracker'
          ? { status: trackerStatus(match.params.status), advance: match.params.filter === ADVANCE_FILTER }
          : { status: null, advance: false },
      txn,
      trackerUrl:
        tracker && match.bundle.routes.some((r) => r.name === tracker)
          ? (status, advance) => app.url(tracker, { status, ...(advance ? { filter: ADVANCE_FILTER } : {}) })
          : null,
      historyUrl: app.url(names.history),
      detailsUrl: (next) => (next ? `${pathname}?${new URLSearchParams({ txn: next })}` : pathname),
    };
  }, [app, pathname, search]);
}
