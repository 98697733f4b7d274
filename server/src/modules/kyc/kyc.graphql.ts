/** GraphQL of merchant registration and KYC: the store's own form and status, and the operators' review. */
import { builder } from '../../graphql/builder.ts';
import { appByUuid, appOrThrow } from '../apps/index.ts';
import { PhotoType, photoByUuidLoader } from '../photos/index.ts';
import {
  BUSINESS_TYPE_LABELS,
  BUSINESS_TYPES,
  ID_TYPE_LABELS,
  ID_TYPES,
  KYC_STATUS,
  KYC_STATUSES,
} from './kyc.rules.ts';
import { kycAwaitingReview, kycOf, reviewKyc, submitKyc } from './kyc.service.ts';
import type { StoreKycRow } from './kyc.tables.ts';

const KycStatusEnum = builder.enumType('KycStatus', { values: KYC_STATUSES });
const BusinessTypeEnum = builder.enumType('KycBusinessType', { values: BUSINESS_TYPES });
const IdTypeEnum = builder.enumType('KycIdType', { values: ID_TYPES });

const OptionType = builder.objectRef<{ value: string; label: string }>('KycOption').implement({
  fields: (t) => ({ value: t.exposeString('value'), label: t.exposeString('label') }),
});

const KycOptionsType = builder
  .objectRef<{
    businessTypes: { value: string; label: string }[];
    idTypes: { value: string; label: string }[];
  }>('KycOptions')
  .implement({
    fields: (t) => ({
      businessTypes: t.field({ type: [OptionType], resolve: (o) => o.businessTypes }),
      idTypes: t.field({ type: [OptionType], resolve: (o) => o.idTypes }),
    }),
  });

/** A store's verification as the merchant and the operators see it (before submitting: not_submitted). */
type Kyc = { appUuid: string; row: StoreKycRow | null };

const KycType = builder.objectRef<Kyc>('KycVerification').implement({
  description: "A store's merchant registration and KYC (issue 17); verified stores offer online payment.",
  fields: (t) => ({
    appUuid: t.id({ resolve: (k) => k.appUuid }),
    appName: t.string({
      nullable: true,
      resolve: async (k, _a, ctx) => (await appByUuid(ctx.db, k.appUuid))?.name ?? null,
    }),
    status: t.field({ type: KycStatusEnum, resolve: (k) => k.row?.status ?? 'not_submitted' }),
    statusLabel: t.string({ resolve: (k) => KYC_STATUS.labels[k.row?.status ?? 'not_submitted'] }),
    businessType: t.field({
      type: BusinessTypeEnum,
      nullable: true,
      resolve: (k) => (k.row?.businessType as never) ?? null,
    }),
    businessName: t.string({ nullable: true, resolve: (k) => k.row?.businessName ?? null }),
    tin: t.string({ nullable: true, resolve: (k) => k.row?.tin ?? null }),
    businessAddress: t.string({ nullable: true, resolve: (k) => k.row?.businessAddress ?? null }),
    firstName: t.string({ nullable: true, resolve: (k) => k.row?.firstName ?? null }),
    lastName: t.string({ nullable: true, resolve: (k) => k.row?.lastName ?? null }),
    mobileNumber: t.string({ nullable: true, resolve: (k) => k.row?.mobileNumber ?? null }),
    idType: t.field({ type: IdTypeEnum, nullable: true, resolve: (k) => (k.row?.idType as never) ?? null }),
    idPhoto: t.field({
      type: PhotoType,
      nullable: true,
      resolve: (k, _a, ctx) => (k.row ? photoByUuidLoader(ctx).load(k.row.idPhotoUuid) : null),
    }),
    selfiePhoto: t.field({
      type: PhotoType,
      nullable: true,
      resolve: (k, _a, ctx) => (k.row ? photoByUuidLoader(ctx).load(k.row.selfiePhotoUuid) : null),
    }),
    registrationPhoto: t.field({
      type: PhotoType,
      nullable: true,
      resolve: (k, _a, ctx) =>
        k.row?.registrationPhotoUuid ? photoByUuidLoader(ctx).load(k.row.registrationPhotoUuid) : null,
    }),
    rejectionReason: t.string({ nullable: true, resolve: (k) => k.row?.rejectionReason ?? null }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (k) => k.row?.submittedAt ?? null }),
    reviewedAt: t.field({ type: 'DateTime', nullable: true, resolve: (k) => k.row?.reviewedAt ?? null }),
  }),
});

builder.queryField('kycVerification', (t) =>
  t.field({
    type: KycType,
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: async (_r, { appUuid }, ctx) => {
      const app = await appOrThrow(ctx, String(appUuid));
      return { appUuid: app.uuid, row: await kycOf(ctx.db, app.uuid) };
    },
  }),
);

builder.queryField('kycOptions', (t) =>
  t.field({
    type: KycOptionsType,
    description: 'The business types and government IDs the form offers, with their labels.',
    resolve: () => ({
      businessTypes: BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABELS[value] })),
      idTypes: ID_TYPES.map((value) => ({ value, label: ID_TYPE_LABELS[value] })),
    }),
  }),
);

const KycSubmitInput = builder.inputType('KycSubmitInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    businessType: t.string({ required: true }),
    businessName: t.string({ required: true }),
    tin: t.string({ required: true, description: 'BIR TIN: 000-000-000 or 000-000-000-000.' }),
    businessAddress: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    mobileNumber: t.string({ required: true, description: '+639 and 9 digits.' }),
    idType: t.string({ required: true }),
    idPhotoUuid: t.id({ required: true }),
    selfiePhotoUuid: t.id({ required: true }),
    registrationPhotoUuid: t.id({ description: 'DTI or SEC registration (not for an individual).' }),
  }),
});

builder.mutationField('kycSubmit', (t) =>
  t.field({
    type: KycType,
    description: 'Sends the store’s registration for review (again after a rejection).',
    args: { input: t.arg({ type: KycSubmitInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { appUuid, ...rest } = input;
      const row = await submitKyc(ctx, String(appUuid), {
        ...rest,
        idPhotoUuid: String(rest.idPhotoUuid),
        selfiePhotoUuid: String(rest.selfiePhotoUuid),
        registrationPhotoUuid: rest.registrationPhotoUuid ? String(rest.registrationPhotoUuid) : null,
      });
      return { appUuid: row.appUuid, row };
    },
  }),
);

builder.queryField('kycToReview', (t) =>
  t.field({
    type: [KycType],
    description: 'Operators: registrations waiting for review, oldest first.',
    resolve: async (_r, _a, ctx) =>
      (await kycAwaitingReview(ctx.db)).map((row) => ({ appUuid: row.appUuid, row })),
  }),
);

const KycReviewInput = builder.inputType('KycReviewInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    approve: t.boolean({ required: true }),
    reason: t.string({ description: 'Required when rejecting: the merchant reads it.' }),
  }),
});

builder.mutationField('kycReview', (t) =>
  t.field({
    type: KycType,
    description: 'Operators: verifies a store (online payment on) or rejects it with a reason.',
    args: { input: t.arg({ type: KycReviewInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const row = await reviewKyc(ctx, {
        appUuid: String(input.appUuid),
        approve: input.approve,
        reason: input.reason,
        reviewer: ctx.userOrThrow().email,
      });
      return { appUuid: row.appUuid, row };
    },
  }),
);
