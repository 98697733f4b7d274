/** How the order page names statuses (the server's orders.rules.ts labels). */
import type { OrderStatus, PaymentStatus } from '../generated/graphql';

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

/** What the payment status asks of the customer, in plain words; null when nothing. */
export function paymentNote(order: {
  paymentStatus: PaymentStatus;
  canUploadDepositSlip: boolean;
}): string | null {
  if (order.paymentStatus === 'for_reupload')
    return 'The store asked for a new deposit slip. Please upload a clear photo of it.';
  if (order.paymentStatus === 'for_confirmation') return 'The store is checking your deposit slip.';
  if (order.canUploadDepositSlip)
    return "Pay to the store's bank or e-wallet account, then send a photo of your deposit slip.";
  return null;
}
