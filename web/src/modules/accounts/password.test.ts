import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { passwordProblem } from '../../lib/validation';
import { confirmPasswordCheck, passwordChecklist } from './password';

const SAMPLES = [
  '',
  'short',
  'alllowercase1!',
  'ALLUPPER1!',
  'NoDigits!!',
  'NoSpecial123',
  'Good@1234',
  'Has space@1A',
  "Quote'1Aa!",
  'Amp&1Aaaaa',
  'Dbl"1Aaaaa!',
  'Ñandú@1234',
  'Sari-Sari2026',
];

describe('passwordChecklist', () => {
  it.each(SAMPLES)('is all ticked exactly when the password rule accepts %j', (password) => {
    const allOk = passwordChecklist(password).every((check) => check.ok);
    expect(allOk).toBe(passwordProblem(password) === null);
  });

  it('ticks each rule on its own', () => {
    const unmet = (password: string) =>
      passwordChecklist(password)
        .filter((check) => !check.ok)
        .map((check) => check.label);
    expect(unmet('Good@1234')).toEqual([]);
    expect(unmet('good@1234')).toEqual(['An uppercase letter']);
    expect(unmet('GOOD@1234')).toEqual(['A lowercase letter']);
    expect(unmet('Good@abcd')).toEqual(['A number']);
    expect(unmet('Good12345')).toEqual(['A special character']);
    expect(unmet('Go@1')).toEqual(['At least 8 characters']);
    expect(unmet('Good @1234')).toEqual(['No spaces, quotes (\' ") or &']);
  });
});

describe('confirmPasswordCheck', () => {
  const schema = z
    .object({
      name: z.string().check(z.minLength(1, 'Name is required')),
      password: z.string(),
      confirmPassword: z.string(),
    })
    .check(confirmPasswordCheck());
  const messages = (value: unknown) => {
    const result = schema.safeParse(value);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('asks for the confirmation, then for the same password', () => {
    expect(messages({ name: 'x', password: 'Good@1234', confirmPassword: '' })).toEqual([
      'confirmPassword: Confirm Password is required',
    ]);
    expect(messages({ name: 'x', password: 'Good@1234', confirmPassword: 'Good@1235' })).toEqual([
      'confirmPassword: Confirm Password should be the same as Password',
    ]);
    expect(messages({ name: 'x', password: 'Good@1234', confirmPassword: 'Good@1234' })).toEqual([]);
  });

  it('reports a mismatch even while another field is invalid', () => {
    expect(messages({ name: '', password: 'a', confirmPassword: 'b' })).toEqual([
      'name: Name is required',
      'confirmPassword: Confirm Password should be the same as Password',
    ]);
  });
});
