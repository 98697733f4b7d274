import type { PaymentMethodStatus, PaymentMethodType } from '../../generated/graphql';

/** Saved payment methods: what a merchant may pick, and how a method reads. */
export const TYPE_LABELS: Readonly<Record<PaymentMethodType, string>> = {
  EWALLET: 'E-wallet',
  CARD: 'Credit or debit card',
  DIRECT_DEBIT: 'Direct debit',
};

export const CHANNELS: Readonly<Record<PaymentMethodType, readonly string[]>> = {
  EWALLET: ['GCASH', 'PAYMAYA', 'GRABPAY', 'SHOPEEPAY'],
  CARD: ['CARD'],
  DIRECT_DEBIT: ['BPI', 'UBP'],
};

export const CHANNEL_LABELS: Readonly<Record<string, string>> = {
  GCASH: 'GCash',
  PAYMAYA: 'Maya',
  GRABPAY: 'GrabPay',
  SHOPEEPAY: 'ShopeePay',
  CARD: 'Card',
  BPI: 'BPI',
  UBP: 'UnionBank',
};

export const channelLabel = (code: string): string => CHANNEL_LABELS[code] ?? code;

export const STATUS_COLORS: Readonly<
  Record<PaymentMethodStatus, 'success' | 'warning' | 'error' | 'default'>
> = {
  ACTIVE: 'success',
  REQUIRES_ACTION: 'warning',
  FAILED: 'error',
  EXPIRED: 'default',
  REMOVED: 'default',
};

/** Where the provider sends the merchant back: the page they are on, with the method and the outcome. */
export interface ProviderReturn {
  paymentMethod: string;
  result: 'success' | 'failure';
}

export function providerReturnOf(search: string): ProviderReturn | null {
  const params = new URLSearchParams(search);
  const paymentMethod = params.get('paymentMethod');
  const result = params.get('result');
  if (!paymentMethod || (result !== 'success' && result !== 'failure')) return null;
  return { paymentMethod, result };
}

/** How long the return page waits for the provider's callback before saying so. */
export const CALLBACK_WAIT_MS = 30_000;
export const CALLBACK_POLL_MS = 1_500;

export const CUSTOMER_CREATED = 'Billing details saved at the payment provider';
export const METHOD_ADDED = 'Payment method Successfully created!';
export const METHOD_UPDATED = 'Payment method Successfully updated!';
export const METHOD_REMOVED = 'Payment method Successfully removed!';
export const METHOD_DEFAULT = 'Default payment method updated';
export const REMOVE_CONFIRM = 'Do you want to remove this payment method?';
export const METHOD_ACTIVE = 'Your payment method is connected and set as default for billing.';
export const METHOD_FAILED =
  'The payment method was not authorized. You can try again or choose another one.';
export const METHOD_STILL_PENDING =
  'We have not heard back from the payment provider yet. This page updates by itself; you can also check Saved Payment Methods later.';
