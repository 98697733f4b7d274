/**
 * Paying online, the storefront's side (no session): an attempt as its return page shows it, and Try
 * again. An attempt is found by its random uuid (sent only to the payer in the return URL) within its store.
 */
import { inArray } from 'drizzle-orm';
import { builder } from '../../graphql/builder.ts';
import type { Context } from '../../graphql/context.ts';
import { callerKey } from '../../platform/rate-limit.ts';
import { OnlinePaymentChannelEnum, OnlinePaymentStatusEnum, PaymentStatusEnum } from './orders.enums.ts';
import {
  isCheckoutChannel,
  orderPaymentOrThrow,
  payable,
  refreshOrderPayment,
  retryOnlinePayment,
} from './orders.online.ts';
import { type OrderPaymentRow, type OrderRow, orders } from './orders.tables.ts';

/** The customer's words for why an attempt failed (the provider's codes are not for customers). */
export function failureMessage(code: string | null): string {
  switch (code) {
    case null:
      return 'Your payment did not go through.';
    case 'INSUFFICIENT_BALANCE':
      return 'Your account did not have enough balance for this payment.';
    case 'USER_DECLINED_PAYMENT':
    case 'USER_DID_NOT_AUTHORIZE_THE_PAYMENT':
    case 'AUTHORIZATION_FAILED':
      return 'The payment was cancelled or not authorized.';
    case 'EXPIRED':
      return 'The payment page expired before the payment was made.';
    case 'PROVIDER_UNAVAILABLE':
      return 'We could not reach the payment provider.';
    case 'AMOUNT_MISMATCH':
      return 'We could not confirm this payment yet. The store will check it, so please do not pay again.';
    default:
      return 'Your payment did not go through.';
  }
}

/** The attempts' orders, batched per request. */
const orderOf = (ctx: Context, uuid: string) =>
  ctx
    .loader<string, OrderRow | null>('orders.forPayment', async (uuids) => {
      const rows = await ctx.db
        .select()
        .from(orders)
        .where(inArray(orders.uuid, [...uuids]));
      return uuids.map((u) => rows.find((r) => r.uuid === u) ?? null);
    })
    .load(uuid);

export const StoreOrderPaymentType = builder.objectRef<OrderPaymentRow>('StoreOrderPayment').implement({
  description:
    "One attempt to pay an order online, as the store's return page shows it. Amounts are centavos.",
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    channel: t.field({
      type: OnlinePaymentChannelEnum,
      resolve: (p) => (isCheckoutChannel(p.channel) ? p.channel : 'CARD'),
    }),
    amount: t.exposeInt('amount'),
    status: t.field({ type: OnlinePaymentStatusEnum, resolve: (p) => p.status }),
    checkoutUrl: t.string({
      nullable: true,
      description: "The provider's page where the customer pays, while the attempt waits; else null.",
      resolve: (p) => (p.status === 'pending' ? p.actionUrl : null),
    }),
    failureMessage: t.string({
      nullable: true,
      description: 'Why the payment did not go through, in plain words (failed, or an amount being checked).',
      resolve: (p) =>
        p.status === 'failed' || p.failureCode === 'AMOUNT_MISMATCH' ? failureMessage(p.failureCode) : null,
    }),
    transactionNumber: t.string({
      resolve: async (p, _a, ctx) => (await orderOf(ctx, p.orderUuid))?.transactionNumber ?? '',
    }),
    orderPaymentStatus: t.field({
      type: PaymentStatusEnum,
      description: "The order's payment status (pay_success once the provider confirmed a payment).",
      resolve: async (p, _a, ctx) => (await orderOf(ctx, p.orderUuid))?.paymentStatus ?? 'pay_pending',
    }),
    canRetry: t.boolean({
      description: 'This attempt failed and the order still waits for payment: Try again starts a new one.',
      resolve: async (p, _a, ctx) => {
        const order = await orderOf(ctx, p.orderUuid);
        return p.status === 'failed' && order !== null && payable(order);
      },
    }),
  }),
});

builder.queryField('storeOrderPayment', (t) =>
  t.field({
    type: StoreOrderPaymentType,
    description:
      "An online payment attempt by its uuid (the return page's link); NOT_FOUND otherwise. One still waiting 15 s after it began (or was last checked) is read fresh from the provider.",
    args: { appUuid: t.arg.id({ required: true }), uuid: t.arg.id({ required: true }) },
    resolve: async (_r, { appUuid, uuid }, ctx) =>
      refreshOrderPayment(ctx, await orderPaymentOrThrow(ctx, appUuid, uuid)),
  }),
);

builder.mutationField('storeOrderPaymentRetry', (t) =>
  t.field({
    type: StoreOrderPaymentType,
    description:
      'Try again after a failed online payment: a new attempt for the same order (optionally another channel); open its checkoutUrl.',
    args: {
      appUuid: t.arg.id({ required: true }),
      uuid: t.arg.id({ required: true, description: 'The failed attempt.' }),
      channel: t.arg({ type: OnlinePaymentChannelEnum }),
    },
    resolve: async (_r, args, ctx) => {
      await ctx.limiter.check(callerKey('checkout', ctx.remoteAddress, args.appUuid), ctx.storeLimit);
      return retryOnlinePayment(ctx, { appUuid: args.appUuid, uuid: args.uuid, channel: args.channel });
    },
  }),
);
