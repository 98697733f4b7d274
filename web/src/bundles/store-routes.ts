/**
 * The store-manager screen set (document 2 §2.3 "Store manager"). Main distributor has the same
 * screens plus a few more, so both bundles build theirs from here with their own name prefix.
 */
import { detail, OVERVIEW_KPIS, page, STORE_PERFORMANCE } from './analytics';
import { crud, route } from './define';
import { entry, inboxEntry, ordersEntry, productsEntry } from './menu-parts';
import type { AnalyticsWidget, MenuEntry } from './types';

const P = 'products/:componentUUID';

/** The bundles built from this screen set, by their route-name prefix. */
export type StorePrefix = 'store-manager' | 'main-distributor';

/** `${prefix}-${suffix}`, keeping both as literal types ('store-manager-overview'). */
function prefixed<Prefix extends StorePrefix>(prefix: Prefix) {
  return <const Suffix extends string>(suffix: Suffix) => `${prefix}-${suffix}` as const;
}

/** `prefix` is the bundle's route-name prefix: 'store-manager' or 'main-distributor'. */
export function storeManagerRoutes<Prefix extends StorePrefix>(prefix: Prefix) {
  const n = prefixed(prefix);
  return [
    route(n('overview'), 'overview', 'Overview'),
    route(n('sold-products'), 'overview/latest-sold-products', "Today's Latest Sold Products", n('overview')),
    route(n('sales-amount'), 'overview/sales-amount', "Today's Sales Amount", n('overview')),
    route(n('latest-customers'), 'overview/latest-customers', 'Latest Customers', n('overview')),
    route(n('performance'), 'overview/performance', 'Store Performance', n('overview')),
    route(n('popular-products'), 'overview/popular-products', 'Most Viewed Products', n('overview')),
    route(n('profitable-products'), 'overview/most-sold-products', 'Most Sold Products', n('overview')),
    ...crud({
      name: n('product'),
      path: P,
      title: 'Products',
      singular: 'Product',
      details: true,
      names: { new: n('product-new'), edit: n('product-edit'), details: n('product-details') },
      paths: { details: ':uuid' },
    }),
    ...crud({
      name: n('categories'),
      path: `${P}/categories`,
      title: 'Categories',
      singular: 'Category',
      parent: n('product'),
      details: true,
    }),
    ...crud({ name: n('addons'), path: 'add-ons', title: 'Add-Ons', singular: 'Add-On' }),
    route(n('order-history'), 'orders/history', 'Order History'),
    route(n('orders-by-status'), 'orders/:status/:filter?', 'Order Tracker'),
    route(n('vouchers'), 'rebates', 'Rebates'),
    route(n('vouchers-redemption'), 'rebates/redeemed-vouchers', 'Redeemed Vouchers', n('vouchers')),
    route(n('vouchers-new'), 'rebates/create', 'Create Voucher', n('vouchers')),
    route(n('store-details'), 'store-details', 'Store'),
    route(n('store-details-edit'), 'store-details/:uuid/edit', 'Edit Store', n('store-details')),
    route(n('shipping'), 'shipping-methods', 'Shipping Manager'),
    route(n('payment'), 'payment', 'Payment'),
    route(n('payment-merchant'), 'payment/merchant', 'Merchant Registration', n('payment')),
    { ...route(n('referrals'), 'referrals', 'Referrals'), defaultChild: n('smart-retail-links') },
    route(n('smart-retail-links'), 'referrals/smart-retail-links', 'Smart Retail Links', n('referrals')),
    route(
      n('referral-link-details'),
      'referrals/:referralLinkUuid/details',
      'Referral Link',
      n('smart-retail-links'),
    ),
  ];
}

/** The store-manager entries of the main menu group, before the bundle's own additions. */
export function storeManagerEntries(prefix: StorePrefix): MenuEntry[] {
  const n = prefixed(prefix);
  return [
    entry('Dashboard', n('overview'), 'DashboardOutlined'),
    entry('Store Performance', n('performance'), 'InsightsOutlined'),
    entry('Store', n('store-details'), 'StorefrontOutlined'),
    productsEntry(n('product'), n('categories'), n('addons')),
    ordersEntry(n('orders-by-status'), n('order-history')),
    {
      title: 'Rebates',
      icon: 'SavingsOutlined',
      children: [
        entry('Rebates', n('vouchers'), 'SavingsOutlined'),
        entry('Redeemed Vouchers', n('vouchers-redemption'), 'ConfirmationNumberOutlined'),
      ],
    },
    entry('Referrals', n('referrals'), 'ShareOutlined'),
    entry('Shipping Manager', n('shipping'), 'LocalShippingOutlined'),
    {
      title: 'Payment',
      icon: 'PaymentsOutlined',
      children: [
        entry('Payment', n('payment'), 'PaymentsOutlined'),
        entry('Merchant Registration', n('payment-merchant'), 'StorefrontOutlined'),
      ],
    },
    inboxEntry,
    entry('Notification Manager', 'notifications', 'NotificationsOutlined'),
  ];
}

/** The store-manager analytics pages: the overview, its figure pages and Store Performance. */
export function storeManagerAnalytics<Prefix extends StorePrefix>(
  prefix: Prefix,
  /** Widgets the bundle's overview adds (main distributor: its sales funnel). */
  more: AnalyticsWidget[] = [],
) {
  const n = prefixed(prefix);
  return {
    [n('overview')]: page(
      ...OVERVIEW_KPIS,
      'sales-chart',
      ...more,
      'latest-sold-products',
      'latest-customers',
      'most-viewed-products',
      'most-sold-products',
    ),
    [n('sold-products')]: detail('latest-sold-products'),
    [n('sales-amount')]: detail('sales-amount', 'sales-chart'),
    [n('latest-customers')]: detail('latest-customers'),
    [n('performance')]: STORE_PERFORMANCE,
    [n('popular-products')]: detail('most-viewed-products'),
    [n('profitable-products')]: detail('most-sold-products'),
  };
}
