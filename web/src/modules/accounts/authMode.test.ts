import { describe, expect, it } from 'vitest';
import { authMode, authModeSearch } from './authMode';

const q = (search: string) => new URLSearchParams(search);

describe('authMode', () => {
  it('opens sign-up only on the client login', () => {
    expect(authMode(q('mode=signup'), 'client')).toBe('signup');
    expect(authMode(q('mode=signup'), 'affiliate')).toBe('signin');
    expect(authMode(q('mode=signup'), 'store_manager')).toBe('signin');
  });

  it('opens forgot password on any login and sign-in otherwise', () => {
    expect(authMode(q('mode=forgot'), 'store_manager')).toBe('forgot');
    expect(authMode(q(''), 'client')).toBe('signin');
    expect(authMode(q('mode=other'), 'client')).toBe('signin');
  });
});

describe('authModeSearch', () => {
  it('keeps the referral code when switching forms and drops reauth', () => {
    expect(authModeSearch(q('affiliate_code=SP1'), 'signup')).toBe('?affiliate_code=SP1&mode=signup');
    expect(authModeSearch(q('affiliate_code=SP1&mode=signup&reauth=true'), 'signin')).toBe(
      '?affiliate_code=SP1',
    );
    expect(authModeSearch(q('mode=forgot'), 'signin')).toBe('');
  });
});
