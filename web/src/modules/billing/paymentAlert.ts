/** Document 3 §8, word for word. */
export const PAYMENT_ALERT =
  'To continue using or setting up your store, please connect a payment method. This will allow us to automatically bill your subscription and any applicable convenience fees.';

/** The path a card payment provider returns the user to (document 3 §2). */
export const PAYMENT_CALLBACK_MARKER = '/payment-callback';

/** Route names where the banner never shows (document 3 §2). */
export const PAYMENT_ALERT_EXCLUDED_ROUTES: ReadonlySet<string> = new Set([
  'connect-payment-method',
  'customize-mini-app',
  'ecommerce-overview',
  'redirector',
]);

/**
 * Whether the payment alert may show on this page: never on the excluded routes, nor on any path
 * containing /diy, /overview/, /redirect or the payment callback path (document 3 §2).
 */
export function paymentAlertAllowed(pathname: string, routeName: string | null): boolean {
  if (routeName !== null && PAYMENT_ALERT_EXCLUDED_ROUTES.has(routeName)) return false;
  const path = `${pathname.replace(/\/$/, '')}/`;
  return !['/diy', '/overview/', '/redirect', PAYMENT_CALLBACK_MARKER].some((part) => path.includes(part));
}
