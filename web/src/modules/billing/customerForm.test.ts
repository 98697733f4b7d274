import { describe, expect, it } from 'vitest';
import {
  customerFieldProblem,
  customerFieldsFromServer,
  customerInput,
  customerSchema,
  NEW_CUSTOMER,
} from './customerForm';

describe('the billing customer form rules (document 3 §5)', () => {
  it("says the spec's words for each invalid field", () => {
    expect(customerFieldProblem('firstName', 'Juan3')).toBe('First Name Contains Invalid Characters');
    expect(customerFieldProblem('lastName', 'Dela <Cruz>')).toBe('Last Name Contains Invalid Characters');
    expect(customerFieldProblem('email', ' juan@example.ph')).toBe(
      'Invalid input. Please make sure that there are no whitespaces before or after the email addresses provided',
    );
    expect(customerFieldProblem('email', 'juan@example.ph ')).toBe(
      'Invalid input. Please make sure that there are no whitespaces before or after the email addresses provided',
    );
    expect(customerFieldProblem('mobile', '0917 123 4567')).toBe('Mobile Number is invalid');
    expect(customerFieldProblem('mobile', '+63 917 123 456')).toBe('Mobile Number is invalid');
    expect(customerFieldProblem('nationality', 'Ph')).toBe(
      'Nationality format is incorrect. For Philippines use PH',
    );
    expect(customerFieldProblem('nationality', 'PHL')).toBe(
      'Nationality format is incorrect. For Philippines use PH',
    );
  });

  it('requires every field with the generic required message', () => {
    expect(customerFieldProblem('firstName', '  ')).toBe('First Name is required');
    expect(customerFieldProblem('lastName', '')).toBe('Last Name is required');
    expect(customerFieldProblem('mobile', ' ')).toBe('Mobile Number is required');
    expect(customerFieldProblem('nationality', '')).toBe('Nationality is required');
  });

  it('accepts names with accents, hyphens and apostrophes, and a mobile number with spaces', () => {
    expect(customerFieldProblem('firstName', 'María José')).toBeNull();
    expect(customerFieldProblem('lastName', "O'Neil-Santos Jr.")).toBeNull();
    expect(customerFieldProblem('mobile', '+63 917 123 4567')).toBeNull();
    expect(customerFieldProblem('email', 'juan@example.ph')).toBeNull();
    expect(customerFieldProblem('nationality', 'PH')).toBeNull();
  });

  it('defaults nationality to PH and sends the server its names, spaces removed from the mobile number', () => {
    expect(NEW_CUSTOMER.nationality).toBe('PH');
    const values = {
      firstName: ' Juan ',
      lastName: 'Cruz',
      email: 'juan@example.ph',
      mobile: '+63 917 123 4567',
      nationality: 'PH',
    };
    expect(customerSchema.safeParse(values).success).toBe(true);
    expect(customerInput('app-1', values)).toEqual({
      appUuid: 'app-1',
      givenNames: 'Juan',
      surname: 'Cruz',
      email: 'juan@example.ph',
      mobileNumber: '+639171234567',
      nationality: 'PH',
    });
  });

  it("puts the server's field messages on the form's fields", () => {
    expect(
      customerFieldsFromServer({ givenNames: 'a', surname: 'b', mobileNumber: 'c', other: 'd' }),
    ).toEqual({
      firstName: 'a',
      lastName: 'b',
      mobile: 'c',
    });
  });
});
