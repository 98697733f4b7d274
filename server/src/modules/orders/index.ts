/**
 * Orders: the storefront's checkout, the merchant's order tracker, deposit slips, the customer's
 * Messenger updates, and the scheduled moves (auto-confirm, unpaid expiry). Adds a customer's orders
 * and totals to Customer.
 */
import './orders.courier.graphql.ts';
import './orders.customers.graphql.ts';
import './orders.online.graphql.ts';
import './orders.promotions.graphql.ts';
import './orders.refunds.graphql.ts';
import './orders.store.graphql.ts';

export { registerOrdersMessengerListeners } from './listeners/send-messenger.ts';
export { registerOrderCourierListeners } from './orders.courier.ts';
export { COURIER_WEBHOOK_PATH, handleCourierWebhook } from './orders.courier.webhook.ts';
export { type CustomerStats, customerStatsOf } from './orders.customers.ts';
export {
  OnlinePaymentChannelEnum,
  OrderStatusEnum,
  PaymentMethodEnum,
  PaymentStatusEnum,
} from './orders.enums.ts';
export type { OrdersEvents } from './orders.events.ts';
export { localMobile } from './orders.export.ts';
export {
  latestSoldItems,
  type OrderDayFigures,
  orderDayFigures,
  orderDaysOf,
  orderFiguresBetween,
  type SoldItem,
} from './orders.figures.ts';
export { OrderType } from './orders.graphql.ts';
export { defineOrderJobs } from './orders.jobs.ts';
export {
  completedOrdersBetween,
  completedOrdersCountBetween,
  latestOrderOf,
  messengerUpdateWithOrder,
  orderByUuid,
} from './orders.lookups.ts';
export { applyOrderPaymentCallback, onlineChannelsOf } from './orders.online.ts';
export { applyOrderRefundCallback, registerOrderRefundListeners } from './orders.refunds.ts';
export {
  notReachedReason,
  ORDER_STATUSES,
  type OrderStatus,
  OUT_OF_AREA,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
  storeOpen,
  storeRefusal,
} from './orders.rules.ts';
export {
  type CustomerSet,
  customersWithOrderFact,
  type OrderFact,
  ordersPlacedBy,
} from './orders.segments.ts';
export { DEPOSIT_SLIP_UPLOAD_PATH, depositSlipUpload } from './orders.slips.ts';
export { ordersBySource } from './orders.sources.ts';
export type { OrderRow } from './orders.tables.ts';
