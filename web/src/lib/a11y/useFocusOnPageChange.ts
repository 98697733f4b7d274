import { useEffect, useRef } from 'react';
import { moveFocusWhenReady } from './routeFocus';

/** How long a new page may take to show its heading before focus settles on main. */
export const ROUTE_FOCUS_TIMEOUT_MS = 6_000;

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
    if (last === null || last.at === at) return;
    return moveFocusWhenReady(document, {
      timeoutMs: ROUTE_FOCUS_TIMEOUT_MS,
      onlyIfDropped: last.pathname === pathname,
    });
  }, [pathname, at]);
}
