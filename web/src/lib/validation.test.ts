import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
// The server's rule itself (pure, no imports): the client must answer every password as it does.
import { passwordProblem as serverPasswordProblem } from '../../../server/src/modules/accounts/accounts.rules.ts';
import { zMobile } from './mobileValidation';
import {
  fileSize,
  formatFileSize,
  invalid,
  invalidType,
  isValidEmail,
  max,
  min,
  number,
  passwordProblem,
  required,
  sameAs,
  select,
  unique,
  url,
  zEmail,
  zPassword,
  zRequiredString,
} from './validation';

function messages(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('generic messages', () => {
  it('use the exact wording of the specification', () => {
    expect(required('First Name')).toBe('First Name is required');
    expect(select('Category')).toBe('Please select Category');
    expect(unique('Email')).toBe('Email has already been taken');
    expect(invalidType('Price')).toBe('Price has invalid value');
    expect(url('https://example.com')).toBe('Please enter a valid URL format (e.g., https://example.com)');
    expect(max('Company Description', 800)).toBe('Company Description should not exceed 800 characters');
    expect(min('Password', 8)).toBe('Password should not below 8 characters');
    expect(sameAs('Confirm Password', 'Password')).toBe('Confirm Password should be the same as Password');
    expect(number('Password')).toBe('Password should at least contain 1 number');
    expect(invalid('Mobile Number')).toBe('Mobile Number is invalid');
  });

  it('shows the file size limit in megabytes', () => {
    expect(fileSize('Photo', 5_000_000)).toBe('Photo should be less than 5MB');
    expect(fileSize('Photo', '2 MB')).toBe('Photo should be less than 2 MB');
    expect(formatFileSize(2_500_000)).toBe('2.5MB');
    expect(formatFileSize(750_000)).toBe('750KB');
    expect(formatFileSize(999)).toBe('999B');
    expect(formatFileSize(1_000_000_000)).toBe('1GB');
  });
});

describe('passwordProblem', () => {
  it('accepts a password meeting every rule', () => {
    expect(passwordProblem('Secret1!')).toBeNull();
    expect(passwordProblem('Tr0ub4dor#3-long')).toBeNull();
  });

  it('names the first problem in the generic wording of document 3 §5, exactly as the server does', () => {
    expect(passwordProblem('')).toBe('Password is required');
    expect(passwordProblem('Ab1!')).toBe('Password should not below 8 characters');
    expect(passwordProblem('Secrets!')).toBe('Password should at least contain 1 number');
    expect(passwordProblem('secret1!')).toBe('Password must contain an uppercase letter');
    expect(passwordProblem('SECRET1!')).toBe('Password must contain a lowercase letter');
    expect(passwordProblem('Secret12')).toBe('Password must contain a special character');
  });

  it('rejects spaces, quotes, double quotes and ampersands even when all else is met', () => {
    expect(passwordProblem('Secret1! x')).toBe('Password must not contain spaces');
    expect(passwordProblem('Secret1!\t')).toBe('Password must not contain spaces');
    expect(passwordProblem("Secret1!'")).toBe('Password must not contain \' " or &');
    expect(passwordProblem('Secret1!"&')).toBe('Password must not contain \' " or &');
    expect(passwordProblem('Secret12&')).toBe('Password must not contain \' " or &');
  });

  it('checks in the server’s order: length, spaces, forbidden characters, then what is missing', () => {
    expect(passwordProblem('abc def')).toBe('Password should not below 8 characters');
    expect(passwordProblem('abcdefgh &')).toBe('Password must not contain spaces');
    expect(passwordProblem('abcdefgh&')).toBe('Password must not contain \' " or &');
    expect(passwordProblem('ABCDEFGH')).toBe('Password must contain a lowercase letter');
    expect(passwordProblem('Abcdefgh!')).toBe('Password should at least contain 1 number');
  });

  it('answers every password exactly as the server’s rule does', () => {
    const samples = [
      '',
      ' ',
      '        ',
      'short',
      'Ab1!',
      'abc def',
      'Secret1!',
      'Secret1! x',
      "Secret1!'",
      'Secret1!"&',
      'Secret12&',
      'secret1!',
      'SECRET1!',
      'Secrets!',
      'Secret12',
      'Tindahan#2026',
      'Demo@1234',
      'ñandú#Ñ12',
      'ABCDEFGH',
      '12345678',
    ];
    for (const password of samples) {
      expect(passwordProblem(password), JSON.stringify(password)).toBe(serverPasswordProblem(password));
      expect(passwordProblem(password, 'New Password')).toBe(serverPasswordProblem(password, 'New Password'));
    }
  });

  it('uses the field name it is given', () => {
    expect(passwordProblem('short', 'New Password')).toBe('New Password should not below 8 characters');
  });
});

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['ana@example.com', 'ana.cruz+shop@mail.example.ph', "o'brien@example.co"]) {
      expect(isValidEmail(email)).toBe(true);
    }
  });

  it('rejects addresses without a proper domain, with spaces or doubled dots', () => {
    for (const email of [
      'ana',
      'ana@',
      '@example.com',
      'ana@example',
      'ana@example.c',
      'ana @example.com',
      ' ana@example.com',
      'ana..cruz@example.com',
      '.ana@example.com',
      'ana@-example.com',
      'ana@example..com',
      'a@b@example.com',
    ]) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });

  it('rejects addresses longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`)).toBe(
      false,
    );
  });
});

describe('zod helpers', () => {
  it('zRequiredString reports required for missing, empty or blank values and trims the rest', () => {
    const schema = zRequiredString('First Name');
    expect(messages(schema, undefined)).toEqual(['First Name is required']);
    expect(messages(schema, null)).toEqual(['First Name is required']);
    expect(messages(schema, '')).toEqual(['First Name is required']);
    expect(messages(schema, '   ')).toEqual(['First Name is required']);
    expect(schema.parse('  Ana ')).toBe('Ana');
  });

  it('zRequiredString enforces length bounds with the generic messages', () => {
    const schema = zRequiredString('Company Description', { min: 3, max: 800 });
    expect(messages(schema, 'ab')).toEqual(['Company Description should not below 3 characters']);
    expect(messages(schema, 'x'.repeat(801))).toEqual([
      'Company Description should not exceed 800 characters',
    ]);
    expect(messages(schema, 'x'.repeat(800))).toEqual([]);
  });

  it('zEmail gives one message per failure, required before format', () => {
    const schema = zEmail('Business Email Address');
    expect(messages(schema, '')).toEqual(['Business Email Address is required']);
    expect(messages(schema, 'nope')).toEqual(['Business Email Address is invalid']);
    expect(schema.parse(' ana@example.com ')).toBe('ana@example.com');
  });

  it('zPassword gives the server’s message and keeps spaces as an error', () => {
    const schema = zPassword('Password');
    expect(messages(schema, '')).toEqual(['Password is required']);
    expect(messages(schema, undefined)).toEqual(['Password is required']);
    expect(messages(schema, 'weak')).toEqual(['Password should not below 8 characters']);
    expect(messages(schema, '        ')).toEqual(['Password must not contain spaces']);
    expect(messages(schema, 'Secrets!')).toEqual(['Password should at least contain 1 number']);
    expect(messages(schema, 'secret1!')).toEqual(['Password must contain an uppercase letter']);
    expect(messages(schema, ' Secret1!')).toEqual(['Password must not contain spaces']);
    expect(schema.parse('Secret1!')).toBe('Secret1!');
  });

  it('zMobile accepts Philippine mobiles and rejects others', () => {
    const schema = zMobile('Mobile Number');
    expect(messages(schema, '')).toEqual(['Mobile Number is required']);
    expect(messages(schema, '+63 2 8123 4567')).toEqual(['Mobile Number is invalid']);
    expect(messages(schema, '+63 917 123 4567')).toEqual([]);
  });
});
