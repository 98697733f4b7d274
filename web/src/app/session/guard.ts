/*
 * The route guard of document 1 §4 / document 2 §2 as one pure decision, so every rule is tested
 * without a browser. The guard only checks that the user is signed in; the server enforces access.
 */

export type TokenState = 'absent' | 'valid' | 'invalid';

export interface GuardInput {
  pathname: string;
  /** The location's query string, with or without the leading '?'. */
  search: string;
  /** Whether the matched route needs no sign-in (login, marketing, confirmation pages, 404). */
  routePublic: boolean;
  token: TokenState;
}

export type GuardDecision =
  /** Render the route. */
  | { kind: 'allow' }
  /** Go elsewhere (replace). */
  | { kind: 'redirect'; to: string }
  /** Stored token is invalid or expired: log out locally, close drawers, alert 'Expired access token', go to '/'. */
  | { kind: 'expire' }
  /** Login route with ?reauth=true while signed in: log out and stay on the page. */
  | { kind: 'reauth' };

export const VISITOR_HOME = '/login/client';
export const SIGNED_IN_HOME = '/apps';

/** Login and single-sign-on routes: the ones a signed-in user is sent away from. */
export function isLoginRoute(pathname: string): boolean {
  return /^\/(login|saml\/auth)(\/|$)/.test(pathname) || /^\/store-manager\/signin\/?$/.test(pathname);
}

function wantsReauth(search: string): boolean {
  return new URLSearchParams(search).get('reauth') === 'true';
}

export function guardDecision({ pathname, search, routePublic, token }: GuardInput): GuardDecision {
  if (token === 'invalid') return { kind: 'expire' };
  const signedIn = token === 'valid';
  if (pathname === '/' || pathname === '') {
    return { kind: 'redirect', to: signedIn ? SIGNED_IN_HOME : VISITOR_HOME };
  }
  if (isLoginRoute(pathname)) {
    if (!signedIn) return { kind: 'allow' };
    return wantsReauth(search) ? { kind: 'reauth' } : { kind: 'redirect', to: SIGNED_IN_HOME };
  }
  if (!routePublic && !signedIn) return { kind: 'redirect', to: '/' };
  return { kind: 'allow' };
}

/** Where logout sends a user, by role (document 1 §4): affiliates to their login, others to the client login. */
export function loginPathForRole(role: string | null | undefined): string {
  return role === 'affiliate' || role === 'affiliate_manager' ? '/login/affiliate' : VISITOR_HOME;
}

/** A white-label partner's console sends a signed-out user to its own root. */
export const WHITE_LABEL_LOGOUT_HOME = '/';

/**
 * Where logout goes (document 1 §4): affiliates to /login/affiliate; everyone else to the default
 * login redirect, which is '/' on a white-label origin and /login/client otherwise.
 */
export function logoutRedirect({
  role,
  whiteLabel,
}: {
  role: string | null | undefined;
  whiteLabel: boolean;
}): string {
  const byRole = loginPathForRole(role);
  if (byRole !== VISITOR_HOME) return byRole;
  return whiteLabel ? WHITE_LABEL_LOGOUT_HOME : VISITOR_HOME;
}
