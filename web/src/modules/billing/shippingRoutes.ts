/*
 * Apart from ./shipping (which formats dates): the screen registry reads this list on every page,
 * the sign-in page included, which should not download dayjs for it.
 */

/** The courier top-up route of each bundle that has one (document 3 §2 *-shipping-top-up). */
export const SHIPPING_TOP_UP_ROUTES = [
  'ecommerce-shipping-top-up',
  'shopify-shipping-top-up',
  'insurance-shipping-top-up',
  'main-distributor-shipping-top-up',
] as const;
