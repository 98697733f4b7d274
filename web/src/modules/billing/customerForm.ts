import * as z from 'zod/mini';
import type { BillingCustomerCreateInput } from '../../generated/graphql';
import { required } from '../../lib/validation';

/** Billing customer form (document 3 §5): the spec's messages, word for word. */
export const CUSTOMER_MESSAGES = {
  firstNameInvalid: 'First Name Contains Invalid Characters',
  lastNameInvalid: 'Last Name Contains Invalid Characters',
  email:
    'Invalid input. Please make sure that there are no whitespaces before or after the email addresses provided',
  mobile: 'Mobile Number is invalid',
  nationality: 'Nationality format is incorrect. For Philippines use PH',
} as const;

export const DEFAULT_NATIONALITY = 'PH';

/** Letters (any script), spaces, and the marks names carry: period, apostrophe, hyphen (as the server). */
const NAME_RE = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE_RE = /^\+639\d{9}$/;
const NATIONALITY_RE = /^[A-Z]{2}$/;

export type CustomerField = 'firstName' | 'lastName' | 'email' | 'mobile' | 'nationality';
export type CustomerValues = Record<CustomerField, string>;
export const CUSTOMER_FIELDS: readonly CustomerField[] = [
  'firstName',
  'lastName',
  'email',
  'mobile',
  'nationality',
];

export const NEW_CUSTOMER: CustomerValues = {
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  nationality: DEFAULT_NATIONALITY,
};

/** The first problem of one field's value, or null. */
export function customerFieldProblem(field: CustomerField, value: string): string | null {
  switch (field) {
    case 'firstName':
      if (!value.trim()) return required('First Name');
      return NAME_RE.test(value.trim()) ? null : CUSTOMER_MESSAGES.firstNameInvalid;
    case 'lastName':
      if (!value.trim()) return required('Last Name');
      return NAME_RE.test(value.trim()) ? null : CUSTOMER_MESSAGES.lastNameInvalid;
    case 'email':
      if (!value) return required('Email');
      return value === value.trim() && EMAIL_RE.test(value) ? null : CUSTOMER_MESSAGES.email;
    case 'mobile': {
      const compact = value.replace(/\s/g, '');
      if (!compact) return required('Mobile Number');
      return MOBILE_RE.test(compact) ? null : CUSTOMER_MESSAGES.mobile;
    }
    case 'nationality':
      if (!value) return required('Nationality');
      return NATIONALITY_RE.test(value) ? null : CUSTOMER_MESSAGES.nationality;
  }
}

const field = (name: CustomerField) =>
  z.string().check(
    z.superRefine((value: string, ctx) => {
      const message = customerFieldProblem(name, value);
      if (message !== null) ctx.addIssue({ code: 'custom', message, input: value });
    }),
  );

export const customerSchema = z.object({
  firstName: field('firstName'),
  lastName: field('lastName'),
  email: field('email'),
  mobile: field('mobile'),
  nationality: field('nationality'),
});

/** The form's values as the mutation's input (the server's names). */
export const customerInput = (appUuid: string, v: CustomerValues): BillingCustomerCreateInput => ({
  appUuid,
  givenNames: v.firstName.trim(),
  surname: v.lastName.trim(),
  email: v.email,
  mobileNumber: v.mobile.replace(/\s/g, ''),
  nationality: v.nationality,
});

/** The server's field messages onto the form's fields. */
export function customerFieldsFromServer(fromServer: Readonly<Record<string, string>>) {
  const mapped: Partial<Record<CustomerField, string>> = {};
  const pairs: [string, CustomerField][] = [
    ['givenNames', 'firstName'],
    ['surname', 'lastName'],
    ['email', 'email'],
    ['mobileNumber', 'mobile'],
    ['nationality', 'nationality'],
  ];
  for (const [server, form] of pairs) if (fromServer[server]) mapped[form] = fromServer[server];
  return mapped;
}
