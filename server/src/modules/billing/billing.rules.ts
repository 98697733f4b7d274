import { stateMachine } from '../../platform/state-machine.ts';

/** A store's plan: a new store is on the free plan until it subscribes. */
export interface Billing {
  plan: string;
  /** How the plan is paid (null on the free plan). */
  planPaymentType: string | null;
}

export const DEFAULT_BILLING: Readonly<Billing> = { plan: 'free', planPaymentType: null };

// --- Payment method on file --------------------------------------------------------------------

/** Statuses of a saved payment method: REQUIRES_ACTION until the provider's callback says otherwise. */
export const PAYMENT_METHOD_STATUSES = ['REQUIRES_ACTION', 'ACTIVE', 'FAILED', 'EXPIRED', 'REMOVED'] as const;
export type PaymentMethodStatus = (typeof PAYMENT_METHOD_STATUSES)[number];

export const PAYMENT_METHOD_STATUS = stateMachine<PaymentMethodStatus>(
  'Payment method status',
  {
    REQUIRES_ACTION: ['ACTIVE', 'FAILED', 'EXPIRED', 'REMOVED'],
    ACTIVE: ['EXPIRED', 'REMOVED'],
    FAILED: ['REMOVED'],
    EXPIRED: ['REMOVED'],
    REMOVED: [],
  },
  {
    REQUIRES_ACTION: 'Waiting for authorization',
    ACTIVE: 'Active',
    FAILED: 'Failed',
    EXPIRED: 'Expired',
    REMOVED: 'Removed',
  },
);

/** The status a provider's callback asks for (by the method's status in its data), or null to ignore. */
export function statusFromProvider(status: string | null): PaymentMethodStatus | null {
  switch (status) {
    case 'ACTIVE':
      return 'ACTIVE';
    case 'FAILED':
      return 'FAILED';
    case 'EXPIRED':
    case 'INACTIVE':
      return 'EXPIRED';
    default:
      return null;
  }
}

/** Billing customer form (document 3 §5): the spec's messages, word for word. */
export const CUSTOMER_MESSAGES = {
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  firstNameInvalid: 'First Name Contains Invalid Characters',
  lastNameInvalid: 'Last Name Contains Invalid Characters',
  emailRequired: 'Email is required',
  emailInvalid:
    'Invalid input. Please make sure that there are no whitespaces before or after the email addresses provided',
  mobileRequired: 'Mobile Number is required',
  mobileInvalid: 'Mobile Number is invalid',
  nationalityRequired: 'Nationality is required',
  nationalityInvalid: 'Nationality format is incorrect. For Philippines use PH',
} as const;

export const DEFAULT_NATIONALITY = 'PH';
/** Letters (any script), spaces, and the marks names carry: period, apostrophe, hyphen. */
const NAME_RE = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE_RE = /^\+639\d{9}$/;
const NATIONALITY_RE = /^[A-Z]{2}$/;

export interface CustomerForm {
  givenNames: string;
  surname: string;
  email: string;
  mobileNumber: string;
  nationality: string;
}

/** Problems by field (the API's field names), in the spec's words; an empty object when valid. */
export function customerFormProblems(form: CustomerForm): Record<string, string> {
  const problems: Record<string, string> = {};
  const name = (field: 'givenNames' | 'surname', value: string, required: string, invalid: string) => {
    if (!value.trim()) problems[field] = required;
    else if (!NAME_RE.test(value.trim())) problems[field] = invalid;
  };
  name(
    'givenNames',
    form.givenNames,
    CUSTOMER_MESSAGES.firstNameRequired,
    CUSTOMER_MESSAGES.firstNameInvalid,
  );
  name('surname', form.surname, CUSTOMER_MESSAGES.lastNameRequired, CUSTOMER_MESSAGES.lastNameInvalid);
  if (!form.email) problems.email = CUSTOMER_MESSAGES.emailRequired;
  else if (form.email !== form.email.trim() || !EMAIL_RE.test(form.email))
    problems.email = CUSTOMER_MESSAGES.emailInvalid;
  const mobile = form.mobileNumber.replace(/\s/g, '');
  if (!mobile) problems.mobileNumber = CUSTOMER_MESSAGES.mobileRequired;
  else if (!MOBILE_RE.test(mobile)) problems.mobileNumber = CUSTOMER_MESSAGES.mobileInvalid;
  if (!form.nationality) problems.nationality = CUSTOMER_MESSAGES.nationalityRequired;
  else if (!NATIONALITY_RE.test(form.nationality))
    problems.nationality = CUSTOMER_MESSAGES.nationalityInvalid;
  return problems;
}

/** The form as stored: names trimmed, the mobile number without spaces. */
export const normalizeCustomerForm = (form: CustomerForm): CustomerForm => ({
  givenNames: form.givenNames.trim(),
  surname: form.surname.trim(),
  email: form.email,
  mobileNumber: form.mobileNumber.replace(/\s/g, ''),
  nationality: form.nationality,
});

export const BILLING_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'billingContactEmail',
  'phoneNumber',
  'address',
  'city',
  'stateProvinceRegion',
  'zipPostalCode',
  'country',
] as const;
export type BillingAddressValues = Record<(typeof BILLING_ADDRESS_FIELDS)[number], string>;

/** Billing details of a method: optional, but what is given must be readable. */
export function billingAddressProblems(values: Partial<BillingAddressValues>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of BILLING_ADDRESS_FIELDS) {
    const v = values[field];
    if (v !== undefined && v.length > 255)
      problems[field] = `${LABELS[field]} should not exceed 255 characters`;
  }
  const email = values.billingContactEmail;
  if (email && !EMAIL_RE.test(email))
    problems.billingContactEmail = 'Billing Contact Email has invalid value';
  const country = values.country;
  if (country !== undefined && !NATIONALITY_RE.test(country)) problems.country = 'Country has invalid value';
  return problems;
}

const LABELS: Record<(typeof BILLING_ADDRESS_FIELDS)[number], string> = {
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
};
