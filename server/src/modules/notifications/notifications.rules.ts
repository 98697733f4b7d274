/** Notification rules as data (document 1 §3, §4). */
import { formatPeso } from '../../platform/money.ts';

export const NOTIFICATION_CATEGORIES = [
  'order_created',
  'fb_catalog_sync',
  'negative_sentiment_reminder',
  'payment_option_deactivation',
  'limit_notice',
  'customer_unreachable',
  'store_status',
  'billing_created',
  'billing_paid',
  'billing_payment_failed',
  'billing_due_soon',
  'billing_deactivated',
  'billing_grace_last_day',
  'kyc_reviewed',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Limit notices are recognised by their message (document 1 §2) and shown without avatar or name. */
export const isLimitNotice = (message: string): boolean => /response credits|users limit/i.test(message);

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const MESSAGE_MAX = 500;

/** The console notification when an order update could not reach its customer on Messenger. */
export function customerUnreachableMessage(transactionNumber: string, customerName: string, reason: string) {
  const message = `Order ${transactionNumber}: ${customerName} could not be reached on Messenger (${reason}).`;
  return message.length > MESSAGE_MAX ? `${message.slice(0, MESSAGE_MAX - 1)}…` : message;
}

/** Why a store notification was not sent to a page admin, in plain words (the recipients list shows it). */
export const ADMIN_NOT_REACHED: Readonly<Record<'window' | 'no_template', string>> = {
  no_template:
    'more than 24 hours since their last message and the page has no approved store_notification template',
  window: 'Messenger allows no message this long after their last one',
};

/** The merchant's notification when their store's status moved (launch, maintenance, closing, billing). */
export function storeStatusMessage(storeName: string, from: string, to: string): string | null {
  if (to === 'active_store')
    return from === 'pending_store'
      ? `${storeName} is live: customers can now order from your store.`
      : `${storeName} is open again: customers can order.`;
  if (to === 'maintenance')
    return `${storeName} is under maintenance: customers cannot order until you open it again.`;
  if (to === 'closed_store') return `${storeName} is closed: customers cannot order.`;
  // Deactivation is billing's own notice (billing_deactivated), which opens the bill to pay.
  return null;
}

/** 'Your bill SUKI-202611-0C397AD0 for ₱1,529.00 is ready. Please pay by 2026-12-05.' */
export const newBillMessage = (referenceNumber: string, amount: number, due: string): string =>
  `Your bill ${referenceNumber} for ${formatPeso(amount)} is ready. Please pay by ${due}.`;

/** 'We received ₱1,529.00 for your bill SUKI-202611-0C397AD0. Thank you!' */
export const billPaidMessage = (referenceNumber: string, amount: number): string =>
  `We received ${formatPeso(amount)} for your bill ${referenceNumber}. Thank you!`;

/** Why a charge failed, in the provider's code; the merchant can pay again from the bill. */
export const billPaymentFailedMessage = (referenceNumber: string, code: string): string =>
  `The payment for your bill ${referenceNumber} did not go through (${code}). Please pay it again or use another payment method.`;

export const billRefusedSlipMessage = (referenceNumber: string, reason: string): string =>
  `Your deposit slip for bill ${referenceNumber} could not be confirmed: ${reason}. Please pay again.`;

export const billDueSoonMessage = (referenceNumber: string, due: string): string =>
  `Your bill ${referenceNumber} is due on ${due}. Please settle it to keep your store open.`;

/** Document 3 §2 screen 5's sentence, after what happened. */
export const storeDeactivatedMessage = (storeName: string, referenceNumber: string): string =>
  `${storeName} was deactivated: bill ${referenceNumber} is overdue. Please settle your payments to continue using your In-App Store.`;

/** Document 3 §2 screen 4: 24 hours remain. */
export const graceLastDayMessage = (referenceNumber: string): string =>
  `24 hours remain in your grace period. Please settle bill ${referenceNumber} to keep your In-App Store open.`;

/** The store's verification was reviewed (issue 17): verified turns online payment on. */
export const kycReviewedMessage = (storeName: string, verified: boolean, reason: string | null): string =>
  verified
    ? `${storeName} is verified: your customers can now pay online with card, GCash or Maya.`
    : `${storeName}'s verification was not approved: ${reason ?? 'please check your details'}. Please update it and submit again.`;
