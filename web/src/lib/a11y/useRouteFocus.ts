import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { moveFocusWhenReady } from './routeFocus';

/** How long a new page may take to show its heading before focus settles on main. */
export const ROUTE_FOCUS_TIMEOUT_MS = 6_000;

/**
 * After each change of path (not the first page load, not a change of query or hash) focus moves to
 * the new page's heading, or to main, so keyboard and screen-reader users start reading the new page
 * instead of being left on <body> or in the menu they came from.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const first = useRef<string | null>(pathname);
  useEffect(() => {
    if (first.current === pathname) return;
    first.current = null;
    return moveFocusWhenReady(document, { timeoutMs: ROUTE_FOCUS_TIMEOUT_MS });
  }, [pathname]);
}
