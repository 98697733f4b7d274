import { authMode } from '../../modules/accounts/authMode';

export { EXPIRED_AT_KEY } from '../../lib/session';

/** The route of the sign-in page: /login/{userType}/{clevertapId?} (bundles/top-routes.ts). */
const SIGN_IN_PATH = /^\/login\/([^/]+)(?:\/[^/]+)?\/?$/;

/**
 * The user type when the lean sign-in page can show this address by itself, else null (the console
 * shows it): the sign-in form of /login/{userType} (not ?mode=signup or forgot) for a visitor with
 * no session kept (a kept one, valid or not, is the console's guard to judge) and no expired-session
 * notice waiting to be shown (the console's alert says it).
 */
export function leanSignInUserType(
  pathname: string,
  search: string,
  kept: { session: unknown; expiredNotice: string | null },
): string | null {
  const match = SIGN_IN_PATH.exec(pathname);
  if (!match?.[1] || kept.session || kept.expiredNotice) return null;
  let userType: string;
  try {
    userType = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return authMode(new URLSearchParams(search), userType) === 'signin' ? userType : null;
}
