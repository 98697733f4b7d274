/** Affiliate (document 2 §2.3 "Affiliate"). Billing is never shown here (document 1 §6). */
import { detail, page } from './analytics';
import { commonRoutes } from './common';
import { crud, defineBundle, route } from './define';
import { chatbotGroup, entry, inboxEntry, settingsGroup } from './menu-parts';

export const affiliate = defineBundle({
  key: 'affiliate',
  serviceBundles: ['affiliate-bundle'],
  label: 'Affiliate',
  dashboard: 'affiliate-overview',
  routes: [
    route('affiliate-overview', 'overview', 'Overview'),
    route(
      'affiliate-sold-products',
      'overview/latest-sold-products',
      "Today's Latest Sold Products",
      'affiliate-overview',
    ),
    route('affiliate-product-showcase-catalog', 'product-showcase-catalog', 'Product Showcase Catalog'),
    route('affiliate-product-marketplace', 'product-marketplace', 'Product Marketplace'),
    ...crud({
      name: 'affiliate-automation',
      path: 'affiliate-automation',
      title: 'Comment Auto-Reply',
      singular: 'Comment Auto-Reply',
    }),
    route('affiliate-page-subscription', 'affiliate-page-subscription', 'Connect/Disconnect'),
    ...commonRoutes(),
  ],
  menu: [
    {
      title: 'Store',
      entries: [
        entry('Dashboard', 'affiliate-overview', 'DashboardOutlined'),
        entry('Product Showcase Catalog', 'affiliate-product-showcase-catalog', 'CollectionsOutlined'),
        entry('Product Marketplace', 'affiliate-product-marketplace', 'StoreMallDirectoryOutlined'),
        entry('Comment Auto-Reply', 'affiliate-automation', 'CommentOutlined'),
        inboxEntry,
      ],
    },
    chatbotGroup,
    settingsGroup('affiliate'),
  ],
  analytics: {
    'affiliate-overview': page('sales-amount', 'net-sales', 'orders', 'latest-sold-products'),
    'affiliate-sold-products': detail('latest-sold-products'),
  },
});
