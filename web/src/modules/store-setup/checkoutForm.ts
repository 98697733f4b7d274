import * as z from 'zod/mini';
import type {
  AdditionalTaxType,
  AddressInputType,
  CartSettingFieldsFragment,
  CartSettingUpdateInput,
  ChargeDeliveryFeeFrom,
  DeliveryFeeType,
  ExpirationDateType,
  LocationScope,
} from '../../generated/graphql';
import { formatPercentInput, formatPesoInput, parseHundredths, parsePesos } from '../../lib/money';
import { invalid, max } from '../../lib/validation';

/** ₱10,000,000.00 in centavos: the server's ceiling for an amount. */
export const MAX_AMOUNT = 1_000_000_000;
export const MAX_EXPIRATION: Readonly<Record<ExpirationDateType, number>> = {
  minutes: 43_200,
  hours: 720,
  days: 30,
};

export const LABELS = {
  deliveryFeeType: 'Delivery Fee',
  chargeDeliveryFeeFrom: 'Charge Delivery Fee',
  freeShippingRequiredAmount: 'Free Shipping Amount',
  requiredAmount: 'Minimum Purchase',
  additionalTax: 'Additional Tax',
  additionalTaxType: 'Additional Tax Type',
  addressInputType: 'Address Input',
  locationScope: 'Location Scope',
  expiration: 'Expiration',
  expirationDateType: 'Expiration Unit',
  emailNotifRecipient: 'Email Notification Recipient',
} as const;

export const DELIVERY_FEE_OPTIONS: ReadonlyArray<readonly [DeliveryFeeType, string]> = [
  ['shipping_method', "The shipping method's fee"],
  ['delivery_area', "The delivery area's fee"],
  ['free', 'Free delivery'],
];
export const CHARGE_FROM_OPTIONS: ReadonlyArray<readonly [ChargeDeliveryFeeFrom, string]> = [
  ['checkout', 'At checkout'],
  ['on_delivery', 'Upon delivery'],
];
export const TAX_TYPE_OPTIONS: ReadonlyArray<readonly [AdditionalTaxType, string]> = [
  ['percent', 'Percent of the subtotal (%)'],
  ['fixed', 'Fixed amount (₱)'],
];
export const ADDRESS_INPUT_OPTIONS: ReadonlyArray<readonly [AddressInputType, string]> = [
  ['dropdown', 'Region, province and city lists'],
  ['manual', 'Typed address'],
  ['map_pin', 'Pin on a map'],
];
export const LOCATION_SCOPE_OPTIONS: ReadonlyArray<readonly [LocationScope, string]> = [
  ['nationwide', 'Nationwide'],
  ['delivery_areas', 'Only my delivery areas'],
];
export const EXPIRATION_UNIT_OPTIONS: ReadonlyArray<readonly [ExpirationDateType, string]> = [
  ['minutes', 'Minutes'],
  ['hours', 'Hours'],
  ['days', 'Days'],
];

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A peso field: blank is ₱0 (the setting is off); otherwise a valid amount up to ₱10,000,000.00. */
const pesos = (name: string) =>
  z.string().check(
    z.refine((v) => v.trim() === '' || parsePesos(v) !== null, invalid(name)),
    z.refine((v) => (parsePesos(v) ?? 0) <= MAX_AMOUNT, `${name} should not exceed ₱10,000,000.00`),
  );

export const checkoutSettingsSchema = z
  .object({
    deliveryFeeType: z.enum(['shipping_method', 'delivery_area', 'free']),
    chargeDeliveryFeeFrom: z.enum(['checkout', 'on_delivery']),
    freeShippingRequiredAmount: pesos(LABELS.freeShippingRequiredAmount),
    requiredAmount: pesos(LABELS.requiredAmount),
    additionalTaxType: z.enum(['percent', 'fixed']),
    additionalTax: z.string(),
    addressInputType: z.enum(['dropdown', 'manual', 'map_pin']),
    locationScope: z.enum(['nationwide', 'delivery_areas']),
    expiration: z.string().check(z.refine((v) => /^\d+$/.test(v.trim()), invalid(LABELS.expiration))),
    expirationDateType: z.enum(['minutes', 'hours', 'days']),
    emailNotifRecipient: z.string().check(
      z.refine((v) => v.trim().length <= 254, max(LABELS.emailNotifRecipient, 254)),
      z.refine((v) => v.trim() === '' || EMAIL_RE.test(v.trim()), invalid(LABELS.emailNotifRecipient)),
    ),
    shipping: z.boolean(),
    subcategorized: z.boolean(),
    enableProductLocationAvailability: z.boolean(),
    digitalProduct: z.boolean(),
  })
  .check(
    z.superRefine((v, ctx) => {
      const tax = additionalTaxProblem(v.additionalTax, v.additionalTaxType);
      if (tax)
        ctx.issues.push({ code: 'custom', message: tax, path: ['additionalTax'], input: v.additionalTax });
      const limit = MAX_EXPIRATION[v.expirationDateType];
      if (/^\d+$/.test(v.expiration.trim()) && Number(v.expiration) > limit)
        ctx.issues.push({
          code: 'custom',
          message: `${LABELS.expiration} should not exceed ${limit} ${v.expirationDateType}`,
          path: ['expiration'],
          input: v.expiration,
        });
    }),
  );

export type CheckoutSettingsValues = z.output<typeof checkoutSettingsSchema>;
export type CheckoutSettingsField = keyof CheckoutSettingsValues;
export const CHECKOUT_SETTINGS_FIELDS = Object.keys(checkoutSettingsSchema.shape) as CheckoutSettingsField[];

/** The additional tax as typed: a percentage up to 100 with 2 decimals, or a peso amount. */
export function additionalTaxProblem(text: string, type: AdditionalTaxType): string | null {
  if (text.trim() === '') return null;
  const value = type === 'percent' ? parseHundredths(text.replace(/%\s*$/, '')) : parsePesos(text);
  if (value === null) return invalid(LABELS.additionalTax);
  if (type === 'percent' && value > 10_000) return `${LABELS.additionalTax} should not exceed 100%`;
  if (type === 'fixed' && value > MAX_AMOUNT)
    return `${LABELS.additionalTax} should not exceed ₱10,000,000.00`;
  return null;
}

/** The form's starting values from the saved setting (amounts shown in pesos, the tax in % or ₱). */
export function checkoutValues(s: CartSettingFieldsFragment): CheckoutSettingsValues {
  return {
    deliveryFeeType: s.deliveryFeeType,
    chargeDeliveryFeeFrom: s.chargeDeliveryFeeFrom,
    freeShippingRequiredAmount: formatPesoInput(s.freeShippingRequiredAmount),
    requiredAmount: formatPesoInput(s.requiredAmount),
    additionalTaxType: s.additionalTaxType,
    additionalTax:
      s.additionalTaxType === 'percent'
        ? formatPercentInput(s.additionalTax)
        : formatPesoInput(s.additionalTax),
    addressInputType: s.addressInputType,
    locationScope: s.locationScope,
    expiration: String(s.expiration),
    expirationDateType: s.expirationDateType,
    emailNotifRecipient: s.emailNotifRecipient ?? '',
    shipping: s.shipping,
    subcategorized: s.subcategorized,
    enableProductLocationAvailability: s.enableProductLocationAvailability,
    digitalProduct: s.digitalProduct,
  };
}

/** The update from valid form values: pesos to centavos, percent to basis points, blanks to 0 / cleared. */
export function checkoutInput(appUuid: string, v: CheckoutSettingsValues): CartSettingUpdateInput {
  const tax =
    v.additionalTaxType === 'percent'
      ? parseHundredths(v.additionalTax.replace(/%\s*$/, ''))
      : parsePesos(v.additionalTax);
  return {
    appUuid,
    deliveryFeeType: v.deliveryFeeType,
    chargeDeliveryFeeFrom: v.chargeDeliveryFeeFrom,
    freeShippingRequiredAmount: parsePesos(v.freeShippingRequiredAmount) ?? 0,
    requiredAmount: parsePesos(v.requiredAmount) ?? 0,
    additionalTaxType: v.additionalTaxType,
    additionalTax: tax ?? 0,
    addressInputType: v.addressInputType,
    locationScope: v.locationScope,
    expiration: Number(v.expiration.trim()),
    expirationDateType: v.expirationDateType,
    emailNotifRecipient: v.emailNotifRecipient.trim(),
    shipping: v.shipping,
    subcategorized: v.subcategorized,
    enableProductLocationAvailability: v.enableProductLocationAvailability,
    digitalProduct: v.digitalProduct,
  };
}
