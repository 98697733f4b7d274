import * as z from 'zod/mini';
import { DATE_FORMAT, PHONE_PREFIX } from '../../lib/constants';
import { toManila } from '../../lib/format';
import { zMobile } from '../../lib/mobileValidation';
import { formatPhMobileInput, toContactNumber } from '../../lib/phone';
import { invalidType, required, zEmail, zRequiredString } from '../../lib/validation';

/*
 * The Account Security form (document 1 §3, §5): Birthdate (required, in the past), Mobile Number
 * (required, a valid Philippine mobile, shown as +63 NNN NNN NNNN), Business Email Address
 * (required, valid). The names join it in the Complete user profile dialog when they are missing.
 */

/** Server names for the names on the form: 100 characters at most, like the server. */
export const NAME_MAX = 100;

/** Today's date in Manila, 'YYYY-MM-DD'. */
export function todayInManila(now: number = Date.now()): string {
  return toManila(now)?.format(DATE_FORMAT) ?? '';
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "Birthdate is required"; "Birthdate has invalid value" for a malformed date or one not in the past. */
export function birthdateProblem(value: string, today: string, name = 'Birthdate'): string | null {
  if (value.trim() === '') return required(name);
  if (!isCalendarDate(value) || value >= today || value < '1900-01-01') return invalidType(name);
  return null;
}

function zBirthdate(name: string, today: string) {
  return z.string({ error: () => required(name) }).check(
    z.superRefine((value: string, ctx) => {
      const message = birthdateProblem(value, today, name);
      if (message !== null) ctx.addIssue({ code: 'custom', message, input: value });
    }),
  );
}

/**
 * The form's schema: the security fields, plus required First Name and Last Name when
 * `withNames` (a profile that lacks them); otherwise the names are carried unchecked.
 */
export function accountSecurityFormSchema({
  withNames,
  today = todayInManila(),
}: {
  withNames: boolean;
  today?: string;
}) {
  return z.object({
    firstName: withNames ? zRequiredString('First Name', { max: NAME_MAX }) : z.string(),
    lastName: withNames ? zRequiredString('Last Name', { max: NAME_MAX }) : z.string(),
    birthdate: zBirthdate('Birthdate', today),
    contactNumber: zMobile('Mobile Number'),
    businessEmailAddress: zEmail('Business Email Address'),
  });
}

/** What the form holds: the mobile number as shown ('+63 917 123 4567'), the birthdate as 'YYYY-MM-DD'. */
export interface AccountSecurityValues {
  firstName?: string;
  lastName?: string;
  birthdate: string;
  contactNumber: string;
  businessEmailAddress: string;
}

export type AccountSecurityField = keyof AccountSecurityValues;

export const ACCOUNT_SECURITY_FIELDS: readonly AccountSecurityField[] = [
  'firstName',
  'lastName',
  'birthdate',
  'contactNumber',
  'businessEmailAddress',
];

/** The form's starting values from the user's profile. */
export function accountSecurityDefaults(user: {
  firstName?: string | null;
  lastName?: string | null;
  birthdate?: string | null;
  contactNumber?: string | null;
  businessEmailAddress?: string | null;
}): Required<AccountSecurityValues> {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    birthdate: user.birthdate ?? '',
    contactNumber: user.contactNumber ? formatPhMobileInput(user.contactNumber) : '',
    businessEmailAddress: user.businessEmailAddress ?? '',
  };
}

/**
 * The accountSecurityUpdate input (document 1 §5): the contact number without +63 and spaces
 * ('9171234567'), the dial code always +63, the birthdate as 'YYYY-MM-DD'.
 */
export function toAccountSecurityInput(userUuid: string, values: AccountSecurityValues) {
  return {
    userUuid,
    contactNumber: toContactNumber(values.contactNumber),
    contactDialCode: PHONE_PREFIX,
    businessEmailAddress: values.businessEmailAddress.trim(),
    birthdate: values.birthdate,
  };
}
