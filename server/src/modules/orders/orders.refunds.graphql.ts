/**
 * Refunds in the console: the order's refund and whether it may be refunded, the store's daily refund
 * threshold and what it refunded today (App.dailyRefundThreshold, App.dailyRefundedAmount), and
 * orderRefund (owners and admins).
 */
import { builder } from '../../graphql/builder.ts';
import { AppType, appAccessOrThrow } from '../apps/index.ts';
import { OrderType } from './orders.graphql.ts';
import {
  DAILY_REFUND_THRESHOLD,
  dailyRefundedAmount,
  latestRefund,
  refundable,
  refundOrder,
} from './orders.refunds.ts';
import { ORDER_REFUND_STATUSES, type OrderRefundRow } from './orders.tables.ts';

const OrderRefundStatusEnum = builder.enumType('OrderRefundStatus', {
  description: 'A refund on its way to the provider, done, or failed (the order stays paid).',
  values: ORDER_REFUND_STATUSES,
});

/** The merchant's words for a refund the provider refused. */
export const refundFailureText = (code: string | null): string =>
  code === 'REFUND_AMOUNT_EXCEEDED' || code === 'INSUFFICIENT_BALANCE'
    ? 'The payment provider could not refund this amount.'
    : 'The payment provider could not make this refund. You may try again.';

const OrderRefundType = builder.objectRef<OrderRefundRow>('OrderRefund').implement({
  description: 'A refund of an order paid online. Amounts are centavos.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    amount: t.exposeInt('amount'),
    status: t.field({ type: OrderRefundStatusEnum, resolve: (r) => r.status }),
    failureMessage: t.string({
      nullable: true,
      resolve: (r) => (r.status === 'failed' ? refundFailureText(r.failureCode) : null),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.objectFields(OrderType, (t) => ({
  refund: t.field({
    type: OrderRefundType,
    nullable: true,
    description: "The order's latest refund (orders paid online).",
    resolve: (o, _a, ctx) => (o.paymentMethod === 'online' ? latestRefund(ctx.db, o.uuid) : null),
  }),
  canRefund: t.boolean({
    description:
      'Paid online, not refunded or being refunded, and the caller may refund (owners and admins): Refund sends the whole amount back.',
    resolve: async (o, _a, ctx) =>
      o.paymentMethod === 'online' &&
      refundable(o, await latestRefund(ctx.db, o.uuid)) &&
      (await appAccessOrThrow(ctx, o.appUuid)).role !== 'store_manager',
  }),
}));

builder.objectFields(AppType, (t) => ({
  dailyRefundThreshold: t.int({
    description: 'Centavos the store may refund in a Manila day (orders paid online).',
    resolve: () => DAILY_REFUND_THRESHOLD,
  }),
  dailyRefundedAmount: t.int({
    description: 'Centavos refunded today (Manila), refunds on their way included.',
    resolve: (app, _a, ctx) => dailyRefundedAmount(ctx.db, app.uuid, ctx.clock.now()),
  }),
}));

const OrderRefundInput = builder.inputType('OrderRefundInput', {
  fields: (t) => ({ uuid: t.id({ required: true, description: 'The order.' }) }),
});

builder.mutationField('orderRefund', (t) =>
  t.field({
    type: OrderType,
    description:
      "Refunds an order paid online, the whole amount, within the store's daily refund threshold: the order becomes refund_success once the provider confirms.",
    args: { input: t.arg({ type: OrderRefundInput, required: true }) },
    resolve: (_r, { input }, ctx) => refundOrder(ctx, input.uuid),
  }),
);
