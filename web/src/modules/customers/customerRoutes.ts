/*
 * The customer screens under every bundle's route names (document 2 §2): '{prefix}-customers'. Each
 * links a customer's orders to its bundle's order list (details open there with ?txn=). Shopify's
 * customers keep the placeholder: they are Shopify's own data.
 */

import type { AppRouteName } from '../../bundles';

/** Customers route name -> the same bundle's order list route (where ?txn= opens an order). */
export const CUSTOMER_ORDER_ROUTES: Readonly<Partial<Record<AppRouteName, AppRouteName>>> = {
  'ecommerce-customers': 'ecommerce-order-history',
  'b2b-customers': 'b2b-order-history',
  'store-management-customers': 'store-management-orders',
  'main-distributor-customers': 'main-distributor-order-history',
  'insurance-customers': 'insurance-order-history',
};

export const CUSTOMER_ROUTE_NAMES = Object.keys(CUSTOMER_ORDER_ROUTES);

/** The inbox route: ?recipient= opens a conversation. */
export const INBOX_ROUTE = 'inbox-manager' satisfies AppRouteName;
