/** How the order page names statuses (the server's orders.rules.ts labels). */
import type { PaymentStatus } from '../generated/graphql';

export { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../lib/orderLabels';

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
