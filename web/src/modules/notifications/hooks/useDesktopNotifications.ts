import { useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BrowserNotificationCreateSubscription } from '../graphql/notifications';
import { type BrowserNotice, desktopNoticeContent } from '../rules';

/** The browser's answer, or 'unsupported' where there is no Notification API (some in-app browsers, iOS tabs). */
export type DesktopPermission = NotificationPermission | 'unsupported';

/** Set once the user was asked, so the console asks only once per browser (logout clears it). */
export const DESKTOP_ASKED_KEY = 'suki.desktopNotificationsAsked';

function notificationApi(): typeof Notification | null {
  return typeof window !== 'undefined' && typeof window.Notification === 'function'
    ? window.Notification
    : null;
}

function readPermission(): DesktopPermission {
  return notificationApi()?.permission ?? 'unsupported';
}

function readAsked(): boolean {
  try {
    return window.localStorage.getItem(DESKTOP_ASKED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberAsked(): void {
  try {
    window.localStorage.setItem(DESKTOP_ASKED_KEY, '1');
  } catch {
    // Private mode without storage: the console may ask again next time, nothing worse.
  }
}

/** Asks with the promise form, or the callback form older Safari has. */
function requestPermission(api: typeof Notification): Promise<NotificationPermission> {
  return new Promise((resolve) => {
    const maybe = api.requestPermission((result) => resolve(result));
    if (maybe !== undefined) void maybe.then(resolve, () => resolve(api.permission));
  });
}

export interface DesktopNotifications {
  permission: DesktopPermission;
  /** True while the console may offer "Enable desktop notifications" (never asked, never decided). */
  canAsk: boolean;
  /** Asks the browser; only from a click (never on load). */
  ask: () => Promise<void>;
}

/**
 * Browser notifications (document 1 §7): after permission is granted, each browserNotificationCreate
 * event of the app shows a desktop notification while the console is in the background; clicking it
 * focuses the window and calls `onOpen` (the shell opens the notification drawer).
 */
export function useDesktopNotifications(appUuid: string | null, onOpen: () => void): DesktopNotifications {
  const [permission, setPermission] = useState<DesktopPermission>(readPermission);
  const [asked, setAsked] = useState(readAsked);
  const openRef = useRef(onOpen);
  openRef.current = onOpen;

  // The user can change the permission in the browser's site settings: re-read it on return.
  useEffect(() => {
    const refresh = () => setPermission(readPermission());
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, []);

  const ask = useCallback(async () => {
    const api = notificationApi();
    if (api === null) return;
    rememberAsked();
    setAsked(true);
    setPermission(await requestPermission(api));
  }, []);

  const show = useCallback((notice: BrowserNotice) => {
    const api = notificationApi();
    if (api === null || api.permission !== 'granted' || !document.hidden) return;
    const { title, body } = desktopNoticeContent(notice);
    const shown = new api(title, { body, tag: notice.uuid, icon: '/favicon.svg' });
    shown.onclick = () => {
      window.focus();
      openRef.current();
      shown.close();
    };
  }, []);

  useSubscription(BrowserNotificationCreateSubscription, {
    variables: { appUuid: appUuid ?? '' },
    skip: appUuid === null || permission !== 'granted',
    onData: ({ data: event }) => {
      const notice = event.data?.browserNotificationCreate;
      if (notice) show(notice);
    },
    onError: (error) => console.error(error),
  });

  return { permission, canAsk: permission === 'default' && !asked, ask };
}
