/**
 * How orders are named to people, the same in the console and the storefront: the server's labels
 * (server/src/modules/orders/orders.rules.ts), so screens, CSV exports and Messenger updates read alike.
 */
import type { Fulfillment, OrderStatus, PaymentMethod, PaymentStatus } from '../generated/graphql';

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

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cod: 'Cash on delivery',
  bank_transfer: 'Bank transfer',
  e_wallet: 'E-wallet',
  online: 'Paid online (card or e-wallet)',
};

export const FULFILLMENT_LABELS: Readonly<Record<Fulfillment, string>> = {
  delivery: 'Delivery',
  pickup: 'Pickup',
};
