/** The storefront's paths (public, outside the console): /store/{appUuid}/… */
const enc = encodeURIComponent;

export const STORE_ROOT = '/store/:appUuid/*';

export const storeUrls = {
  home: (appUuid: string) => `/store/${enc(appUuid)}`,
  product: (appUuid: string, productUuid: string) => `/store/${enc(appUuid)}/products/${enc(productUuid)}`,
  cart: (appUuid: string) => `/store/${enc(appUuid)}/cart`,
  checkout: (appUuid: string) => `/store/${enc(appUuid)}/checkout`,
  order: (appUuid: string, transactionNumber: string) =>
    `/store/${enc(appUuid)}/orders/${enc(transactionNumber)}`,
  /** The return page of an online payment attempt (the provider sends the customer back here). */
  payment: (appUuid: string, paymentUuid: string) => `/store/${enc(appUuid)}/pay/${enc(paymentUuid)}`,
};

export const confirmationUrl = (appUuid: string, transactionNumber: string) =>
  `${storeUrls.order(appUuid, transactionNumber)}/thanks`;
