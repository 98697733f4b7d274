import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense } from 'react';
import { MAIN_ID } from '../lib/a11y/routeFocus';
import { SkipLink } from '../lib/a11y/SkipLink';
import { DEFAULT_BRAND_NAME } from '../lib/brand';
import { NAV_HEIGHT, NAV_HEIGHT_XS } from '../lib/constants';
import { showsChatSupport } from './rules/chatSupport';
import { BrandLogo } from './whitelabel/BrandLogo';
import type { WhiteLabel } from './whitelabel/WhiteLabelContext';

const ChatSupport = lazy(() => import('./ChatSupport').then((m) => ({ default: m.ChatSupport })));

/** What the logo's home link is given: the router's link in the console, a hand-over link on the lean sign-in page. */
export interface HomeLinkParts {
  label: string;
  logo: ReactNode;
  sx: SxProps<Theme>;
}

/**
 * The signed-out frame, without a router: the top bar with the brand's logo and heading, the page
 * (`main`, where route focus lands) and chat support. shell/PublicShell (the console's signed-out
 * pages) and app/signin/LeanFrame (the lean sign-in page, which the console takes over after sign-in)
 * both draw it, so the two cannot drift apart.
 */
export function PublicFrame({
  whiteLabel,
  pathname,
  homeLink,
  mainSx,
  children,
  after,
}: {
  whiteLabel: WhiteLabel | null;
  pathname: string;
  homeLink: (parts: HomeLinkParts) => ReactNode;
  /** The page area's own spacing, beyond the room under the top bar. */
  mainSx?: Record<string, unknown>;
  children: ReactNode;
  /** Drawn after the page (the console's alerts). */
  after?: ReactNode;
}) {
  const brandName = whiteLabel?.whiteLabelTitle ?? DEFAULT_BRAND_NAME;
  const heading = whiteLabel?.whiteLabelHeader || '';
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
        {homeLink({
          label: `${brandName} home`,
          logo: <BrandLogo whiteLabel={whiteLabel} compact={Boolean(heading)} />,
          sx: { display: 'flex' },
        })}
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
        sx={{ flexGrow: 1, minWidth: 0, pt: { xs: `${NAV_HEIGHT_XS}px`, sm: `${NAV_HEIGHT}px` }, ...mainSx }}
      >
        {children}
      </Box>
      {showsChatSupport(pathname) ? (
        <Suspense fallback={null}>
          <ChatSupport />
        </Suspense>
      ) : null}
      {after}
    </Box>
  );
}
