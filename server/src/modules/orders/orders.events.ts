import type { OrderStatus, PaymentStatus } from './orders.rules.ts';

/** What the orders domain announces (listeners run after the commit). */
export type OrdersEvents = {
  /** A customer placed an order: the order_created notification, the customer's Messenger update. */
  'order.created': { appUuid: string; orderUuid: string };
  /** The status or payment status moved (merchant or a scheduled job): the customer's update. */
  'order.statusChanged': {
    appUuid: string;
    orderUuid: string;
    change: { kind: 'status'; to: OrderStatus } | { kind: 'payment'; to: PaymentStatus };
  };
  /** The merchant refunded an order paid online: the provider is asked (the listener), once. */
  'order.refundRequested': { appUuid: string; orderUuid: string; refundUuid: string };
  /** The merchant booked a courier (its fee taken from the shipping credits): the courier is asked, once. */
  'order.courierBookingRequested': { appUuid: string; orderUuid: string; bookingUuid: string };
  /**
   * What became of a Messenger update to the order's customer is on its timeline; when they were not
   * reached the merchant is told (notification and mail).
   */
  'order.messengerUpdateRecorded': {
    appUuid: string;
    orderUuid: string;
    updateUuid: string;
    reached: boolean;
  };
};
