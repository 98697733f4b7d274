import { describe, expect, it } from 'vitest';
import { isInAppBrowser, systemBrowserLink } from './inAppBrowser';

const ANDROID_FB =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E Build/UP1A; wv) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0.0.45.73;]';
const IOS_MESSENGER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 [FBAN/MessengerForiOS;FBAV/460.0]';
const IOS_INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Instagram 330.0.0';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1';

describe('systemBrowserLink', () => {
  it('builds a Chrome intent for Android in-app browsers, keeping the path and query', () => {
    expect(systemBrowserLink(ANDROID_FB, 'console.suki.ph', '/login/client?affiliate_code=AB12')).toEqual({
      platform: 'android',
      href: 'intent://console.suki.ph/login/client?affiliate_code=AB12#Intent;scheme=https;package=com.android.chrome;end',
    });
  });

  it('builds an x-safari-https link for iOS Messenger and Instagram', () => {
    expect(systemBrowserLink(IOS_MESSENGER, 'console.suki.ph', '/login/client')).toEqual({
      platform: 'ios',
      href: 'x-safari-https://console.suki.ph/login/client',
    });
    expect(systemBrowserLink(IOS_INSTAGRAM, 'localhost:8080', 'login/affiliate')?.href).toBe(
      'x-safari-https://localhost:8080/login/affiliate',
    );
  });

  it('gives nothing in ordinary browsers', () => {
    expect(systemBrowserLink(ANDROID_CHROME, 'console.suki.ph', '/login/client')).toBeNull();
    expect(systemBrowserLink(IOS_SAFARI, 'console.suki.ph', '/login/client')).toBeNull();
    expect(isInAppBrowser(ANDROID_CHROME)).toBe(false);
    expect(isInAppBrowser(ANDROID_FB)).toBe(true);
  });
});
