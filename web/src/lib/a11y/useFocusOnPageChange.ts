import { useEffect, useRef } from 'react';
import { moveFocusWhenReady } from './routeFocus';

/** How long a new page may take to show its heading before focus settles on main. */
export const ROUTE_FOCUS_TIMEOUT_MS = 6_000;

/** Set by a page that hands over to another app in the same document (the lean sign-in → the console). */
let focusFirstPage = false;

/**
 * The next app's first page is a change of page for the visitor (they signed in): its heading takes
 * focus like any page they move to, once that app has drawn it (not the page being left).
 */
export function focusNextFirstPage(): void {
  focusFirstPage = true;
}

/**
 * After each change of path (not the first page load) focus moves to the new page's heading, or to
 * main, so keyboard and screen-reader users start reading the new page instead of being left on
 * <body> or in the menu they came from. A change of query or hash moves focus only when it removed the
 * focused control (sign-in → ?mode=forgot); filters and tabs kept in the query keep it. The location
 * comes from whichever router the page uses (react-router in the console, the storefront's own), so
 * this file imports neither.
 */
export function useFocusOnPageChange({
  pathname,
  search,
  hash,
}: {
  pathname: string;
  search: string;
  hash: string;
}): void {
  const previous = useRef<{ pathname: string; at: string } | null>(null);
  const at = `${pathname}${search}${hash}`;
  useEffect(() => {
    const last = previous.current;
    previous.current = { pathname, at };
    if (last === null && focusFirstPage) {
      const stop = moveFocusWhenReady(document, { timeoutMs: ROUTE_FOCUS_TIMEOUT_MS, onlyIfDropped: false });
      const consumed = setTimeout(() => {
        focusFirstPage = false;
      }, 0);
      return () => {
        stop();
        clearTimeout(consumed);
        // StrictMode runs a new effect twice at once: the second run must find the first page again.
        if (focusFirstPage) previous.current = null;
      };
    }
    if (last === null || last.at === at) return;
    return moveFocusWhenReady(document, {
      timeoutMs: ROUTE_FOCUS_TIMEOUT_MS,
      onlyIfDropped: last.pathname === pathname,
    });
  }, [pathname, at]);
}
