/*
 * The sign-in page's three forms share its route (/login/{userType}, /store-manager/signin):
 * ?mode=signup (client sign-up) and ?mode=forgot (forgot password); anything else is sign-in.
 */

export type AuthMode = 'signin' | 'signup' | 'forgot';

/** Only merchants (the client login) sign themselves up; other accounts are invited or made by staff. */
export function canSignUp(userType: string): boolean {
  return userType === 'client';
}

export function authMode(search: URLSearchParams, userType: string): AuthMode {
  const mode = search.get('mode');
  if (mode === 'forgot') return 'forgot';
  if (mode === 'signup' && canSignUp(userType)) return 'signup';
  return 'signin';
}

/** The query string that opens `mode`, keeping the rest (affiliate_code...). */
export function authModeSearch(current: URLSearchParams, mode: AuthMode): string {
  const next = new URLSearchParams(current);
  next.delete('reauth');
  if (mode === 'signin') next.delete('mode');
  else next.set('mode', mode);
  const query = next.toString();
  return query === '' ? '' : `?${query}`;
}
