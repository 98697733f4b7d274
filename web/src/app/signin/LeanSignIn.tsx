import Link from '@mui/material/Link';
import { useEffect, useMemo } from 'react';
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
import {
  InAppBrowserAlert,
  MailboxNote,
  type ModeLink,
  ReferralChip,
  SignInLinks,
} from '../../modules/accounts/components/SignInParts/SignInParts';
import { ServerInfoQuery, SignInMutation } from '../../modules/accounts/graphql/session';
import { DEV_MAILBOX_PATH } from '../../modules/accounts/mailboxPath';
import { demoAccount, headingFor, signInFailure } from '../../modules/accounts/signIn';
import { systemBrowserLink } from '../../shell/rules/inAppBrowser';
import { WhiteLabelContentQuery } from '../../shell/whitelabel/whiteLabel.graphql';
import { LeanFrame, leaveOnClick } from './LeanFrame';

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
  const demo = demoAccount(info?.serverInfo);
  const openElsewhere = systemBrowserLink(navigator.userAgent, window.location.host, `${pathname}${search}`);
  const modeUrl = (next: 'forgot' | 'signup' | 'signin') => `${pathname}${authModeSearch(params, next)}`;
  const link: ModeLink = (to, children) => (
    <Link href={to} onClick={leaveOnClick(to, leave)} sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );

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
        {openElsewhere ? <InAppBrowserAlert href={openElsewhere.href} /> : null}
        <AuthHeading title={heading.title} caption={heading.caption} />
        {affiliateCode ? <ReferralChip code={affiliateCode} /> : null}
        <LoginForm onSubmit={submit} demo={demo} />
        <SignInLinks
          link={link}
          brand={brandName}
          forgot={modeUrl('forgot')}
          signup={canSignUp(userType) ? modeUrl('signup') : null}
        />
        {demo ? <MailboxNote link={link} to={DEV_MAILBOX_PATH} /> : null}
      </AuthLayout>
    </LeanFrame>
  );
}
