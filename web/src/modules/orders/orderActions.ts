import type { OrderStatus, PaymentStatus } from '../../generated/graphql';

/* The moves the order details offer: exactly the order's nextStatuses / nextPaymentStatuses (the server's tables). */

export interface Confirmation {
  title: string;
  message: string;
  confirmLabel: string;
}

export type OrderAction =
  | { kind: 'status'; to: OrderStatus; label: string; danger: boolean; confirm: Confirmation | null }
  | { kind: 'payment'; to: PaymentStatus; label: string; danger: boolean; confirm: Confirmation | null }
  /** An order paid online: the money goes back through the payment provider (orderRefund). */
  | { kind: 'refund'; to: 'refund_success'; label: string; danger: true; confirm: Confirmation };

/** Refund payment for an order paid online, asked first with the amount. */
export const refundAction = (total: string): OrderAction => ({
  kind: 'refund',
  to: 'refund_success',
  label: 'Refund payment',
  danger: true,
  confirm: {
    title: 'Refund payment',
    message: `Send ${total} back to the customer through the payment provider? The order shows Refunded once the provider confirms. Refunds count towards your store's daily refund limit.`,
    confirmLabel: 'Refund payment',
  },
});

const STATUS_ACTION: Readonly<Record<OrderStatus, { label: string; confirm: Confirmation | null }>> = {
  pending: { label: 'Mark as pending', confirm: null },
  for_delivery: { label: 'Confirm for delivery', confirm: null },
  completed: { label: 'Mark as completed', confirm: null },
  cancelled: {
    label: 'Cancel order',
    confirm: {
      title: 'Cancel order',
      message: 'Do you want to cancel this order? Its items go back to your stock.',
      confirmLabel: 'Cancel order',
    },
  },
  refunded: {
    label: 'Refund order',
    confirm: {
      title: 'Refund order',
      message: 'Do you want to refund this order?',
      confirmLabel: 'Refund order',
    },
  },
};

const PAYMENT_ACTION: Readonly<Record<PaymentStatus, { label: string; confirm: Confirmation | null }>> = {
  pay_pending: { label: 'Mark payment as pending', confirm: null },
  for_confirmation: { label: 'Mark payment for confirmation', confirm: null },
  for_reupload: { label: 'Ask to reupload payment', confirm: null },
  pay_success: { label: 'Confirm payment', confirm: null },
  refund_success: {
    label: 'Refund payment',
    confirm: {
      title: 'Refund payment',
      message: 'Do you want to refund the payment for this order?',
      confirmLabel: 'Refund payment',
    },
  },
};

/** The buttons for an order, status moves first, in the server's order. */
export function orderActions(order: {
  nextStatuses: readonly OrderStatus[];
  nextPaymentStatuses: readonly PaymentStatus[];
  /** Paid online and refundable: Refund payment asks the provider (with the amount, formatted). */
  refundable?: string | null;
}): OrderAction[] {
  return [
    ...order.nextStatuses.map(
      (to): OrderAction => ({
        kind: 'status',
        to,
        ...STATUS_ACTION[to],
        danger: STATUS_ACTION[to].confirm !== null,
      }),
    ),
    ...order.nextPaymentStatuses.map(
      (to): OrderAction => ({
        kind: 'payment',
        to,
        ...PAYMENT_ACTION[to],
        danger: PAYMENT_ACTION[to].confirm !== null,
      }),
    ),
    ...(order.refundable ? [refundAction(order.refundable)] : []),
  ];
}

export { FULFILLMENT_LABELS, PAYMENT_METHOD_LABELS } from '../../lib/orderLabels';

/** 'Halo-halo (Large)', or the product alone for its only variant ('Default'). */
export const itemName = (item: { productName: string; variantName: string }): string =>
  item.variantName && item.variantName !== 'Default'
    ? `${item.productName} (${item.variantName})`
    : item.productName;

/** '+63 917 123 4567' from the stored 10 digits. */
export const displayMobile = (mobile: string): string =>
  /^\d{10}$/.test(mobile) ? `+63 ${mobile.slice(0, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}` : mobile;
