/**
 * Menu pieces shared by several bundles (document 2 §2.3 "Side menu rules", document 1 §6,
 * document 3 §2 "Menu rules"). Icons are @mui/icons-material export names.
 */
import type { BundleKey, MenuContext, MenuEntry, MenuGroup } from './types';

export function entry(title: string, route: string, icon?: string, extra?: Partial<MenuEntry>): MenuEntry {
  return { title, route, ...(icon === undefined ? {} : { icon }), ...extra };
}

/** Bundles that never show billing, whatever displayBillingMenu says. */
export const BUNDLES_WITHOUT_BILLING: ReadonlySet<BundleKey> = new Set<BundleKey>([
  'store-manager',
  'distributor',
  'affiliate',
]);

export function billingVisible(ctx: MenuContext): boolean {
  return ctx.displayBillingMenu && !BUNDLES_WITHOUT_BILLING.has(ctx.bundleKey);
}

export function inboxManagerAllowed(ctx: MenuContext): boolean {
  return ctx.inboxManagerAllowed;
}

/** Title of the settings group: B2C bundles say "System and Account Settings". */
export const B2C_SETTINGS_TITLE = 'System and Account Settings';
export const SETTINGS_TITLE = 'Settings';

const manageAccess = entry('Manage Access', 'members', 'AdminPanelSettingsOutlined');
const connectDisconnect = entry('Connect/Disconnect', 'page-subscription', 'LinkOutlined');
const inAppStoreSettings = entry('In-App Store Settings', 'mini-app-settings', 'TuneOutlined');
const maintenance = entry('Maintenance', 'app-maintenance', 'BuildOutlined');
const billingManager = entry('Billing Manager', 'billing', 'ReceiptOutlined', {
  when: billingVisible,
  children: [entry('Payment Preferences Manager', 'payment-preferences', 'CreditCardOutlined')],
});

export type SettingsVariant = 'standard' | 'store-management' | 'distributor' | 'affiliate';

const SETTINGS_ENTRIES: Record<SettingsVariant, MenuEntry[]> = {
  standard: [manageAccess, billingManager, connectDisconnect, inAppStoreSettings, maintenance],
  'store-management': [manageAccess, maintenance],
  distributor: [entry('Members', 'members', 'GroupOutlined')],
  affiliate: [manageAccess, entry('Connect/Disconnect', 'affiliate-page-subscription', 'LinkOutlined')],
};

export function settingsGroup(variant: SettingsVariant, title: string = SETTINGS_TITLE): MenuGroup {
  return { title, entries: SETTINGS_ENTRIES[variant] };
}

/** Chatbot AI Manager: only when the inbox manager is allowed for the app. */
export const chatbotGroup: MenuGroup = {
  title: 'Chatbot AI Manager',
  when: inboxManagerAllowed,
  entries: [
    entry('Chatbot Settings', 'ai-settings', 'SmartToyOutlined'),
    entry('Evaluation', 'chatbot-evaluation', 'FactCheckOutlined'),
  ],
};

/** FAQ menu: ecommerce-b2c and shopify. */
export const faqGroup: MenuGroup = {
  title: 'FAQ',
  entries: [entry('FAQ Manager', 'faq-manager', 'QuizOutlined')],
};

export const inboxEntry = entry('Inbox', 'inbox-manager', 'ForumOutlined');

/** An "Orders" entry with the order tracker (opening on pending) and the order history. */
export function ordersEntry(trackerRoute: string, historyRoute: string): MenuEntry {
  return {
    title: 'Orders',
    icon: 'ReceiptLongOutlined',
    children: [
      entry('Order Tracker', trackerRoute, 'LocalShippingOutlined', { params: { status: 'pending' } }),
      entry('Order History', historyRoute, 'HistoryOutlined'),
    ],
  };
}

/** A "Products" entry with its Categories and Add-Ons. */
export function productsEntry(products: string, categories: string, addOns?: string): MenuEntry {
  const children = [
    entry('Products', products, 'Inventory2Outlined'),
    entry('Categories', categories, 'CategoryOutlined'),
  ];
  if (addOns !== undefined) children.push(entry('Add-Ons', addOns, 'AddBoxOutlined'));
  return { title: 'Products', icon: 'Inventory2Outlined', children };
}
