import * as z from 'zod/mini';
import { isValidPhMobile } from './phone';

/*
 * The generic field messages of document 3 §5, worded exactly as the spec gives them
 * (including its "should not below"), and zod helpers that produce them.
 */

export const required = (name: string): string => `${name} is required`;
export const select = (name: string): string => `Please select ${name}`;
export const unique = (name: string): string => `${name} has already been taken`;
export const invalidType = (name: string): string => `${name} has invalid value`;
export const url = (host: string): string => `Please enter a valid URL format (e.g., ${host})`;
export const max = (name: string, length: number): string => `${name} should not exceed ${length} characters`;
export const min = (name: string, length: number): string => `${name} should not below ${length} characters`;
export const sameAs = (name: string, reference: string): string =>
  `${name} should be the same as ${reference}`;
export const number = (name: string): string => `${name} should at least contain 1 number`;
/**
 * Format errors the spec names without wording (e-mail format, valid mobile number); the
 * wording follows document 3's "Mobile Number is invalid".
 */
export const invalid = (name: string): string => `${name} is invalid`;

/** Byte counts as the spec shows them: 5,000,000 -> '5MB', 2,500,000 -> '2.5MB', 512 -> '512B'. */
export function formatFileSize(bytes: number): string {
  const units: ReadonlyArray<readonly [number, string]> = [
    [1e9, 'GB'],
    [1e6, 'MB'],
    [1e3, 'KB'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(2))}${unit}`;
  }
  return `${bytes}B`;
}

/** "{name} should be less than {size}"; a numeric size is bytes and is shown as e.g. 5MB. */
export const fileSize = (name: string, size: number | string): string =>
  `${name} should be less than ${typeof size === 'number' ? formatFileSize(size) : size}`;

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const FORBIDDEN_PASSWORD_CHARACTERS = ["'", '"', '&'] as const;

/**
 * Checks the password rule of document 1 §5: at least 8 characters with a lowercase letter,
 * an uppercase letter, a digit and a special character; no spaces; none of ' " &.
 * Returns null when the password passes, otherwise one message naming everything wrong.
 */
export function passwordProblems(password: string, name = 'Password'): string | null {
  const missing: string[] = [];
  if (password.length < 8) missing.push('at least 8 characters');
  if (!/[a-z]/.test(password)) missing.push('a lowercase letter');
  if (!/[A-Z]/.test(password)) missing.push('an uppercase letter');
  if (!/[0-9]/.test(password)) missing.push('a number');
  if (!/[^A-Za-z0-9\s'"&]/.test(password)) missing.push('a special character');

  const forbidden: string[] = [];
  if (/\s/.test(password)) forbidden.push('spaces');
  const characters = FORBIDDEN_PASSWORD_CHARACTERS.filter((c) => password.includes(c));
  if (characters.length > 0) {
    forbidden.push(`the character${characters.length > 1 ? 's' : ''} ${characters.join(' ')}`);
  }

  const sentences: string[] = [];
  if (missing.length > 0) sentences.push(`${name} must contain ${listed(missing)}.`);
  if (forbidden.length > 0) sentences.push(`${name} must not contain ${listed(forbidden)}.`);
  return sentences.length > 0 ? sentences.join(' ') : null;
}

const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** A practical e-mail check: one @, a dotted domain with a letter TLD, no spaces, at most 254 characters. */
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** A required string whose first problem (required first) becomes its one message. */
function zText(name: string, problem: (value: string) => string | null, trim: boolean) {
  // zod/mini: the same rules as zod with a fraction of its weight on the sign-in page (DESIGN.md §5).
  const firstProblem = z.superRefine((value: string, ctx) => {
    const message = value.trim() === '' ? required(name) : problem(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message, input: value });
  });
  const base = z.string({ error: () => required(name) });
  return trim ? base.check(z.trim(), firstProblem) : base.check(firstProblem);
}

/** Required text, trimmed, with optional length bounds ("{name} should not exceed 800 characters"). */
export function zRequiredString(name: string, bounds: { min?: number; max?: number } = {}) {
  return zText(
    name,
    (value) => {
      if (bounds.min !== undefined && value.length < bounds.min) return min(name, bounds.min);
      if (bounds.max !== undefined && value.length > bounds.max) return max(name, bounds.max);
      return null;
    },
    true,
  );
}

/** Required e-mail address, trimmed. */
export function zEmail(name: string) {
  return zText(name, (value) => (isValidEmail(value) ? null : invalid(name)), true);
}

/** Required password meeting the rule of document 1 §5; never trimmed (spaces are an error). */
export function zPassword(name: string) {
  return zText(name, (value) => passwordProblems(value, name), false);
}

/** Required Philippine mobile number in any input form ('+63 917 123 4567', '09171234567'...). */
export function zMobile(name: string) {
  return zText(name, (value) => (isValidPhMobile(value) ? null : invalid(name)), true);
}
