/**
 * GraphQL of unpaid bills and other ways to pay: the grace period, deposit slips (and the operators'
 * review of them), the App's grace flags and the fees the running period has accumulated.
 */
import { builder } from '../../graphql/builder.ts';
import { manilaDate } from '../../platform/manila.ts';
import { AppType, appOrThrow } from '../apps/index.ts';
import { PhotoType, photoByUuidLoader } from '../photos/index.ts';
import { reviewDepositSlip, slipsAwaitingReview, slipsOfBill, submitDepositSlip } from './billing.deposit.ts';
import { accumulatedFees } from './billing.fees.ts';
import { activateGracePeriod, appGrace } from './billing.overdue.ts';
import { BillingType } from './billing.records.graphql.ts';
import { billingOrThrow, billsOfApp } from './billing.records.ts';
import type { BillingDepositSlipRow, BillingRecordRow } from './billing.tables.ts';
import { effectiveDue } from './overdue.rules.ts';

const DepositSlipStatusEnum = builder.enumType('BillingDepositSlipStatus', {
  values: ['submitted', 'confirmed', 'refused'] as const,
});

const DepositSlipType = builder.objectRef<BillingDepositSlipRow>('BillingDepositSlip').implement({
  description: 'A deposit slip the merchant sent for a bill, and what an operator decided.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    billingUuid: t.exposeID('billingUuid'),
    status: t.field({ type: DepositSlipStatusEnum, resolve: (s) => s.status }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why it was refused.' }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime' }),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true }),
    photo: t.field({
      type: PhotoType,
      nullable: true,
      description: 'The image, with its small variant (thumbnailUrl).',
      resolve: (s, _a, ctx) => photoByUuidLoader(ctx).load(s.photoUuid),
    }),
  }),
});

builder.objectFields(BillingType, (t) => ({
  gracePeriodEndsAt: t.expose('graceEndsAt', { type: 'DateTime', nullable: true }),
  overdueSince: t.string({
    nullable: true,
    description: 'The due day that passed, when the bill (or the balance it carried) is overdue.',
    resolve: (b: BillingRecordRow, _a, ctx) => {
      const due = effectiveDue(b);
      const today = manilaDate(ctx.clock.now());
      return b.status !== 'paid' && !b.carriedInto && due < today ? due : null;
    },
  }),
  depositSlips: t.field({
    type: [DepositSlipType],
    resolve: (b, _a, ctx) => slipsOfBill(ctx, b.uuid),
  }),
}));

builder.objectFields(AppType, (t) => ({
  lastDayGracePeriod: t.boolean({
    description: 'A grace period is running and 24 hours or less remain (document 3 §2 screen 4).',
    resolve: async (app, _a, ctx) =>
      appGrace(await billsOfApp(ctx, app.uuid), ctx.clock.now()).lastDayGracePeriod,
  }),
  gracePeriodEndsAt: t.field({
    type: 'DateTime',
    nullable: true,
    resolve: async (app, _a, ctx) =>
      appGrace(await billsOfApp(ctx, app.uuid), ctx.clock.now()).gracePeriodEndsAt,
  }),
}));

const AccumulatedFeesType = builder
  .objectRef<Awaited<ReturnType<typeof accumulatedFees>>>('AppAccumulatedFees')
  .implement({
    description: "The running billing period's transaction fees so far (Php10 per completed order).",
    fields: (t) => ({
      uuid: t.exposeID('uuid'),
      billingPeriodStartAt: t.string({ nullable: true, resolve: (f) => f.period?.start ?? null }),
      billingPeriodEndAt: t.string({ nullable: true, resolve: (f) => f.period?.end ?? null }),
      accumulatedOrdersCount: t.exposeInt('accumulatedOrdersCount'),
      accumulatedConvenienceFee: t.exposeInt('accumulatedConvenienceFee', { description: 'Centavos.' }),
    }),
  });

builder.queryField('appAccumulatedFees', (t) =>
  t.field({
    type: AccumulatedFeesType,
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: async (_r, { appUuid }, ctx) =>
      accumulatedFees(ctx.db, await appOrThrow(ctx, String(appUuid)), ctx.clock.now()),
  }),
);

const BillingRefInput = builder.inputType('GracePeriodActivateInput', {
  fields: (t) => ({ billingUuid: t.id({ required: true }) }),
});

builder.mutationField('gracePeriodActivate', (t) =>
  t.field({
    type: BillingType,
    description: `Reopens a store deactivated for this bill for a few days, once per bill (document 3 §2 screen 3).`,
    args: { input: t.arg({ type: BillingRefInput, required: true }) },
    resolve: async (_r, { input }, ctx) =>
      activateGracePeriod(ctx, (await billingOrThrow(ctx, String(input.billingUuid))).uuid),
  }),
);

const DepositSlipInput = builder.inputType('BillingDepositSlipSubmitInput', {
  fields: (t) => ({
    billingUuid: t.id({ required: true }),
    photoUuid: t.id({ required: true, description: 'The uploaded image (POST /uploads/photos).' }),
  }),
});

builder.mutationField('billingDepositSlipSubmit', (t) =>
  t.field({
    type: BillingType,
    description:
      'Pays a bill by deposit slip: the bill waits as payment_submitted until an operator confirms it.',
    args: { input: t.arg({ type: DepositSlipInput, required: true }) },
    resolve: async (_r, { input }, ctx) =>
      submitDepositSlip(ctx, await billingOrThrow(ctx, String(input.billingUuid)), String(input.photoUuid)),
  }),
);

const SlipReviewType = builder
  .objectRef<{ slip: BillingDepositSlipRow; bill: BillingRecordRow }>('BillingDepositSlipReview')
  .implement({
    fields: (t) => ({
      slip: t.field({ type: DepositSlipType, resolve: (r) => r.slip }),
      billing: t.field({ type: BillingType, resolve: (r) => r.bill }),
    }),
  });

builder.queryField('billingDepositSlipsToReview', (t) =>
  t.field({
    type: [SlipReviewType],
    description: 'Deposit slips waiting for an operator, oldest first (operators only).',
    resolve: (_r, _a, ctx) => slipsAwaitingReview(ctx),
  }),
);

const SlipReviewInput = builder.inputType('BillingDepositSlipReviewInput', {
  fields: (t) => ({
    slipUuid: t.id({ required: true }),
    approve: t.boolean({ required: true }),
    reason: t.string({ description: 'Required when refusing: the merchant reads it.' }),
  }),
});

builder.mutationField('billingDepositSlipReview', (t) =>
  t.field({
    type: DepositSlipType,
    description: 'An operator confirms a deposit slip (the bill is paid) or refuses it with a reason.',
    args: { input: t.arg({ type: SlipReviewInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      reviewDepositSlip(ctx, {
        slipUuid: String(input.slipUuid),
        approve: input.approve,
        reason: input.reason,
        reviewer: ctx.userOrThrow().email,
      }),
  }),
);

const DepositAccountType = builder
  .objectRef<{ bank: string; accountName: string; accountNumber: string }>('BillingDepositAccount')
  .implement({
    description: "One of Suki's accounts a bill may be paid to by deposit slip.",
    fields: (t) => ({
      bank: t.exposeString('bank'),
      accountName: t.exposeString('accountName'),
      accountNumber: t.exposeString('accountNumber'),
    }),
  });

builder.queryField('billingDepositAccounts', (t) =>
  t.field({
    type: [DepositAccountType],
    description: 'Where to transfer a bill paid by deposit slip (empty: that option is not offered).',
    resolve: (_r, _a, ctx) => [...ctx.depositAccounts],
  }),
);
