import { describe, expect, it } from 'vitest';
import {
  missingProfileFields,
  needsProfileCompletion,
  type ProfileFacts,
  showsAccountPrompts,
} from './profileCompletion';

const complete: ProfileFacts = {
  role: 'client',
  firstName: 'Nena',
  lastName: 'Santos',
  birthdate: '1990-05-01',
  contactNumber: '9171234567',
  businessEmailAddress: 'nena@sari.ph',
};

describe('needsProfileCompletion', () => {
  it('stays closed for a complete profile', () => {
    expect(needsProfileCompletion(complete, '/apps')).toBe(false);
  });

  it.each(['firstName', 'lastName', 'birthdate', 'contactNumber', 'businessEmailAddress'] as const)(
    'opens when %s is empty, blank or missing',
    (field) => {
      expect(needsProfileCompletion({ ...complete, [field]: null }, '/apps')).toBe(true);
      expect(needsProfileCompletion({ ...complete, [field]: '  ' }, '/apps')).toBe(true);
      expect(
        needsProfileCompletion({ ...complete, [field]: undefined }, '/apps/ecommerce-b2c/a1/overview'),
      ).toBe(true);
    },
  );

  it('never asks affiliates or affiliate managers', () => {
    expect(needsProfileCompletion({ role: 'affiliate' }, '/apps')).toBe(false);
    expect(needsProfileCompletion({ role: 'affiliate_manager' }, '/apps')).toBe(false);
    expect(needsProfileCompletion({ role: 'reseller' }, '/apps')).toBe(true);
  });

  it('stays closed on the account page and in guided setup', () => {
    const incomplete = { ...complete, birthdate: null };
    expect(needsProfileCompletion(incomplete, '/profile')).toBe(false);
    expect(needsProfileCompletion(incomplete, '/profile/update')).toBe(false);
    expect(needsProfileCompletion(incomplete, '/diy/choose-service-bundle')).toBe(false);
    expect(needsProfileCompletion(incomplete, '/diy/b1/apps/a1/connect-your-facebook')).toBe(false);
    expect(needsProfileCompletion(incomplete, '/affiliate-v2/diy/a1/step-redirecter')).toBe(false);
    expect(needsProfileCompletion(incomplete, '/profiles')).toBe(true);
    expect(needsProfileCompletion(incomplete, '/apps/ecommerce-b2c/a1/diy-settings')).toBe(true);
  });

  it('does nothing without a user (signed out or still loading)', () => {
    expect(needsProfileCompletion(null, '/apps')).toBe(false);
  });
});

describe('missingProfileFields', () => {
  it('names the empty fields in the dialog order', () => {
    expect(missingProfileFields({ role: 'client', firstName: 'Nena', businessEmailAddress: '' })).toEqual([
      'Last Name',
      'Birthdate',
      'Mobile Number',
      'Business Email Address',
    ]);
    expect(missingProfileFields(complete)).toEqual([]);
  });
});

describe('showsAccountPrompts', () => {
  it('shows in the signed-in console', () => {
    expect(showsAccountPrompts('/apps')).toBe(true);
    expect(showsAccountPrompts('/apps/ecommerce-b2c/a1/overview')).toBe(true);
    expect(showsAccountPrompts('/profile')).toBe(true);
  });

  it('never on public pages a signed-in user may open', () => {
    expect(showsAccountPrompts('/admin-invitation/signup/tok')).toBe(false);
    expect(showsAccountPrompts('/store-manager/signup/tok')).toBe(false);
    expect(showsAccountPrompts('/email-confirmation/tok')).toBe(false);
    expect(showsAccountPrompts('/reset-password/tok')).toBe(false);
    expect(showsAccountPrompts('/unlock-account/tok')).toBe(false);
    expect(showsAccountPrompts('/dev/mailbox')).toBe(false);
    expect(showsAccountPrompts('/404')).toBe(false);
  });
});
