import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { CurrentAppProvider } from '../shell/CurrentApp';
import { Shell } from '../shell/Shell';
import { ShellUiProvider } from '../shell/ShellUiContext';
import { WhiteLabelProvider } from '../shell/whitelabel/WhiteLabelContext';
import { SessionProvider, useSession } from './session/SessionContext';
import { SessionGuard } from './session/SessionGuard';

function SignedInAppContext({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  return <CurrentAppProvider enabled={signedIn}>{children}</CurrentAppProvider>;
}

/** The root route's element: white label, session, guard and shell around every screen. */
export function RootLayout({ onSessionChange }: { onSessionChange?: () => void }) {
  return (
    <WhiteLabelProvider>
      <ShellUiProvider>
        <SessionProvider onChange={onSessionChange}>
          <SignedInAppContext>
            <Shell>
              <SessionGuard>
                <Outlet />
              </SessionGuard>
            </Shell>
          </SignedInAppContext>
        </SessionProvider>
      </ShellUiProvider>
    </WhiteLabelProvider>
  );
}
