/** Notification rules as data (document 1 §3, §4). */

export const NOTIFICATION_CATEGORIES = [
  'order_created',
  'fb_catalog_sync',
  'negative_sentiment_reminder',
  'payment_option_deactivation',
  'limit_notice',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Limit notices are recognised by their message (document 1 §2) and shown without avatar or name. */
export const isLimitNotice = (message: string): boolean => /response credits|users limit/i.test(message);

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const MESSAGE_MAX = 500;
