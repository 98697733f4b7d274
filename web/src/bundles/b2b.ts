/** B2B, retail and partnership (document 2 §2.3 "B2B"). */
import { detail, OVERVIEW_KPIS, page, STORE_PERFORMANCE } from './analytics';
import { commonRoutes } from './common';
import { crud, defineBundle, route } from './define';
import { chatbotGroup, entry, inboxEntry, ordersEntry, productsEntry, settingsGroup } from './menu-parts';

const P = 'products/:componentUUID';

const overviewRoutes = [
  route('b2b-overview', 'overview', 'Overview'),
  route('b2b-sold-products', 'overview/latest-sold-products', "Today's Latest Sold Products", 'b2b-overview'),
  route('b2b-sales-amount', 'overview/sales-amount', "Today's Sales Amount", 'b2b-overview'),
  route('b2b-latest-customers', 'overview/latest-customers', 'Latest Customers', 'b2b-overview'),
  route('b2b-performance', 'overview/performance', 'Performance', 'b2b-overview'),
  // The spec's paths, spelling included (popular-producs, most-sold-producs).
  route('b2b-popular-products', 'overview/popular-producs', 'Most Viewed Products', 'b2b-overview'),
  route('b2b-profitable-products', 'overview/most-sold-producs', 'Most Sold Products', 'b2b-overview'),
];

const catalogRoutes = [
  ...crud({
    name: 'b2b-products',
    path: P,
    title: 'Products',
    singular: 'Product',
    details: true,
    names: { new: 'b2b-product-new', edit: 'b2b-product-edit', details: 'b2b-product-details' },
    paths: { details: ':uuid' },
  }),
  ...crud({
    name: 'b2b-categories',
    path: `${P}/categories`,
    title: 'Categories',
    singular: 'Category',
    parent: 'b2b-products',
    details: true,
  }),
  ...crud({ name: 'b2b-addons', path: 'add-ons', title: 'Add-Ons', singular: 'Add-On' }),
];

const cartRoutes = [
  route('b2b-cart-settings', 'cart/settings', 'Checkout Settings'),
  ...crud({ name: 'b2b-cart-promos', path: 'cart/promos', title: 'Cart Promos', singular: 'Cart Promo' }),
  ...crud({
    name: 'b2b-delivery-areas',
    path: 'delivery-areas',
    title: 'Delivery Areas',
    singular: 'Delivery Area',
  }),
  ...crud({
    name: 'b2b-shipping',
    path: 'shipping-methods',
    title: 'Shipping Manager',
    singular: 'Shipping Method',
  }),
  route('b2b-payment', 'payment', 'Payment Manager'),
  ...crud({ name: 'b2b-promo-codes', path: 'promos', title: 'Promo Codes', singular: 'Promo Code' }),
];

export const b2b = defineBundle({
  key: 'b2b',
  serviceBundles: ['b2b-bundle'],
  label: 'B2b',
  dashboard: 'b2b-overview',
  routes: [
    ...overviewRoutes,
    ...catalogRoutes,
    ...cartRoutes,
    // The spec gives applications/{status}/{uuid}; the uuid is optional so the menu can open the list.
    route('b2b-applications', 'applications/:status/:uuid?', 'Applications'),
    route('b2b-order-history', 'orders/history', 'Order History'),
    route('b2b-orders-by-status', 'orders/:status/:filter?', 'Order Tracker'),
    route('b2b-customers', 'customers', 'Customers'),
    route('b2b-customer-segment', 'customer-segment', 'Customer Segment'),
    route('b2b-broadcast', 'broadcast', 'Broadcast'),
    ...commonRoutes(),
  ],
  menu: [
    {
      title: 'Store',
      entries: [
        entry('Dashboard', 'b2b-overview', 'DashboardOutlined'),
        entry('Performance', 'b2b-performance', 'InsightsOutlined'),
        productsEntry('b2b-products', 'b2b-categories', 'b2b-addons'),
        ordersEntry('b2b-orders-by-status', 'b2b-order-history'),
        entry('Applications', 'b2b-applications', 'AssignmentOutlined', { params: { status: 'pending' } }),
        entry('Customers', 'b2b-customers', 'PeopleOutlined'),
        inboxEntry,
        entry('Notification Manager', 'notifications', 'NotificationsOutlined'),
      ],
    },
    {
      title: 'Marketing Tools',
      entries: [
        entry('Promo Codes', 'b2b-promo-codes', 'LocalOfferOutlined'),
        entry('Cart Promos', 'b2b-cart-promos', 'ShoppingCartOutlined'),
        entry('Broadcast', 'b2b-broadcast', 'CampaignOutlined'),
        entry('Customer Segment', 'b2b-customer-segment', 'GroupsOutlined'),
      ],
    },
    {
      title: 'Cart and Delivery',
      entries: [
        entry('Checkout Settings', 'b2b-cart-settings', 'ShoppingCartCheckoutOutlined'),
        entry('Delivery Areas', 'b2b-delivery-areas', 'MapOutlined'),
        entry('Shipping Manager', 'b2b-shipping', 'LocalShippingOutlined'),
        entry('Payment Manager', 'b2b-payment', 'PaymentsOutlined'),
      ],
    },
    chatbotGroup,
    settingsGroup('standard'),
  ],
  analytics: {
    'b2b-overview': page(
      ...OVERVIEW_KPIS,
      'sales-chart',
      'latest-sold-products',
      'latest-customers',
      'most-viewed-products',
      'most-sold-products',
    ),
    'b2b-sold-products': detail('latest-sold-products'),
    'b2b-sales-amount': detail('sales-amount', 'sales-chart'),
    'b2b-latest-customers': detail('latest-customers'),
    'b2b-performance': STORE_PERFORMANCE,
    'b2b-popular-products': detail('most-viewed-products'),
    'b2b-profitable-products': detail('most-sold-products'),
  },
});
