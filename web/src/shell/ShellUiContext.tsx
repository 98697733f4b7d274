import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** Which of the shell's drawers are open. Logout and session expiry close them all. */
export interface ShellUi {
  navOpen: boolean;
  userDrawerOpen: boolean;
  /** The notification drawer (document 1 §2) arrives with the notifications module; this is its seam. */
  notificationsOpen: boolean;
  /** The launch dialog (document 3 §4): from the top bar's Launch and the dashboard's checklist. */
  launchOpen: boolean;
  setNavOpen(open: boolean): void;
  setUserDrawerOpen(open: boolean): void;
  setNotificationsOpen(open: boolean): void;
  setLaunchOpen(open: boolean): void;
  closeAll(): void;
}

const ShellUiContext = createContext<ShellUi | null>(null);

export function ShellUiProvider({ children }: { children: ReactNode }) {
  const [navOpen, setNavOpen] = useState(false);
  const [userDrawerOpen, setUserDrawerOpen] = useState(false);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const [launchOpen, setLaunchOpen] = useState(false);
  const value = useMemo<ShellUi>(
    () => ({
      navOpen,
      userDrawerOpen,
      notificationsOpen,
      launchOpen,
      setNavOpen,
      setUserDrawerOpen,
      setNotificationsOpen,
      setLaunchOpen,
      closeAll: () => {
        setNavOpen(false);
        setUserDrawerOpen(false);
        setNotificationsOpen(false);
        setLaunchOpen(false);
      },
    }),
    [navOpen, userDrawerOpen, notificationsOpen, launchOpen],
  );
  return <ShellUiContext.Provider value={value}>{children}</ShellUiContext.Provider>;
}

export function useShellUi(): ShellUi {
  const value = useContext(ShellUiContext);
  if (value === null) throw new Error('useShellUi must be used inside <ShellUiProvider>');
  return value;
}
