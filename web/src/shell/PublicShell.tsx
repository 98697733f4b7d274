import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { isLoginRoute } from '../app/session/guard';
import { breadcrumbFor } from '../bundles';
import { AlertBanner } from './alert/AlertBanner';
import { PublicFrame } from './PublicFrame';
import { logoTarget } from './rules/topBar';
import { useWhiteLabel } from './whitelabel/WhiteLabelContext';

const Breadcrumb = lazy(() => import('./Breadcrumb').then((m) => ({ default: m.Breadcrumb })));

/**
 * The frame a signed-out visitor sees (sign-in, sign-up, reset password, the public pages): the top
 * bar with the brand's logo, the page, chat support and alerts. It looks as the console's Shell does
 * signed out, without the Shell's code: the navigation, drawers, counters and dialogs load only after
 * sign-in (SignedInShell), so the login page does not download them.
 */
export function PublicShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const whiteLabel = useWhiteLabel();
  const bare = isLoginRoute(pathname);
  const crumbs = useMemo(
    () => (bare ? [] : breadcrumbFor({ pathname, isSalesPartner: false })),
    [bare, pathname],
  );
  const home = logoTarget({ signedIn: false, role: null }) ?? '/';

  return (
    <PublicFrame
      whiteLabel={whiteLabel}
      pathname={pathname}
      homeLink={({ label, logo, sx }) => (
        <Link component={RouterLink} to={home} aria-label={label} underline="none" sx={sx}>
          {logo}
        </Link>
      )}
      mainSx={bare ? {} : { px: { xs: 2, sm: 3, lg: 4 }, pb: { xs: 10, sm: 6 } }}
      after={<AlertBanner />}
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
    </PublicFrame>
  );
}
