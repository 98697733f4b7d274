/** Inquiry (document 2 §2.3 "Inquiry"). */
import { detail, page, pending } from './analytics';
import { commonRoutes } from './common';
import { crud, defineBundle, route } from './define';
import { chatbotGroup, entry, inboxEntry, settingsGroup } from './menu-parts';

const P = 'products/:componentUUID';

const overviewRoutes = [
  route('inquiry-overview', 'overview', 'Overview'),
  route('inquiry-popular-products', 'overview/popular-products', 'Popular Products', 'inquiry-overview'),
  route('inquiry-general-inquiries', 'overview/general-inquiries', 'General Inquiries', 'inquiry-overview'),
  route('inquiry-product-inquiries', 'overview/product-inquiries', 'Product Inquiries', 'inquiry-overview'),
  route('inquiry-performance', 'overview/performance', 'Performance', 'inquiry-overview'),
  route(
    'inquiry-popular-categories',
    'overview/popular-categories',
    'Popular Categories',
    'inquiry-overview',
  ),
  route(
    'inquiry-popular-products-by-views',
    'overview/popular-products-by-views',
    'Most Viewed Products',
    'inquiry-overview',
  ),
];

const catalogRoutes = [
  route('inquiry-crm', `${P}/inquiry-crm`, 'Inquiry CRM'),
  ...crud({
    name: 'inquiry-products',
    path: `${P}/products`,
    title: 'Products',
    singular: 'Product',
    details: true,
    names: { new: 'inquiry-product-new', edit: 'inquiry-product-edit', details: 'inquiry-product-details' },
  }),
  ...crud({
    name: 'inquiry-categories',
    path: `${P}/categories`,
    title: 'Categories',
    singular: 'Category',
    details: true,
  }),
];

const inquiryRoutes = [
  route('inquiry-inquiries', 'inquiries', 'Inquiries'),
  route('inquiry-inquiries-by-status', 'inquiries/:status', 'Inquiry Tracker', 'inquiry-inquiries'),
  route('inquiry-inquiry-details', 'inquiries/:uuid/details', 'Inquiry Details', 'inquiry-inquiries'),
];

// Inquiries are not recorded yet (the inquiry tracker is still to be built); product views are.
const INQUIRIES_LATER = 'once the inquiry tracker is set up: each inquiry a customer sends is counted here.';
const popularProducts = pending(
  'popular-products',
  'Popular Products',
  `The products customers ask about most appear here ${INQUIRIES_LATER}`,
);
const generalInquiries = pending(
  'general-inquiries',
  'General Inquiries',
  `Questions about your store in general appear here ${INQUIRIES_LATER}`,
);
const productInquiries = pending(
  'product-inquiries',
  'Product Inquiries',
  `Questions about a product appear here ${INQUIRIES_LATER}`,
);
const popularCategories = pending(
  'popular-categories',
  'Popular Categories',
  `The categories customers ask about most appear here ${INQUIRIES_LATER}`,
);

export const inquiry = defineBundle({
  key: 'inquiry',
  serviceBundles: ['inquiry-bundle'],
  label: 'Inquiry',
  dashboard: 'inquiry-overview',
  routes: [
    ...overviewRoutes,
    ...catalogRoutes,
    ...inquiryRoutes,
    route('inquiry-broadcast', 'broadcast', 'Broadcast'),
    route('inquiry-broadcast-sms', 'broadcast/sms', 'SMS Broadcast', 'inquiry-broadcast'),
    route('inquiry-customer-segment', 'customer-segment', 'Customer Segment'),
    ...commonRoutes(),
  ],
  menu: [
    {
      title: 'Store',
      entries: [
        entry('Dashboard', 'inquiry-overview', 'DashboardOutlined'),
        entry('Performance', 'inquiry-performance', 'InsightsOutlined'),
        {
          title: 'Products',
          icon: 'Inventory2Outlined',
          children: [
            entry('Products', 'inquiry-products', 'Inventory2Outlined'),
            entry('Categories', 'inquiry-categories', 'CategoryOutlined'),
            entry('Inquiry CRM', 'inquiry-crm', 'ContactPhoneOutlined'),
          ],
        },
        entry('Inquiries', 'inquiry-inquiries', 'QuestionAnswerOutlined'),
        inboxEntry,
        entry('Notification Manager', 'notifications', 'NotificationsOutlined'),
      ],
    },
    {
      title: 'Marketing Tools',
      entries: [
        {
          title: 'Broadcast',
          icon: 'CampaignOutlined',
          children: [
            entry('Broadcast', 'inquiry-broadcast', 'CampaignOutlined'),
            entry('SMS Broadcast', 'inquiry-broadcast-sms', 'SmsOutlined'),
          ],
        },
        entry('Customer Segment', 'inquiry-customer-segment', 'GroupsOutlined'),
      ],
    },
    chatbotGroup,
    settingsGroup('standard'),
  ],
  analytics: {
    'inquiry-overview': {
      ...page(
        'visits',
        'product-views',
        'most-viewed-products',
        generalInquiries,
        productInquiries,
        popularProducts,
        popularCategories,
      ),
      noSales: true,
    },
    'inquiry-popular-products': detail(popularProducts),
    'inquiry-general-inquiries': detail(generalInquiries),
    'inquiry-product-inquiries': detail(productInquiries),
    'inquiry-performance': {
      ...page('visits', 'product-views', 'sales-chart', 'most-viewed-products'),
      noSales: true,
    },
    'inquiry-popular-categories': detail(popularCategories),
    'inquiry-popular-products-by-views': { ...detail('most-viewed-products'), noSales: true },
  },
});
