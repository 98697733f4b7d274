/** Facts the top bar's title and logo depend on (document 1 §2). */
export interface TopBarFacts {
  pathname: string;
  signedIn: boolean;
  role: string | null | undefined;
  appName: string | null | undefined;
  firstName?: string | null;
  lastName?: string | null;
}

export const ACCOUNT_PAGE_TITLE = 'My In-App Store';

/**
 * 'My In-App Store' on the account page; the user's name on the network-distributor page;
 * otherwise the app's name, which affiliates never see.
 */
export function topBarTitle({ pathname, role, appName, firstName, lastName }: TopBarFacts): string {
  if (/^\/profile(\/|$)/.test(pathname)) return ACCOUNT_PAGE_TITLE;
  if (/^\/network-distributor(\/|$)/.test(pathname)) {
    return [firstName, lastName].filter((part) => part && part.trim() !== '').join(' ');
  }
  if (role === 'affiliate') return '';
  return appName ?? '';
}

/** Where the logo goes: the apps dashboard when signed in, home when signed out, nowhere for affiliates. */
export function logoTarget({ signedIn, role }: Pick<TopBarFacts, 'signedIn' | 'role'>): string | null {
  if (!signedIn) return '/';
  if (role === 'affiliate') return null;
  return '/apps';
}
