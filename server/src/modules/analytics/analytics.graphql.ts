import { builder } from '../../graphql/builder.ts';
import { latestSoldItems, type SoldItem } from '../orders/index.ts';
import { trackStorefrontEvent } from './analytics.record.ts';
import { STOREFRONT_EVENT_KINDS } from './analytics.rules.ts';
import {
  type AnalyticsDay,
  mostSold,
  mostViewed,
  type ProductFigure,
  type ReferralFigure,
  type SalesFigures,
  type SalesFunnel,
  type StoreAnalytics,
  storeAnalytics,
  topReferrals,
} from './analytics.service.ts';

/** Money totals are whole centavos served as Float: a period's sales pass a GraphQL Int (₱21.47M) in a busy store. */
const WHOLE = 'A whole number (Float: a period can pass the 32-bit Int).';

const StorefrontEventKindEnum = builder.enumType('StorefrontEventKind', {
  description: 'What a shopper did in the storefront, in the order of the sales funnel.',
  values: STOREFRONT_EVENT_KINDS,
});

const StorefrontTrackInput = builder.inputType('StorefrontTrackInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    kind: t.field({ type: StorefrontEventKindEnum, required: true }),
    productUuid: t.id({ description: 'The product viewed or added to the cart (required for those).' }),
    source: t.string({
      description: "A visit's or order's referral: the ref, utm_source or referring host.",
    }),
  }),
});

builder.mutationField('storefrontTrack', (t) =>
  t.boolean({
    description:
      "Records a storefront event for the store's figures. False when it was not counted (a crawler).",
    args: { input: t.arg({ type: StorefrontTrackInput, required: true }) },
    resolve: (_root, { input }, ctx) => trackStorefrontEvent(ctx, input),
  }),
);

const DayRangeType = builder.objectRef<{ from: string; to: string }>('DayRange').implement({
  description: 'Manila calendar days, both included.',
  fields: (t) => ({
    from: t.expose('from', { type: 'Date' }),
    to: t.expose('to', { type: 'Date' }),
  }),
});

const SalesFiguresType = builder.objectRef<SalesFigures>('SalesFigures').implement({
  description:
    'Sales of orders placed in the range and not cancelled; refunds settled in the range are subtracted.',
  fields: (t) => ({
    netSales: t.exposeFloat('netSales', { description: `Centavos: gross sales less refunds. ${WHOLE}` }),
    grossSales: t.exposeFloat('grossSales', { description: `Centavos: the totals of the orders. ${WHOLE}` }),
    refunds: t.exposeFloat('refunds', { description: `Centavos refunded in the range. ${WHOLE}` }),
    orders: t.exposeInt('orders'),
    cancelledOrders: t.exposeInt('cancelledOrders'),
    returningOrders: t.exposeInt('returningOrders', {
      description: 'Orders from customers who had ordered before.',
    }),
    averageOrderValue: t.exposeFloat('averageOrderValue', {
      description: `Centavos: gross sales per order, rounded. ${WHOLE}`,
    }),
    repeatCustomerRate: t.exposeFloat('repeatCustomerRate', {
      description: 'returningOrders / orders, from 0 to 1.',
    }),
  }),
});

const SalesFunnelType = builder.objectRef<SalesFunnel>('SalesFunnel').implement({
  description: 'Storefront visits → product views → add to cart → checkout started → orders placed.',
  fields: (t) => ({
    visits: t.exposeInt('visits'),
    productViews: t.exposeInt('productViews'),
    addToCart: t.exposeInt('addToCart'),
    checkoutStarted: t.exposeInt('checkoutStarted'),
    ordersPlaced: t.exposeInt('ordersPlaced'),
  }),
});

const AnalyticsDayType = builder.objectRef<AnalyticsDay>('AnalyticsDay').implement({
  fields: (t) => ({
    day: t.expose('day', { type: 'Date' }),
    netSales: t.exposeFloat('netSales', { description: `Centavos. ${WHOLE}` }),
    orders: t.exposeInt('orders'),
    visits: t.exposeInt('visits'),
    productViews: t.exposeInt('productViews'),
    addToCart: t.exposeInt('addToCart'),
    checkoutStarted: t.exposeInt('checkoutStarted'),
    ordersPlaced: t.exposeInt('ordersPlaced'),
  }),
});

const ReferralFigureType = builder.objectRef<ReferralFigure>('ReferralFigure').implement({
  fields: (t) => ({
    source: t.exposeString('source', { description: "Where visits came from: a ref, a site, or 'direct'." }),
    visits: t.exposeInt('visits'),
    ordersPlaced: t.exposeInt('ordersPlaced'),
  }),
});

const ProductFigureType = builder.objectRef<ProductFigure>('ProductFigure').implement({
  fields: (t) => ({
    productUuid: t.exposeID('productUuid'),
    name: t.exposeString('name'),
    views: t.exposeInt('views'),
    unitsSold: t.exposeInt('unitsSold'),
    sales: t.exposeFloat('sales', { description: `Centavos. ${WHOLE}` }),
  }),
});

const SoldItemType = builder.objectRef<SoldItem>('SoldItem').implement({
  fields: (t) => ({
    orderUuid: t.exposeID('orderUuid'),
    transactionNumber: t.exposeString('transactionNumber'),
    productUuid: t.exposeID('productUuid', { nullable: true }),
    productName: t.exposeString('productName'),
    variantName: t.exposeString('variantName'),
    quantity: t.exposeInt('quantity'),
    lineTotal: t.exposeInt('lineTotal', { description: 'Centavos.' }),
    soldAt: t.expose('soldAt', { type: 'DateTime' }),
  }),
});

const LIMIT_DESCRIPTION = 'How many, 1 to 50 (default 5).';
const limitOf = (n: number | null | undefined) => Math.min(Math.max(n ?? 5, 1), 50);

const StoreAnalyticsType = builder.objectRef<StoreAnalytics>('StoreAnalytics').implement({
  description: "A store's figures over a range of Manila days, and the period of the same length before it.",
  fields: (t) => ({
    appUuid: t.exposeID('appUuid'),
    range: t.field({ type: DayRangeType, resolve: (a) => a.range }),
    previousRange: t.field({ type: DayRangeType, resolve: (a) => a.previousRange }),
    sales: t.field({ type: SalesFiguresType, resolve: (a) => a.sales }),
    previousSales: t.field({ type: SalesFiguresType, resolve: (a) => a.previousSales }),
    funnel: t.field({ type: SalesFunnelType, resolve: (a) => a.funnel }),
    previousFunnel: t.field({ type: SalesFunnelType, resolve: (a) => a.previousFunnel }),
    days: t.field({
      type: [AnalyticsDayType],
      description: 'Every day of the range, in order.',
      resolve: (a) => a.days,
    }),
    topReferrals: t.field({
      type: [ReferralFigureType],
      args: { limit: t.arg.int({ description: LIMIT_DESCRIPTION }) },
      resolve: (a, args, ctx) => topReferrals(ctx, a, limitOf(args.limit)),
    }),
    mostViewedProducts: t.field({
      type: [ProductFigureType],
      args: { limit: t.arg.int({ description: LIMIT_DESCRIPTION }) },
      resolve: (a, args, ctx) => mostViewed(ctx, a, limitOf(args.limit)),
    }),
    mostSoldProducts: t.field({
      type: [ProductFigureType],
      args: { limit: t.arg.int({ description: LIMIT_DESCRIPTION }) },
      resolve: (a, args, ctx) => mostSold(ctx, a, limitOf(args.limit)),
    }),
    latestSoldProducts: t.field({
      type: [SoldItemType],
      description: "The items of the store's newest orders (not cancelled), whatever the range.",
      args: { limit: t.arg.int({ description: LIMIT_DESCRIPTION }) },
      resolve: (a, args, ctx) => latestSoldItems(ctx.db, a.appUuid, limitOf(args.limit)),
    }),
  }),
});

builder.queryField('storeAnalytics', (t) =>
  t.field({
    type: StoreAnalyticsType,
    description: "The store's sales, funnel and top lists over Manila days `from` to `to` (at most 366).",
    args: {
      appUuid: t.arg.id({ required: true }),
      from: t.arg({ type: 'Date', required: true }),
      to: t.arg({ type: 'Date', required: true }),
    },
    resolve: (_root, { appUuid, from, to }, ctx) => storeAnalytics(ctx, appUuid, { from, to }),
  }),
);
