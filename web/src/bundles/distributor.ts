/** Distributor (document 2 §2.3 "Distributor"): its settings menu shows only Members. */
import { detail, OVERVIEW_KPIS, page, STORE_PERFORMANCE } from './analytics';
import { commonRoutes } from './common';
import { defineBundle, route } from './define';
import { chatbotGroup, entry, inboxEntry, ordersEntry, settingsGroup } from './menu-parts';

export const distributor = defineBundle({
  key: 'distributor',
  serviceBundles: ['distributor-bundle'],
  label: 'Distributor',
  dashboard: 'distributor-overview',
  routes: [
    route('distributor-overview', 'overview', 'Overview'),
    route('distributor-sales-funnel', 'overview/sales-funnel', 'Sales Funnel', 'distributor-overview'),
    route('distributor-performance', 'performance', 'Performance'),
    route('distributor-order-history', 'orders/history', 'Order History'),
    route('distributor-orders-by-status', 'orders/:status/:filter?', 'Order Tracker'),
    ...commonRoutes(),
  ],
  menu: [
    {
      title: 'Store',
      entries: [
        entry('Dashboard', 'distributor-overview', 'DashboardOutlined'),
        entry('Performance', 'distributor-performance', 'InsightsOutlined'),
        ordersEntry('distributor-orders-by-status', 'distributor-order-history'),
        inboxEntry,
      ],
    },
    chatbotGroup,
    settingsGroup('distributor'),
  ],
  analytics: {
    'distributor-overview': page(...OVERVIEW_KPIS, 'sales-chart', 'sales-funnel', 'latest-sold-products'),
    'distributor-sales-funnel': detail('sales-funnel'),
    'distributor-performance': STORE_PERFORMANCE,
  },
});
