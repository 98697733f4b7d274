import * as z from 'zod/mini';
import type { BillingAddressInput, SavedPaymentMethodFieldsFragment } from '../../generated/graphql';
import { invalidType, isValidEmail, max } from '../../lib/validation';

export const ADDRESS_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  company: 'Company',
  billingContactEmail: 'Billing Contact Email',
  phoneNumber: 'Phone Number',
  address: 'Address',
  city: 'City',
  stateProvinceRegion: 'State / Province / Region',
  zipPostalCode: 'Zip / Postal Code',
  country: 'Country',
} as const;

export type AddressField = keyof typeof ADDRESS_LABELS;
export type AddressValues = Record<AddressField, string>;
export const ADDRESS_FIELDS = Object.keys(ADDRESS_LABELS) as AddressField[];

const text = (field: AddressField) =>
  z.string().check(z.refine((v) => v.trim().length <= 255, max(ADDRESS_LABELS[field], 255)));

export const addressSchema = z.object({
  firstName: text('firstName'),
  lastName: text('lastName'),
  company: text('company'),
  billingContactEmail: z
    .string()
    .check(z.refine((v) => v.trim() === '' || isValidEmail(v.trim()), invalidType('Billing Contact Email'))),
  phoneNumber: text('phoneNumber'),
  address: text('address'),
  city: text('city'),
  stateProvinceRegion: text('stateProvinceRegion'),
  zipPostalCode: text('zipPostalCode'),
  country: z.string().check(z.refine((v) => /^[A-Z]{2}$/.test(v.trim()), invalidType('Country'))),
});

export function addressValues(m: SavedPaymentMethodFieldsFragment | null | undefined): AddressValues {
  const a = m?.billingAddress;
  return Object.fromEntries(
    ADDRESS_FIELDS.map((f) => [f, a?.[f] ?? (f === 'country' ? 'PH' : '')]),
  ) as AddressValues;
}

export const addressInput = (v: AddressValues): BillingAddressInput =>
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, v[f].trim()])) as BillingAddressInput;
