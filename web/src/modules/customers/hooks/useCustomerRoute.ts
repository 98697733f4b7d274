import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { type AppRouteName, matchAppRoute } from '../../../bundles';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { CUSTOMER_ORDER_ROUTES, INBOX_ROUTE } from '../customerRoutes';

export interface CustomerRoute {
  appUuid: string;
  /** The manifest's title ('Customers'). */
  title: string;
  /** The uuid of ?customer=: the customer whose details are open. */
  customer: string | null;
  /** This screen with a customer open (?customer=), or closed (null). */
  detailsUrl: (uuid: string | null) => string;
  /** The bundle's order list with an order open; null where the bundle has none. */
  orderUrl: ((txn: string) => string) | null;
  /** The inbox with a conversation open; null where the bundle has no inbox. */
  conversationUrl: ((pageRecipientUuid: string) => string) | null;
}

const withQuery = (url: string, key: string, value: string) =>
  `${url}?${new URLSearchParams({ [key]: value })}`;

/** Where a customers screen is: its app, ?customer=, and the bundle's order and inbox routes. */
export function useCustomerRoute(): CustomerRoute | null {
  const app = useAppRoute();
  const { pathname, search } = useLocation();
  return useMemo(() => {
    const match = matchAppRoute(pathname);
    if (!app || !match) return null;
    const has = (name: AppRouteName | undefined): name is AppRouteName =>
      name !== undefined && match.bundle.routes.some((r) => r.name === name);
    const orders = CUSTOMER_ORDER_ROUTES[match.route.name];
    return {
      appUuid: app.appUUID,
      title: match.route.title,
      customer: new URLSearchParams(search).get('customer')?.trim() || null,
      detailsUrl: (uuid) => (uuid ? withQuery(pathname, 'customer', uuid) : pathname),
      orderUrl: has(orders) ? (txn) => withQuery(app.url(orders), 'txn', txn) : null,
      conversationUrl: has(INBOX_ROUTE)
        ? (recipient) => withQuery(app.url(INBOX_ROUTE), 'recipient', recipient)
        : null,
    };
  }, [app, pathname, search]);
}
