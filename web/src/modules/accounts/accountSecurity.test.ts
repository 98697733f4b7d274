import { describe, expect, it } from 'vitest';
import {
  accountSecurityDefaults,
  accountSecurityFormSchema,
  birthdateProblem,
  toAccountSecurityInput,
  todayInManila,
} from './accountSecurity';

describe('birthdateProblem', () => {
  const today = '2026-03-10';
  it('requires a date in the past', () => {
    expect(birthdateProblem('', today)).toBe('Birthdate is required');
    expect(birthdateProblem('2026-03-10', today)).toBe('Birthdate has invalid value');
    expect(birthdateProblem('2027-01-01', today)).toBe('Birthdate has invalid value');
    expect(birthdateProblem('2026-02-30', today)).toBe('Birthdate has invalid value');
    expect(birthdateProblem('invalid', today)).toBe('Birthdate has invalid value');
    expect(birthdateProblem('2026-03-09', today)).toBeNull();
    expect(birthdateProblem('1990-05-01', today)).toBeNull();
  });
});

describe('todayInManila', () => {
  it("is Manila's date, not the machine's", () => {
    // 2026-03-09 17:00 UTC is already 2026-03-10 01:00 in Manila.
    expect(todayInManila(Date.UTC(2026, 2, 9, 17, 0))).toBe('2026-03-10');
  });
});

describe('accountSecurityFormSchema', () => {
  const valid = {
    firstName: '',
    lastName: '',
    birthdate: '1990-05-01',
    contactNumber: '+63 917 123 4567',
    businessEmailAddress: 'nena@sari.ph',
  };
  const problems = (withNames: boolean, value: object) => {
    const result = accountSecurityFormSchema({ withNames, today: '2026-03-10' }).safeParse(value);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('requires every security field with the spec wording', () => {
    expect(problems(false, valid)).toEqual({});
    expect(problems(false, { ...valid, birthdate: '', contactNumber: '', businessEmailAddress: '' })).toEqual(
      {
        birthdate: 'Birthdate is required',
        contactNumber: 'Mobile Number is required',
        businessEmailAddress: 'Business Email Address is required',
      },
    );
    expect(
      problems(false, { ...valid, contactNumber: '+63 817 123 4567', businessEmailAddress: 'nope' }),
    ).toEqual({
      contactNumber: 'Mobile Number is invalid',
      businessEmailAddress: 'Business Email Address is invalid',
    });
  });

  it('asks for the names only when told to', () => {
    expect(problems(true, valid)).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
    });
  });
});

describe('toAccountSecurityInput', () => {
  it('sends the contact number without +63 and spaces, with dial code +63', () => {
    expect(
      toAccountSecurityInput('u1', {
        birthdate: '1990-05-01',
        contactNumber: '+63 917 123 4567',
        businessEmailAddress: ' nena@sari.ph ',
      }),
    ).toEqual({
      userUuid: 'u1',
      contactNumber: '9171234567',
      contactDialCode: '+63',
      businessEmailAddress: 'nena@sari.ph',
      birthdate: '1990-05-01',
    });
  });
});

describe('accountSecurityDefaults', () => {
  it('shows a stored contact number in the display format', () => {
    expect(
      accountSecurityDefaults({ contactNumber: '9171234567', birthdate: null, businessEmailAddress: null }),
    ).toEqual({
      firstName: '',
      lastName: '',
      birthdate: '',
      contactNumber: '+63 917 123 4567',
      businessEmailAddress: '',
    });
  });
});
