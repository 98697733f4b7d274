import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useMemo } from 'react';
import { applyFavicon, DEFAULT_BRAND_NAME } from '../../lib/brand';
import { useMutation, useQuery } from '../../lib/graphqlFetch/react';
import { sessionStore } from '../../lib/session';
import { authModeSearch, canSignUp } from '../../modules/accounts/authMode';
import { AuthHeading, AuthLayout } from '../../modules/accounts/components/AuthLayout/AuthLayout';
import {
  type LoginFailure,
  LoginForm,
  type LoginValues,
} from '../../modules/accounts/components/LoginForm/LoginForm';
import { ServerInfoQuery, SignInMutation } from '../../modules/accounts/graphql/session';
import { DEV_MAILBOX_PATH } from '../../modules/accounts/mailboxPath';
import { DEMO_FALLBACK, headingFor, signInFailure } from '../../modules/accounts/signIn';
import { systemBrowserLink } from '../../shell/rules/inAppBrowser';
import { WhiteLabelContentQuery } from '../../shell/whitelabel/whiteLabel.graphql';
import { LeanFrame, leaveOnClick } from './LeanFrame';

function LeaveLink({
  to,
  leave,
  children,
}: {
  to: string;
  leave: (to: string) => void;
  children: ReactNode;
}) {
  return (
    <Link href={to} onClick={leaveOnClick(to, leave)} sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}

export interface LeanSignInProps {
  userType: string;
  pathname: string;
  search: string;
  /** Hands the page to the console at `to` (a link followed, or /apps once signed in). */
  leave: (to: string, options?: { replace?: boolean }) => void;
}

/**
 * The sign-in screen as the console's SignInPage shows it (same card, texts and links), painted
 * before the console has loaded: fetch instead of Apollo, plain links instead of react-router
 * (issue 18). Signing in keeps the session as the console's SessionProvider does and hands over to
 * the console at /apps; every link (forgot password, create an account, the mailbox, the logo)
 * hands over too, so the console shows those pages as it always has.
 */
export function LeanSignIn({ userType, pathname, search, leave }: LeanSignInProps) {
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const brand = useQuery(WhiteLabelContentQuery, { variables: { origin: window.location.origin } });
  const whiteLabel = brand.data?.whiteLabelContent ?? null;
  const brandName = whiteLabel?.whiteLabelTitle ?? DEFAULT_BRAND_NAME;
  const { data: info } = useQuery(ServerInfoQuery);
  const [signIn] = useMutation(SignInMutation);

  useEffect(() => {
    if (whiteLabel?.whiteLabelFavicon) applyFavicon(whiteLabel.whiteLabelFavicon);
  }, [whiteLabel]);
  // The console's Screen names the tab: the route's title and the brand.
  useEffect(() => {
    document.title = `Login · ${brandName}`;
  }, [brandName]);

  const affiliateCode = canSignUp(userType) ? params.get('affiliate_code') || null : null;
  const referral = affiliateCode ? { affiliateCode } : {};
  const demoMode = info?.serverInfo.demoMode === true;
  const demo =
    demoMode && info
      ? {
          email: info.serverInfo.demoEmail ?? DEMO_FALLBACK.email,
          password: info.serverInfo.demoPassword ?? DEMO_FALLBACK.password,
        }
      : null;
  const openElsewhere = systemBrowserLink(navigator.userAgent, window.location.host, `${pathname}${search}`);
  const modeUrl = (next: 'forgot' | 'signup' | 'signin') => `${pathname}${authModeSearch(params, next)}`;

  const submit = async (values: LoginValues): Promise<LoginFailure | undefined> => {
    try {
      const { data } = await signIn({ variables: { input: { ...values, userType, ...referral } } });
      sessionStore.set({ token: data.signIn.token, loginType: userType });
      leave('/apps', { replace: true });
      return undefined;
    } catch (error) {
      return signInFailure(error);
    }
  };

  const heading = headingFor('signin', userType);

  return (
    <LeanFrame whiteLabel={whiteLabel} pathname={pathname} leave={leave}>
      <AuthLayout maxWidth={440}>
        {openElsewhere ? (
          <Alert severity="warning">
            You are in an in-app browser, where signing in may not stick.{' '}
            <Link href={openElsewhere.href} sx={{ fontWeight: 600 }}>
              Open in your browser
            </Link>
          </Alert>
        ) : null}
        <AuthHeading title={heading.title} caption={heading.caption} />
        {affiliateCode ? (
          <Chip
            color="secondary"
            variant="outlined"
            label={`Referred by sales partner ${affiliateCode}`}
            sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          />
        ) : null}
        <LoginForm onSubmit={submit} demo={demo} />
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <LeaveLink leave={leave} to={modeUrl('forgot')}>
            Forgot password?
          </LeaveLink>
          {canSignUp(userType) ? (
            <Typography variant="body2">
              New to {brandName}?{' '}
              <LeaveLink leave={leave} to={modeUrl('signup')}>
                Create an account
              </LeaveLink>
            </Typography>
          ) : null}
        </Stack>
        {demoMode ? (
          <>
            <Divider />
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              No mail server here: sign-up and reset links wait in the mailbox.{' '}
              <LeaveLink leave={leave} to={DEV_MAILBOX_PATH}>
                Open the developer mailbox
              </LeaveLink>
            </Typography>
          </>
        ) : null}
      </AuthLayout>
    </LeanFrame>
  );
}
