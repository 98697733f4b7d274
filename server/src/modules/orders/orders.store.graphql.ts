/**
 * The storefront's side of orders (public: no session): the checkout, the customer's order page and
 * their deposit slip. The order page has its own type, so no merchant-only field can reach a customer.
 */
import { builder } from '../../graphql/builder.ts';
import { callerKey } from '../../platform/rate-limit.ts';
import { isAppMember } from '../apps/index.ts';
import { placeOrder } from './orders.checkout.ts';
import {
  FulfillmentEnum,
  OnlinePaymentChannelEnum,
  OrderStatusEnum,
  PaymentMethodEnum,
  PaymentStatusEnum,
} from './orders.enums.ts';
import { deliveryAddressOf } from './orders.export.ts';
import { OrderItemType, OrderTimelineEntryType } from './orders.graphql.ts';
import { StoreOrderPaymentType } from './orders.online.graphql.ts';
import { latestOrderPayment, onlineChannelsOf, startOnlinePayment } from './orders.online.ts';
import { statusTimeline } from './orders.rules.ts';
import { orderItemsLoader, payByOf, storeOrderOrThrow } from './orders.service.ts';
import { canSendDepositSlip, depositSlipUrls, sendDepositSlip } from './orders.slips.ts';
import type { OrderPaymentRow, OrderRow } from './orders.tables.ts';

const StoreCheckoutAddOnInput = builder.inputType('StoreCheckoutAddOnInput', {
  fields: (t) => ({ addOnUuid: t.id({ required: true }), quantity: t.int({ required: true }) }),
});
export const StoreCheckoutItemInput = builder.inputType('StoreCheckoutItemInput', {
  fields: (t) => ({
    variantUuid: t.id({ required: true }),
    quantity: t.int({ required: true }),
    addOns: t.field({ type: [StoreCheckoutAddOnInput] }),
  }),
});
const StoreCheckoutInput = builder.inputType('StoreCheckoutInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    items: t.field({ type: [StoreCheckoutItemInput], required: true }),
    customerName: t.string({ required: true }),
    mobileNumber: t.string({ required: true, description: '+63 9XX XXX XXXX, 09XXXXXXXXX or 9XXXXXXXXX.' }),
    fulfillment: t.field({ type: FulfillmentEnum, required: true }),
    shippingMethodUuid: t.id(),
    regionCode: t.string(),
    provinceCode: t.string(),
    cityCode: t.string(),
    streetAddress: t.string(),
    paymentMethod: t.field({ type: PaymentMethodEnum, required: true }),
    onlineChannel: t.field({
      type: OnlinePaymentChannelEnum,
      description: "Paying online: the card or e-wallet, one of the storefront's onlinePaymentChannels.",
    }),
    remarks: t.string(),
    advanceOrderDate: t.field({
      type: 'Date',
      description: 'An advance order: the Asia/Manila day it is for, today up to 30 days ahead.',
    }),
    depositSlipUuid: t.id({
      description:
        'A deposit slip uploaded to /uploads/deposit-slips (bank transfer or e-wallet): the payment starts at for_confirmation.',
    }),
    pageRecipientUuid: t.id({
      description:
        "The Messenger conversation the store was opened from (the carousel link's ?recipient=): the order is linked to it.",
    }),
    source: t.string({
      description:
        "The ref the shopper's visit came with (?ref= of a referral link or a broadcast's button): the order counts for it.",
    }),
    promoCodes: t.stringList({
      description:
        'Discount codes, at most 3: each must apply (storeCartQuote says whether it does), or nothing is ordered and promoCodes says why.',
    }),
  }),
});

type Placed = OrderRow & { onlinePayment: OrderPaymentRow | null };

export const StoreCheckoutPayload = builder.objectRef<Placed>('StoreCheckoutPayload').implement({
  fields: (t) => ({
    payment: t.field({
      type: StoreOrderPaymentType,
      nullable: true,
      description:
        "Paying online: the first attempt; send the customer to its checkoutUrl (when it failed at once, to the store's return page).",
      resolve: (o) => o.onlinePayment,
    }),
    transactionNumber: t.exposeString('transactionNumber'),
    total: t.exposeInt('total', { description: 'centavos' }),
    status: t.field({ type: OrderStatusEnum, resolve: (p) => p.status }),
    payBy: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'Bank transfer or e-wallet without a slip yet: pay before this, or the order is cancelled.',
      resolve: (o, _a, ctx) => payByOf(ctx, o),
    }),
  }),
});

builder.mutationField('storeCheckout', (t) =>
  t.field({
    type: StoreCheckoutPayload,
    description:
      "The storefront's checkout: reserves the stock and places the order (no sign-in; limited per address and store).",
    args: { input: t.arg({ type: StoreCheckoutInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      await ctx.limiter.check(callerKey('checkout', ctx.remoteAddress, input.appUuid), ctx.storeLimit);
      const online = input.paymentMethod === 'online' ? await onlineChannelsOf(ctx, input.appUuid) : [];
      const order = await placeOrder(ctx, input, { preview: await isAppMember(ctx, input.appUuid), online });
      const onlinePayment =
        order.paymentMethod === 'online' && input.onlineChannel
          ? await startOnlinePayment(ctx, order, input.onlineChannel)
          : null;
      return { ...order, onlinePayment };
    },
  }),
);

export const StoreOrderType = builder.objectRef<OrderRow>('StoreOrder').implement({
  description: "A customer's own order, as their order page shows it. Amounts are centavos.",
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    transactionNumber: t.exposeString('transactionNumber'),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.status }),
    paymentStatus: t.field({ type: PaymentStatusEnum, resolve: (o) => o.paymentStatus }),
    paymentMethod: t.field({ type: PaymentMethodEnum, resolve: (o) => o.paymentMethod }),
    fulfillment: t.field({ type: FulfillmentEnum, resolve: (o) => o.fulfillment }),
    customerName: t.exposeString('customerName'),
    deliveryAddress: t.string({ resolve: (o) => deliveryAddressOf(o) }),
    remarks: t.exposeString('remarks'),
    subtotal: t.exposeInt('subtotal'),
    deliveryFee: t.exposeInt('deliveryFee'),
    tax: t.exposeInt('tax'),
    discount: t.exposeInt('discount'),
    convenienceFee: t.exposeInt('convenienceFee'),
    total: t.exposeInt('total'),
    advanceOrderDate: t.expose('advanceOrderDate', { type: 'Date', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    items: t.field({ type: [OrderItemType], resolve: (o, _a, ctx) => orderItemsLoader(ctx).load(o.uuid) }),
    timeline: t.field({ type: [OrderTimelineEntryType], resolve: (o) => statusTimeline(o) }),
    depositSlipUrl: t.string({
      nullable: true,
      resolve: async (o, _a, ctx) => (await depositSlipUrls(ctx, o.uuid))?.thumbnailUrl ?? null,
    }),
    payBy: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Pay and send the deposit slip before this, or the order is cancelled; null when not due.',
      resolve: (o, _a, ctx) => payByOf(ctx, o),
    }),
    expired: t.boolean({
      description: 'Cancelled by itself: not paid before payBy.',
      resolve: (o) => o.expiredAt !== null,
    }),
    latestPayment: t.field({
      type: StoreOrderPaymentType,
      nullable: true,
      description: 'Paid online: the latest attempt (its return page, and Try again when it failed).',
      resolve: (o, _a, ctx) => (o.paymentMethod === 'online' ? latestOrderPayment(ctx, o.uuid) : null),
    }),
    canUploadDepositSlip: t.boolean({
      description: 'Bank transfer or e-wallet, and the store awaits the first or a new deposit slip.',
      resolve: (o) => canSendDepositSlip(o),
    }),
  }),
});

builder.queryField('storeOrder', (t) =>
  t.field({
    type: StoreOrderType,
    description: "The customer's order page (no sign-in): needs the order's mobile number.",
    args: {
      appUuid: t.arg.id({ required: true }),
      transactionNumber: t.arg.string({ required: true }),
      mobile: t.arg.string({ required: true }),
    },
    resolve: (_r, args, ctx) => storeOrderOrThrow(ctx, args),
  }),
);

builder.mutationField('storeOrderDepositSlip', (t) =>
  t.field({
    type: StoreOrderType,
    description:
      'The customer sends a deposit slip from their order page (first or asked-for new one): the payment moves to for_confirmation.',
    args: {
      appUuid: t.arg.id({ required: true }),
      transactionNumber: t.arg.string({ required: true }),
      mobileNumber: t.arg.string({ required: true }),
      depositSlipUuid: t.arg.id({ required: true }),
    },
    resolve: (_r, args, ctx) =>
      sendDepositSlip(ctx, {
        appUuid: args.appUuid,
        transactionNumber: args.transactionNumber,
        mobile: args.mobileNumber,
        depositSlipUuid: args.depositSlipUuid,
      }),
  }),
);
