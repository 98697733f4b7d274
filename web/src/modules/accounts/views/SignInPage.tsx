import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ScreenFallback } from '../../../app/screens/Screen';
import { useSession } from '../../../app/session/SessionContext';
import { formFailure } from '../../../lib/forms/formFailure';
import { systemBrowserLink } from '../../../shell/rules/inAppBrowser';
import { useBrandName } from '../../../shell/whitelabel/WhiteLabelContext';
import { type AuthMode, authMode, authModeSearch, canSignUp } from '../authMode';
import { AuthHeading, AuthLayout } from '../components/AuthLayout/AuthLayout';
import { type LoginFailure, LoginForm, type LoginValues } from '../components/LoginForm/LoginForm';
import { ResultPanel } from '../components/ResultPanel/ResultPanel';
import {
  InAppBrowserAlert,
  MailboxNote,
  type ModeLink,
  ReferralChip,
  SignInLinks,
} from '../components/SignInParts/SignInParts';
import type { SignUpValues } from '../components/SignUpForm/SignUpForm';
import { SIGN_UP_FIELDS } from '../components/SignUpForm/signUpFields';
import { PasswordResetRequestMutation, SignUpMutation } from '../graphql/auth';
import { ServerInfoQuery, SignInMutation } from '../graphql/session';
import { demoAccount, headingFor, signInFailure } from '../signIn';
import { DEV_MAILBOX_PATH } from '../urls';

// Sign-up (names, the password checklist) and forgot password load when asked for: the sign-in
// page, the one most visitors open, carries only its own form.
const SignUpForm = lazy(() =>
  import('../components/SignUpForm/SignUpForm').then((m) => ({ default: m.SignUpForm })),
);
const ForgotPasswordForm = lazy(() =>
  import('../components/ForgotPasswordForm/ForgotPasswordForm').then((m) => ({
    default: m.ForgotPasswordForm,
  })),
);

const modeLink: ModeLink = (to, children) => (
  <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
    {children}
  </Link>
);

/**
 * Sign-in, sign-up and forgot password on one route (/login/{userType}, /store-manager/signin),
 * chosen by ?mode= (signup for the client login only, forgot). `affiliate_code` in the query is
 * kept across the three and sent with sign-in and sign-up (the sales partner who referred).
 */
export function SignInPage({ userType }: { userType: string }) {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const { data: info } = useQuery(ServerInfoQuery);
  const [signIn] = useMutation(SignInMutation);
  const [signUp] = useMutation(SignUpMutation);
  const [requestReset] = useMutation(PasswordResetRequestMutation);
  // A finished sign-up or reset request shows its outcome until the user moves to another form.
  const [outcome, setOutcome] = useState<{ mode: AuthMode; email: string } | null>(null);

  const mode = authMode(search, userType);
  const brand = useBrandName();
  const signedUp = outcome?.mode === 'signup' && mode === 'signup' ? outcome.email : null;
  const resetRequested = outcome?.mode === 'forgot' && mode === 'forgot' ? outcome.email : null;
  const affiliateCode = canSignUp(userType) ? search.get('affiliate_code') || null : null;
  const referral = affiliateCode ? { affiliateCode } : {};
  const demo = demoAccount(info?.serverInfo);
  const demoMode = demo !== null;
  const openElsewhere = useMemo(
    () =>
      systemBrowserLink(navigator.userAgent, window.location.host, `${location.pathname}${location.search}`),
    [location.pathname, location.search],
  );
  const modeUrl = (next: AuthMode) => `${location.pathname}${authModeSearch(search, next)}`;

  const submitSignIn = async (values: LoginValues): Promise<LoginFailure | undefined> => {
    try {
      const { data } = await signIn({ variables: { input: { ...values, userType, ...referral } } });
      if (!data) return undefined;
      session.signIn(data.signIn.token, userType, data.signIn.user);
      navigate('/apps', { replace: true });
      return undefined;
    } catch (error) {
      return signInFailure(error);
    }
  };

  const submitSignUp = async (values: SignUpValues) => {
    try {
      const { data } = await signUp({ variables: { input: { ...values, ...referral } } });
      setOutcome({ mode: 'signup', email: data?.signUp.email ?? values.email });
      return undefined;
    } catch (error) {
      return formFailure(error, SIGN_UP_FIELDS);
    }
  };

  const submitForgot = async (email: string) => {
    try {
      await requestReset({ variables: { input: { email } } });
      setOutcome({ mode: 'forgot', email });
      return undefined;
    } catch (error) {
      return formFailure(error, ['email'] as const);
    }
  };

  const backToSignIn = (
    <Button
      component={RouterLink}
      to={modeUrl('signin')}
      onClick={() => setOutcome(null)}
      variant="contained"
      size="large"
    >
      Back to sign in
    </Button>
  );
  const mailboxLink = demoMode ? (
    <Button component={RouterLink} to={DEV_MAILBOX_PATH} variant="outlined">
      Open the developer mailbox
    </Button>
  ) : null;

  let body: ReactNode;
  if (signedUp !== null) {
    body = (
      <ResultPanel
        kind="email"
        title="Check your email"
        actions={
          <>
            {backToSignIn}
            {mailboxLink}
          </>
        }
      >
        <Typography>
          We sent a link to <strong>{signedUp}</strong>. Open it to confirm your email address, then sign in.
        </Typography>
      </ResultPanel>
    );
  } else if (resetRequested !== null) {
    body = (
      <ResultPanel
        kind="email"
        title="Check your email"
        actions={
          <>
            {backToSignIn}
            {mailboxLink}
          </>
        }
      >
        <Typography>
          If an account exists for {resetRequested}, we emailed a link to reset the password.
        </Typography>
      </ResultPanel>
    );
  } else {
    const heading = headingFor(mode, userType);
    body = (
      <>
        <AuthHeading title={heading.title} caption={heading.caption} />
        {affiliateCode && mode !== 'forgot' ? <ReferralChip code={affiliateCode} /> : null}
        {mode === 'signup' || mode === 'forgot' ? (
          <Suspense fallback={<ScreenFallback />}>
            {mode === 'signup' ? (
              <SignUpForm onSubmit={submitSignUp} />
            ) : (
              <ForgotPasswordForm onSubmit={submitForgot} />
            )}
          </Suspense>
        ) : null}
        {mode === 'signin' ? <LoginForm onSubmit={submitSignIn} demo={demo} /> : null}
        {mode === 'signin' ? (
          <SignInLinks
            link={modeLink}
            brand={brand}
            forgot={modeUrl('forgot')}
            signup={canSignUp(userType) ? modeUrl('signup') : null}
          />
        ) : (
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            {mode === 'signup' ? 'Already have an account? ' : 'Remembered it? '}
            {modeLink(modeUrl('signin'), 'Sign in')}
          </Typography>
        )}
      </>
    );
  }

  return (
    <AuthLayout maxWidth={mode === 'signup' ? 520 : 440}>
      {openElsewhere ? <InAppBrowserAlert href={openElsewhere.href} /> : null}
      {body}
      {demoMode && signedUp === null && resetRequested === null ? (
        <MailboxNote link={modeLink} to={DEV_MAILBOX_PATH} />
      ) : null}
    </AuthLayout>
  );
}
