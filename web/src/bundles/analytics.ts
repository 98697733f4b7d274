/**
 * Builders for the bundles' analytics pages (issue 19): which widgets each overview, performance
 * and figure page shows is data here and in each bundle's `analytics`, drawn by one generic view
 * (modules/analytics). Nothing here imports the widgets themselves, so the manifest stays small.
 */
import type { AnalyticsPage, AnalyticsWidget, AnalyticsWidgetKind, PendingWidget } from './types';

/** A dashboard page: these widgets, in order. */
export const page = (...widgets: AnalyticsWidget[]): AnalyticsPage => ({ widgets });

/**
 * A figure's own page: its widget expanded, then any that explain it (Today's Sales Amount with the
 * sales by day). The dashboard's "View all" link of a widget opens the page it comes first on.
 */
export const detail = (widget: AnalyticsWidget, ...more: AnalyticsWidget[]): AnalyticsPage => ({
  widgets: [widget, ...more],
  expanded: true,
});

/** A figure with no data source yet, with the plain words that say what will appear and when. */
export const pending = (id: string, title: string, message: string): PendingWidget => ({
  kind: 'pending',
  id,
  title,
  message,
});

/** The key figures of a store that takes orders: sales, orders, average order value, repeat customers. */
export const STORE_KPIS: readonly AnalyticsWidgetKind[] = [
  'net-sales',
  'orders',
  'average-order-value',
  'repeat-customer-rate',
];

/** Today's figures and the range's key figures: how the store did today and in the period, at a glance. */
export const OVERVIEW_KPIS: readonly AnalyticsWidgetKind[] = ['sales-amount', ...STORE_KPIS];

/** A performance page of a store: the period's figures, sales by day, and the products that do best. */
export const STORE_PERFORMANCE = page(
  ...STORE_KPIS,
  'visits',
  'product-views',
  'sales-chart',
  'most-viewed-products',
  'most-sold-products',
);
