/**
 * Insurance (document 2 §2.3 "Insurance"): its screens live under insurance/. No KYC, meta-ad,
 * announcements or FAQ; the notification manager is ecommerce-notifications, reused as is.
 */
import { OVERVIEW_KPIS, page, STORE_PERFORMANCE } from './analytics';
import { commonRoutes, ecommerceNotificationRoutes } from './common';
import { crud, defineBundle, route, under } from './define';
import {
  B2C_SETTINGS_TITLE,
  chatbotGroup,
  entry,
  ordersEntry,
  productsEntry,
  settingsGroup,
} from './menu-parts';

const P = 'products/:componentUUID';

const ownRoutes = [
  route('insurance-overview', 'overview', 'Overview'),
  route('insurance-performance', 'performance', 'Performance'),
  ...crud({
    name: 'insurance-products',
    path: P,
    title: 'Products',
    singular: 'Product',
    details: true,
    names: {
      new: 'insurance-product-new',
      edit: 'insurance-product-edit',
      details: 'insurance-product-details',
    },
    paths: { details: ':uuid' },
  }),
  ...crud({
    name: 'insurance-categories',
    path: `${P}/categories`,
    title: 'Categories',
    singular: 'Category',
    parent: 'insurance-products',
    details: true,
  }),
  route('insurance-customers', 'customers', 'Customers'),
  route('insurance-cart-settings', 'store-setup/cart-settings', 'Checkout Settings'),
  ...crud({
    name: 'insurance-delivery-areas',
    path: 'store-setup/delivery-areas',
    title: 'Delivery Areas',
    singular: 'Delivery Area',
  }),
  ...crud({
    name: 'insurance-shipping',
    path: 'store-setup/shipping',
    title: 'Shipping Manager',
    singular: 'Shipping Method',
  }),
  route(
    'insurance-shipping-top-up',
    'store-setup/shipping/:uuid/top-up',
    'Courier Top-Up',
    'insurance-shipping',
  ),
  route('insurance-payment', 'store-setup/payment', 'Payment Manager'),
  route(
    'insurance-payment-merchant',
    'store-setup/payment/merchant',
    'Merchant Registration',
    'insurance-payment',
  ),
  ...crud({ name: 'insurance-promos', path: 'promos', title: 'Promos', singular: 'Discount' }),
  ...crud({
    name: 'insurance-cart-promos',
    path: 'cart-promos',
    title: 'Cart Promos',
    singular: 'Cart Promo',
  }),
  ...crud({ name: 'insurance-addons', path: 'add-ons', title: 'Add-Ons', singular: 'Add-On' }),
  route('insurance-order-history', 'orders/history', 'Order History'),
  route('insurance-orders-by-status', 'orders/:status/:filter?', 'Order Tracker'),
  route('insurance-broadcast', 'broadcast', 'Broadcast'),
  route('insurance-referrals', 'referrals', 'Referrals'),
];

export const insurance = defineBundle({
  key: 'insurance',
  serviceBundles: ['insurance-bundle'],
  label: 'Insurance',
  dashboard: 'insurance-overview',
  routes: [...under('insurance', ownRoutes), ...ecommerceNotificationRoutes, ...commonRoutes()],
  menu: [
    {
      title: 'Store',
      entries: [
        entry('Dashboard', 'insurance-overview', 'DashboardOutlined'),
        entry('Performance', 'insurance-performance', 'InsightsOutlined'),
        productsEntry('insurance-products', 'insurance-categories', 'insurance-addons'),
        ordersEntry('insurance-orders-by-status', 'insurance-order-history'),
        entry('Customers', 'insurance-customers', 'PeopleOutlined'),
      ],
    },
    {
      title: 'Marketing Tools',
      entries: [
        entry('Promos', 'insurance-promos', 'LocalOfferOutlined'),
        entry('Cart Promos', 'insurance-cart-promos', 'ShoppingCartOutlined'),
        entry('Broadcast', 'insurance-broadcast', 'CampaignOutlined'),
        entry('Referrals', 'insurance-referrals', 'ShareOutlined'),
      ],
    },
    {
      title: 'Store Setup',
      entries: [
        entry('Checkout Settings', 'insurance-cart-settings', 'ShoppingCartCheckoutOutlined'),
        entry('Delivery Areas', 'insurance-delivery-areas', 'MapOutlined'),
        entry('Shipping Manager', 'insurance-shipping', 'LocalShippingOutlined'),
        entry('Payment Manager', 'insurance-payment', 'PaymentsOutlined'),
        entry('Merchant Registration', 'insurance-payment-merchant', 'StorefrontOutlined'),
        entry('Notification Manager', 'ecommerce-notifications', 'NotificationsOutlined'),
      ],
    },
    chatbotGroup,
    settingsGroup('standard', B2C_SETTINGS_TITLE),
  ],
  analytics: {
    'insurance-overview': page(
      ...OVERVIEW_KPIS,
      'sales-chart',
      'sales-funnel',
      'top-referrals',
      'latest-sold-products',
      'latest-customers',
      'low-inventory-products',
    ),
    'insurance-performance': STORE_PERFORMANCE,
  },
});
