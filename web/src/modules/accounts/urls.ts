import { topUrl } from '../../bundles';
import { type AuthMode, authModeSearch } from './authMode';

/** The developer mailbox (demo mode only): a tool, not a product route, so it is not in the manifest. */
export { DEV_MAILBOX_PATH } from './mailboxPath';
export const DEV_MAILBOX_SCREEN = 'dev-mailbox';

/** /login/{userType} opened on one of its forms: sign-in, ?mode=signup or ?mode=forgot. */
export function loginUrl(userType = 'client', mode: AuthMode = 'signin'): string {
  return `${topUrl('login', { userType })}${authModeSearch(new URLSearchParams(), mode)}`;
}
