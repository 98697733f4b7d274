/**
 * The dashboard's setup checklist (issue 15): what a store still needs before and around launch, as
 * data. It replaces prompts that blocked every visit: each question is asked once by itself at most,
 * and afterwards waits here, one click away, until it is done.
 */
import { type AppRouteName, appUrl, type BundleKey, topUrl } from '../../bundles';
import { appDerivedParams } from '../../shell/rules/nav';

export type ChecklistKey = 'profile' | 'page' | 'products' | 'delivery' | 'payment' | 'business' | 'launch';

/** What the checklist reads off the store and the signed-in merchant. */
export interface ChecklistFacts {
  profileComplete: boolean;
  pageConnected: boolean;
  hasProducts: boolean;
  hasDelivery: boolean;
  hasDefaultPaymentMethod: boolean;
  businessDescribed: boolean;
  launched: boolean;
}

export interface ChecklistItem {
  key: ChecklistKey;
  label: string;
  /** Why it matters, in a line. */
  hint: string;
  /** The button's words while the item is not done. */
  action: string;
  done: boolean;
}

const ITEMS: ReadonlyArray<Omit<ChecklistItem, 'done'> & { fact: keyof ChecklistFacts }> = [
  {
    key: 'page',
    fact: 'pageConnected',
    label: 'Connect your Facebook page',
    hint: 'Customers open your store and chat with you through your page.',
    action: 'Connect page',
  },
  {
    key: 'products',
    fact: 'hasProducts',
    label: 'Add your products',
    hint: 'Publish at least one product for customers to order.',
    action: 'Add a product',
  },
  {
    key: 'delivery',
    fact: 'hasDelivery',
    label: 'Set up delivery',
    hint: 'Turn on a shipping method: pick-up, flat rate or a courier.',
    action: 'Set up delivery',
  },
  {
    key: 'payment',
    fact: 'hasDefaultPaymentMethod',
    label: 'Add a payment method',
    hint: 'A default payment method is needed before you launch.',
    action: 'Add payment method',
  },
  {
    key: 'business',
    fact: 'businessDescribed',
    label: 'Describe your business',
    hint: 'Your category and description help customers find and trust your store.',
    action: 'Describe business',
  },
  {
    key: 'profile',
    fact: 'profileComplete',
    label: 'Complete your profile',
    hint: 'Your birthdate, mobile number and business email keep your account secure.',
    action: 'Complete profile',
  },
  {
    key: 'launch',
    fact: 'launched',
    label: 'Launch your store',
    hint: 'Open your store to customers on Messenger.',
    action: 'Launch',
  },
];

/** The checklist in the order a merchant works through it. */
export function checklistItems(facts: ChecklistFacts): ChecklistItem[] {
  return ITEMS.map(({ fact, ...item }) => ({ ...item, done: facts[fact] }));
}

/** "3 of 7 done" */
export function checklistSummary(items: readonly ChecklistItem[]): string {
  return `${items.filter((i) => i.done).length} of ${items.length} done`;
}

/** Launch can be started here once the page is connected (the launch dialog needs it). */
export function canStartLaunch(facts: ChecklistFacts): boolean {
  return facts.pageConnected && !facts.launched;
}

/** Where each item's button goes (launch opens the launch dialog instead). */
export function checklistUrl(
  key: Exclude<ChecklistKey, 'launch'>,
  bundleKey: BundleKey,
  appUuid: string,
): string {
  const app = (name: AppRouteName) =>
    appUrl(name, { ...appDerivedParams(bundleKey), key: bundleKey, appUUID: appUuid });
  switch (key) {
    case 'profile':
      return topUrl('profile-update');
    case 'page':
      return app('page-subscription');
    case 'products':
      return app('ecommerce-product-new');
    case 'delivery':
      return app('ecommerce-shipping');
    case 'payment':
      return app('payment-preferences');
    case 'business':
      return app('mini-app-settings');
  }
}
