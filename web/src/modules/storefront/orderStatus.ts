/** How the order page names statuses (the server's orders.rules.ts labels). */
import type { OrderStatus, PaymentStatus } from '../../generated/graphql';

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  for_delivery: 'For Delivery',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pay_pending: 'Pending Payment',
  for_confirmation: 'For Confirmation',
  for_reupload: 'For Reupload',
  pay_success: 'Paid',
  refund_success: 'Refunded',
};
