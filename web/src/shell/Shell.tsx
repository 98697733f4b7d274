import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Screen } from '../app/screens/Screen';
import { isLoginRoute } from '../app/session/guard';
import { idleLimitMs } from '../app/session/idleLimit';
import { useSession } from '../app/session/SessionContext';
import { appUrl, breadcrumbFor, type MenuEntry, menuFor, topUrl } from '../bundles';
import { MAIN_ID } from '../lib/a11y/routeFocus';
import { SkipLink } from '../lib/a11y/SkipLink';
import { inboxBlockedMessage } from '../lib/appStatus';
import {
  IDLE_LOGOUT_DELAY_MS,
  IDLE_MESSAGE,
  NAV_DRAWER_WIDTH,
  NAV_DRAWER_WIDTH_XS,
  NAV_HEIGHT,
  NAV_HEIGHT_XS,
} from '../lib/constants';
import { errorMessage } from '../lib/errors';
import { RetryAlert } from '../lib/feedback/RetryAlert';
import { AppStatusQuery } from '../modules/apps/graphql/apps';
import { BILLING_WIDGET_HEIGHT, billingWidgetShown } from '../modules/billing/billingWidget';
import { useInboxUnreadCount } from '../modules/inbox/hooks/useInboxUnreadCount';
import { useOperatorAccess } from '../modules/jobs/hooks/useOperatorAccess';
import { showsLaunchDialog } from '../modules/launch/launch';
import { useUnreadNotificationsCount } from '../modules/notifications/hooks/useUnreadNotificationsCount';
import { dismissPaymentReminder, usePaymentReminder } from '../modules/notifications/paymentReminder';
import { paymentRouteUrl } from '../modules/notifications/target';
import { AlertBanner } from './alert/AlertBanner';
import { useAlert } from './alert/AlertContext';
import { AppSetupPrompts } from './app-setup/AppSetupPrompts';
import { Breadcrumb } from './Breadcrumb';
import { useCurrentApp } from './CurrentApp';
import { useIdleTimer } from './idle/useIdleTimer';
import { ReconnectingNotice } from './ReconnectingNotice';
import { showsChatSupport } from './rules/chatSupport';
import { activeRouteNames, builtMenu, menuHref } from './rules/nav';
import { logoTarget, topBarTitle } from './rules/topBar';
import { isSalesPartner, type UserDrawerItem, userDrawerItems } from './rules/userDrawer';
import { useShellUi } from './ShellUiContext';
import { TopBar } from './TopBar';

// Signed-in parts load on their own, keeping them off the sign-in page's critical path.
const NavDrawer = lazy(() => import('./NavDrawer'));
const UserDrawer = lazy(() => import('./UserDrawer').then((m) => ({ default: m.UserDrawer })));
const NotificationsDrawerSlot = lazy(() =>
  import('./NotificationsDrawerSlot').then((m) => ({ default: m.NotificationsDrawerSlot })),
);
const ChatSupport = lazy(() => import('./ChatSupport').then((m) => ({ default: m.ChatSupport })));
const SupportDialog = lazy(() => import('./SupportDialog').then((m) => ({ default: m.SupportDialog })));
const IdleDialog = lazy(() => import('./idle/IdleDialog').then((m) => ({ default: m.IdleDialog })));
const AccountDialogs = lazy(() => import('./account/AccountDialogs'));
const PaymentAlert = lazy(() => import('../modules/billing/components/PaymentAlert'));
const BillingNotice = lazy(() => import('../modules/billing/components/BillingNotice'));
const PaymentGatewayReminderDialog = lazy(
  () => import('../modules/kyc/components/PaymentGatewayReminderDialog'),
);
const BillingWidget = lazy(() => import('../modules/billing/components/BillingWidget'));
const LaunchDialog = lazy(() => import('../modules/launch/components/LaunchDialog/LaunchDialogContainer'));
const PaymentReminderCard = lazy(
  () => import('../modules/notifications/components/PaymentReminderCard/PaymentReminderCard'),
);

const NOT_FOUND_SCREEN = { name: 'not-found', title: 'Page Not Found', pattern: '/404' };

function initialsOf(
  first: string | null | undefined,
  last: string | null | undefined,
  email: string,
): string {
  const letters = `${first?.trim()[0] ?? ''}${last?.trim()[0] ?? ''}`;
  return (letters || email[0] || '?').toUpperCase();
}

/** The console frame around every screen: top bar, drawers, breadcrumb, alerts, idle watch, chat. */
export function Shell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const alert = useAlert();
  const session = useSession();
  const ui = useShellUi();
  const current = useCurrentApp();
  const theme = useTheme();
  const mdUp = useMediaQuery(theme.breakpoints.up('md'));
  const smUp = useMediaQuery(theme.breakpoints.up('sm'));
  const [inboxBusy, setInboxBusy] = useState(false);
  const [supportOpen, setSupportOpen] = useState(false);
  const notificationsUnread = useUnreadNotificationsCount(
    session.signedIn ? (current?.appUUID ?? null) : null,
  );
  const inboxUnread = useInboxUnreadCount(
    session.signedIn ? (current?.appUUID ?? null) : null,
    current?.app?.baseGlobalId ?? null,
  );
  const paymentReminder = usePaymentReminder(current?.appUUID ?? null);

  const signedIn = session.signedIn;
  const me = session.me;
  const role = me?.role ?? session.loginType;
  const salesPartner = isSalesPartner(role, me?.affiliateCode);
  const operator = useOperatorAccess(signedIn ? (me?.uuid ?? null) : null, ui.userDrawerOpen);
  const bare = isLoginRoute(pathname);

  const idleMs = useMemo(() => (signedIn ? idleLimitMs() : 0), [signedIn]);
  const onIdleLogout = useCallback(() => void session.logout(), [session]);
  const idle = useIdleTimer({
    enabled: signedIn,
    idleMs,
    logoutDelayMs: IDLE_LOGOUT_DELAY_MS,
    onLogout: onIdleLogout,
  });

  const inboxUrl = useMemo(() => {
    if (!current) return undefined;
    try {
      return appUrl('inbox-manager', { key: current.bundle.key, appUUID: current.appUUID });
    } catch {
      return undefined;
    }
  }, [current]);

  const openInbox = async () => {
    if (!current || !inboxUrl) return;
    setInboxBusy(true);
    try {
      const { data } = await client.query({
        query: AppStatusQuery,
        variables: { appUuid: current.appUUID },
        fetchPolicy: 'network-only',
      });
      if (!data) return;
      const blocked = inboxBlockedMessage(data.appStatus);
      // Opening the inbox shows all conversations (the inbox module reads ?filter=all).
      if (blocked === null) navigate(`${inboxUrl}?filter=all`);
      else alert.error(blocked);
    } catch (error) {
      alert.error(error);
    } finally {
      setInboxBusy(false);
    }
  };

  const selectUserItem = (item: UserDrawerItem) => {
    ui.setUserDrawerOpen(false);
    if (item === 'apps') navigate('/apps');
    else if (item === 'account') navigate('/profile');
    else if (item === 'notifications') ui.setNotificationsOpen(true);
    else if (item === 'sales-partner-manager' && me)
      navigate(topUrl('affiliate-invites', { resellerUuid: me.uuid }));
    else if (item === 'reseller-network' && me)
      navigate(topUrl('reseller-mini-apps-overview', { resellerUuid: me.uuid }));
    else if (item === 'background-jobs') navigate(topUrl('ops-jobs'));
    else if (item === 'deposit-slips') navigate(topUrl('ops-deposit-slips'));
    else if (item === 'kyc-reviews') navigate(topUrl('ops-kyc-reviews'));
    else if (item === 'support') setSupportOpen(true);
    else if (item === 'logout') void session.logout();
  };

  const groups = useMemo(() => {
    if (!current) return [];
    const all = menuFor({
      bundleKey: current.bundle.key,
      // Billing is shown to owners for now; the billing module narrows this (document 3).
      displayBillingMenu: role === 'client',
      // Until the app has loaded, the Chatbot AI Manager waits (it shows only where the inbox applies).
      inboxManagerAllowed: current.app?.inboxManagerAllowed ?? false,
      role: role ?? '',
      hasAffiliateCode: Boolean(me?.affiliateCode),
    });
    return builtMenu(all, current.bundle.key);
  }, [current, role, me]);
  const hrefFor = useCallback(
    (entry: MenuEntry) => (current ? menuHref(entry, current.bundle.key, current.appUUID) : undefined),
    [current],
  );
  const activeRoutes = useMemo(() => activeRouteNames(pathname), [pathname]);
  const billingHref = useMemo(() => {
    if (!current || !billingWidgetShown(pathname, groups)) return null;
    try {
      return appUrl('billing', { key: current.bundle.key, appUUID: current.appUUID });
    } catch {
      return null;
    }
  }, [current, pathname, groups]);
  const crumbs = useMemo(
    () => breadcrumbFor({ pathname, isSalesPartner: salesPartner }),
    [pathname, salesPartner],
  );

  const title = topBarTitle({
    pathname,
    signedIn,
    role,
    appName: current?.app?.name,
    firstName: me?.firstName,
    lastName: me?.lastName,
  });
  const navHeight = smUp ? NAV_HEIGHT : NAV_HEIGHT_XS;
  const showNav = signedIn && current !== null;

  let content = children;
  if (current?.notFound) {
    content = <Screen info={NOT_FOUND_SCREEN} />;
  } else if (current?.error && !current.app) {
    content = <RetryAlert message={errorMessage(current.error)} onRetry={current.refetch} />;
  }

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLink />
      <TopBar
        title={title}
        logoTo={logoTarget({ signedIn, role })}
        onMenu={showNav && !mdUp ? () => ui.setNavOpen(!ui.navOpen) : undefined}
        app={
          signedIn && current
            ? {
                storeHref: `/store/${current.appUUID}`,
                launched: Boolean(current.app?.launchedAt),
                onLaunch: showsLaunchDialog(current.app) ? () => ui.setLaunchOpen(true) : undefined,
                onInbox: inboxUrl ? () => void openInbox() : undefined,
                inboxUnread,
                inboxBusy,
                onNotifications: () => ui.setNotificationsOpen(true),
                notificationsUnread,
              }
            : null
        }
        user={
          signedIn
            ? {
                initials: me ? initialsOf(me.firstName, me.lastName, me.email) : '',
                imageUrl: me?.imageUrl ?? null,
                onOpen: () => ui.setUserDrawerOpen(true),
              }
            : null
        }
      />
      {showNav ? (
        <Suspense fallback={null}>
          <NavDrawer
            groups={groups}
            hrefFor={hrefFor}
            activeRoutes={activeRoutes}
            variant={mdUp ? 'permanent' : 'temporary'}
            open={ui.navOpen}
            onClose={() => ui.setNavOpen(false)}
            width={smUp ? NAV_DRAWER_WIDTH : NAV_DRAWER_WIDTH_XS}
            topOffset={navHeight}
            notice={
              <>
                {billingHref && current ? (
                  <Suspense fallback={<Box sx={{ mx: 1.5, mb: 1.5, minHeight: BILLING_WIDGET_HEIGHT }} />}>
                    <BillingWidget
                      appUuid={current.appUUID}
                      href={billingHref}
                      onNavigate={mdUp ? undefined : () => ui.setNavOpen(false)}
                    />
                  </Suspense>
                ) : null}
                {paymentReminder && current ? (
                  <Suspense fallback={null}>
                    <PaymentReminderCard
                      appUuid={current.appUUID}
                      href={paymentRouteUrl({ key: current.bundle.key, appUUID: current.appUUID })}
                      onDismiss={dismissPaymentReminder}
                      onNavigate={mdUp ? undefined : () => ui.setNavOpen(false)}
                    />
                  </Suspense>
                ) : null}
              </>
            }
          />
        </Suspense>
      ) : null}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          pt: `${navHeight}px`,
          ...(bare ? {} : { px: { xs: 2, sm: 3, lg: 4 }, pb: { xs: 10, sm: 6 } }),
        }}
      >
        {signedIn ? (
          <Suspense fallback={null}>
            <AccountDialogs />
          </Suspense>
        ) : null}
        {ui.launchOpen && current?.app && showsLaunchDialog(current.app) ? (
          <Suspense fallback={null}>
            <LaunchDialog
              open
              onClose={() => ui.setLaunchOpen(false)}
              bundleKey={current.bundle.key}
              appUUID={current.appUUID}
              storeName={current.app.name}
              pageName={current.app.activePage?.name ?? null}
              hasDefaultPaymentMethod={current.app.hasDefaultPaymentMethod}
            />
          </Suspense>
        ) : null}
        {bare ? (
          content
        ) : (
          <Box sx={{ pt: { xs: 2, sm: 3 }, maxWidth: 1280, mx: 'auto' }}>
            <AppSetupPrompts />
            {showNav ? (
              <Suspense fallback={null}>
                <BillingNotice />
                <PaymentAlert />
                {current ? (
                  <PaymentGatewayReminderDialog
                    key={current.appUUID}
                    appUuid={current.appUUID}
                    href={paymentRouteUrl({ key: current.bundle.key, appUUID: current.appUUID })}
                  />
                ) : null}
              </Suspense>
            ) : null}
            <Breadcrumb crumbs={crumbs} />
            {content}
          </Box>
        )}
      </Box>
      {signedIn ? (
        <Suspense fallback={null}>
          <UserDrawer
            open={ui.userDrawerOpen}
            onClose={() => ui.setUserDrawerOpen(false)}
            items={userDrawerItems({
              pathname,
              appSelected: current !== null,
              role,
              affiliateCode: me?.affiliateCode,
              operator,
            })}
            onSelect={selectUserItem}
            userName={me?.fullName ?? ''}
            userEmail={me?.email ?? ''}
            notificationsUnread={notificationsUnread}
          />
          <NotificationsDrawerSlot
            open={ui.notificationsOpen}
            onClose={() => ui.setNotificationsOpen(false)}
            appUUID={current?.appUUID ?? null}
          />
          <IdleDialog open={idle.idle} message={IDLE_MESSAGE} onLogin={idle.logoutNow} />
        </Suspense>
      ) : null}
      {showsChatSupport(pathname) ? (
        <Suspense fallback={null}>
          <ChatSupport />
        </Suspense>
      ) : null}
      {supportOpen ? (
        <Suspense fallback={null}>
          <SupportDialog open onClose={() => setSupportOpen(false)} />
        </Suspense>
      ) : null}
      <AlertBanner />
      {signedIn ? <ReconnectingNotice /> : null}
    </Box>
  );
}
