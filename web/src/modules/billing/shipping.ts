/** Shipping credits (document 3 §2 screen 12 and route *-shipping-top-up, §3, §7 grabExpressCredits). */
import { formatDate } from '../../lib/format';

export const SHIPPING_KEY_SUFFIX = ':grab_express';
/** The query parameter the provider's checkout returns to Shipping Manager with. */
export const SHIPPING_TOP_UP_PARAM = 'shippingTopUp';
export const NO_APPROVED_TOP_UP = 'No approved Top up';
export const SHIPPING_CREDITS_ADDED = 'Shipping credits added';
export const SHIPPING_WAITING =
  'Waiting for the payment to be confirmed. Your shipping credits appear here as soon as it is.';
export const SHIPPING_PAYMENT_FAILED =
  'The payment did not go through. No shipping credits were added: please try again.';

/** §2: the top-up route's key, the app uuid, a unix timestamp and ':grab_express'. */
export const shippingTopUpKey = (appUuid: string, nowMs: number): string =>
  `${appUuid}${Math.floor(nowMs / 1000)}${SHIPPING_KEY_SUFFIX}`;

/** A key this console made for this store (a hand-typed or another store's key is not offered). */
export const isShippingTopUpKey = (appUuid: string, key: string): boolean =>
  key.startsWith(appUuid) &&
  /^\d+$/.test(key.slice(appUuid.length, -SHIPPING_KEY_SUFFIX.length)) &&
  key.endsWith(SHIPPING_KEY_SUFFIX);

/** §2 screen 12: the widget's line about the latest approved top-up. */
export const lastTopUpText = (last: { approvedAt: string } | null | undefined): string =>
  last ? `Latest Top up approved on ${formatDate(last.approvedAt)}` : NO_APPROVED_TOP_UP;

export { SHIPPING_TOP_UP_ROUTES } from './shippingRoutes';

/** The Shipping Manager list route's top-up screen in each bundle that has one. */
export const shippingTopUpRoute = (list: string): string => `${list}-top-up`;

/** Shipping Manager with `shippingTopUp={outcome}`: where the provider's checkout returns. */
export function shippingReturnUrl(origin: string, listPath: string, outcome: 'ok' | 'failed'): string {
  const url = new URL(listPath, origin);
  url.searchParams.set(SHIPPING_TOP_UP_PARAM, outcome);
  return url.toString();
}

const beforeKey = (appUuid: string) => `suki.shippingTopUp.before.${appUuid}`;

/** The balance before leaving for the checkout, to recognise the credits' arrival on return. */
export function rememberShippingBefore(appUuid: string, total: number, storage: Storage = sessionStorage) {
  storage.setItem(beforeKey(appUuid), String(total));
}

export function shippingBefore(appUuid: string, storage: Storage = sessionStorage): number | null {
  const raw = storage.getItem(beforeKey(appUuid));
  const value = Number(raw);
  return raw === null || !Number.isFinite(value) ? null : value;
}

export function forgetShippingBefore(appUuid: string, storage: Storage = sessionStorage) {
  storage.removeItem(beforeKey(appUuid));
}
