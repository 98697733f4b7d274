import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, type MouseEvent, type ReactNode, Suspense } from 'react';
import { MAIN_ID } from '../../lib/a11y/routeFocus';
import { SkipLink } from '../../lib/a11y/SkipLink';
import { DEFAULT_BRAND_NAME } from '../../lib/brand';
import { NAV_HEIGHT, NAV_HEIGHT_XS } from '../../lib/constants';
import { showsChatSupport } from '../../shell/rules/chatSupport';
import { logoTarget } from '../../shell/rules/topBar';
import { BrandLogo } from '../../shell/whitelabel/BrandLogo';
import type { WhiteLabel } from '../../shell/whitelabel/WhiteLabelContext';

const ChatSupport = lazy(() => import('../../shell/ChatSupport').then((m) => ({ default: m.ChatSupport })));

/** A link that leaves the lean page for the console (which then shows `href` itself). */
export function leaveOnClick(href: string, leave: (to: string) => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    leave(href);
  };
}

/**
 * shell/PublicShell as it looks on a sign-in page (bare: no breadcrumb), without react-router: the top
 * bar with the brand's logo, the page, chat support. The two must look alike (the console takes
 * over this page after sign-in or on any link).
 */
export function LeanFrame({
  whiteLabel,
  pathname,
  leave,
  children,
}: {
  whiteLabel: WhiteLabel | null;
  pathname: string;
  leave: (to: string) => void;
  children: ReactNode;
}) {
  const brandName = whiteLabel?.whiteLabelTitle ?? DEFAULT_BRAND_NAME;
  const heading = whiteLabel?.whiteLabelHeader || '';
  const home = logoTarget({ signedIn: false, role: null }) ?? '/';
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
          height: { xs: NAV_HEIGHT_XS + 1, sm: NAV_HEIGHT + 1 },
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          displayPrint: 'none',
        }}
      >
        <Link
          href={home}
          onClick={leaveOnClick(home, leave)}
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
        sx={{ flexGrow: 1, minWidth: 0, pt: { xs: `${NAV_HEIGHT_XS}px`, sm: `${NAV_HEIGHT}px` } }}
      >
        {children}
      </Box>
      {showsChatSupport(pathname) ? (
        <Suspense fallback={null}>
          <ChatSupport />
        </Suspense>
      ) : null}
    </Box>
  );
}
