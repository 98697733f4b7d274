import { lazy, type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useRouteFocus } from '../lib/a11y/useRouteFocus';
import { PublicShell } from '../shell/PublicShell';
import { ShellUiProvider } from '../shell/ShellUiContext';
import { WhiteLabelProvider } from '../shell/whitelabel/WhiteLabelContext';
import { ScreenFallback } from './screens/Screen';
import { SessionProvider, useSession } from './session/SessionContext';
import { SessionGuard } from './session/SessionGuard';

// The console's frame (navigation, drawers, counters, dialogs) is its own chunk: a signed-out
// visitor on the sign-in page never downloads it.
const SignedInShell = lazy(() => import('../shell/SignedInShell'));

/**
 * The Shell with the current store once signed in; the light public frame before. Route focus lives
 * here, above both: signing in swaps the frames, and the new page's heading must still take focus.
 */
function Frame({ children }: { children: ReactNode }) {
  useRouteFocus();
  const { signedIn } = useSession();
  if (!signedIn) return <PublicShell>{children}</PublicShell>;
  return (
    <Suspense fallback={<ScreenFallback />}>
      <SignedInShell>{children}</SignedInShell>
    </Suspense>
  );
}

/** The root route's element: white label, session, guard and frame around every screen. */
export function RootLayout({ onSessionChange }: { onSessionChange?: () => void }) {
  return (
    <WhiteLabelProvider>
      <ShellUiProvider>
        <SessionProvider onChange={onSessionChange}>
          <Frame>
            <SessionGuard>
              <Outlet />
            </SessionGuard>
          </Frame>
        </SessionProvider>
      </ShellUiProvider>
    </WhiteLabelProvider>
  );
}
