import { describe, expect, it } from 'vitest';
import { kycEditable, kycStatusText } from './kyc';

describe('KYC as the console shows it', () => {
  it('says what each status means, with the reason of a rejection', () => {
    expect(kycStatusText('rejected', 'The ID photo is blurred')).toBe(
      'Your verification was not approved: The ID photo is blurred. Update it and submit again.',
    );
    expect(kycStatusText('verified')).toMatch(/customers can pay online/);
  });

  it('lets the form be sent before a first review and after a rejection only', () => {
    expect(kycEditable('not_submitted')).toBe(true);
    expect(kycEditable('rejected')).toBe(true);
    expect(kycEditable('pending_review')).toBe(false);
    expect(kycEditable('verified')).toBe(false);
  });
});
