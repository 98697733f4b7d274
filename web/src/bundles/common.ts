/**
 * Routes every bundle shares (document 2 §2.3 "Common", "Settings (all bundles)", "Chatbot",
 * "Terms and ads"; document 3 §2 billing). A shared route keeps one name and one relative path in
 * every bundle that has it.
 */
import { crud, route } from './define';

/** Inbox, launch success and the app's notification channels. */
const shellRoutes = [
  route('inbox-manager', 'inbox', 'Inbox Manager'),
  route('inbox-manager-invite', 'inbox/invite', 'Invite', 'inbox-manager'),
  route(
    'inbox-manager-messenger-notification',
    'inbox/messenger-notification',
    'Messenger Notification',
    'inbox-manager',
  ),
  route('mini-app-launched-success', 'mini-app-launched-success', 'In-App Store Launched'),
  { ...route('notifications', 'notifications', 'Notifications'), defaultChild: 'notifications-email' },
  route('notifications-email', 'notifications/email', 'Email', 'notifications'),
  route('notifications-fb-messenger', 'notifications/fb-messenger', 'FB Messenger', 'notifications'),
];

/** Settings (all bundles; default mini-app-settings). The settings title depends on the bundle. */
function settingsRoutes(settingsTitle: string) {
  return [
    { ...route('settings', 'settings', settingsTitle), defaultChild: 'mini-app-settings' },
    {
      ...route('page-subscription', 'settings/page-subscription', 'Connect/Disconnect', 'settings'),
      defaultChild: 'facebook-page-subscription',
    },
    route(
      'facebook-page-subscription',
      'settings/page-subscription/facebook',
      'Facebook Page',
      'page-subscription',
    ),
    route(
      'miniprogram-subscription',
      'settings/page-subscription/miniprogram',
      'Mini Program',
      'page-subscription',
    ),
    route('viber-subscription', 'settings/page-subscription/viber', 'Viber', 'page-subscription'),
    route('instagram-subscription', 'settings/page-subscription/instagram', 'Instagram', 'page-subscription'),
    route('mini-app-settings', 'settings/mini-app-settings', 'In-App Store Settings', 'settings'),
    route('shopify-settings', 'settings/shopify-settings', 'Shopify Settings', 'settings'),
    route('distributor-settings', 'settings/distributor-settings', 'Distributor Settings', 'settings'),
    route('app-maintenance', 'settings/maintenance', 'Maintenance', 'settings'),
    route('members', 'settings/members', 'Manage Access', 'settings'),
    route('member-new', 'settings/members/create', 'Add Member', 'members'),
  ];
}

/** Chatbot AI Manager (document 2 §2.3 "Chatbot"). */
const chatbotRoutes = [
  route('ai-settings', 'ai-settings', 'Chatbot Settings'),
  { ...route('chatbot-evaluation', 'evaluation', 'Evaluation'), defaultChild: 'chatbot-evaluation-dataset' },
  route('chatbot-evaluation-dataset', 'evaluation/dataset', 'Dataset', 'chatbot-evaluation'),
  route('chatbot-evaluation-history', 'evaluation/history', 'History', 'chatbot-evaluation'),
];

/** Billing manager and payment preferences (document 3 §2). */
const billingRoutes = [
  route('billing', 'billing', 'Billing Manager'),
  route('enterprise-plans', 'billing/plans', 'Subscription Plans', 'billing'),
  route('billing-details', 'billing/:uuid', 'Billing Details', 'billing'),
  route('msme-extend', 'enterprise-plan/msme-extend', 'MSME Extension', 'billing'),
  route('payment-preferences', 'payment-preferences', 'Payment Preferences Manager'),
  route(
    'saved-payment-methods',
    'payment-preferences/saved-payment-methods',
    'Saved Payment Methods',
    'payment-preferences',
  ),
  route('add-payment-method', 'payment-preferences/create', 'Add Payment Method', 'payment-preferences'),
  route(
    'edit-payment-method',
    'payment-preferences/:uuid/:from/edit',
    'Edit Payment Method',
    'payment-preferences',
  ),
];

/** Terms and ads (document 2 §2.3 "Terms and ads"). */
const termsAndAdsRoutes = [
  route('terms-and-agreement', 'terms-and-agreement', 'Terms and Agreement'),
  route(
    'terms-and-agreement-edit',
    'terms-and-agreement/:uuid/edit',
    'Edit Terms and Agreement',
    'terms-and-agreement',
  ),
  route('ads-manager', 'ads-manager', 'Ads Manager'),
  route('create-ad', 'create-ad', 'Create Ad', 'ads-manager'),
  route('edit-ad', 'edit-ad/:adId?/:adsetId?', 'Edit Ad', 'ads-manager'),
];

/** Every route shared by all bundles. `settingsTitle` is 'General Store Manager' for ecommerce-b2c and shopify. */
export function commonRoutes(settingsTitle = 'Settings') {
  return [
    ...shellRoutes,
    ...settingsRoutes(settingsTitle),
    ...chatbotRoutes,
    ...billingRoutes,
    ...termsAndAdsRoutes,
  ];
}

/** FAQ manager: ecommerce-b2c and shopify only. */
export const faqRoutes = crud({
  name: 'faq-manager',
  path: 'faq-manager',
  title: 'FAQ Manager',
  singular: 'FAQ',
});

/** The store-setup notification manager of ecommerce-b2c, reused as is by insurance (document 2 §2.3 "Insurance"). */
export const ecommerceNotificationRoutes = [
  {
    ...route('ecommerce-notifications', 'store-setup/notifications', 'Notification Manager'),
    defaultChild: 'ecommerce-notifications-email',
  },
  route(
    'ecommerce-notifications-email',
    'store-setup/notifications/email',
    'Email',
    'ecommerce-notifications',
  ),
  route(
    'ecommerce-notifications-fb-messenger',
    'store-setup/notifications/fb-messenger',
    'FB Messenger',
    'ecommerce-notifications',
  ),
];

/** Names allowed in more than one bundle: the shared routes above (same name, same path everywhere). */
export const SHARED_ROUTE_NAMES: ReadonlySet<string> = new Set(
  [...commonRoutes(), ...faqRoutes, ...ecommerceNotificationRoutes].map((r) => r.name),
);
