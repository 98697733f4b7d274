import { describe, expect, it } from 'vitest';
import {
  caretAfterFormat,
  formatPhMobile,
  formatPhMobileInput,
  isValidPhMobile,
  PH_MOBILE_MAX_LENGTH,
  toContactFields,
  toContactNumber,
} from './phone';

describe('formatPhMobile', () => {
  it('formats every common input form as +63 NNN NNN NNNN', () => {
    for (const input of ['9171234567', '09171234567', '639171234567', '+639171234567', '+63 917-123-4567']) {
      expect(formatPhMobile(input)).toBe('+63 917 123 4567');
    }
  });

  it('groups a partial number as far as it goes', () => {
    expect(formatPhMobile('917')).toBe('+63 917');
    expect(formatPhMobile('91712')).toBe('+63 917 12');
    expect(formatPhMobile('+63')).toBe('');
    expect(formatPhMobile('')).toBe('');
  });

  it('does not drop digits of an over-long number or rewrite a foreign one', () => {
    expect(formatPhMobile('91712345678')).toBe('+63 91712345678');
    expect(formatPhMobile(' +1 202 555 0123 ')).toBe('+1 202 555 0123');
  });
});

describe('toContactNumber', () => {
  it('sends the national digits without +63 and spaces', () => {
    expect(toContactNumber('+63 917 123 4567')).toBe('9171234567');
    expect(toContactNumber('09171234567')).toBe('9171234567');
    expect(toContactNumber('')).toBe('');
  });

  it('always pairs the number with the +63 dial code', () => {
    expect(toContactFields('+63 917 123 4567')).toEqual({
      contactDialCode: '+63',
      contactNumber: '9171234567',
    });
  });

  it('round-trips with formatPhMobile', () => {
    expect(formatPhMobile(toContactNumber('+63 998 765 4321'))).toBe('+63 998 765 4321');
  });
});

describe('isValidPhMobile', () => {
  it('accepts Philippine mobile numbers in any input form', () => {
    expect(isValidPhMobile('+63 917 123 4567')).toBe(true);
    expect(isValidPhMobile('09171234567')).toBe(true);
    expect(isValidPhMobile('9998887777')).toBe(true);
  });

  it('rejects landlines, short and long numbers and other countries', () => {
    expect(isValidPhMobile('+63 2 8123 4567')).toBe(false); // Manila landline
    expect(isValidPhMobile('0281234567')).toBe(false);
    expect(isValidPhMobile('917123456')).toBe(false);
    expect(isValidPhMobile('91712345678')).toBe(false);
    expect(isValidPhMobile('+1 202 555 0123')).toBe(false);
    expect(isValidPhMobile('+44 7911 123456')).toBe(false);
    expect(isValidPhMobile('')).toBe(false);
  });

  it('rejects numbers that contain letters', () => {
    expect(isValidPhMobile('917abc1234567')).toBe(false);
    expect(isValidPhMobile('+63 917 123 456x')).toBe(false);
  });
});

describe('formatPhMobileInput', () => {
  it('groups the number as +63 NNN NNN NNNN while it is typed', () => {
    const typed = '9171234567';
    const shown: string[] = [];
    let value = '';
    for (const digit of typed) {
      value = formatPhMobileInput(value + digit);
      shown.push(value);
    }
    expect(shown).toEqual([
      '+63 9',
      '+63 91',
      '+63 917',
      '+63 917 1',
      '+63 917 12',
      '+63 917 123',
      '+63 917 123 4',
      '+63 917 123 45',
      '+63 917 123 456',
      '+63 917 123 4567',
    ]);
  });

  it('reads a leading 0, 63 or +63 as the same number', () => {
    expect(formatPhMobileInput('09171234567')).toBe('+63 917 123 4567');
    expect(formatPhMobileInput('639171234567')).toBe('+63 917 123 4567');
    expect(formatPhMobileInput('+63 (917) 123-4567')).toBe('+63 917 123 4567');
  });

  it('keeps a typed prefix so it can be typed and deleted character by character', () => {
    expect(formatPhMobileInput('+')).toBe('+');
    expect(formatPhMobileInput('+6')).toBe('+6');
    expect(formatPhMobileInput('+63')).toBe('+63');
    expect(formatPhMobileInput('+63 ')).toBe('+63');
    expect(formatPhMobileInput('')).toBe('');
  });

  it('drops letters and stops at ten digits (16 characters)', () => {
    expect(formatPhMobileInput('+63 9a1b7')).toBe('+63 917');
    const long = formatPhMobileInput('+63 917 123 45678999');
    expect(long).toBe('+63 917 123 4567');
    expect(long).toHaveLength(PH_MOBILE_MAX_LENGTH);
  });
});

describe('caretAfterFormat', () => {
  it('keeps the caret before the digits that followed it', () => {
    // Typing 5 after '917' in '+63 917 12': the caret stays after the 5, before '12'.
    expect(formatPhMobileInput('+63 9175 12')).toBe('+63 917 512');
    expect(caretAfterFormat('+63 9175 12', 8, '+63 917 512')).toBe(9);
    // Deleting the 3 of '+63 917 123 4567': the caret stays before '4567'.
    expect(formatPhMobileInput('+63 917 12 4567')).toBe('+63 917 124 567');
    expect(caretAfterFormat('+63 917 12 4567', 10, '+63 917 124 567')).toBe(10);
  });

  it('puts the caret at the end when it was at the end', () => {
    expect(caretAfterFormat('+63 9171', 8, '+63 917 1')).toBe(9);
  });
});
