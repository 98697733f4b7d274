import { builder } from '../../graphql/builder.ts';
import { RemovedPayload } from '../../graphql/payloads.ts';
import { photoByUuidLoader, photoUrls } from '../photos/index.ts';
import { PAYMENT_ACCOUNT_KIND_LABELS, PAYMENT_ACCOUNT_KINDS } from './payment-accounts.rules.ts';
import {
  createPaymentAccount,
  deletePaymentAccount,
  listPaymentAccounts,
  updatePaymentAccount,
} from './payment-accounts.service.ts';
import type { StorePaymentAccountRow } from './store-setup.tables.ts';

export const PaymentAccountKindEnum = builder.enumType('PaymentAccountKind', {
  values: PAYMENT_ACCOUNT_KINDS,
  description: 'bank (bank transfer), gcash or maya (e-wallets).',
});

export const StorePaymentAccountType = builder
  .objectRef<StorePaymentAccountRow>('StorePaymentAccount')
  .implement({
    description: 'Where customers pay the store by bank transfer or e-wallet (Payment Manager).',
    fields: (t) => ({
      uuid: t.exposeID('uuid'),
      kind: t.field({ type: PaymentAccountKindEnum, resolve: (a) => a.kind }),
      kindLabel: t.string({ resolve: (a) => PAYMENT_ACCOUNT_KIND_LABELS[a.kind] }),
      bankName: t.exposeString('bankName'),
      accountName: t.exposeString('accountName'),
      accountNumber: t.exposeString('accountNumber', { description: 'An e-wallet number is +639…' }),
      qrPhotoUuid: t.exposeID('qrPhotoUuid', { nullable: true }),
      qrImageUrl: t.string({
        nullable: true,
        resolve: async (a, _args, ctx) => {
          const photo = a.qrPhotoUuid ? await photoByUuidLoader(ctx).load(a.qrPhotoUuid) : null;
          return photo ? photoUrls(ctx, photo).url : null;
        },
      }),
    }),
  });

builder.queryField('storePaymentAccounts', (t) =>
  t.field({
    type: [StorePaymentAccountType],
    description: "The store's bank and e-wallet accounts, oldest first.",
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid }, ctx) => listPaymentAccounts(ctx, appUuid),
  }),
);

const fields = {
  kind: 'bank, gcash or maya.',
  bankName: 'Required for a bank account.',
} as const;

const StorePaymentAccountCreateInput = builder.inputType('StorePaymentAccountCreateInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    kind: t.string({ required: true, description: fields.kind }),
    bankName: t.string({ description: fields.bankName }),
    accountName: t.string({ required: true }),
    accountNumber: t.string({ required: true }),
    qrPhotoUuid: t.id({ description: 'An uploaded photo (POST /uploads/photos) of the QR code.' }),
  }),
});

const StorePaymentAccountUpdateInput = builder.inputType('StorePaymentAccountUpdateInput', {
  fields: (t) => ({
    uuid: t.id({ required: true }),
    kind: t.string({ required: true, description: fields.kind }),
    bankName: t.string({ description: fields.bankName }),
    accountName: t.string({ required: true }),
    accountNumber: t.string({ required: true }),
    qrPhotoUuid: t.id({ description: 'The QR code photo; null removes it.' }),
  }),
});

builder.mutationField('storePaymentAccountCreate', (t) =>
  t.field({
    type: StorePaymentAccountType,
    args: { input: t.arg({ type: StorePaymentAccountCreateInput, required: true }) },
    resolve: (_r, { input }, ctx) => createPaymentAccount(ctx, input),
  }),
);

builder.mutationField('storePaymentAccountUpdate', (t) =>
  t.field({
    type: StorePaymentAccountType,
    args: { input: t.arg({ type: StorePaymentAccountUpdateInput, required: true }) },
    resolve: (_r, { input }, ctx) => updatePaymentAccount(ctx, input),
  }),
);

const StorePaymentAccountDeleteInput = builder.inputType('StorePaymentAccountDeleteInput', {
  fields: (t) => ({ uuid: t.id({ required: true }) }),
});

builder.mutationField('storePaymentAccountDelete', (t) =>
  t.field({
    type: RemovedPayload,
    args: { input: t.arg({ type: StorePaymentAccountDeleteInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const removed = await deletePaymentAccount(ctx, input.uuid);
      return { uuid: removed.uuid };
    },
  }),
);
