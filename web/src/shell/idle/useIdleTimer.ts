import { useCallback, useEffect, useRef, useState } from 'react';

/** What counts as activity (document 1 §4): mouse, keyboard, touch and scrolling. */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchstart',
  'scroll',
  'wheel',
] as const;

export interface IdleTimerOptions {
  /** Only a signed-in user is watched. */
  enabled: boolean;
  /** Quiet time before the Session expired dialog (20 minutes; see app/session/idleLimit.ts). */
  idleMs: number;
  /** Time between the dialog and the automatic logout (5 seconds). */
  logoutDelayMs: number;
  onLogout: () => void;
}

export interface IdleTimer {
  /** True once the limit passed; stays true (activity no longer counts) until logout. */
  idle: boolean;
  /** Logs out now (the dialog's Login button) instead of waiting for the delay. */
  logoutNow: () => void;
}

/**
 * Watches for inactivity. Activity only records a timestamp; one timeout fires at the earliest
 * moment the limit could have passed and re-arms itself if there was activity meanwhile, so a
 * moving mouse costs no timer churn.
 */
export function useIdleTimer({ enabled, idleMs, logoutDelayMs, onLogout }: IdleTimerOptions): IdleTimer {
  const [idle, setIdle] = useState(false);
  const onLogoutRef = useRef(onLogout);
  const logoutTimer = useRef<number | undefined>(undefined);
  const loggedOut = useRef(false);

  useEffect(() => {
    onLogoutRef.current = onLogout;
  }, [onLogout]);

  const fireLogout = useCallback(() => {
    window.clearTimeout(logoutTimer.current);
    logoutTimer.current = undefined;
    if (loggedOut.current) return;
    loggedOut.current = true;
    onLogoutRef.current();
  }, []);

  useEffect(() => {
    if (!enabled) return;
    loggedOut.current = false;
    let lastActivity = Date.now();
    let isIdle = false;
    let idleTimer: number | undefined;

    const check = () => {
      const quiet = Date.now() - lastActivity;
      if (quiet < idleMs) {
        idleTimer = window.setTimeout(check, idleMs - quiet);
        return;
      }
      isIdle = true;
      setIdle(true);
      logoutTimer.current = window.setTimeout(fireLogout, logoutDelayMs);
    };
    const onActivity = () => {
      if (!isIdle) lastActivity = Date.now();
    };

    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { capture: true, passive: true });
    }
    idleTimer = window.setTimeout(check, idleMs);

    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      window.clearTimeout(idleTimer);
      window.clearTimeout(logoutTimer.current);
      logoutTimer.current = undefined;
      setIdle(false);
    };
  }, [enabled, idleMs, logoutDelayMs, fireLogout]);

  return { idle: enabled && idle, logoutNow: fireLogout };
}
