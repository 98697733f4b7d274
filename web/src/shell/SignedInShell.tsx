import type { ReactNode } from 'react';
import { CurrentAppProvider } from './CurrentApp';
import { Shell } from './Shell';

/** The console's frame once signed in: the current store and the Shell. Its own chunk (RootLayout). */
export default function SignedInShell({ children }: { children: ReactNode }) {
  return (
    <CurrentAppProvider enabled>
      <Shell>{children}</Shell>
    </CurrentAppProvider>
  );
}
