import type { OrderStatus, PaymentStatus } from './orders.rules.ts';

/** What the orders domain announces (listeners run after the commit). */
export type OrdersEvents = {
  /** A customer placed an order: the order_created notification, the customer's Messenger update. */
  'order.created': { appUuid: string; orderUuid: string };
  /** The status or payment status moved (merchant or the auto-confirm job): the customer's update. */
  'order.statusChanged': {
    appUuid: string;
    orderUuid: string;
    change: { kind: 'status'; to: OrderStatus } | { kind: 'payment'; to: PaymentStatus };
  };
};
