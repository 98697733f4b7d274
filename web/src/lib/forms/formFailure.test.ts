import { describe, expect, it } from 'vitest';
import { formFailure } from './formFailure';

const inputError = (fields: Record<string, string>, message = 'Invalid input') => ({
  errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields } }],
});

describe('formFailure', () => {
  it("keeps the server's messages for the form's fields only, and then no alert message", () => {
    const error = inputError({ email: 'Email has already been taken', referral: 'Unknown referral' });
    expect(formFailure(error, ['email', 'password'])).toEqual({
      fields: { email: 'Email has already been taken' },
    });
  });

  it("gives the error's message to the alert when no field of the form took one", () => {
    expect(
      formFailure(inputError({ referral: 'Unknown referral' }, 'Referral is invalid'), ['email']),
    ).toEqual({
      message: 'Referral is invalid',
    });
    expect(formFailure(new TypeError('Failed to fetch'), ['email'])).toEqual({
      message: 'Something went wrong please try again later',
    });
  });

  it("maps the server's field names onto the form's with a mapper", () => {
    const toForm = (fromServer: Readonly<Record<string, string>>) =>
      fromServer.primaryCategories ? { categories: fromServer.primaryCategories } : {};
    expect(formFailure(inputError({ primaryCategories: 'Pick one' }), toForm)).toEqual({
      fields: { categories: 'Pick one' },
    });
    expect(formFailure(inputError({ other: 'x' }, 'Nope'), toForm)).toEqual({ message: 'Nope' });
  });
});
