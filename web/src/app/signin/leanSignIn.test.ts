import { describe, expect, it } from 'vitest';
import { leanSignInUserType } from './leanSignIn';

const none = { session: null, expiredNotice: null };

describe('which addresses the lean sign-in page shows by itself', () => {
  it("shows the sign-in form of /login/{userType}, with or without a clevertap id or the referral's query", () => {
    expect(leanSignInUserType('/login/client', '', none)).toBe('client');
    expect(leanSignInUserType('/login/affiliate/ct-1/', '?affiliate_code=SP-7', none)).toBe('affiliate');
  });

  it('leaves the other forms, a kept session, a waiting expired notice and other addresses to the console', () => {
    expect(leanSignInUserType('/login/client', '?mode=forgot', none)).toBeNull();
    expect(leanSignInUserType('/login/client', '?mode=signup', none)).toBeNull();
    expect(
      leanSignInUserType('/login/client', '', { session: { token: 't' }, expiredNotice: null }),
    ).toBeNull();
    expect(leanSignInUserType('/login/client', '', { session: null, expiredNotice: '1' })).toBeNull();
    expect(leanSignInUserType('/login', '', none)).toBeNull();
    expect(leanSignInUserType('/login/client/a/b', '', none)).toBeNull();
    expect(leanSignInUserType('/login/%E0%A4%A', '', none)).toBeNull();
  });
});
