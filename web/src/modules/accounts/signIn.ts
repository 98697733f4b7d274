import { errorMessage, fieldErrors } from '../../lib/errors';
import type { AuthMode } from './authMode';
import type { LoginFailure } from './components/LoginForm/LoginForm';

/*
 * What the sign-in page says, shared by the console's SignInPage and the lean sign-in page
 * (app/signin), which paints the same card before the console has loaded.
 */

export const DEMO_FALLBACK = { email: 'demo@suki.ph', password: 'Demo@1234' };

/** The demo account the form offers, on a server in demo mode; null elsewhere (or before it answers). */
export function demoAccount(
  info: { demoMode: boolean; demoEmail?: string | null; demoPassword?: string | null } | undefined,
): { email: string; password: string } | null {
  if (info?.demoMode !== true) return null;
  return {
    email: info.demoEmail ?? DEMO_FALLBACK.email,
    password: info.demoPassword ?? DEMO_FALLBACK.password,
  };
}

const SIGN_IN_HEADINGS: Record<string, { title: string; caption: string }> = {
  affiliate: { title: 'Sales partner sign-in', caption: 'Track your invites, sign-ups and payouts.' },
  store_manager: { title: 'Store manager sign-in', caption: 'Sign in to run the stores you manage.' },
};

export function headingFor(mode: AuthMode, userType: string): { title: string; caption: string } {
  if (mode === 'signup') {
    return {
      title: 'Create your account',
      caption: 'Start selling on Messenger with your own in-app store.',
    };
  }
  if (mode === 'forgot') {
    return {
      title: 'Forgot password',
      caption: 'Enter the email of your account and we will send you a link to reset the password.',
    };
  }
  return (
    SIGN_IN_HEADINGS[userType] ?? { title: 'Welcome back', caption: 'Sign in to run your in-app stores.' }
  );
}

/** The sign-in failure for the form: the server's message in the alert, the fields it named marked. */
export function signInFailure(error: unknown): LoginFailure {
  const fields = fieldErrors(error);
  return {
    message: errorMessage(error),
    fields: {
      ...(fields.email ? { email: fields.email } : {}),
      ...(fields.password ? { password: fields.password } : {}),
    },
  };
}
