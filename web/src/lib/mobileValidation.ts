import { isValidPhMobile } from './phone';
import { invalid, zText } from './validation';

/*
 * Apart from lib/validation.ts: checking a mobile number brings libphonenumber's metadata (about 30 KB
 * compressed), which only the forms that ask for one (checkout, account security) should download.
 */

/** Required Philippine mobile number in any input form ('+63 917 123 4567', '09171234567'...). */
export function zMobile(name: string) {
  return zText(name, (value) => (isValidPhMobile(value) ? null : invalid(name)));
}
