/** Shopify (document 2 §2.3 "Shopify"): every screen lives under shopify/. */
import { OVERVIEW_KPIS, page, STORE_PERFORMANCE } from './analytics';
import { commonRoutes, faqRoutes } from './common';
import { crud, defineBundle, route, under } from './define';
import {
  B2C_SETTINGS_TITLE,
  chatbotGroup,
  entry,
  faqGroup,
  inboxEntry,
  ordersEntry,
  productsEntry,
  settingsGroup,
} from './menu-parts';

/** Screens backed by Shopify's own data: products, categories, cart settings, delivery areas, cart promos, add-ons. */
const placeholderRoutes = [
  route('shopify-products', 'products', 'Products'),
  route('shopify-categories', 'categories', 'Categories', 'shopify-products'),
  route('shopify-cart-settings', 'cart-settings', 'Checkout Settings'),
  route('shopify-delivery-areas', 'delivery-areas', 'Delivery Areas'),
  route('shopify-cart-promos', 'cart-promos', 'Cart Promos'),
  route('shopify-addons', 'add-ons', 'Add-Ons'),
];

const ownRoutes = [
  route('shopify-overview', 'overview', 'Overview'),
  route('shopify-performance', 'performance', 'Performance'),
  ...crud({
    name: 'shopify-shipping',
    path: 'shipping-methods',
    title: 'Shipping Manager',
    singular: 'Shipping Method',
  }),
  route(
    'shopify-shipping-top-up',
    'shipping-methods/:uuid/top-up',
    'Grab Express Top-Up',
    'shopify-shipping',
  ),
  route('shopify-payment', 'payment', 'Payment Manager'),
  route('shopify-kyc-verification', 'payment/kyc-verification', 'KYC Verification', 'shopify-payment'),
  {
    ...route('shopify-notifications', 'notifications', 'Notification Manager'),
    defaultChild: 'shopify-notifications-email',
  },
  route('shopify-notifications-email', 'notifications/email', 'Email', 'shopify-notifications'),
  route(
    'shopify-notifications-fb-messenger',
    'notifications/fb-messenger',
    'FB Messenger',
    'shopify-notifications',
  ),
  ...crud({ name: 'shopify-promos', path: 'promos', title: 'Promos', singular: 'Discount' }),
  route('shopify-order-history', 'orders/history', 'Order History'),
  route('shopify-orders-by-status', 'orders/:status/:filter?', 'Order Tracker'),
  route('shopify-customers', 'customers', 'Customers'),
  route('shopify-referrals', 'referrals', 'Referrals'),
];

export const shopify = defineBundle({
  key: 'shopify',
  serviceBundles: ['shopify-bundle'],
  label: 'Shopify',
  // Document 2 §1 names ecommerce-overview, but that name belongs to ecommerce-b2c's `overview`; names are unique per path.
  dashboard: 'shopify-overview',
  routes: [
    ...under('shopify', [...placeholderRoutes, ...ownRoutes]),
    ...faqRoutes,
    ...commonRoutes('General Store Manager'),
  ],
  menu: [
    {
      title: 'Store',
      entries: [
        entry('Dashboard', 'shopify-overview', 'DashboardOutlined'),
        entry('Performance', 'shopify-performance', 'InsightsOutlined'),
        productsEntry('shopify-products', 'shopify-categories', 'shopify-addons'),
        ordersEntry('shopify-orders-by-status', 'shopify-order-history'),
        entry('Customers', 'shopify-customers', 'PeopleOutlined'),
        inboxEntry,
      ],
    },
    {
      title: 'Marketing Tools',
      entries: [
        entry('Promos', 'shopify-promos', 'LocalOfferOutlined'),
        entry('Cart Promos', 'shopify-cart-promos', 'ShoppingCartOutlined'),
        entry('Referrals', 'shopify-referrals', 'ShareOutlined'),
      ],
    },
    {
      title: 'Store Setup',
      entries: [
        entry('Checkout Settings', 'shopify-cart-settings', 'ShoppingCartCheckoutOutlined'),
        entry('Delivery Areas', 'shopify-delivery-areas', 'MapOutlined'),
        entry('Shipping Manager', 'shopify-shipping', 'LocalShippingOutlined'),
        entry('Payment Manager', 'shopify-payment', 'PaymentsOutlined'),
        entry('KYC Verification', 'shopify-kyc-verification', 'VerifiedUserOutlined'),
        entry('Notification Manager', 'shopify-notifications', 'NotificationsOutlined'),
      ],
    },
    faqGroup,
    chatbotGroup,
    settingsGroup('standard', B2C_SETTINGS_TITLE),
  ],
  analytics: {
    'shopify-overview': page(
      ...OVERVIEW_KPIS,
      'sales-chart',
      'sales-funnel',
      'top-referrals',
      'latest-sold-products',
      'latest-customers',
      'low-inventory-products',
    ),
    'shopify-performance': STORE_PERFORMANCE,
  },
});
