/**
 * Promotions on orders: the storefront's cart quote (totals with the store's discounts, each code's
 * verdict and the cart promos still to reach) and each order's discount lines.
 */
import { builder } from '../../graphql/builder.ts';
import type { Context } from '../../graphql/context.ts';
import { badInput, notFound } from '../../platform/errors.ts';
import { appByUuid } from '../apps/index.ts';
import {
  type CartOffer,
  type CodeVerdict,
  DiscountLineType,
  discountLinesOf,
  EarnedVoucherType,
  earnedVouchersOf,
  MAX_CODES,
} from '../promotions/index.ts';
import { FulfillmentEnum } from './orders.enums.ts';
import { OrderType } from './orders.graphql.ts';
import { itemsProblem } from './orders.input.ts';
import { type PricedCart, type PricedInput, priceCart } from './orders.pricing.ts';
import { StoreCheckoutItemInput, StoreCheckoutPayload, StoreOrderType } from './orders.store.graphql.ts';
import type { OrderRow } from './orders.tables.ts';

const discountLinesLoader = (ctx: Context) =>
  ctx.loader('orders.discountLines', (uuids: readonly string[]) => discountLinesOf(ctx.db, uuids));

for (const type of [OrderType, StoreOrderType, StoreCheckoutPayload])
  builder.objectField(type, 'discounts', (t) =>
    t.field({
      type: [DiscountLineType],
      description: 'Each promotion the order took, with its amount (they add up to discount).',
      resolve: (o: OrderRow, _a, ctx) => discountLinesLoader(ctx).load(o.uuid),
    }),
  );

const earnedVouchersLoader = (ctx: Context) =>
  ctx.loader('orders.earnedVouchers', (uuids: readonly string[]) => earnedVouchersOf(ctx.db, uuids));

builder.objectField(StoreOrderType, 'earnedVouchers', (t) =>
  t.field({
    type: [EarnedVoucherType],
    description:
      "The rebate vouchers the order earned once completed: the customer's to use on a next order.",
    resolve: (o: OrderRow, _a, ctx) => earnedVouchersLoader(ctx).load(o.uuid),
  }),
);

const StoreCartQuoteInput = builder.inputType('StoreCartQuoteInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    items: t.field({ type: [StoreCheckoutItemInput], required: true }),
    fulfillment: t.field({ type: FulfillmentEnum, required: true }),
    shippingMethodUuid: t.id(),
    regionCode: t.string(),
    provinceCode: t.string(),
    cityCode: t.string(),
    promoCodes: t.stringList({ description: 'The codes typed so far, in order (3 are validated at most).' }),
    mobileNumber: t.string({
      description: "Once typed: a code's per-customer and first-order limits are checked.",
    }),
  }),
});

const StoreCodeVerdictType = builder.objectRef<CodeVerdict>('StoreCodeVerdict').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    applied: t.exposeBoolean('applied'),
    message: t.exposeString('message', {
      nullable: true,
      description: 'Why it does not apply, in a sentence.',
    }),
  }),
});
const StoreCartOfferType = builder.objectRef<CartOffer>('StoreCartOffer').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    message: t.exposeString('message', { description: '"Add ₱150.00 more for Free delivery".' }),
    remaining: t.exposeInt('remaining', { description: 'Centavos still to add.' }),
  }),
});
const StoreDiscountType = builder
  .objectRef<PricedCart['discounts']['applied'][number]>('StoreDiscount')
  .implement({
    fields: (t) => ({
      title: t.string({ resolve: (d) => d.promotion.title }),
      code: t.string({ nullable: true, resolve: (d) => d.promotion.code }),
      amount: t.exposeInt('amount', { description: 'Centavos off.' }),
    }),
  });
const StoreCartQuoteType = builder.objectRef<PricedCart>('StoreCartQuote').implement({
  description:
    'What the cart costs now, centavos: the checkout charges the same unless the store changes meanwhile.',
  fields: (t) => ({
    subtotal: t.int({ resolve: (q) => q.totals.subtotal }),
    deliveryFee: t.int({ resolve: (q) => q.totals.deliveryFee }),
    tax: t.int({ resolve: (q) => q.totals.tax }),
    discount: t.int({ resolve: (q) => q.totals.discount }),
    total: t.int({ resolve: (q) => q.totals.total }),
    discounts: t.field({ type: [StoreDiscountType], resolve: (q) => q.discounts.applied }),
    codes: t.field({ type: [StoreCodeVerdictType], resolve: (q) => q.discounts.codes }),
    offers: t.field({ type: [StoreCartOfferType], resolve: (q) => q.discounts.offers }),
    maxCodes: t.int({ resolve: () => MAX_CODES }),
  }),
});

builder.queryField('storeCartQuote', (t) =>
  t.field({
    type: StoreCartQuoteType,
    description:
      "The cart's totals with the store's promotions, each typed code's verdict, and the cart promos within reach.",
    args: { input: t.arg({ type: StoreCartQuoteInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const app = await appByUuid(ctx.db, input.appUuid);
      if (!app) throw notFound('Store');
      const problem = itemsProblem(input.items);
      if (problem) throw badInput({ items: problem });
      if ((input.promoCodes ?? []).some((c) => c.length > 40))
        throw badInput({ promoCodes: 'This code is not valid' });
      return priceCart(ctx, app.uuid, input as PricedInput);
    },
  }),
);
