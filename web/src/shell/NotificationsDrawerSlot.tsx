import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import type { NotificationApp } from '../modules/notifications/target';
import { NotificationCenter } from '../modules/notifications/views/NotificationCenter';
import { useCurrentApp } from './CurrentApp';
import { useShellUi } from './ShellUiContext';

/**
 * The notifications module in the shell (document 1 §2 "Notification drawer"). The shell owns the
 * open state (ShellUiContext.notificationsOpen, opened from the top bar and the user drawer); this
 * slot hands the current app to the notification centre, which runs the live subscriptions while
 * inside an app and renders the drawer.
 */
export interface NotificationsDrawerProps {
  open: boolean;
  onClose: () => void;
  appUUID: string | null;
}

export function NotificationsDrawerSlot({ open, onClose, appUUID }: NotificationsDrawerProps) {
  const current = useCurrentApp();
  const ui = useShellUi();
  const theme = useTheme();
  const mdUp = useMediaQuery(theme.breakpoints.up('md'));
  const key = current?.bundle.key;
  const serviceBundle = current?.app?.bundleKey ?? null;
  const app = useMemo<NotificationApp | null>(
    () => (key !== undefined && appUUID !== null ? { key, appUUID, serviceBundle } : null),
    [key, appUUID, serviceBundle],
  );
  return (
    <NotificationCenter
      open={open}
      onClose={onClose}
      onOpen={() => ui.setNotificationsOpen(true)}
      app={app}
      // Below md the navigation drawer is hidden: reveal it so the payment reminder is seen.
      onPaymentReminder={mdUp ? undefined : () => ui.setNavOpen(true)}
    />
  );
}
