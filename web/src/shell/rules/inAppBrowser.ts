/*
 * Inside Facebook's, Messenger's or Instagram's in-app browser, sign-in is sent to the system
 * browser (document 1 §2): an Android intent that opens Chrome, or iOS's x-safari-https scheme.
 */

const IN_APP_BROWSER = /FBAN|FBAV|Instagram|Messenger/i;

export type InAppPlatform = 'android' | 'ios';

export interface SystemBrowserLink {
  platform: InAppPlatform;
  href: string;
}

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_BROWSER.test(userAgent);
}

function platformOf(userAgent: string): InAppPlatform | null {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  return null;
}

/**
 * The link that reopens `host` + `path` (path with its query) in the system browser, or null
 * outside an in-app browser or on a platform with no such link.
 */
export function systemBrowserLink(userAgent: string, host: string, path: string): SystemBrowserLink | null {
  if (!isInAppBrowser(userAgent)) return null;
  const platform = platformOf(userAgent);
  const target = `${host}${path.startsWith('/') ? path : `/${path}`}`;
  if (platform === 'android') {
    return { platform, href: `intent://${target}#Intent;scheme=https;package=com.android.chrome;end` };
  }
  if (platform === 'ios') return { platform, href: `x-safari-https://${target}` };
  return null;
}
