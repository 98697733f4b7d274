import Link from '@mui/material/Link';
import type { MouseEvent, ReactNode } from 'react';
import { PublicFrame } from '../../shell/PublicFrame';
import { logoTarget } from '../../shell/rules/topBar';
import type { WhiteLabel } from '../../shell/whitelabel/WhiteLabelContext';

/** A link that leaves the lean page for the console (which then shows `href` itself). */
export function leaveOnClick(href: string, leave: (to: string) => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    leave(href);
  };
}

/**
 * shell/PublicShell as it looks on a sign-in page (bare: no breadcrumb), without react-router: the
 * same PublicFrame, whose logo link hands the page over to the console instead of routing.
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
  const home = logoTarget({ signedIn: false, role: null }) ?? '/';
  return (
    <PublicFrame
      whiteLabel={whiteLabel}
      pathname={pathname}
      homeLink={({ label, logo, sx }) => (
        <Link href={home} onClick={leaveOnClick(home, leave)} aria-label={label} underline="none" sx={sx}>
          {logo}
        </Link>
      )}
    >
      {children}
    </PublicFrame>
  );
}
