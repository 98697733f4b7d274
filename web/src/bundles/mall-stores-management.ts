/** Mall Stores Management, "store management" (document 2 §2.3 "Store management (mall stores)"). */
import { detail, page, pending } from './analytics';
import { commonRoutes } from './common';
import { crud, defineBundle, route } from './define';
import { chatbotGroup, entry, inboxEntry, settingsGroup } from './menu-parts';

// Figures across the mall's stores need each store's analytics rolled up per mall: not built yet.
const mostVisitedStore = pending(
  'most-visited-store',
  'Most Visited Store',
  "The mall's stores ranked by visits appear here once the stores' visits are rolled up for the mall.",
);
const storesPerformance = pending(
  'in-app-store-performance',
  'In-App Store Performance',
  "Each store's sales and orders side by side appear here once the stores' figures are rolled up for the mall.",
);

export const mallStoresManagement = defineBundle({
  key: 'mall-stores-management',
  serviceBundles: ['mall-stores-management-bundle'],
  label: 'Mall Stores Management',
  dashboard: 'store-management-overview',
  routes: [
    route('store-management-overview', 'overview', 'Overview'),
    route(
      'store-management-most-visited-store',
      'overview/most-visited-store',
      'Most Visited Store',
      'store-management-overview',
    ),
    route(
      'store-management-performance',
      'overview/mini-app-performance',
      'In-App Store Performance',
      'store-management-overview',
    ),
    route('store-management-stores', 'stores', 'Stores'),
    route('store-management-cart-settings', 'cart/settings', 'Checkout Settings'),
    ...crud({
      name: 'store-management-cart-promos',
      path: 'cart/promos',
      title: 'Cart Promos',
      singular: 'Cart Promo',
    }),
    ...crud({
      name: 'store-management-delivery-areas',
      path: 'delivery-areas',
      title: 'Delivery Areas',
      singular: 'Delivery Area',
    }),
    ...crud({
      name: 'store-management-promo-codes',
      path: 'promos',
      title: 'Promo Codes',
      singular: 'Promo Code',
    }),
    ...crud({
      name: 'store-management-shipping',
      path: 'shipping-methods',
      title: 'Shipping Manager',
      singular: 'Shipping Method',
    }),
    route('store-management-payment', 'payment', 'Payment'),
    route('store-management-orders', 'orders', 'Orders'),
    route('store-management-rebates', 'rebates/:status', 'Rebates'),
    route('store-management-vouchers', 'vouchers/:status', 'Vouchers'),
    route('store-management-customers', 'customers', 'Customers'),
    route('store-management-customer-segment', 'customer-segment', 'Customer Segment'),
    route('store-management-broadcast', 'broadcast', 'Broadcast'),
    ...commonRoutes(),
  ],
  menu: [
    {
      title: 'Store',
      entries: [
        entry('Dashboard', 'store-management-overview', 'DashboardOutlined'),
        entry('Performance', 'store-management-performance', 'InsightsOutlined'),
        entry('Stores', 'store-management-stores', 'StorefrontOutlined'),
        entry('Orders', 'store-management-orders', 'ReceiptLongOutlined'),
        entry('Rebates', 'store-management-rebates', 'SavingsOutlined', { params: { status: 'active' } }),
        entry('Vouchers', 'store-management-vouchers', 'ConfirmationNumberOutlined', {
          params: { status: 'active' },
        }),
        entry('Customers', 'store-management-customers', 'PeopleOutlined'),
        inboxEntry,
        entry('Notification Manager', 'notifications', 'NotificationsOutlined'),
      ],
    },
    {
      title: 'Marketing Tools',
      entries: [
        entry('Promo Codes', 'store-management-promo-codes', 'LocalOfferOutlined'),
        entry('Cart Promos', 'store-management-cart-promos', 'ShoppingCartOutlined'),
        entry('Broadcast', 'store-management-broadcast', 'CampaignOutlined'),
        entry('Customer Segment', 'store-management-customer-segment', 'GroupsOutlined'),
      ],
    },
    {
      title: 'Cart and Delivery',
      entries: [
        entry('Checkout Settings', 'store-management-cart-settings', 'ShoppingCartCheckoutOutlined'),
        entry('Delivery Areas', 'store-management-delivery-areas', 'MapOutlined'),
        entry('Shipping Manager', 'store-management-shipping', 'LocalShippingOutlined'),
        entry('Payment', 'store-management-payment', 'PaymentsOutlined'),
      ],
    },
    chatbotGroup,
    settingsGroup('store-management'),
  ],
  analytics: {
    'store-management-overview': page(mostVisitedStore, storesPerformance),
    'store-management-most-visited-store': detail(mostVisitedStore),
    'store-management-performance': detail(storesPerformance),
  },
});
