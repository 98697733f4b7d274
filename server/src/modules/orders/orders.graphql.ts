import { builder } from '../../graphql/builder.ts';
import {
  asksForCount,
  TOTAL_COUNT_CAPPED_DESCRIPTION,
  totalCountCappedOf,
  totalCountOf,
} from '../../platform/counts.ts';
import {
  FulfillmentEnum,
  MessengerUpdateOutcomeEnum,
  OrderStatusEnum,
  OrderTimelineEntryKindEnum,
  PaymentMethodEnum,
  PaymentStatusEnum,
} from './orders.enums.ts';
import { deliveryAddressOf, exportOrdersCsv } from './orders.export.ts';
import {
  nextPaymentStatuses,
  nextStatuses,
  type OrderStatus,
  orderTimeline,
  type TimelineEntry,
} from './orders.rules.ts';
import {
  advanceOrdersForToday,
  appHasPendingOrders,
  listOrders,
  orderByTransactionNumberOrThrow,
  orderCounts,
  orderItemsLoader,
  orderMessengerUpdatesLoader,
  orderOrThrow,
  payByOf,
  pendingOrdersReminder,
  updateOrderStatus,
  updatePaymentStatus,
} from './orders.service.ts';
import { depositSlipUrls } from './orders.slips.ts';
import type { OrderItemRow, OrderRow, SoldAddOn } from './orders.tables.ts';

const OrderAddOnType = builder.objectRef<SoldAddOn>('OrderAddOn').implement({
  description: 'An add-on as sold with an order line.',
  fields: (t) => ({
    addOnUuid: t.exposeID('addOnUuid', { nullable: true }),
    name: t.exposeString('name'),
    price: t.exposeInt('price', { description: 'centavos' }),
    quantity: t.exposeInt('quantity'),
  }),
});

export const OrderItemType = builder.objectRef<OrderItemRow>('OrderItem').implement({
  description: 'One line of an order, as sold (names and prices kept when the catalog changes).',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    productUuid: t.exposeID('productUuid', { nullable: true }),
    variantUuid: t.exposeID('variantUuid', { nullable: true }),
    productName: t.exposeString('productName'),
    variantName: t.exposeString('variantName'),
    unitPrice: t.exposeInt('unitPrice', { description: 'centavos' }),
    quantity: t.exposeInt('quantity'),
    addOns: t.field({ type: [OrderAddOnType], resolve: (i) => i.addOns }),
    lineTotal: t.exposeInt('lineTotal', { description: 'centavos' }),
  }),
});

export const OrderTimelineEntryType = builder.objectRef<TimelineEntry>('OrderTimelineEntry').implement({
  description:
    'When an order entered a status (kind status), or what became of a Messenger update to its customer (kind messenger, merchant only).',
  fields: (t) => ({
    kind: t.field({ type: OrderTimelineEntryKindEnum, resolve: (e) => e.kind }),
    status: t.field({
      type: OrderStatusEnum,
      nullable: true,
      description: 'The status entered (kind status).',
      resolve: (e) => (e.kind === 'status' ? e.status : null),
    }),
    note: t.string({
      nullable: true,
      description: 'The Messenger update in plain words, e.g. "Update sent on Messenger" (kind messenger).',
      resolve: (e) => (e.kind === 'messenger' ? e.note : null),
    }),
    outcome: t.field({
      type: MessengerUpdateOutcomeEnum,
      nullable: true,
      resolve: (e) => (e.kind === 'messenger' ? e.outcome : null),
    }),
    at: t.expose('at', { type: 'DateTime' }),
  }),
});

export const OrderType = builder.objectRef<OrderRow>('Order').implement({
  description: 'A customer order. Amounts are centavos.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    appUuid: t.exposeID('appUuid'),
    transactionNumber: t.exposeString('transactionNumber'),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.status }),
    paymentStatus: t.field({ type: PaymentStatusEnum, resolve: (o) => o.paymentStatus }),
    paymentMethod: t.field({ type: PaymentMethodEnum, resolve: (o) => o.paymentMethod }),
    customerName: t.exposeString('customerName'),
    mobileNumber: t.exposeString('mobileNumber', { description: '10 digits, without +63.' }),
    regionCode: t.exposeString('regionCode', { nullable: true }),
    provinceCode: t.exposeString('provinceCode', { nullable: true }),
    cityCode: t.exposeString('cityCode', { nullable: true }),
    streetAddress: t.exposeString('streetAddress'),
    deliveryAddress: t.string({
      description: 'The street and the named city, province and region; empty for pickup.',
      resolve: (o) => deliveryAddressOf(o),
    }),
    fulfillment: t.field({ type: FulfillmentEnum, resolve: (o) => o.fulfillment }),
    shippingMethodUuid: t.exposeID('shippingMethodUuid', { nullable: true }),
    remarks: t.exposeString('remarks'),
    subtotal: t.exposeInt('subtotal'),
    deliveryFee: t.exposeInt('deliveryFee'),
    tax: t.exposeInt('tax'),
    discount: t.exposeInt('discount'),
    convenienceFee: t.exposeInt('convenienceFee'),
    total: t.exposeInt('total'),
    advanceOrderDate: t.expose('advanceOrderDate', { type: 'Date', nullable: true }),
    pageRecipientUuid: t.exposeID('pageRecipientUuid', { nullable: true }),
    depositSlipUrl: t.string({
      nullable: true,
      description:
        "The customer's latest deposit slip (bank transfer or e-wallet), to check before confirming.",
      resolve: async (o, _a, ctx) => (await depositSlipUrls(ctx, o.uuid))?.url ?? null,
    }),
    items: t.field({ type: [OrderItemType], resolve: (o, _a, ctx) => orderItemsLoader(ctx).load(o.uuid) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    forDeliveryAt: t.expose('forDeliveryAt', { type: 'DateTime', nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    cancelledAt: t.expose('cancelledAt', { type: 'DateTime', nullable: true }),
    refundedAt: t.expose('refundedAt', { type: 'DateTime', nullable: true }),
    autoConfirmedAt: t.expose('autoConfirmedAt', { type: 'DateTime', nullable: true }),
    expiredAt: t.expose('expiredAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Set when the order was cancelled by itself, left unpaid past the checkout expiration.',
    }),
    payBy: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'When this unpaid order (bank transfer or e-wallet, no deposit slip yet) is cancelled by itself; null when it is not.',
      resolve: (o, _a, ctx) => payByOf(ctx, o),
    }),
    paymentStatusUpdatedAt: t.expose('paymentStatusUpdatedAt', { type: 'DateTime', nullable: true }),
    nextStatuses: t.field({
      type: [OrderStatusEnum],
      description: 'The statuses this order may move to next (its row of the status table).',
      resolve: (o) => [...nextStatuses(o.status)],
    }),
    nextPaymentStatuses: t.field({
      type: [PaymentStatusEnum],
      description: 'The payment statuses this order may move to next.',
      resolve: (o) => [...nextPaymentStatuses(o.paymentStatus, o.paymentMethod)],
    }),
    timeline: t.field({
      type: [OrderTimelineEntryType],
      description:
        'Placed (pending), then each status the order entered and each Messenger update to the customer (sent, or why not), oldest first.',
      resolve: async (o, _a, ctx) => orderTimeline(o, await orderMessengerUpdatesLoader(ctx).load(o.uuid)),
    }),
  }),
});

builder.queryField('orders', (t) =>
  t.connection(
    {
      type: OrderType,
      description:
        "An app's orders, newest first (keyset pages of 20 by default, at most 100): by status, payment status, Asia/Manila days from–to (inclusive), search (transaction number, customer name or mobile), and advance orders only.",
      args: {
        appUuid: t.arg.id({ required: true }),
        status: t.arg({ type: OrderStatusEnum }),
        paymentStatus: t.arg({ type: PaymentStatusEnum }),
        search: t.arg.string(),
        from: t.arg({ type: 'Date' }),
        to: t.arg({ type: 'Date' }),
        advance: t.arg.boolean({ description: 'Only advance orders (placed for a later day).' }),
      },
      resolve: (_r, args, ctx, info) => listOrders(ctx, { ...args, withCount: asksForCount(info) }),
    },
    {
      name: 'OrderConnection',
      fields: (c) => ({
        totalCount: c.int({ resolve: totalCountOf }),
        totalCountCapped: c.boolean({
          description: TOTAL_COUNT_CAPPED_DESCRIPTION,
          resolve: totalCountCappedOf,
        }),
      }),
    },
    { name: 'OrderEdge' },
  ),
);

builder.queryField('ordersExportCsv', (t) =>
  t.string({
    description:
      'The orders the list shows for the same filters, newest first, as CSV (one row per order); only where the app is ordersExportable.',
    args: {
      appUuid: t.arg.id({ required: true }),
      status: t.arg({ type: OrderStatusEnum }),
      paymentStatus: t.arg({ type: PaymentStatusEnum }),
      search: t.arg.string(),
      from: t.arg({ type: 'Date' }),
      to: t.arg({ type: 'Date' }),
      advance: t.arg.boolean(),
    },
    resolve: (_r, args, ctx) => exportOrdersCsv(ctx, args),
  }),
);

builder.queryField('order', (t) =>
  t.field({
    type: OrderType,
    args: { uuid: t.arg.id({ required: true }) },
    resolve: (_r, { uuid }, ctx) => orderOrThrow(ctx, uuid),
  }),
);

builder.queryField('orderByTransactionNumber', (t) =>
  t.field({
    type: OrderType,
    args: { appUuid: t.arg.id({ required: true }), transactionNumber: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => orderByTransactionNumberOrThrow(ctx, a.appUuid, a.transactionNumber),
  }),
);

const OrderCountType = builder.objectRef<{ status: OrderStatus; count: number }>('OrderCount').implement({
  fields: (t) => ({
    status: t.field({ type: OrderStatusEnum, resolve: (c) => c.status }),
    count: t.exposeInt('count'),
  }),
});

builder.queryField('orderCounts', (t) =>
  t.field({
    type: [OrderCountType],
    description: 'How many orders the app has in each status (the order tracker tabs).',
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid }, ctx) => orderCounts(ctx, appUuid),
  }),
);

const AdvanceOrderType = builder
  .objectRef<{ uuid: string; transactionNumber: string }>('AdvanceOrder')
  .implement({
    fields: (t) => ({ uuid: t.exposeID('uuid'), transactionNumber: t.exposeString('transactionNumber') }),
  });

builder.queryField('fetchAdvanceOrdersForToday', (t) =>
  t.field({
    type: [AdvanceOrderType],
    description: 'Open advance orders due today (Asia/Manila).',
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid }, ctx) => advanceOrdersForToday(ctx, appUuid),
  }),
);

builder.queryField('appHasPendingOrders', (t) =>
  t.boolean({
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid }, ctx) => appHasPendingOrders(ctx, appUuid),
  }),
);

const PendingOrdersReminderType = builder
  .objectRef<{ pendingCount: number; completeBy: string }>('PendingOrdersReminder')
  .implement({
    fields: (t) => ({
      pendingCount: t.exposeInt('pendingCount'),
      completeBy: t.expose('completeBy', {
        type: 'Date',
        description: 'Pending orders should be completed or cancelled before this day (the 8th).',
      }),
    }),
  });

builder.queryField('pendingOrdersReminder', (t) =>
  t.field({
    type: PendingOrdersReminderType,
    nullable: true,
    description:
      'The pending-orders reminder: set on days 1 and 7 of the month (Asia/Manila) when the app has pending orders; null otherwise.',
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid }, ctx) => pendingOrdersReminder(ctx, appUuid),
  }),
);

const OrderStatusUpdateInput = builder.inputType('OrderStatusUpdateInput', {
  fields: (t) => ({
    uuid: t.id({ required: true }),
    status: t.field({ type: OrderStatusEnum, required: true }),
  }),
});
const OrderPaymentStatusUpdateInput = builder.inputType('OrderPaymentStatusUpdateInput', {
  fields: (t) => ({
    uuid: t.id({ required: true }),
    paymentStatus: t.field({ type: PaymentStatusEnum, required: true }),
  }),
});

builder.mutationField('orderStatusUpdate', (t) =>
  t.field({
    type: OrderType,
    description: 'Moves the order along its status table; cancelling gives the stock back.',
    args: { input: t.arg({ type: OrderStatusUpdateInput, required: true }) },
    resolve: (_r, { input }, ctx) => updateOrderStatus(ctx, input),
  }),
);

builder.mutationField('orderPaymentStatusUpdate', (t) =>
  t.field({
    type: OrderType,
    args: { input: t.arg({ type: OrderPaymentStatusUpdateInput, required: true }) },
    resolve: (_r, { input }, ctx) => updatePaymentStatus(ctx, input),
  }),
);
