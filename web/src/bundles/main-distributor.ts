/**
 * Main distributor (document 2 §2.3 "Main distributor"): the store-manager screens plus customers,
 * sales funnel, cart, delivery areas, promos (labelled Voucher), a Grab Express top-up and the
 * distributor manager.
 */
import { detail } from './analytics';
import { commonRoutes } from './common';
import { crud, defineBundle, route } from './define';
import { chatbotGroup, entry, settingsGroup } from './menu-parts';
import { storeManagerAnalytics, storeManagerEntries, storeManagerRoutes } from './store-routes';

export const mainDistributor = defineBundle({
  key: 'main-distributor',
  serviceBundles: ['main-distributor-bundle'],
  label: 'Main Distributor',
  dashboard: 'main-distributor-overview',
  routes: [
    ...storeManagerRoutes('main-distributor'),
    route(
      'main-distributor-sales-funnel',
      'overview/sales-funnel',
      'Sales Funnel',
      'main-distributor-overview',
    ),
    route('main-distributor-customers', 'customers', 'Customers'),
    route('main-distributor-cart-settings', 'cart/settings', 'Checkout Settings'),
    ...crud({
      name: 'main-distributor-delivery-areas',
      path: 'delivery-areas',
      title: 'Delivery Areas',
      singular: 'Delivery Area',
    }),
    ...crud({ name: 'main-distributor-promos', path: 'promos', title: 'Voucher', singular: 'Voucher' }),
    route(
      'main-distributor-shipping-top-up',
      'shipping-methods/:uuid/top-up',
      'Grab Express Top-Up',
      'main-distributor-shipping',
    ),
    route('main-distributor-distributors', 'distributor', 'Distributor Manager'),
    route(
      'main-distributor-distributor-new',
      'distributor/create',
      'Invite Distributor',
      'main-distributor-distributors',
    ),
    ...commonRoutes(),
  ],
  menu: [
    {
      title: 'Store',
      entries: [
        ...storeManagerEntries('main-distributor'),
        entry('Customers', 'main-distributor-customers', 'PeopleOutlined'),
        entry('Distributor Manager', 'main-distributor-distributors', 'HubOutlined'),
      ],
    },
    {
      title: 'Cart and Delivery',
      entries: [
        entry('Checkout Settings', 'main-distributor-cart-settings', 'ShoppingCartCheckoutOutlined'),
        entry('Delivery Areas', 'main-distributor-delivery-areas', 'MapOutlined'),
        entry('Voucher', 'main-distributor-promos', 'LocalOfferOutlined'),
      ],
    },
    chatbotGroup,
    settingsGroup('standard'),
  ],
  analytics: {
    ...storeManagerAnalytics('main-distributor', ['sales-funnel']),
    'main-distributor-sales-funnel': detail('sales-funnel'),
  },
});
