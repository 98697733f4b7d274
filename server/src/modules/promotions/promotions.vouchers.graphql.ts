import { builder } from '../../graphql/builder.ts';
import { PromotionKindEnum, PromotionType, PromotionValueTypeEnum } from './promotions.graphql.ts';
import type { PromotionRow, VoucherRow } from './promotions.tables.ts';
import {
  checkVoucher,
  claimVoucher,
  listVouchers,
  redeemVoucherInStore,
  VOUCHER_STATUSES,
  type VoucherCounts,
  voucherCountsLoader,
  voucherStatusOf,
} from './promotions.vouchers.ts';

const VoucherStatusEnum = builder.enumType('VoucherStatus', {
  description:
    'ISSUED: not given to anyone; CLAIMED: given to (or earned by) one customer; REDEEMED: used; EXPIRED: its batch ended unused.',
  values: Object.fromEntries(VOUCHER_STATUSES.map((v) => [v.toUpperCase(), { value: v }])) as {
    ISSUED: { value: 'issued' };
    CLAIMED: { value: 'claimed' };
    REDEEMED: { value: 'redeemed' };
    EXPIRED: { value: 'expired' };
  },
});

const VoucherCountsType = builder.objectRef<VoucherCounts>('VoucherCounts').implement({
  fields: (t) => ({
    issued: t.exposeInt('issued'),
    claimed: t.exposeInt('claimed'),
    redeemed: t.exposeInt('redeemed'),
    expired: t.exposeInt('expired'),
  }),
});

builder.objectField(PromotionType, 'voucherCounts', (t) =>
  t.field({
    type: VoucherCountsType,
    description: "A voucher batch's or a rebate's codes by status (zeros for other kinds).",
    resolve: (p, _a, ctx) => voucherCountsLoader(ctx).load(p.uuid),
  }),
);

type Listed = { voucher: VoucherRow; batch: PromotionRow };
export const VoucherType = builder.objectRef<Listed>('Voucher').implement({
  fields: (t) => ({
    uuid: t.id({ resolve: (r) => r.voucher.uuid }),
    code: t.string({ resolve: (r) => r.voucher.code }),
    status: t.field({
      type: VoucherStatusEnum,
      resolve: (r, _a, ctx) => voucherStatusOf(r.voucher, r.batch, ctx.clock.now()),
    }),
    customerMobile: t.string({
      nullable: true,
      description: 'The customer it was given to: 10 digits, without +63.',
      resolve: (r) => r.voucher.customerKey,
    }),
    claimedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.voucher.claimedAt }),
    redeemedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.voucher.redeemedAt }),
    redeemedInStore: t.boolean({
      resolve: (r) => r.voucher.status === 'redeemed' && r.voucher.orderUuid === null,
    }),
    amount: t.int({ nullable: true, description: 'Centavos it took off.', resolve: (r) => r.voucher.amount }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.voucher.createdAt }),
    promotion: t.field({ type: PromotionType, resolve: (r) => r.batch }),
  }),
});

builder.queryField('vouchers', (t) =>
  t.connection(
    {
      type: VoucherType,
      description: "A store's voucher codes, newest first, by batch, kind, status and code.",
      args: {
        appUuid: t.arg.id({ required: true }),
        promotionUuid: t.arg.id(),
        kinds: t.arg({ type: [PromotionKindEnum], description: 'VOUCHER and/or REBATE.' }),
        status: t.arg({ type: VoucherStatusEnum }),
        search: t.arg.string({ description: 'Any part of the code.' }),
      },
      resolve: (_r, args, ctx) =>
        listVouchers(ctx, {
          ...args,
          kinds: args.kinds?.filter((k): k is 'voucher' | 'rebate' => k === 'voucher' || k === 'rebate'),
        }),
    },
    {
      name: 'VoucherConnection',
      fields: (c) => ({
        totalCount: c.int({
          resolve: (conn) => (conn as unknown as { totalCount: () => Promise<number> }).totalCount(),
        }),
      }),
    },
    { name: 'VoucherEdge' },
  ),
);

const VoucherCheckType = builder
  .objectRef<Awaited<ReturnType<typeof checkVoucher>> & { purchaseAmount: number }>('VoucherCheck')
  .implement({
    description: 'What a voucher takes off an in-store purchase (nothing is redeemed).',
    fields: (t) => ({
      code: t.exposeString('code'),
      title: t.string({ nullable: true, resolve: (c) => c.rule?.title ?? null }),
      discount: t.exposeInt('discount'),
      payable: t.int({ resolve: (c) => c.purchaseAmount - c.discount }),
      refusal: t.exposeString('refusal', { nullable: true }),
    }),
  });

builder.queryField('voucherCheck', (t) =>
  t.field({
    type: VoucherCheckType,
    args: {
      appUuid: t.arg.id({ required: true }),
      code: t.arg.string({ required: true }),
      purchaseAmount: t.arg.int({ required: true, description: 'Centavos.' }),
    },
    resolve: async (_r, args, ctx) => ({
      ...(await checkVoucher(ctx, args)),
      purchaseAmount: args.purchaseAmount,
    }),
  }),
);

const VoucherClaimInput = builder.inputType('VoucherClaimInput', {
  fields: (t) => ({ uuid: t.id({ required: true }), mobileNumber: t.string({ required: true }) }),
});
builder.mutationField('voucherClaim', (t) =>
  t.field({
    type: VoucherType,
    description:
      'Gives an issued voucher to a customer (claimed): only their mobile number can use it at checkout.',
    args: { input: t.arg({ type: VoucherClaimInput, required: true }) },
    resolve: (_r, { input }, ctx) => claimVoucher(ctx, input.uuid, input.mobileNumber),
  }),
);

const VoucherRedeemInput = builder.inputType('VoucherRedeemInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    code: t.string({ required: true }),
    purchaseAmount: t.int({ required: true, description: 'Centavos.' }),
  }),
});
const VoucherRedemptionType = builder
  .objectRef<{ voucher: VoucherRow; discount: number; payable: number }>('VoucherRedemption')
  .implement({
    fields: (t) => ({
      code: t.string({ resolve: (r) => r.voucher.code }),
      discount: t.exposeInt('discount'),
      payable: t.exposeInt('payable'),
      redeemedAt: t.field({ type: 'DateTime', resolve: (r) => r.voucher.redeemedAt ?? new Date() }),
    }),
  });
builder.mutationField('voucherRedeem', (t) =>
  t.field({
    type: VoucherRedemptionType,
    description: "Redeems a voucher at the store's counter, once: the discount and what the customer pays.",
    args: { input: t.arg({ type: VoucherRedeemInput, required: true }) },
    resolve: (_r, { input }, ctx) => redeemVoucherInStore(ctx, input),
  }),
);

/** A rebate voucher an order earned, as its customer's order page shows it. */
export const EarnedVoucherType = builder.objectRef<Listed>('EarnedVoucher').implement({
  fields: (t) => ({
    code: t.string({ resolve: (r) => r.voucher.code }),
    title: t.string({ resolve: (r) => r.batch.title }),
    valueType: t.field({ type: PromotionValueTypeEnum, resolve: (r) => r.batch.valueType }),
    value: t.int({ resolve: (r) => r.batch.value }),
    endsAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.batch.endsAt }),
  }),
});
