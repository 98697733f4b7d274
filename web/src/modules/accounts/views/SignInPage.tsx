import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
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
import type { SignUpValues } from '../components/SignUpForm/SignUpForm';
import { SIGN_UP_FIELDS } from '../components/SignUpForm/signUpFields';
import { PasswordResetRequestMutation, SignUpMutation } from '../graphql/auth';
import { ServerInfoQuery, SignInMutation } from '../graphql/session';
import { DEMO_FALLBACK, headingFor, signInFailure } from '../signIn';
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

function ModeLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}

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
  const demoMode = info?.serverInfo.demoMode === true;
  const demo =
    demoMode && info
      ? {
          email: info.serverInfo.demoEmail ?? DEMO_FALLBACK.email,
          password: info.serverInfo.demoPassword ?? DEMO_FALLBACK.password,
        }
      : null;
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
        {affiliateCode && mode !== 'forgot' ? (
          <Chip
            color="secondary"
            variant="outlined"
            label={`Referred by sales partner ${affiliateCode}`}
            sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          />
        ) : null}
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
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
          {mode === 'signin' ? <ModeLink to={modeUrl('forgot')}>Forgot password?</ModeLink> : null}
          {mode === 'signin' && canSignUp(userType) ? (
            <Typography variant="body2">
              New to {brand}? <ModeLink to={modeUrl('signup')}>Create an account</ModeLink>
            </Typography>
          ) : null}
          {mode !== 'signin' ? (
            <Typography variant="body2">
              {mode === 'signup' ? 'Already have an account? ' : 'Remembered it? '}
              <ModeLink to={modeUrl('signin')}>Sign in</ModeLink>
            </Typography>
          ) : null}
        </Stack>
      </>
    );
  }

  return (
    <AuthLayout maxWidth={mode === 'signup' ? 520 : 440}>
      {openElsewhere ? (
        <Alert severity="warning">
          You are in an in-app browser, where signing in may not stick.{' '}
          <Link href={openElsewhere.href} sx={{ fontWeight: 600 }}>
            Open in your browser
          </Link>
        </Alert>
      ) : null}
      {body}
      {demoMode && signedUp === null && resetRequested === null ? (
        <>
          <Divider />
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            No mail server here: sign-up and reset links wait in the mailbox.{' '}
            <ModeLink to={DEV_MAILBOX_PATH}>Open the developer mailbox</ModeLink>
          </Typography>
        </>
      ) : null}
    </AuthLayout>
  );
}
