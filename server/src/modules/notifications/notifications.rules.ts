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
  if (to === 'deactivated')
    return `${storeName} was deactivated: customers cannot order until your payments are settled.`;
  return null;
}

/** 'Your bill SUKI-202611-0C397AD0 for ₱1,529.00 is ready. Please pay by 2026-12-05.' */
export const newBillMessage = (referenceNumber: string, amount: number, due: string): string =>
  `Your bill ${referenceNumber} for ${formatPeso(amount)} is ready. Please pay by ${due}.`;
