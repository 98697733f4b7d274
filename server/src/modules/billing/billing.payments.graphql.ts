import { builder } from '../../graphql/builder.ts';
import { RemovedPayload } from '../../graphql/payloads.ts';
import { PAYMENT_METHOD_TYPES } from '../../integrations/payments/payments.port.ts';
import {
  createBillingCustomer,
  createPaymentMethod,
  customerDetails,
  listPaymentMethods,
  makeDefaultPaymentMethod,
  type PaymentCustomer,
  type PaymentMethodWithAddress,
  paymentMethodByUuid,
  removePaymentMethod,
  updatePaymentMethod,
} from './billing.payments.service.ts';
import { BillingType } from './billing.records.graphql.ts';
import { DEFAULT_NATIONALITY, PAYMENT_METHOD_STATUS, PAYMENT_METHOD_STATUSES } from './billing.rules.ts';
import type { BillingAddressRow } from './billing.tables.ts';

const PaymentMethodStatusEnum = builder.enumType('PaymentMethodStatus', { values: PAYMENT_METHOD_STATUSES });
const PaymentMethodTypeEnum = builder.enumType('PaymentMethodType', { values: PAYMENT_METHOD_TYPES });

const PaymentCustomerType = builder.objectRef<PaymentCustomer>('PaymentCustomer').implement({
  description:
    "The app's customer at the payment provider (document 3 §3), created by the billing customer form.",
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    appUuid: t.exposeID('appUuid'),
    referenceId: t.exposeString('referenceId', { description: "Ours at the provider: the app's uuid." }),
    customerId: t.exposeString('customerId', { description: "The provider's customer id." }),
    givenNames: t.exposeString('givenNames'),
    surname: t.exposeString('surname'),
    email: t.exposeString('email'),
    mobileNumber: t.exposeString('mobileNumber'),
    dateOfBirth: t.exposeString('dateOfBirth', { nullable: true }),
    nationality: t.exposeString('nationality'),
    placeOfBirth: t.exposeString('placeOfBirth', { nullable: true }),
    hasDefaultPaymentMethod: t.exposeBoolean('hasDefaultPaymentMethod'),
    activePaymentMethods: t.exposeInt('activePaymentMethods'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const BillingAddressType = builder
  .objectRef<BillingAddressRow & { providerPaymentMethodId: string }>('BillingAddress')
  .implement({
    fields: (t) => ({
      id: t.exposeID('uuid'),
      uuid: t.exposeID('uuid'),
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      company: t.exposeString('company'),
      billingContactEmail: t.exposeString('billingContactEmail'),
      phoneNumber: t.exposeString('phoneNumber'),
      address: t.exposeString('address'),
      city: t.exposeString('city'),
      stateProvinceRegion: t.exposeString('stateProvinceRegion'),
      zipPostalCode: t.exposeString('zipPostalCode'),
      country: t.exposeString('country'),
      paymentCurrency: t.exposeString('paymentCurrency'),
      isDefaultAddress: t.exposeBoolean('isDefaultAddress'),
      paymentMethodId: t.exposeID('paymentMethodUuid', { description: 'The saved method (its uuid).' }),
      providerPaymentMethodId: t.exposeString('providerPaymentMethodId'),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    }),
  });

const PaymentChannelType = builder.objectRef<{ channelCode: string }>('PaymentChannel').implement({
  fields: (t) => ({ channelCode: t.exposeString('channelCode') }),
});

const channelOf = (m: PaymentMethodWithAddress, type: string) =>
  m.paymentMethodType === type ? { channelCode: m.channelCode } : null;

const PaymentMethodGql = builder.objectRef<PaymentMethodWithAddress>('SavedPaymentMethod').implement({
  description: 'A saved (reusable) payment method the store is billed with (document 3 §3).',
  fields: (t) => ({
    id: t.exposeID('uuid'),
    uuid: t.exposeID('uuid'),
    paymentMethodType: t.field({ type: PaymentMethodTypeEnum, resolve: (m) => m.paymentMethodType as never }),
    channelCode: t.exposeString('channelCode', { description: 'GCASH, PAYMAYA, BPI, CARD…' }),
    card: t.field({ type: PaymentChannelType, nullable: true, resolve: (m) => channelOf(m, 'CARD') }),
    ewallet: t.field({ type: PaymentChannelType, nullable: true, resolve: (m) => channelOf(m, 'EWALLET') }),
    directDebit: t.field({
      type: PaymentChannelType,
      nullable: true,
      resolve: (m) => channelOf(m, 'DIRECT_DEBIT'),
    }),
    status: t.field({ type: PaymentMethodStatusEnum, resolve: (m) => m.status as never }),
    statusLabel: t.string({ resolve: (m) => PAYMENT_METHOD_STATUS.labels[m.status as never] ?? m.status }),
    isDefault: t.exposeBoolean('isDefault'),
    reusability: t.exposeString('reusability'),
    failureCode: t.exposeString('failureCode', { nullable: true }),
    actionUrl: t.exposeString('actionUrl', {
      nullable: true,
      description: 'While REQUIRES_ACTION: the page where the merchant authorizes the method.',
    }),
    originalResponse: t.string({ resolve: (m) => JSON.stringify(m.originalResponse) }),
    paymentMethodId: t.exposeString('paymentMethodId', { description: "The provider's id." }),
    referenceId: t.exposeID('uuid'),
    created: t.expose('createdAt', { type: 'DateTime' }),
    updated: t.expose('updatedAt', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    billingAddressId: t.id({ nullable: true, resolve: (m) => m.billingAddress?.uuid ?? null }),
    billingAddress: t.field({
      type: BillingAddressType,
      nullable: true,
      resolve: (m) =>
        m.billingAddress ? { ...m.billingAddress, providerPaymentMethodId: m.paymentMethodId } : null,
    }),
  }),
});

// --- Reads --------------------------------------------------------------------------------------
for (const name of ['customerDetails', 'fetchCustomerDetails'] as const) {
  builder.queryField(name, (t) =>
    t.field({
      type: PaymentCustomerType,
      nullable: true,
      description: "The app's payment customer; null until the billing customer form is saved.",
      args: { appUuid: t.arg.id({ required: true }) },
      resolve: (_r, { appUuid }, ctx) => customerDetails(ctx, String(appUuid)),
    }),
  );
}

for (const name of ['paymentMethod', 'fetchPaymentMethods'] as const) {
  builder.queryField(name, (t) =>
    t.field({
      type: [PaymentMethodGql],
      description: "The app's saved payment methods, the default first (removed ones left out).",
      args: { appUuid: t.arg.id({ required: true }) },
      resolve: (_r, { appUuid }, ctx) => listPaymentMethods(ctx, String(appUuid)),
    }),
  );
}

builder.queryField('paymentMethodTypes', (t) =>
  t.field({
    type: [PaymentMethodTypeEnum],
    description:
      "The kinds of payment method the configured provider saves (cards wait for the provider's browser tokenisation on Xendit).",
    resolve: (_r, _a, ctx) => [...ctx.payments.methodTypes],
  }),
);

// --- Billing customer ---------------------------------------------------------------------------
const BillingCustomerCreateInput = builder.inputType('BillingCustomerCreateInput', {
  description: 'The billing customer form (document 3 §5).',
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    givenNames: t.string({ required: true }),
    surname: t.string({ required: true }),
    email: t.string({ required: true }),
    mobileNumber: t.string({ required: true, description: '+639 and 9 digits; spaces are ignored.' }),
    nationality: t.string({ defaultValue: DEFAULT_NATIONALITY }),
  }),
});

const PaymentCustomerCreateInput = builder.inputType('PaymentCustomerCreateInput', {
  description: "The payment provider's customer, with the optional details the provider also keeps.",
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    givenNames: t.string({ required: true }),
    surname: t.string({ required: true }),
    email: t.string({ required: true }),
    mobileNumber: t.string({ required: true }),
    nationality: t.string({ defaultValue: DEFAULT_NATIONALITY }),
    dateOfBirth: t.field({ type: 'Date' }),
    placeOfBirth: t.string(),
  }),
});

builder.mutationField('billingCustomerCreate', (t) =>
  t.field({
    type: PaymentCustomerType,
    args: { input: t.arg({ type: BillingCustomerCreateInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      createBillingCustomer(ctx, {
        ...input,
        appUuid: String(input.appUuid),
        nationality: input.nationality ?? '',
      }),
  }),
);

builder.mutationField('paymentCustomerCreate', (t) =>
  t.field({
    type: PaymentCustomerType,
    args: { input: t.arg({ type: PaymentCustomerCreateInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      createBillingCustomer(ctx, {
        ...input,
        appUuid: String(input.appUuid),
        nationality: input.nationality ?? '',
      }),
  }),
);

// --- Saved payment methods ----------------------------------------------------------------------
const BillingAddressInput = builder.inputType('BillingAddressInput', {
  description: 'Billing details of a saved method; only the given fields change.',
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    company: t.string(),
    billingContactEmail: t.string(),
    phoneNumber: t.string(),
    address: t.string(),
    city: t.string(),
    stateProvinceRegion: t.string(),
    zipPostalCode: t.string(),
    country: t.string(),
  }),
});

type AddressInput = Partial<Record<string, string | null | undefined>>;
const cleanAddress = (a: AddressInput | null | undefined) =>
  Object.fromEntries(Object.entries(a ?? {}).filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string
  >;

const PaymentMethodCreateInput = builder.inputType('PaymentMethodCreateInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    type: t.field({ type: PaymentMethodTypeEnum, required: true }),
    channelCode: t.string({
      required: true,
      description: 'GCASH, PAYMAYA, GRABPAY, SHOPEEPAY; BPI, UBP; CARD.',
    }),
    returnPath: t.string({
      required: true,
      description: 'The console path the provider sends the merchant back to, e.g. the current page.',
    }),
    idempotencyKey: t.string({ description: 'The same key for a repeated submit answers the first method.' }),
    billingAddress: t.field({ type: BillingAddressInput }),
  }),
});

builder.mutationField('paymentMethodCreate', (t) =>
  t.field({
    type: PaymentMethodGql,
    description: 'Saves a method at the provider; REQUIRES_ACTION answers the actionUrl to open.',
    args: { input: t.arg({ type: PaymentMethodCreateInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      createPaymentMethod(ctx, {
        ...input,
        appUuid: String(input.appUuid),
        billingAddress: cleanAddress(input.billingAddress),
      }),
  }),
);

const PaymentMethodUpdateInput = builder.inputType('PaymentMethodUpdateInput', {
  fields: (t) => ({
    uuid: t.id({ required: true }),
    billingAddress: t.field({ type: BillingAddressInput, required: true }),
  }),
});

builder.mutationField('paymentMethodUpdate', (t) =>
  t.field({
    type: PaymentMethodGql,
    args: { input: t.arg({ type: PaymentMethodUpdateInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      updatePaymentMethod(ctx, {
        uuid: String(input.uuid),
        billingAddress: cleanAddress(input.billingAddress),
      }),
  }),
);

const PaymentMethodRefInput = builder.inputType('PaymentMethodRefInput', {
  fields: (t) => ({ uuid: t.id({ required: true }) }),
});

builder.mutationField('paymentMethodMakeDefault', (t) =>
  t.field({
    type: PaymentMethodGql,
    args: { input: t.arg({ type: PaymentMethodRefInput, required: true }) },
    resolve: (_r, { input }, ctx) => makeDefaultPaymentMethod(ctx, String(input.uuid)),
  }),
);

builder.mutationField('paymentMethodRemove', (t) =>
  t.field({
    type: RemovedPayload,
    args: { input: t.arg({ type: PaymentMethodRefInput, required: true }) },
    resolve: (_r, { input }, ctx) => removePaymentMethod(ctx, String(input.uuid)),
  }),
);

builder.objectFields(BillingType, (t) => ({
  paymentMethod: t.field({
    type: PaymentMethodGql,
    nullable: true,
    description: 'The saved method the latest charge of this bill used (none for a deposit slip).',
    resolve: (b, _a, ctx) => (b.paymentMethodUuid ? paymentMethodByUuid(ctx.db, b.paymentMethodUuid) : null),
  }),
}));
