/** How the order page names statuses (the server's orders.rules.ts labels). */
import type { PaymentStatus } from '../generated/graphql';
import { formatDateTime } from '../lib/format';

export { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../lib/orderLabels';

/** "…before 2026-11-22 03:15 pm, or the order is cancelled." (the store's checkout expiration). */
export const payByText = (payBy: string): string =>
  `Please pay and send your deposit slip before ${formatDateTime(payBy)}, or the order is cancelled.`;

export const EXPIRED_NOTE = 'This order was cancelled because it was not paid in time.';

/** What the payment status asks of the customer, in plain words; null when nothing. */
export function paymentNote(order: {
  paymentStatus: PaymentStatus;
  canUploadDepositSlip: boolean;
  payBy?: string | null;
  expired?: boolean;
}): string | null {
  if (order.expired) return EXPIRED_NOTE;
  if (order.payBy) return payByText(order.payBy);
  if (order.paymentStatus === 'for_reupload')
    return 'The store asked for a new deposit slip. Please upload a clear photo of it.';
  if (order.paymentStatus === 'for_confirmation') return 'The store is checking your deposit slip.';
  if (order.canUploadDepositSlip)
    return "Pay to the store's bank or e-wallet account, then send a photo of your deposit slip.";
  return null;
}
