import { describe, expect, it } from 'vitest';
import { commitEmailText } from './emailChips';

describe('commitEmailText', () => {
  it('adds valid addresses split on commas, semicolons and spaces', () => {
    expect(commitEmailText(['a@nena.ph'], ' b@nena.ph, c@nena.ph;d@nena.ph ')).toEqual({
      emails: ['a@nena.ph', 'b@nena.ph', 'c@nena.ph', 'd@nena.ph'],
      remaining: '',
      invalid: false,
    });
  });

  it('skips addresses already there, ignoring case', () => {
    expect(commitEmailText(['A@nena.ph'], 'a@NENA.ph, b@nena.ph, b@nena.ph').emails).toEqual([
      'A@nena.ph',
      'b@nena.ph',
    ]);
  });

  it('keeps refused parts as the remaining text and flags them', () => {
    expect(commitEmailText([], 'ok@nena.ph, nope, also@bad')).toEqual({
      emails: ['ok@nena.ph'],
      remaining: 'nope, also@bad',
      invalid: true,
    });
  });

  it('does nothing with blank text', () => {
    expect(commitEmailText(['a@nena.ph'], ' , ')).toEqual({
      emails: ['a@nena.ph'],
      remaining: '',
      invalid: false,
    });
  });
});
