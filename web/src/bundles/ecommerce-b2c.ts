/** Ecommerce B2C (document 2 §2.3 "Ecommerce (B2C)"). */
import { detail, OVERVIEW_KPIS, page, STORE_PERFORMANCE } from './analytics';
import { commonRoutes, ecommerceNotificationRoutes, faqRoutes } from './common';
import { crud, defineBundle, route } from './define';
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

const P = 'products/:componentUUID';

const overviewRoutes = [
  route('ecommerce-overview', 'overview', 'Overview'),
  route('ecommerce-sales-funnel', 'overview/sales-funnel', 'Sales Funnel', 'ecommerce-overview'),
  route('ecommerce-store-launch', 'overview/store-launch', 'Store Launch', 'ecommerce-overview'),
  route(
    'ecommerce-sold-products',
    'overview/latest-sold-products',
    "Today's Latest Sold Products",
    'ecommerce-overview',
  ),
  route('ecommerce-sales-amount', 'overview/sales-amount', "Today's Sales Amount", 'ecommerce-overview'),
  route('ecommerce-latest-customers', 'overview/latest-customers', 'Latest Customers', 'ecommerce-overview'),
  route('ecommerce-top-referrals', 'overview/top-referrals', 'Top Referrals', 'ecommerce-overview'),
  route(
    'ecommerce-low-inventory-products',
    'overview/low-inventory-products',
    'Low Inventory Products',
    'ecommerce-overview',
  ),
  route('ecommerce-performance', 'performance', 'Performance'),
  route(
    'ecommerce-popular-products',
    'performance/popular-products',
    'Most Viewed Products',
    'ecommerce-performance',
  ),
  route(
    'ecommerce-profitable-products',
    'performance/most-sold-products',
    'Most Sold Products',
    'ecommerce-performance',
  ),
];

const catalogRoutes = [
  ...crud({
    name: 'ecommerce-products',
    path: P,
    title: 'Products',
    singular: 'Product',
    details: true,
    names: {
      new: 'ecommerce-product-new',
      edit: 'ecommerce-product-edit',
      details: 'ecommerce-product-details',
    },
    paths: { details: ':uuid' },
  }),
  ...crud({
    name: 'ecommerce-categories',
    path: `${P}/categories`,
    title: 'Categories',
    singular: 'Category',
    parent: 'ecommerce-products',
    details: true,
  }),
  ...crud({ name: 'ecommerce-addons', path: 'add-ons', title: 'Add-Ons', singular: 'Add-On' }),
  route('ecommerce-customers', 'customers', 'Customers'),
  route('ecommerce-redirect', 'redirect', 'Redirecting'),
];

const storeSetupRoutes = [
  route('ecommerce-cart-settings', 'store-setup/cart-settings', 'Checkout Settings'),
  ...crud({
    name: 'ecommerce-delivery-areas',
    path: 'store-setup/delivery-areas',
    title: 'Delivery Areas',
    singular: 'Delivery Area',
  }),
  ...crud({
    name: 'ecommerce-shipping',
    path: 'store-setup/shipping-methods',
    title: 'Shipping Manager',
    singular: 'Shipping Method',
  }),
  route(
    'ecommerce-shipping-top-up',
    'store-setup/shipping-methods/:uuid/top-up',
    'Grab Express Top-Up',
    'ecommerce-shipping',
  ),
  route('ecommerce-payment', 'store-setup/payment', 'Payment Manager'),
  route(
    'ecommerce-payment-merchant',
    'store-setup/payment/merchant',
    'Merchant Registration',
    'ecommerce-payment',
  ),
  route(
    'ecommerce-kyc-verification',
    'store-setup/payment/kyc-verification',
    'KYC Verification',
    'ecommerce-payment',
  ),
  ...ecommerceNotificationRoutes,
];

const marketingRoutes = [
  ...crud({ name: 'ecommerce-promos', path: 'promos', title: 'Promos', singular: 'Discount' }),
  route(
    'ecommerce-automatic-discount-new',
    'promos/automatic-discounts/add',
    'Add Automatic Discount',
    'ecommerce-promos',
  ),
  route(
    'ecommerce-automatic-discount-edit',
    'promos/automatic-discounts/:uuid/edit',
    'Edit Automatic Discount',
    'ecommerce-promos',
  ),
  ...crud({
    name: 'ecommerce-cart-promos',
    path: 'cart-promos',
    title: 'Cart Promos',
    singular: 'Cart Promo',
  }),
  route('ecommerce-meta-ad', 'meta-ad', 'Meta Ad Settings'),
  ...crud({
    name: 'ecommerce-store-announcements',
    path: 'store-announcement-manager',
    title: 'Store Announcement Manager',
    singular: 'Store Announcement',
  }),
  route('ecommerce-broadcast', 'broadcast', 'Broadcast'),
  { ...route('ecommerce-referrals', 'referrals', 'Referrals'), defaultChild: 'ecommerce-referral' },
  route('ecommerce-referral', 'referrals/referral', 'Referral', 'ecommerce-referrals'),
  route(
    'ecommerce-smart-retail-links',
    'referrals/smart-retail-links',
    'Smart Retail Links',
    'ecommerce-referrals',
  ),
  route(
    'ecommerce-referral-link-details',
    'referrals/:referralLinkUuid/details',
    'Referral Link',
    'ecommerce-smart-retail-links',
  ),
  ...crud({
    name: 'ecommerce-affiliate-automation',
    path: 'affiliate-automation',
    title: 'Comment Auto-Reply',
    singular: 'Comment Auto-Reply',
  }),
  route('invite-subscriber', 'invite-subscriber', 'Invite Subscribers'),
];

const orderRoutes = [
  route('ecommerce-order-history', 'orders/history', 'Order History'),
  route('ecommerce-orders-by-status', 'orders/:status/:filter?', 'Order Tracker'),
];

export const ecommerceB2c = defineBundle({
  key: 'ecommerce-b2c',
  serviceBundles: ['ecommerce-b2c-bundle'],
  label: 'Ecommerce B2C',
  dashboard: 'ecommerce-overview',
  routes: [
    ...overviewRoutes,
    ...catalogRoutes,
    ...storeSetupRoutes,
    ...marketingRoutes,
    ...orderRoutes,
    ...faqRoutes,
    ...commonRoutes('General Store Manager'),
  ],
  menu: [
    {
      title: 'Store',
      entries: [
        entry('Dashboard', 'ecommerce-overview', 'DashboardOutlined'),
        entry('Performance', 'ecommerce-performance', 'InsightsOutlined'),
        productsEntry('ecommerce-products', 'ecommerce-categories', 'ecommerce-addons'),
        ordersEntry('ecommerce-orders-by-status', 'ecommerce-order-history'),
        entry('Customers', 'ecommerce-customers', 'PeopleOutlined'),
        inboxEntry,
      ],
    },
    {
      title: 'Marketing Tools',
      entries: [
        entry('Promos', 'ecommerce-promos', 'LocalOfferOutlined'),
        entry('Cart Promos', 'ecommerce-cart-promos', 'ShoppingCartOutlined'),
        entry('Broadcast', 'ecommerce-broadcast', 'CampaignOutlined'),
        entry('Referrals', 'ecommerce-referrals', 'ShareOutlined'),
        entry('Comment Auto-Reply', 'ecommerce-affiliate-automation', 'CommentOutlined'),
        entry('Store Announcements', 'ecommerce-store-announcements', 'AnnouncementOutlined'),
        entry('Meta Ad Settings', 'ecommerce-meta-ad', 'AdsClickOutlined'),
        entry('Invite Subscribers', 'invite-subscriber', 'PersonAddOutlined'),
      ],
    },
    {
      title: 'Store Setup',
      entries: [
        entry('Checkout Settings', 'ecommerce-cart-settings', 'ShoppingCartCheckoutOutlined'),
        entry('Delivery Areas', 'ecommerce-delivery-areas', 'MapOutlined'),
        entry('Shipping Manager', 'ecommerce-shipping', 'LocalShippingOutlined'),
        entry('Payment Manager', 'ecommerce-payment', 'PaymentsOutlined'),
        entry('KYC Verification', 'ecommerce-kyc-verification', 'VerifiedUserOutlined'),
        entry('Notification Manager', 'ecommerce-notifications', 'NotificationsOutlined'),
      ],
    },
    faqGroup,
    chatbotGroup,
    settingsGroup('standard', B2C_SETTINGS_TITLE),
  ],
  analytics: {
    'ecommerce-overview': {
      ...page(
        ...OVERVIEW_KPIS,
        'store-launch',
        'sales-chart',
        'sales-funnel',
        'top-referrals',
        'latest-sold-products',
        'latest-customers',
        'low-inventory-products',
      ),
      setupChecklist: true,
    },
    // ecommerce-store-launch is the launch module's own screen; the overview's card opens it.
    'ecommerce-sales-funnel': detail('sales-funnel'),
    'ecommerce-sold-products': detail('latest-sold-products'),
    'ecommerce-sales-amount': detail('sales-amount', 'sales-chart'),
    'ecommerce-latest-customers': detail('latest-customers'),
    'ecommerce-top-referrals': detail('top-referrals'),
    'ecommerce-low-inventory-products': detail('low-inventory-products'),
    'ecommerce-performance': STORE_PERFORMANCE,
    'ecommerce-popular-products': detail('most-viewed-products'),
    'ecommerce-profitable-products': detail('most-sold-products'),
  },
});
