import { describe, expect, it } from 'vitest';
import {
  deferMerchantDetails,
  isGuidedSetupPath,
  isMerchantDetailsDeferred,
  needsMerchantDetails,
  resendSuccessText,
  unverifiedBannerText,
} from './rules';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('needsMerchantDetails', () => {
  const chosen = [{ selected: true }];
  it('is due without a selected primary', () => {
    expect(needsMerchantDetails({ categoryTree: [], businessDescription: 'We cook.' })).toBe(true);
    expect(
      needsMerchantDetails({ categoryTree: [{ selected: false }], businessDescription: 'We cook.' }),
    ).toBe(true);
    expect(needsMerchantDetails({ categoryTree: null, businessDescription: 'We cook.' })).toBe(true);
  });
  it('is due with an empty or blank description', () => {
    expect(needsMerchantDetails({ categoryTree: chosen, businessDescription: null })).toBe(true);
    expect(needsMerchantDetails({ categoryTree: chosen, businessDescription: '   ' })).toBe(true);
  });
  it('is not due when both are there', () => {
    expect(needsMerchantDetails({ categoryTree: chosen, businessDescription: 'We cook.' })).toBe(false);
  });
});

describe('isGuidedSetupPath', () => {
  it('matches guided setup and affiliate setup, nothing else', () => {
    expect(isGuidedSetupPath('/diy/choose-service-bundle')).toBe(true);
    expect(isGuidedSetupPath('/diy/b1/apps/a1/connect-your-facebook')).toBe(true);
    expect(isGuidedSetupPath('/affiliate-v2/diy/a1/step-redirecter')).toBe(true);
    expect(isGuidedSetupPath('/apps/ecommerce-b2c/a1/overview')).toBe(false);
    expect(isGuidedSetupPath('/diyer')).toBe(false);
  });
});

describe('banner wording (document 3 §8)', () => {
  it('names the support addresses and why they matter', () => {
    expect(unverifiedBannerText('support', ['help@nena.ph', 'orders@nena.ph'])).toBe(
      'Complete your account setup: Verify email (help@nena.ph, orders@nena.ph) to receive customer inquiries.',
    );
  });
  it('uses the plain variant for notification addresses', () => {
    expect(unverifiedBannerText('notification', ['ops@nena.ph'])).toBe(
      'Complete your account setup: Verify email (ops@nena.ph) for full dashboard access.',
    );
  });
  it('lists every address the resend went to', () => {
    expect(resendSuccessText(['a@nena.ph', 'b@nena.ph'])).toBe(
      'Verification email sent to a@nena.ph, b@nena.ph',
    );
  });
});

describe('Later on the Merchant Category form', () => {
  it('is remembered per app', () => {
    const storage = memoryStorage();
    expect(isMerchantDetailsDeferred('a1', storage)).toBe(false);
    deferMerchantDetails('a1', storage);
    deferMerchantDetails('a1', storage);
    expect(isMerchantDetailsDeferred('a1', storage)).toBe(true);
    expect(isMerchantDetailsDeferred('a2', storage)).toBe(false);
    expect(storage.getItem('suki.merchantDetailsLater')).toBe('["a1"]');
  });
  it('survives a corrupt stored value', () => {
    const storage = memoryStorage();
    storage.setItem('suki.merchantDetailsLater', '{oops');
    expect(isMerchantDetailsDeferred('a1', storage)).toBe(false);
  });
});
