import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { isLoginRoute } from '../app/session/guard';
import { breadcrumbFor } from '../bundles';
import { MAIN_ID } from '../lib/a11y/routeFocus';
import { SkipLink } from '../lib/a11y/SkipLink';
import { NAV_HEIGHT, NAV_HEIGHT_XS } from '../lib/constants';
import { AlertBanner } from './alert/AlertBanner';
import { showsChatSupport } from './rules/chatSupport';
import { logoTarget } from './rules/topBar';
import { BrandLogo } from './whitelabel/BrandLogo';
import { DEFAULT_BRAND_NAME, useWhiteLabel } from './whitelabel/WhiteLabelContext';

const Breadcrumb = lazy(() => import('./Breadcrumb').then((m) => ({ default: m.Breadcrumb })));
const ChatSupport = lazy(() => import('./ChatSupport').then((m) => ({ default: m.ChatSupport })));

/**
 * The frame a signed-out visitor sees (sign-in, sign-up, reset password, the public pages): the top
 * bar with the brand's logo, the page, chat support and alerts. It looks as the console's Shell does
 * signed out, without the Shell's code: the navigation, drawers, counters and dialogs load only after
 * sign-in (SignedInShell), so the login page does not download them.
 */
export function PublicShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const whiteLabel = useWhiteLabel();
  const brandName = whiteLabel?.whiteLabelTitle ?? DEFAULT_BRAND_NAME;
  const heading = whiteLabel?.whiteLabelHeader || '';
  const bare = isLoginRoute(pathname);
  const crumbs = useMemo(
    () => (bare ? [] : breadcrumbFor({ pathname, isSalesPartner: false })),
    [bare, pathname],
  );
  const home = logoTarget({ signedIn: false, role: null });

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLink />
      <Box
        component="header"
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          zIndex: (theme) => theme.zIndex.drawer + 1,
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 0.5, sm: 1.5 },
          px: { xs: 1, sm: 2 },
          // The Shell's bar: a toolbar of NAV_HEIGHT and its 1 px border below.
          height: { xs: NAV_HEIGHT_XS + 1, sm: NAV_HEIGHT + 1 },
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          displayPrint: 'none',
        }}
      >
        <Link
          component={RouterLink}
          to={home ?? '/'}
          aria-label={`${brandName} home`}
          underline="none"
          sx={{ display: 'flex' }}
        >
          <BrandLogo whiteLabel={whiteLabel} compact={Boolean(heading)} />
        </Link>
        <Typography
          variant="h4"
          component="div"
          noWrap
          sx={{ flexGrow: 1, minWidth: 0, ml: { xs: 0.5, sm: 1 }, fontSize: { xs: '1rem', sm: '1.125rem' } }}
        >
          {heading}
        </Typography>
      </Box>
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          pt: { xs: `${NAV_HEIGHT_XS}px`, sm: `${NAV_HEIGHT}px` },
          ...(bare ? {} : { px: { xs: 2, sm: 3, lg: 4 }, pb: { xs: 10, sm: 6 } }),
        }}
      >
        {bare ? (
          children
        ) : (
          <Box sx={{ pt: { xs: 2, sm: 3 }, maxWidth: 1280, mx: 'auto' }}>
            {crumbs.length > 0 ? (
              <Suspense fallback={null}>
                <Breadcrumb crumbs={crumbs} />
              </Suspense>
            ) : null}
            {children}
          </Box>
        )}
      </Box>
      {showsChatSupport(pathname) ? (
        <Suspense fallback={null}>
          <ChatSupport />
        </Suspense>
      ) : null}
      <AlertBanner />
    </Box>
  );
}
