/**
 * Checkout settings and shipping methods: enum values, defaults and validation (pure; no I/O).
 * Field messages use the generic wording of document 3 §5 ("{name} is required", "{name} is invalid"...).
 */

export const ADDITIONAL_TAX_TYPES = ['percent', 'fixed'] as const;
export type AdditionalTaxType = (typeof ADDITIONAL_TAX_TYPES)[number];
export const ADDRESS_INPUT_TYPES = ['dropdown', 'manual', 'map_pin'] as const;
export type AddressInputType = (typeof ADDRESS_INPUT_TYPES)[number];
export const DELIVERY_FEE_TYPES = ['shipping_method', 'delivery_area', 'free'] as const;
export type DeliveryFeeType = (typeof DELIVERY_FEE_TYPES)[number];
export const EXPIRATION_DATE_TYPES = ['minutes', 'hours', 'days'] as const;
export type ExpirationDateType = (typeof EXPIRATION_DATE_TYPES)[number];
export const LOCATION_SCOPES = ['nationwide', 'delivery_areas'] as const;
export type LocationScope = (typeof LOCATION_SCOPES)[number];
export const CHARGE_DELIVERY_FEE_FROM = ['checkout', 'on_delivery'] as const;
export type ChargeDeliveryFeeFrom = (typeof CHARGE_DELIVERY_FEE_FROM)[number];

export interface CartSettingValues {
  subcategorized: boolean;
  /** Hundredths of the unit: basis points when `percent` (1250 = 12.5%), centavos when `fixed`. */
  additionalTax: number;
  additionalTaxType: AdditionalTaxType;
  addressInputType: AddressInputType;
  deliveryFeeType: DeliveryFeeType;
  emailNotifRecipient: string | null;
  expiration: number;
  expirationDateType: ExpirationDateType;
  /** Centavos; 0 = no free-shipping threshold. */
  freeShippingRequiredAmount: number;
  locationScope: LocationScope;
  chargeDeliveryFeeFrom: ChargeDeliveryFeeFrom;
  /** Minimum purchase in centavos; 0 = none. */
  requiredAmount: number;
  shipping: boolean;
  enableProductLocationAvailability: boolean;
  digitalProduct: boolean;
}

export const DEFAULT_CART_SETTING: Readonly<CartSettingValues> = {
  subcategorized: false,
  additionalTax: 0,
  additionalTaxType: 'percent',
  addressInputType: 'dropdown',
  deliveryFeeType: 'shipping_method',
  emailNotifRecipient: null,
  expiration: 24,
  expirationDateType: 'hours',
  freeShippingRequiredAmount: 0,
  locationScope: 'nationwide',
  chargeDeliveryFeeFrom: 'checkout',
  requiredAmount: 0,
  shipping: true,
  enableProductLocationAvailability: false,
  digitalProduct: false,
};

/** ₱10,000,000.00: the largest amount a setting or fee may hold. */
export const MAX_AMOUNT = 1_000_000_000;
/** 100% in basis points. */
export const MAX_PERCENT = 10_000;
/** Longest expiration per unit: 30 days. */
export const MAX_EXPIRATION: Readonly<Record<ExpirationDateType, number>> = {
  minutes: 43_200,
  hours: 720,
  days: 30,
};

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Problems = Record<string, string>;

function amountProblem(value: number, label: string): string | null {
  if (!Number.isInteger(value) || value < 0) return `${label} is invalid`;
  if (value > MAX_AMOUNT) return `${label} should not exceed ₱10,000,000.00`;
  return null;
}

/** Field problems of a whole (merged) cart setting; empty when valid. */
export function cartSettingProblems(s: CartSettingValues): Problems {
  const p: Problems = {};
  const tax =
    s.additionalTaxType === 'percent'
      ? !Number.isInteger(s.additionalTax) || s.additionalTax < 0
        ? 'Additional Tax is invalid'
        : s.additionalTax > MAX_PERCENT
          ? 'Additional Tax should not exceed 100%'
          : null
      : amountProblem(s.additionalTax, 'Additional Tax');
  if (tax) p.additionalTax = tax;
  const free = amountProblem(s.freeShippingRequiredAmount, 'Free Shipping Amount');
  if (free) p.freeShippingRequiredAmount = free;
  const min = amountProblem(s.requiredAmount, 'Minimum Purchase');
  if (min) p.requiredAmount = min;
  if (!Number.isInteger(s.expiration) || s.expiration < 0) p.expiration = 'Expiration is invalid';
  else if (s.expiration > MAX_EXPIRATION[s.expirationDateType])
    p.expiration = `Expiration should not exceed ${MAX_EXPIRATION[s.expirationDateType]} ${s.expirationDateType}`;
  if (s.emailNotifRecipient !== null) {
    if (s.emailNotifRecipient.length > 254)
      p.emailNotifRecipient = 'Email Notification Recipient should not exceed 254 characters';
    else if (!EMAIL_RE.test(s.emailNotifRecipient))
      p.emailNotifRecipient = 'Email Notification Recipient is invalid';
  }
  return p;
}

/** A blank recipient clears it; the rest is trimmed (a surrounding space is not an error). */
export const normalizeRecipient = (value: string): string | null => {
  const v = value.trim().toLowerCase();
  return v === '' ? null : v;
};

// --- Shipping methods ---------------------------------------------------------------------------

export const SHIPPING_KINDS = ['pickup', 'flat_rate', 'per_area_rate', 'grab_express', 'lalamove'] as const;
export type ShippingKind = (typeof SHIPPING_KINDS)[number];

/** Kinds whose rider or customer collects from the pickup address. */
export const NEEDS_PICKUP_ADDRESS: ReadonlySet<ShippingKind> = new Set([
  'pickup',
  'grab_express',
  'lalamove',
]);

/** Default map coordinates (document 1 §9): Quezon City. */
export const DEFAULT_LATITUDE = 14.6032;
export const DEFAULT_LONGITUDE = 121.0921;
export const NAME_MAX = 100;
export const ADDRESS_MAX = 300;
export const INSTRUCTIONS_MAX = 500;

export interface ShippingMethodValues {
  name: string;
  kind: ShippingKind;
  /** Centavos; charged only by flat_rate (per-area fees come from delivery areas, couriers quote). */
  fee: number;
  pickupAddress: string;
  latitude: number;
  longitude: number;
  enabled: boolean;
  instructions: string;
}

export function shippingMethodProblems(m: ShippingMethodValues): Problems {
  const p: Problems = {};
  if (m.name === '') p.name = 'Name is required';
  else if (m.name.length > NAME_MAX) p.name = `Name should not exceed ${NAME_MAX} characters`;
  const fee = amountProblem(m.fee, 'Fee');
  if (fee) p.fee = fee;
  if (NEEDS_PICKUP_ADDRESS.has(m.kind) && m.pickupAddress === '')
    p.pickupAddress = 'Pickup Address is required';
  else if (m.pickupAddress.length > ADDRESS_MAX)
    p.pickupAddress = `Pickup Address should not exceed ${ADDRESS_MAX} characters`;
  if (!Number.isFinite(m.latitude) || m.latitude < -90 || m.latitude > 90) p.latitude = 'Latitude is invalid';
  if (!Number.isFinite(m.longitude) || m.longitude < -180 || m.longitude > 180)
    p.longitude = 'Longitude is invalid';
  if (m.instructions.length > INSTRUCTIONS_MAX)
    p.instructions = `Instructions should not exceed ${INSTRUCTIONS_MAX} characters`;
  return p;
}

/** What is stored: a fee only where the kind charges one. */
export const normalizeShippingMethod = (m: ShippingMethodValues): ShippingMethodValues => ({
  ...m,
  name: m.name.trim(),
  pickupAddress: m.pickupAddress.trim(),
  instructions: m.instructions.trim(),
  fee: m.kind === 'flat_rate' ? m.fee : 0,
});
