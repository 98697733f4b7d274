import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';
import { customers } from '../customers/customers.tables.ts';
import { pageRecipients } from '../inbox/inbox.tables.ts';
import { shippingMethods } from '../store-setup/store-setup.tables.ts';
import type {
  Fulfillment,
  MessengerUpdateOutcome,
  NotReachedBecause,
  OrderChange,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from './orders.rules.ts';

/**
 * A customer's order from the storefront (document 2 §3–§4). Amounts are integer centavos, fixed at
 * checkout; the status and payment status move only through the transition tables in orders.rules.ts.
 */
export const orders = pgTable(
  'orders',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    /** Short and human-readable (YYMMDD-XXXXXX), unique per app; what customers and merchants quote. */
    transactionNumber: text('transaction_number').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pay_pending'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    customerName: text('customer_name').notNull(),
    /** A PH mobile without +63: 10 digits starting with 9. */
    mobileNumber: text('mobile_number').notNull(),
    /** PSGC codes (10 digits); city null for a province-level place; all empty for pickup. */
    regionCode: text('region_code'),
    provinceCode: text('province_code'),
    cityCode: text('city_code'),
    streetAddress: text('street_address').notNull().default(''),
    fulfillment: text('fulfillment').$type<Fulfillment>().notNull(),
    shippingMethodUuid: uuid('shipping_method_uuid').references(() => shippingMethods.uuid, {
      onDelete: 'set null',
    }),
    remarks: text('remarks').notNull().default(''),
    subtotal: integer('subtotal').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    tax: integer('tax').notNull(),
    discount: integer('discount').notNull().default(0),
    convenienceFee: integer('convenience_fee').notNull().default(0),
    total: integer('total').notNull(),
    /** The day (Asia/Manila) an advance order is for; null: as soon as possible. */
    advanceOrderDate: date('advance_order_date', { mode: 'string' }),
    /** The Messenger customer who placed it, when they came from Messenger. */
    pageRecipientUuid: uuid('page_recipient_uuid').references(() => pageRecipients.uuid, {
      onDelete: 'set null',
    }),
    /**
     * The ref the shopper's visit came with (a referral link, a broadcast's button), lowercase; null
     * when they came directly: what a link's revenue counts.
     */
    source: text('source'),
    /** The customer (customers list) this order counts for; set at checkout. */
    customerUuid: uuid('customer_uuid').references(() => customers.uuid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    forDeliveryAt: timestamp('for_delivery_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Set when the scheduled job cancelled an order left unpaid past the checkout's expiration. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** Set when the scheduled job confirmed a pending order the merchant left for 10 days. */
    autoConfirmedAt: timestamp('auto_confirmed_at', { withTimezone: true }),
    paymentStatusUpdatedAt: timestamp('payment_status_updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_app_txn_key').on(t.appUuid, t.transactionNumber),
    // Ascending on NOT NULL columns: scanned backward each serves ORDER BY created_at DESC, uuid DESC.
    index('orders_app_newest_idx').on(t.appUuid, t.createdAt, t.uuid),
    index('orders_app_status_idx').on(t.appUuid, t.status, t.createdAt, t.uuid),
    index('orders_app_payment_idx').on(t.appUuid, t.paymentStatus, t.createdAt, t.uuid),
    // The tracker's status tab with a payment filter (pending + For Confirmation): one range, newest first.
    index('orders_app_status_payment_idx').on(t.appUuid, t.status, t.paymentStatus, t.createdAt, t.uuid),
    index('orders_app_mobile_idx').on(t.appUuid, t.mobileNumber),
    index('orders_app_advance_idx')
      .on(t.appUuid, t.advanceOrderDate)
      .where(sql`${t.advanceOrderDate} IS NOT NULL`),
    index('orders_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    // The billing run counts each store's completed orders in a period.
    index('orders_app_completed_idx').on(t.appUuid, t.completedAt).where(sql`${t.completedAt} IS NOT NULL`),
    // The store's figures subtract a day's refunds (orders.figures.ts).
    index('orders_app_refunded_idx').on(t.appUuid, t.refundedAt).where(sql`${t.refundedAt} IS NOT NULL`),
    index('orders_page_recipient_idx').on(t.pageRecipientUuid),
    index('orders_app_source_idx').on(t.appUuid, t.source, t.createdAt).where(sql`${t.source} IS NOT NULL`),
    index('orders_customer_idx').on(t.customerUuid, t.createdAt, t.uuid),
    index('orders_customer_name_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
    check(
      'orders_amounts_check',
      sql`${t.subtotal} >= 0 and ${t.deliveryFee} >= 0 and ${t.tax} >= 0 and ${t.discount} >= 0 and ${t.total} >= 0`,
    ),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/** An add-on as sold with an item: its name and price then, and how many. */
export interface SoldAddOn {
  addOnUuid: string | null;
  name: string;
  price: number;
  quantity: number;
}

/** One line of an order: the product, variant and add-ons as sold (names and prices kept). */
export const orderItems = pgTable(
  'order_items',
  {
    uuid: uuid('uuid').primaryKey(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    productUuid: uuid('product_uuid').references(() => products.uuid, { onDelete: 'set null' }),
    variantUuid: uuid('variant_uuid').references(() => productVariants.uuid, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    variantName: text('variant_name').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    addOns: jsonb('add_ons').$type<SoldAddOn[]>().notNull().default([]),
    lineTotal: integer('line_total').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderUuid, t.position),
    index('order_items_variant_idx').on(t.variantUuid),
    index('order_items_product_idx').on(t.productUuid),
  ],
);

export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * What became of each Messenger update to an order's customer (its timeline shows them): sent, sent
 * as a utility template, not sent (why), or refused by Messenger (its reason in plain words).
 */
export const orderMessengerUpdates = pgTable(
  'order_messenger_updates',
  {
    uuid: uuid('uuid').primaryKey(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    /** The move the update was about. */
    change: jsonb('change').$type<OrderChange>().notNull(),
    outcome: text('outcome').$type<MessengerUpdateOutcome>().notNull(),
    /** The utility template it went out with (sent_template). */
    templateName: text('template_name'),
    notReachedBecause: text('not_reached_because').$type<NotReachedBecause>(),
    /** Messenger's refusal in plain words (refused). */
    refusal: text('refusal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_messenger_updates_order_idx').on(t.orderUuid, t.createdAt)],
);

export type OrderMessengerUpdateRow = typeof orderMessengerUpdates.$inferSelect;

export const ONLINE_PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type OnlinePaymentStatus = (typeof ONLINE_PAYMENT_STATUSES)[number];

/**
 * Each attempt to pay an order online (card or e-wallet through the payment provider): a payment
 * request at the provider, keyed by its id for the callback. A failed attempt leaves the order at
 * pay_pending and the customer may try again (a new attempt, a new idempotency key).
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    /** Ours: the reference id at the provider, and the return page's key (random, sent only to the payer). */
    uuid: uuid('uuid').primaryKey(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    /** CARD, GCASH or PAYMAYA. */
    channel: text('channel').notNull(),
    /** Centavos asked for: the order's total when the attempt began. */
    amount: integer('amount').notNull(),
    status: text('status').$type<OnlinePaymentStatus>().notNull().default('pending'),
    /** The provider's payment request id (null until the provider answered). */
    paymentRequestId: text('payment_request_id'),
    /** Where the customer pays (the provider's page). */
    actionUrl: text('action_url'),
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_payments_order_attempt_key').on(t.orderUuid, t.attempt),
    uniqueIndex('order_payments_request_key').on(t.paymentRequestId),
  ],
);

export type OrderPaymentRow = typeof orderPayments.$inferSelect;

export const ORDER_REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type OrderRefundStatus = (typeof ORDER_REFUND_STATUSES)[number];

/**
 * A refund of an order paid online, asked by the merchant from the order page: sent to the provider
 * by the outbox (key `order-refund-{uuid}`), settled by its refund.* callback. Pending and succeeded
 * refunds count towards the store's daily refund threshold (the Manila day they were asked).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    uuid: uuid('uuid').primaryKey(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    /** The paid attempt refunded. */
    paymentUuid: uuid('payment_uuid')
      .notNull()
      .references(() => orderPayments.uuid, { onDelete: 'cascade' }),
    /** Centavos. */
    amount: integer('amount').notNull(),
    status: text('status').$type<OrderRefundStatus>().notNull().default('pending'),
    /** The provider's refund id, once it answered. */
    refundId: text('refund_id'),
    failureCode: text('failure_code'),
    /** Who asked (a member of the store). */
    requestedBy: uuid('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_refunds_app_day_idx').on(t.appUuid, t.createdAt),
    index('order_refunds_order_idx').on(t.orderUuid, t.createdAt),
    // One live refund per order: a second waits for the first to fail.
    uniqueIndex('order_refunds_live_key').on(t.orderUuid).where(sql`${t.status} <> 'failed'`),
  ],
);

export type OrderRefundRow = typeof orderRefunds.$inferSelect;
