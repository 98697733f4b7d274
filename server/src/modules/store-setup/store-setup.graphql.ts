import { builder } from '../../graphql/builder.ts';
import { RemovedPayload } from '../../graphql/payloads.ts';
import {
  ADDITIONAL_TAX_TYPES,
  ADDRESS_INPUT_TYPES,
  CHARGE_DELIVERY_FEE_FROM,
  DELIVERY_FEE_TYPES,
  EXPIRATION_DATE_TYPES,
  LOCATION_SCOPES,
  SHIPPING_KINDS,
} from './store-setup.rules.ts';
import {
  type CartSetting,
  createShippingMethod,
  deleteShippingMethod,
  getCartSetting,
  getShippingMethod,
  listShippingMethods,
  updateCartSetting,
  updateShippingMethod,
} from './store-setup.service.ts';
import type { ShippingMethodRow } from './store-setup.tables.ts';

export const AdditionalTaxTypeEnum = builder.enumType('AdditionalTaxType', { values: ADDITIONAL_TAX_TYPES });
export const AddressInputTypeEnum = builder.enumType('AddressInputType', { values: ADDRESS_INPUT_TYPES });
export const DeliveryFeeTypeEnum = builder.enumType('DeliveryFeeType', { values: DELIVERY_FEE_TYPES });
const ExpirationDateTypeEnum = builder.enumType('ExpirationDateType', { values: EXPIRATION_DATE_TYPES });
export const LocationScopeEnum = builder.enumType('LocationScope', { values: LOCATION_SCOPES });
export const ChargeDeliveryFeeFromEnum = builder.enumType('ChargeDeliveryFeeFrom', {
  values: CHARGE_DELIVERY_FEE_FROM,
});
export const ShippingMethodKindEnum = builder.enumType('ShippingMethodKind', { values: SHIPPING_KINDS });

// --- Checkout settings (cart setting) ----------------------------------------------------------
const CartSettingType = builder.objectRef<CartSetting>('CartSetting').implement({
  description: "An app's checkout settings (document 2 §3); defaults until first saved.",
  fields: (t) => ({
    uuid: t.exposeID('uuid', { nullable: true, description: 'null until the settings are first saved.' }),
    appUuid: t.exposeID('appUuid'),
    subcategorized: t.exposeBoolean('subcategorized'),
    additionalTax: t.exposeInt('additionalTax', {
      description: 'Basis points when additionalTaxType is percent (1250 = 12.5%), centavos when fixed.',
    }),
    additionalTaxType: t.field({ type: AdditionalTaxTypeEnum, resolve: (s) => s.additionalTaxType }),
    addressInputType: t.field({ type: AddressInputTypeEnum, resolve: (s) => s.addressInputType }),
    deliveryFeeType: t.field({ type: DeliveryFeeTypeEnum, resolve: (s) => s.deliveryFeeType }),
    emailNotifRecipient: t.exposeString('emailNotifRecipient', { nullable: true }),
    expiration: t.exposeInt('expiration', { description: 'Unpaid checkouts expire after this; 0 = never.' }),
    expirationDateType: t.field({ type: ExpirationDateTypeEnum, resolve: (s) => s.expirationDateType }),
    freeShippingRequiredAmount: t.exposeInt('freeShippingRequiredAmount', {
      description: 'Centavos; 0 = no free shipping.',
    }),
    locationScope: t.field({ type: LocationScopeEnum, resolve: (s) => s.locationScope }),
    chargeDeliveryFeeFrom: t.field({
      type: ChargeDeliveryFeeFromEnum,
      resolve: (s) => s.chargeDeliveryFeeFrom,
    }),
    requiredAmount: t.exposeInt('requiredAmount', { description: 'Minimum purchase in centavos; 0 = none.' }),
    shipping: t.exposeBoolean('shipping'),
    enableProductLocationAvailability: t.exposeBoolean('enableProductLocationAvailability'),
    digitalProduct: t.exposeBoolean('digitalProduct'),
  }),
});

builder.queryField('cartSetting', (t) =>
  t.field({
    type: CartSettingType,
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid }, ctx) => getCartSetting(ctx, String(appUuid)),
  }),
);

const CartSettingUpdateInput = builder.inputType('CartSettingUpdateInput', {
  description: 'Only the given fields change; an empty emailNotifRecipient clears it.',
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    subcategorized: t.boolean(),
    additionalTax: t.int(),
    additionalTaxType: t.field({ type: AdditionalTaxTypeEnum }),
    addressInputType: t.field({ type: AddressInputTypeEnum }),
    deliveryFeeType: t.field({ type: DeliveryFeeTypeEnum }),
    emailNotifRecipient: t.string(),
    expiration: t.int(),
    expirationDateType: t.field({ type: ExpirationDateTypeEnum }),
    freeShippingRequiredAmount: t.int(),
    locationScope: t.field({ type: LocationScopeEnum }),
    chargeDeliveryFeeFrom: t.field({ type: ChargeDeliveryFeeFromEnum }),
    requiredAmount: t.int(),
    shipping: t.boolean(),
    enableProductLocationAvailability: t.boolean(),
    digitalProduct: t.boolean(),
  }),
});

builder.mutationField('cartSettingUpdate', (t) =>
  t.field({
    type: CartSettingType,
    args: { input: t.arg({ type: CartSettingUpdateInput, required: true }) },
    resolve: (_r, { input }, ctx) => updateCartSetting(ctx, { ...input, appUuid: String(input.appUuid) }),
  }),
);

// --- Shipping methods ---------------------------------------------------------------------------
const ShippingMethodType = builder.objectRef<ShippingMethodRow>('ShippingMethod').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    appUuid: t.exposeID('appUuid'),
    name: t.exposeString('name'),
    kind: t.field({ type: ShippingMethodKindEnum, resolve: (m) => m.kind }),
    fee: t.exposeInt('fee', { description: 'Centavos; charged by flat_rate only.' }),
    pickupAddress: t.exposeString('pickupAddress'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    enabled: t.exposeBoolean('enabled'),
    instructions: t.exposeString('instructions'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('shippingMethods', (t) =>
  t.connection(
    {
      type: ShippingMethodType,
      args: { appUuid: t.arg.id({ required: true }) },
      description: "The app's shipping methods, newest first (keyset pages of 20 by default).",
      resolve: (_r, args, ctx) => listShippingMethods(ctx, { ...args, appUuid: String(args.appUuid) }),
    },
    { name: 'ShippingMethodConnection' },
    { name: 'ShippingMethodEdge' },
  ),
);

builder.queryField('shippingMethod', (t) =>
  t.field({
    type: ShippingMethodType,
    args: { uuid: t.arg.id({ required: true }) },
    resolve: (_r, { uuid }, ctx) => getShippingMethod(ctx, String(uuid)),
  }),
);

const ShippingMethodCreateInput = builder.inputType('ShippingMethodCreateInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    name: t.string({ required: true }),
    kind: t.field({ type: ShippingMethodKindEnum, required: true }),
    fee: t.int({ description: 'Centavos (flat_rate).' }),
    pickupAddress: t.string(),
    latitude: t.float({ description: 'Defaults to 14.6032.' }),
    longitude: t.float({ description: 'Defaults to 121.0921.' }),
    enabled: t.boolean(),
    instructions: t.string(),
  }),
});
builder.mutationField('shippingMethodCreate', (t) =>
  t.field({
    type: ShippingMethodType,
    args: { input: t.arg({ type: ShippingMethodCreateInput, required: true }) },
    resolve: (_r, { input }, ctx) => createShippingMethod(ctx, { ...input, appUuid: String(input.appUuid) }),
  }),
);

const ShippingMethodUpdateInput = builder.inputType('ShippingMethodUpdateInput', {
  description: 'Only the given fields change.',
  fields: (t) => ({
    uuid: t.id({ required: true }),
    name: t.string(),
    kind: t.field({ type: ShippingMethodKindEnum }),
    fee: t.int(),
    pickupAddress: t.string(),
    latitude: t.float(),
    longitude: t.float(),
    enabled: t.boolean(),
    instructions: t.string(),
  }),
});
builder.mutationField('shippingMethodUpdate', (t) =>
  t.field({
    type: ShippingMethodType,
    args: { input: t.arg({ type: ShippingMethodUpdateInput, required: true }) },
    resolve: (_r, { input }, ctx) => updateShippingMethod(ctx, { ...input, uuid: String(input.uuid) }),
  }),
);

const ShippingMethodDeleteInput = builder.inputType('ShippingMethodDeleteInput', {
  fields: (t) => ({ uuid: t.id({ required: true }) }),
});
builder.mutationField('shippingMethodDelete', (t) =>
  t.field({
    type: RemovedPayload,
    args: { input: t.arg({ type: ShippingMethodDeleteInput, required: true }) },
    resolve: (_r, { input }, ctx) => deleteShippingMethod(ctx, String(input.uuid)),
  }),
);
