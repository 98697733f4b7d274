import { describe, expect, it } from 'vitest';
import { recipientEmailProblem, sortRecipients } from './recipients';

describe('recipientEmailProblem', () => {
  const existing = [{ email: 'Owner@Nena.ph' }];
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['nena', 'Email is invalid'],
    ['nena@shop', 'Email is invalid'],
    ['owner@nena.ph', 'Email has already been taken'],
    [' new@nena.ph ', null],
  ])('%j → %s', (value, problem) => {
    expect(recipientEmailProblem(value, existing)).toBe(problem);
  });
});

describe('sortRecipients', () => {
  it('lists unverified addresses first, then alphabetically', () => {
    const sorted = sortRecipients([
      { email: 'b@x.ph', verified: true },
      { email: 'c@x.ph', verified: false },
      { email: 'a@x.ph', verified: true },
      { email: 'a2@x.ph', verified: false },
    ]);
    expect(sorted.map((r) => r.email)).toEqual(['a2@x.ph', 'c@x.ph', 'a@x.ph', 'b@x.ph']);
  });
});
