/**
 * Where a row of a figure's table leads: a product to its page, an order to its details in the
 * bundle's order list (?txn=), a customer to their details (?customer=). Each comes from the routes
 * the bundle has; a bundle without the screen gets no link (the row stays plain text).
 */
import type { AppRouteName, BundleDef } from '../../bundles';
import { appDerivedParams } from '../../shell/rules/nav';
import type { AppRoute } from '../apps/hooks/useAppRoute';
import { CUSTOMER_ROUTE_NAMES } from '../customers/customerRoutes';
import { ORDER_ROUTE_NAMES } from '../orders/orderRoutes';

export interface RowLinks {
  product: ((productUuid: string) => string) | null;
  order: ((transactionNumber: string) => string) | null;
  customer: ((customerUuid: string) => string) | null;
}

export const NO_LINKS: RowLinks = { product: null, order: null, customer: null };

/** What the product tables call a product deleted since (it has no page to open). */
export const DELETED_PRODUCT = 'A deleted product';

const withQuery = (url: string, key: string, value: string) =>
  `${url}?${new URLSearchParams({ [key]: value })}`;

/** The row links of one app's dashboards, from its bundle's routes. */
export function rowLinks(bundle: Pick<BundleDef, 'routes'>, app: Pick<AppRoute, 'key' | 'url'>): RowLinks {
  const names = bundle.routes.map((r) => r.name as AppRouteName);
  const first = (ok: (name: AppRouteName) => boolean) => names.find(ok) ?? null;
  const details = first((n) => n.endsWith('-product-details'));
  const orders = first((n) => (ORDER_ROUTE_NAMES.histories as readonly string[]).includes(n));
  const customers = first((n) => (CUSTOMER_ROUTE_NAMES as readonly string[]).includes(n));
  return {
    product: details ? (uuid) => app.url(details, { ...appDerivedParams(app.key), uuid }) : null,
    order: orders ? (txn) => withQuery(app.url(orders), 'txn', txn) : null,
    customer: customers ? (uuid) => withQuery(app.url(customers), 'customer', uuid) : null,
  };
}
