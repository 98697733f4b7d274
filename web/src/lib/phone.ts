import { isValidPhoneNumber } from 'libphonenumber-js/mobile';
import { PHONE_PREFIX } from './constants';

/** The Philippine national significant number a user meant, or null when the input is foreign. */
function nationalDigits(input: string): string | null {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    return digits.startsWith('63') ? digits.slice(2) : null;
  }
  if (digits.length === 12 && digits.startsWith('63')) return digits.slice(2);
  if (digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/**
 * The display form of a Philippine mobile number, '+63 917 123 4567' (document 1 §5).
 * Accepts '9171234567', '09171234567', '639171234567' or '+63 917-123-4567'. A partial number
 * is grouped as far as it goes ('+63 917 12'); a number too long to group is shown as
 * '+63 ' and its digits; a number with another country code is returned trimmed, unchanged.
 */
export function formatPhMobile(input: string): string {
  const national = nationalDigits(input);
  if (national === null) return input.trim();
  if (national.length === 0) return '';
  if (national.length > 10) return `${PHONE_PREFIX} ${national}`;
  const groups = [national.slice(0, 3), national.slice(3, 6), national.slice(6)].filter((g) => g.length > 0);
  return `${PHONE_PREFIX} ${groups.join(' ')}`;
}

/** '+63 917 123 4567' is 16 characters: the phone input's default limit (the security dialog's, document 1 §5). */
export const PH_MOBILE_MAX_LENGTH = 16;

/**
 * The Philippine phone input while typing: only valid characters, the +63 prefix, then digits
 * grouped 3-3-4 ('+63 917 123 4567'); at most ten national digits, so at most 16 characters.
 * A leading 0 or 63 is the same number ('09171234567' -> '+63 917 123 4567'); a bare '+', '+6' or
 * '+63' is kept so the prefix can be typed or deleted one character at a time.
 */
export function formatPhMobileInput(raw: string): string {
  const cleaned = raw.replace(/[^\d+\s\-().]/g, '');
  const digits = cleaned.replace(/\D/g, '');
  const plus = cleaned.trimStart().startsWith('+');
  if (plus && '63'.startsWith(digits)) return `+${digits}`;
  let national = digits;
  if (plus && digits.startsWith('63')) national = digits.slice(2);
  else if (!plus && digits.length === 12 && digits.startsWith('63')) national = digits.slice(2);
  else if (!plus && digits.startsWith('0')) national = digits.slice(1);
  national = national.slice(0, 10);
  if (national === '') return '';
  const groups = [national.slice(0, 3), national.slice(3, 6), national.slice(6)].filter((g) => g !== '');
  return `${PHONE_PREFIX} ${groups.join(' ')}`;
}

/**
 * Where the caret goes after formatting: before the same number of digits that followed it in
 * what the user typed, so editing in the middle of the number does not jump to its end.
 */
export function caretAfterFormat(raw: string, caret: number, formatted: string): number {
  const digitsAfter = raw.slice(caret).replace(/\D/g, '').length;
  let seen = 0;
  for (let index = formatted.length; index > 0; index -= 1) {
    if (seen === digitsAfter) return index;
    if (/\d/.test(formatted[index - 1] ?? '')) seen += 1;
  }
  return seen === digitsAfter ? 0 : formatted.length;
}

/** The contact number as the server takes it: national digits, no +63, no spaces ('9171234567'). */
export function toContactNumber(display: string): string {
  return nationalDigits(display) ?? display.replace(/\D/g, '');
}

/** The contact fields of a mutation input; the dial code is always +63 (document 1 §5). */
export function toContactFields(display: string): { contactDialCode: string; contactNumber: string } {
  return { contactDialCode: PHONE_PREFIX, contactNumber: toContactNumber(display) };
}

/** True for a valid Philippine mobile number (ten national digits starting with 9), in any of the input forms. */
export function isValidPhMobile(input: string): boolean {
  if (/[^\d\s+\-().]/.test(input)) return false;
  const national = nationalDigits(input);
  if (national === null || !/^9\d{9}$/.test(national)) return false;
  return isValidPhoneNumber(`${PHONE_PREFIX}${national}`);
}
