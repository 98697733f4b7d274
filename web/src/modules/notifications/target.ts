import { appUrl, type BundleKey, bundles, findAppRoute } from '../../bundles';

/*
 * Where opening a notification leads (document 1 §4, document 3 §4), as data for the drawer:
 *   payment_option_deactivation  → the payment-provider reminder in the navigation drawer
 *                                   (checked first: these are linked to a Billing too)
 *   negative_sentiment_reminder  → the inbox manager, only when the app status is Active
 *   Order                        → the bundle's order history with ?txn=<transactionNumber>
 *                                   (store-management orders for mall-stores-management-bundle);
 *                                   order_created and customer_unreachable (an update that did not
 *                                   reach the customer on Messenger) are both linked to their order
 *   Billing                      → billing-details of the billing uuid
 *   plan_limit,                  → enterprise-plans (Subscription Plans): the plan that lifts the
 *   response_credits_limit         limit is one press away
 *   anything else                → nowhere: opening it only marks it read
 */

/** The fields of a notification the routing reads. */
export interface RoutableNotification {
  category: string;
  notificationableType?: string | null;
  notificationable?: { uuid?: string | null; transactionNumber?: string | null } | null;
}

/** The app the console is inside of. */
export interface NotificationApp {
  /** The route key of /apps/{key}/{appUUID}. */
  key: BundleKey;
  appUUID: string;
  /** App.bundleKey, the service bundle (e.g. mall-stores-management-bundle), when loaded. */
  serviceBundle?: string | null;
}

export type NotificationTarget =
  | { kind: 'navigate'; url: string }
  /** The inbox opens only after the app status says Active (document 1 §8 otherwise). */
  | { kind: 'inbox'; url: string }
  | { kind: 'payment-reminder' }
  | { kind: 'none' };

export const PAYMENT_OPTION_DEACTIVATION = 'payment_option_deactivation';
export const NEGATIVE_SENTIMENT_REMINDER = 'negative_sentiment_reminder';
/** A limit of the store's plan stopped something this month (issue 16): opens Subscription Plans. */
export const PLAN_LIMIT_CATEGORIES: ReadonlySet<string> = new Set(['plan_limit', 'response_credits_limit']);
const MALL_SERVICE_BUNDLE = 'mall-stores-management-bundle';
const NOWHERE: NotificationTarget = { kind: 'none' };

function routeUrl(app: NotificationApp, name: string, params: Record<string, string> = {}): string | null {
  const route = findAppRoute(app.key, name);
  if (route === undefined) return null;
  try {
    return appUrl(route.name, { ...params, key: app.key, appUUID: app.appUUID });
  } catch {
    return null;
  }
}

/** The route name of a bundle's order history; undefined for bundles without orders (survey, inquiry, affiliate). */
export function orderHistoryRoute(app: Pick<NotificationApp, 'key' | 'serviceBundle'>): string | undefined {
  if (app.serviceBundle === MALL_SERVICE_BUNDLE || app.key === 'mall-stores-management') {
    return 'store-management-orders';
  }
  return bundles[app.key].routes.find((r) => r.name.endsWith('-order-history'))?.name;
}

function orderTarget(notification: RoutableNotification, app: NotificationApp): NotificationTarget {
  const name = orderHistoryRoute(app);
  const base = name === undefined ? null : routeUrl(app, name);
  if (base === null) return NOWHERE;
  const txn = notification.notificationable?.transactionNumber;
  return { kind: 'navigate', url: txn ? `${base}?${new URLSearchParams({ txn })}` : base };
}

export function notificationTarget(
  notification: RoutableNotification,
  app: NotificationApp,
): NotificationTarget {
  if (notification.category === PAYMENT_OPTION_DEACTIVATION) return { kind: 'payment-reminder' };
  if (notification.category === NEGATIVE_SENTIMENT_REMINDER) {
    const inbox = routeUrl(app, 'inbox-manager');
    return inbox === null ? NOWHERE : { kind: 'inbox', url: `${inbox}?filter=all` };
  }
  if (notification.notificationableType === 'Order') return orderTarget(notification, app);
  if (notification.notificationableType === 'Billing') {
    const uuid = notification.notificationable?.uuid;
    const url = uuid ? routeUrl(app, 'billing-details', { uuid }) : null;
    return url === null ? NOWHERE : { kind: 'navigate', url };
  }
  if (PLAN_LIMIT_CATEGORIES.has(notification.category)) {
    const url = routeUrl(app, 'enterprise-plans');
    return url === null ? NOWHERE : { kind: 'navigate', url };
  }
  return NOWHERE;
}

/** The payment route the reminder's button opens (document 3 §4), by bundle; null when the bundle has none. */
export function paymentRouteUrl(app: NotificationApp): string | null {
  const preferred =
    app.key === 'shopify'
      ? 'shopify-payment'
      : app.key === 'insurance'
        ? 'insurance-payment'
        : 'ecommerce-payment';
  const name =
    findAppRoute(app.key, preferred) !== undefined
      ? preferred
      : bundles[app.key].routes.find((r) => r.name.endsWith('-payment'))?.name;
  return name === undefined ? null : routeUrl(app, name);
}
