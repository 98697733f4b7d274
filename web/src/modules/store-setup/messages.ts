/** User-facing messages of the store-setup module (document 1 §8 patterns). */
export const CHECKOUT_SETTINGS_SAVED = 'Checkout Settings Successfully updated!';
export const SHIPPING_METHOD_CREATED = 'Shipping method Successfully created!';
export const SHIPPING_METHOD_UPDATED = 'Shipping method Successfully updated!';
export const SHIPPING_METHOD_REMOVED = 'Shipping method Successfully removed!';
export const REMOVE_SHIPPING_METHOD_QUESTION = 'Do you want to remove this shipping method?';
/** Document 2 §2.3: the cart settings subtitle covers these five. */
export const CHECKOUT_SETTINGS_SUBTITLE =
  'Set the delivery fee, free shipping, minimum purchase, address input and location scope of your checkout.';
