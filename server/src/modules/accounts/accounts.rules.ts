/** Account rules as data (document 1 §1, §5; document 2 §6). */

export const ACCOUNT_TYPES = [
  'client',
  'influencer',
  'reseller',
  'store_manager',
  'distributor_manager',
  'cognito',
  'network_distributor',
  'affiliate',
  'affiliate_manager',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const isAccountType = (value: string): value is AccountType =>
  (ACCOUNT_TYPES as readonly string[]).includes(value);

/**
 * Which accounts may sign in through which login type (/login/{userType}). Merchants and partners
 * share the client login; affiliates and store managers have their own (docs/decisions.md).
 */
export const LOGIN_TYPE_ROLES: Record<AccountType, readonly AccountType[]> = {
  client: ['client', 'influencer', 'reseller', 'network_distributor', 'distributor_manager'],
  influencer: ['influencer'],
  reseller: ['reseller'],
  store_manager: ['store_manager'],
  distributor_manager: ['distributor_manager'],
  cognito: ['cognito'],
  network_distributor: ['network_distributor'],
  affiliate: ['affiliate', 'affiliate_manager'],
  affiliate_manager: ['affiliate_manager'],
};

export const mayUseLoginType = (role: string, loginType: AccountType): boolean =>
  (LOGIN_TYPE_ROLES[loginType] as readonly string[]).includes(role);

export const UNKNOWN_USER_TYPE = 'Something went wrong. Please try again later.';
export const WRONG_CREDENTIALS = 'Incorrect email or password';

/** OWASP password storage cheat sheet: argon2id, m=19 MiB, t=2, p=1. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const fullName = (u: { firstName: string | null; lastName: string | null }): string =>
  [u.firstName, u.lastName]
    .filter((s): s is string => Boolean(s?.trim()))
    .map((s) => s.trim())
    .join(' ');

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => EMAIL_RE.test(value) && value.length <= 254;

/** Document 1 §5: the contact number is sent without +63 and spaces (a PH mobile: 9 + 9 digits). */
export const isPhContactNumber = (value: string): boolean => /^9\d{9}$/.test(value);

export const NAME_MAX = 100;

export interface SettingsInput {
  firstName?: string | null;
  lastName?: string | null;
  contactDialCode?: string | null;
  contactNumber?: string | null;
  businessEmailAddress?: string | null;
  birthdate?: string | null;
}

/** Field errors for a profile update, in the generic wording of document 3 §5; empty when valid. */
export function settingsProblems(input: SettingsInput, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  const names = [
    ['firstName', 'First Name'],
    ['lastName', 'Last Name'],
  ] as const;
  for (const [key, label] of names) {
    const value = input[key];
    if (value === undefined) continue;
    if (value === null || value.trim() === '') problems[key] = `${label} is required`;
    else if (value.trim().length > NAME_MAX)
      problems[key] = `${label} should not exceed ${NAME_MAX} characters`;
  }
  if (input.contactDialCode != null && input.contactDialCode !== '+63') {
    problems.contactDialCode = 'Contact Dial Code has invalid value';
  }
  if (input.contactNumber != null && input.contactNumber !== '' && !isPhContactNumber(input.contactNumber)) {
    problems.contactNumber = 'Mobile Number is invalid';
  }
  const email = input.businessEmailAddress;
  if (email != null && email !== '' && !isEmail(email.trim())) {
    problems.businessEmailAddress = 'Business Email Address has invalid value';
  }
  if (input.birthdate != null && input.birthdate >= today) problems.birthdate = 'Birthdate has invalid value';
  return problems;
}

export const LOCKED =
  'Your account is locked after too many failed attempts. We emailed you a link to unlock it.';
export const UNCONFIRMED = 'Please confirm your email address first. We sent you a link.';
export const INVALID_LINK = 'This link is invalid or has expired';

/** Lockout (OWASP ASVS 2.2.1): 5 failures in 15 minutes lock; at most 100 failures an hour ever reach an account. */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_HOUR = 100;

/** How long each emailed link stays valid. */
export const TOKEN_TTL_MS = {
  email_confirmation: 3 * 24 * 3600 * 1000,
  business_email: 3 * 24 * 3600 * 1000,
  password_reset: 3600 * 1000,
  unlock: 24 * 3600 * 1000,
} as const;

/**
 * Document 1 §5: at least 8 characters with lowercase, uppercase, digit and a special character; no
 * spaces; no quote, double-quote or ampersand. Returns the first problem in plain words, or null.
 */
export function passwordProblem(password: string, name = 'Password'): string | null {
  if (!password) return `${name} is required`;
  if (password.length < 8) return `${name} should not below 8 characters`;
  if (/\s/.test(password)) return `${name} must not contain spaces`;
  if (/['"&]/.test(password)) return `${name} must not contain ' " or &`;
  if (!/[a-z]/.test(password)) return `${name} must contain a lowercase letter`;
  if (!/[A-Z]/.test(password)) return `${name} must contain an uppercase letter`;
  if (!/\d/.test(password)) return `${name} should at least contain 1 number`;
  if (!/[^A-Za-z0-9]/.test(password)) return `${name} must contain a special character`;
  return null;
}

export function nameProblems(input: {
  firstName?: string | null;
  lastName?: string | null;
}): Record<string, string> {
  return settingsProblems(
    { firstName: input.firstName ?? null, lastName: input.lastName ?? null },
    '9999-12-31',
  );
}
