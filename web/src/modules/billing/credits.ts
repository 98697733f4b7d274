/** Response credits bought (document 3 §2 screen 11, §4, §8, §9). */

/** §9: the fixed pack (the credits: docs/decisions.md). */
export const TOP_UP_CREDITS = 5_000;
export const TOP_UP_PRICE = 500_000;
/** §8, verbatim. */
export const CREDITS_ADDED = 'Successfully added response credits';
export const CREDITS_WAITING =
  'Waiting for the payment to be confirmed. Your credits appear here as soon as it is.';
export const CREDITS_PAYMENT_FAILED =
  'The payment did not go through. No credits were added: please try again.';

/** The query parameter the provider's checkout returns with. */
export const TOP_UP_PARAM = 'topUp';

/** §4: a completed top-up is an increase of exactly the pack's credits. */
export const isTopUpArrival = (before: number | null, now: number | null | undefined): boolean =>
  before !== null && typeof now === 'number' && now - before === TOP_UP_CREDITS;

const key = (appUuid: string) => `suki.topUp.before.${appUuid}`;

/** The credits before leaving for the checkout, to recognise the pack's arrival on return. */
export function rememberCreditsBefore(appUuid: string, credits: number, storage: Storage = sessionStorage) {
  storage.setItem(key(appUuid), String(credits));
}

export function creditsBefore(appUuid: string, storage: Storage = sessionStorage): number | null {
  const value = Number(storage.getItem(key(appUuid)));
  return storage.getItem(key(appUuid)) === null || !Number.isFinite(value) ? null : value;
}

export function forgetCreditsBefore(appUuid: string, storage: Storage = sessionStorage) {
  storage.removeItem(key(appUuid));
}

/** This page with `topUp={outcome}`: where the provider's checkout returns. */
export function returnUrl(href: string, outcome: 'ok' | 'failed'): string {
  const url = new URL(href);
  url.searchParams.set(TOP_UP_PARAM, outcome);
  return url.toString();
}
