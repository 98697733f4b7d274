/** The key-figure tiles of a page, from the one storeAnalytics answer. */
import type { AnalyticsWidgetKind } from '../../bundles';
import type { StoreAnalyticsQuery } from '../../generated/graphql';
import { formatPeso } from '../../lib/format';
import type { KpiTile } from './components/KpiGrid/KpiGrid';
import { changeOf, formatCount, formatPercent, rateChangeOf } from './figures';
import { todayFigures } from './today';
import { WIDGET_TITLES } from './widgets';

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * One tile per key-figure widget, in the page's order; a figure not loaded yet has a null value
 * (a skeleton). `versus` words the period's comparison ('vs previous 7 days').
 */
export function kpiTiles(
  widgets: readonly AnalyticsWidgetKind[],
  data: StoreAnalyticsQuery | undefined,
  when: { versus: string; today: string },
  detailUrl: (kind: AnalyticsWidgetKind) => string | undefined = () => undefined,
): KpiTile[] {
  const { versus, today } = when;
  const period = data?.period;
  const sales = period?.sales;
  const before = period?.previousSales;
  const funnel = period?.funnel;
  const previousFunnel = period?.previousFunnel;
  return widgets.map((kind) => ({ ...tileOf(kind), detailUrl: detailUrl(kind) }));

  function tileOf(kind: AnalyticsWidgetKind): KpiTile {
    const label = WIDGET_TITLES[kind];
    switch (kind) {
      case 'sales-amount': {
        const figures = todayFigures(data, today);
        if (!figures) return { key: kind, label, value: null };
        return {
          key: kind,
          label,
          value: formatPeso(figures.netSales),
          note:
            figures.orders === 0
              ? 'No orders today yet'
              : `${plural(figures.orders, 'order', 'orders')} today`,
          change: changeOf(figures.netSales, figures.previousNetSales, 'vs yesterday'),
        };
      }
      case 'net-sales':
        if (!sales || !before) return { key: kind, label, value: null };
        return {
          key: kind,
          label,
          value: formatPeso(sales.netSales),
          note:
            sales.orders === 0
              ? 'No orders in this period yet'
              : sales.refunds > 0
                ? `${formatPeso(sales.grossSales)} sold, ${formatPeso(sales.refunds)} refunded`
                : undefined,
          change: changeOf(sales.netSales, before.netSales, versus),
        };
      case 'orders':
        if (!sales || !before) return { key: kind, label, value: null };
        return {
          key: kind,
          label,
          value: formatCount(sales.orders),
          note:
            sales.cancelledOrders > 0
              ? `${plural(sales.cancelledOrders, 'order', 'orders')} cancelled`
              : undefined,
          change: changeOf(sales.orders, before.orders, versus),
        };
      case 'average-order-value':
        if (!sales || !before) return { key: kind, label, value: null };
        return {
          key: kind,
          label,
          value: formatPeso(sales.averageOrderValue),
          note: sales.orders === 0 ? 'No orders in this period yet' : undefined,
          change: changeOf(sales.averageOrderValue, before.averageOrderValue, versus),
        };
      case 'repeat-customer-rate':
        if (!sales || !before) return { key: kind, label, value: null };
        return {
          key: kind,
          label,
          value: formatPercent(sales.repeatCustomerRate),
          note:
            sales.orders === 0
              ? 'No orders in this period yet'
              : `${plural(sales.returningOrders, 'order', 'orders')} from returning customers`,
          change: rateChangeOf(sales.repeatCustomerRate, before.repeatCustomerRate, versus),
        };
      case 'visits':
        if (!funnel || !previousFunnel) return { key: kind, label, value: null };
        return {
          key: kind,
          label,
          value: formatCount(funnel.visits),
          change: changeOf(funnel.visits, previousFunnel.visits, versus),
        };
      case 'product-views':
        if (!funnel || !previousFunnel) return { key: kind, label, value: null };
        return {
          key: kind,
          label,
          value: formatCount(funnel.productViews),
          change: changeOf(funnel.productViews, previousFunnel.productViews, versus),
        };
      default:
        return { key: kind, label, value: null };
    }
  }
}
