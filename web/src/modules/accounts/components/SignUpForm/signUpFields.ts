import type { SignUpField } from './SignUpForm';

/** The sign-up form's fields, which a refusal may name: apart, so the sign-in page has them without the form's code. */
export const SIGN_UP_FIELDS: readonly SignUpField[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
];
