import { useEffect, useRef } from 'react';
import { moveFocusWhenReady } from '../lib/a11y/routeFocus';
import { useLocation } from './router';

/** lib/a11y/useRouteFocus's ROUTE_FOCUS_TIMEOUT_MS (not imported: that module brings react-router). */
const ROUTE_FOCUS_TIMEOUT_MS = 6_000;

/**
 * lib/a11y/useRouteFocus over the storefront's own router: after each change of page focus moves to
 * the new page's heading (or main); a change of query or hash only when it removed the focused control.
 */
export function useStoreRouteFocus(): void {
  const { pathname, search, hash } = useLocation();
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
