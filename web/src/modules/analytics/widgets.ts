/**
 * What each widget is called, whether it sits in the key-figures grid, and which parts of the one
 * storeAnalytics request (and which other queries) a page's widgets need: the page asks for
 * exactly that, in one request.
 */
import type { AnalyticsWidget, AnalyticsWidgetKind } from '../../bundles';

export const WIDGET_TITLES: Readonly<Record<AnalyticsWidgetKind, string>> = {
  'net-sales': 'Net Sales',
  orders: 'Orders',
  'average-order-value': 'Average Order Value',
  'repeat-customer-rate': 'Repeat Customer Rate',
  'sales-amount': "Today's Sales Amount",
  visits: 'Store Visits',
  'product-views': 'Product Views',
  'sales-chart': 'Sales by Day',
  'sales-funnel': 'Sales Funnel',
  'latest-sold-products': 'Latest Sold Products',
  'latest-customers': 'Latest Customers',
  'top-referrals': 'Top Referrals',
  'low-inventory-products': 'Low Inventory Products',
  'store-launch': 'Store Launch',
  'most-viewed-products': 'Most Viewed Products',
  'most-sold-products': 'Most Sold Products',
};

/** The key figures: one tile each, together in one grid at the top of the page. */
export const KPI_WIDGETS: ReadonlySet<AnalyticsWidgetKind> = new Set<AnalyticsWidgetKind>([
  'sales-amount',
  'net-sales',
  'orders',
  'average-order-value',
  'repeat-customer-rate',
  'visits',
  'product-views',
]);

export const widgetKey = (widget: AnalyticsWidget): string =>
  typeof widget === 'string' ? widget : `pending:${widget.id}`;

export const widgetTitle = (widget: AnalyticsWidget): string =>
  typeof widget === 'string' ? WIDGET_TITLES[widget] : widget.title;

export const isKpi = (widget: AnalyticsWidget): widget is AnalyticsWidgetKind =>
  typeof widget === 'string' && KPI_WIDGETS.has(widget);

/** Rows a list shows on a dashboard, and on its own page. */
export const DASHBOARD_ROWS = 5;
export const EXPANDED_ROWS = 20;

/** What a page's widgets need of the one storeAnalytics request. */
export interface WidgetNeeds {
  /** Any storeAnalytics figure of the chosen range. */
  period: boolean;
  today: boolean;
  funnel: boolean;
  days: boolean;
  referrals: boolean;
  viewed: boolean;
  sold: boolean;
  latest: boolean;
}

export function needsOf(widgets: readonly AnalyticsWidget[]): WidgetNeeds {
  const has = (...kinds: AnalyticsWidgetKind[]) => widgets.some((w) => kinds.some((k) => k === w));
  return {
    period: has(
      'net-sales',
      'orders',
      'average-order-value',
      'repeat-customer-rate',
      'visits',
      'product-views',
      'sales-chart',
      'sales-funnel',
      'latest-sold-products',
      'top-referrals',
      'most-viewed-products',
      'most-sold-products',
    ),
    today: has('sales-amount'),
    funnel: has('sales-funnel', 'visits', 'product-views'),
    days: has('sales-chart'),
    referrals: has('top-referrals'),
    viewed: has('most-viewed-products'),
    sold: has('most-sold-products'),
    latest: has('latest-sold-products'),
  };
}

/** Whether the page's figures depend on the date range (a page of pending figures has no range). */
export function usesRange(needs: WidgetNeeds): boolean {
  return needs.period;
}
