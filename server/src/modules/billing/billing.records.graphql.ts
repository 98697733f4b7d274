import { builder } from '../../graphql/builder.ts';
import { AppType } from '../apps/index.ts';
import { OrderStatusEnum } from '../orders/index.ts';
import { extendPayment, payBill } from './billing.charge.ts';
import {
  type AppBillingStatus,
  appBillingStatusLoaded,
  billingLines,
  billingOrThrow,
  feeOrders,
  latestBilling,
  listBillings,
  owed,
} from './billing.records.ts';
import type { BillingDetailRow, BillingRecordRow } from './billing.tables.ts';
import { BILLING_STATUS, BILLING_STATUSES, isPayable } from './invoice.rules.ts';
import { planOf } from './plans.rules.ts';

const BillingStatusEnum = builder.enumType('BillingStatus', { values: BILLING_STATUSES });

const BillingDetailType = builder.objectRef<BillingDetailRow>('BillingDetail').implement({
  description: 'A line of a bill: its subscription, transaction fees, carried balance or penalty.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    description: t.exposeString('description'),
    amount: t.exposeInt('amount', { description: 'Centavos.' }),
    convenienceFee: t.exposeInt('convenienceFee', {
      description: 'The transaction fees in the line (centavos).',
    }),
    planName: t.exposeString('planName'),
    billingPeriodStartAt: t.exposeString('periodStart'),
    billingPeriodEndAt: t.exposeString('periodEnd'),
  }),
});

const FeeOrderType = builder
  .objectRef<{ transactionNumber: string; status: string }>('BillingFeeOrder')
  .implement({
    fields: (t) => ({
      transactionNumber: t.exposeString('transactionNumber'),
      status: t.field({ type: OrderStatusEnum, resolve: (o) => o.status as never }),
    }),
  });

export const BillingType = builder.objectRef<BillingRecordRow>('Billing').implement({
  description: 'A monthly bill (document 3 §3). Amounts are integer centavos; periods are Manila days.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    appUuid: t.exposeID('appUuid'),
    referenceNumber: t.exposeString('referenceNumber'),
    planName: t.exposeString('planName'),
    planDisplayName: t.string({ resolve: (b) => planOf(b.planName).displayedName }),
    tierType: t.exposeString('tierType'),
    billingType: t.exposeString('billingType'),
    billingPeriodStartAt: t.exposeString('periodStart'),
    billingPeriodEndAt: t.exposeString('periodEnd', { description: 'The day after the period (exclusive).' }),
    billingPeriodDueAt: t.exposeString('periodDue'),
    status: t.field({ type: BillingStatusEnum, resolve: (b) => b.status }),
    statusLabel: t.string({ resolve: (b) => BILLING_STATUS.labels[b.status] }),
    amount: t.int({
      description: 'The whole bill: totalPayableAmount.',
      resolve: (b) => b.totalPayableAmount,
    }),
    currentAmount: t.exposeInt('currentAmount', { description: "This period's charges." }),
    balance: t.exposeInt('balance', { description: 'What earlier bills owed at the run, penalty included.' }),
    penalty: t.exposeInt('penalty'),
    totalPayableAmount: t.exposeInt('totalPayableAmount'),
    accumulatedAmount: t.int({ description: 'Still owed on this bill.', resolve: owed }),
    collected: t.exposeInt('collected'),
    transactions: t.exposeInt('transactions'),
    subscriptionFee: t.exposeInt('subscriptionFee'),
    transactionFees: t.exposeInt('transactionFees'),
    enterpriseBasedAmount: t.int({
      description: 'The subscription fee of an Enterprise-tier bill (0 on the free tier).',
      resolve: (b) => (b.tierType === 'Enterprise' ? b.subscriptionFee : 0),
    }),
    enterpriseBasedAccumulatedAmount: t.int({
      description: 'What is still owed of that subscription fee.',
      resolve: (b) =>
        b.tierType === 'Enterprise' && owed(b) > 0 ? Math.max(0, b.subscriptionFee - b.collected) : 0,
    }),
    salesPartnerCommission: t.int({
      description:
        "A referring sales partner's commission on this bill (none: sales-partner payouts are not built).",
      resolve: () => 0,
    }),
    excessUser: t.exposeInt('excessUser'),
    excessSupport: t.exposeInt('excessSupport'),
    disabled: t.exposeBoolean('disabled'),
    gracePeriodActivated: t.exposeBoolean('gracePeriodActivated'),
    extended: t.exposeBoolean('extended', { description: 'Extend Payment was used (once per bill).' }),
    chargeFailureCode: t.exposeString('chargeFailureCode', {
      nullable: true,
      description: "Why the latest charge failed (the provider's code), until the next attempt.",
    }),
    carried: t.boolean({
      description: 'Carried into a later bill, which settles it.',
      resolve: (b) => b.carriedInto !== null,
    }),
    payable: t.boolean({ resolve: (b) => owed(b) > 0 && isPayable(b) }),
    paymentReceivedAt: t.expose('paymentReceivedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    details: t.field({ type: [BillingDetailType], resolve: (b, _a, ctx) => billingLines(ctx.db, b.uuid) }),
    ordersBaseOnConvenienceFee: t.field({
      type: [FeeOrderType],
      resolve: (b, _a, ctx) => feeOrders(ctx.db, b),
    }),
  }),
});

builder.queryField('billings', (t) =>
  t.connection(
    {
      type: BillingType,
      args: { appUuid: t.arg.id({ required: true }) },
      description: "The app's bills, newest first (Billing Manager; keyset pages of 20 by default).",
      resolve: (_r, args, ctx) => listBillings(ctx, { ...args, appUuid: String(args.appUuid) }),
    },
    { name: 'BillingConnection' },
    { name: 'BillingEdge' },
  ),
);

builder.queryField('billing', (t) =>
  t.field({
    type: BillingType,
    args: { uuid: t.arg.id({ required: true }) },
    resolve: (_r, { uuid }, ctx) => billingOrThrow(ctx, String(uuid)),
  }),
);

builder.queryField('appLatestBilling', (t) =>
  t.field({
    type: BillingType,
    nullable: true,
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid }, ctx) => latestBilling(ctx, String(appUuid)),
  }),
);

const BillingPaymentStatusType = builder.objectRef<AppBillingStatus>('AppBillingPaymentStatus').implement({
  description: "The app's billing flags and its payment status label, decided in document 3 §4's order.",
  fields: (t) => ({
    withBillings: t.exposeBoolean('withBillings'),
    billingsPaymentSettled: t.exposeBoolean('billingsPaymentSettled'),
    billingPaymentSubmitted: t.exposeBoolean('billingPaymentSubmitted'),
    withOutstandingBalance: t.exposeBoolean('withOutstandingBalance'),
    totalBalance: t.exposeInt('totalBalance', {
      description: 'What every open bill still owes (centavos).',
    }),
    label: t.exposeString('label'),
  }),
});

builder.objectFields(AppType, (t) => ({
  billingPaymentStatus: t.field({
    type: BillingPaymentStatusType,
    resolve: (app, _a, ctx) => appBillingStatusLoaded(ctx, app.uuid),
  }),
}));

const BillingPayInput = builder.inputType('BillingPayInput', {
  fields: (t) => ({ billingUuid: t.id({ required: true }) }),
});

builder.mutationField('billingPay', (t) =>
  t.field({
    type: BillingType,
    description:
      'Pay now: charges the default saved payment method for what the bill owes; the bill waits as payment_submitted until the provider confirms.',
    args: { input: t.arg({ type: BillingPayInput, required: true }) },
    resolve: async (_r, { input }, ctx) => payBill(ctx, await billingOrThrow(ctx, String(input.billingUuid))),
  }),
);

builder.mutationField('extendPayment', (t) =>
  t.field({
    type: BillingType,
    description: 'Extend Payment: 10 more days to pay the bill, once.',
    args: { input: t.arg({ type: BillingPayInput, required: true }) },
    resolve: async (_r, { input }, ctx) =>
      extendPayment(ctx, await billingOrThrow(ctx, String(input.billingUuid))),
  }),
);
