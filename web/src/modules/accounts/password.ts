import * as z from 'zod/mini';
import { required, sameAs } from '../../lib/validation';

/** One line of the live password checklist (document 1 §5). */
export interface PasswordCheck {
  label: string;
  ok: boolean;
}

/**
 * The password rule of document 1 §5 as a checklist: at least 8 characters with a lowercase
 * letter, an uppercase letter, a number and a special character; no spaces, ' " or &.
 * Every line is ok exactly when lib/validation's passwordProblem() finds nothing.
 */
export function passwordChecklist(password: string): PasswordCheck[] {
  return [
    { label: 'At least 8 characters', ok: password.length >= 8 },
    { label: 'A lowercase letter', ok: /[a-z]/.test(password) },
    { label: 'An uppercase letter', ok: /[A-Z]/.test(password) },
    { label: 'A number', ok: /[0-9]/.test(password) },
    { label: 'A special character', ok: /[^A-Za-z0-9\s'"&]/.test(password) },
    { label: 'No spaces, quotes (\' ") or &', ok: !/[\s'"&]/.test(password) },
  ];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The confirm-password check of a form with `password` and `confirmPassword` fields:
 * "{Confirm} is required", then "{Confirm} should be the same as {Password}". It runs even while
 * other fields are invalid, so the mismatch shows as soon as the field is touched.
 */
export function confirmPasswordCheck<T extends { password: string; confirmPassword: string }>(
  passwordName = 'Password',
  confirmName = 'Confirm Password',
) {
  return z.superRefine<T>(
    (values, ctx) => {
      if (!isRecord(values)) return;
      const { password, confirmPassword } = values;
      const message =
        typeof confirmPassword !== 'string' || confirmPassword === ''
          ? required(confirmName)
          : confirmPassword !== password
            ? sameAs(confirmName, passwordName)
            : null;
      if (message !== null) {
        ctx.addIssue({ code: 'custom', message, path: ['confirmPassword'], input: confirmPassword });
      }
    },
    { when: (payload) => isRecord(payload.value) },
  );
}
