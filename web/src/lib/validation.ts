import * as z from 'zod/mini';

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

/**
 * The password rule of document 1 §5 (at least 8 characters with a lowercase letter, an uppercase
 * letter, a digit and a special character; no spaces; none of ' " &), checked in the server's order
 * and worded exactly as the server words it (server/src/modules/accounts/accounts.rules.ts
 * passwordProblem), with document 3 §5's generic "{name} should not below 8 characters" and
 * "{name} should at least contain 1 number". Returns the first problem, or null when it passes.
 */
export function passwordProblem(password: string, name = 'Password'): string | null {
  if (!password) return required(name);
  if (password.length < 8) return min(name, 8);
  if (/\s/.test(password)) return `${name} must not contain spaces`;
  if (/['"&]/.test(password)) return `${name} must not contain ' " or &`;
  if (!/[a-z]/.test(password)) return `${name} must contain a lowercase letter`;
  if (!/[A-Z]/.test(password)) return `${name} must contain an uppercase letter`;
  if (!/[0-9]/.test(password)) return number(name);
  if (!/[^A-Za-z0-9]/.test(password)) return `${name} must contain a special character`;
  return null;
}

const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** A practical e-mail check: one @, a dotted domain with a letter TLD, no spaces, at most 254 characters. */
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** A required string, trimmed, whose first problem (required first) becomes its one message. */
export function zText(name: string, problem: (value: string) => string | null) {
  // zod/mini: the same rules as zod with a fraction of its weight on the sign-in page (DESIGN.md §5).
  const firstProblem = z.superRefine((value: string, ctx) => {
    const message = value.trim() === '' ? required(name) : problem(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message, input: value });
  });
  return z.string({ error: () => required(name) }).check(z.trim(), firstProblem);
}

/** Required text, trimmed, with optional length bounds ("{name} should not exceed 800 characters"). */
export function zRequiredString(name: string, bounds: { min?: number; max?: number } = {}) {
  return zText(name, (value) => {
    if (bounds.min !== undefined && value.length < bounds.min) return min(name, bounds.min);
    if (bounds.max !== undefined && value.length > bounds.max) return max(name, bounds.max);
    return null;
  });
}

/** Required e-mail address, trimmed. */
export function zEmail(name: string) {
  return zText(name, (value) => (isValidEmail(value) ? null : invalid(name)));
}

/**
 * Required password meeting the rule of document 1 §5, with the server's messages; never trimmed
 * (spaces are an error, and only an empty password is "required", as on the server).
 */
export function zPassword(name: string) {
  return z.string({ error: () => required(name) }).check(
    z.superRefine((value: string, ctx) => {
      const message = passwordProblem(value, name);
      if (message !== null) ctx.addIssue({ code: 'custom', message, input: value });
    }),
  );
}
