import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { guardDecision } from './guard';
import { tokenState, useSession } from './SessionContext';

/** What routes carry in `handle`: whether they need sign-in, and for top routes their name and title. */
export interface RouteHandle {
  public: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' && value !== null && typeof (value as { public?: unknown }).public === 'boolean'
  );
}

/** Applies guardDecision() on every navigation (document 1 §4). */
export function SessionGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const matches = useMatches();
  const session = useSession();
  const handle = [...matches].reverse().find((m) => isRouteHandle(m.handle))?.handle;
  // Unmatched paths carry no handle; they redirect to /404, which is public.
  const routePublic = isRouteHandle(handle) ? handle.public : true;
  const decision = guardDecision({
    pathname: location.pathname,
    search: location.search,
    routePublic,
    token: tokenState(session.token),
  });

  const acted = useRef<string | null>(null);
  const actionKey = `${decision.kind}:${location.key}`;
  useEffect(() => {
    if (decision.kind !== 'expire' && decision.kind !== 'reauth') return;
    if (acted.current === actionKey) return;
    acted.current = actionKey;
    if (decision.kind === 'expire') session.expire();
    else void session.logout({ stay: true });
  }, [decision.kind, actionKey, session]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'allow') return children;
  return null;
}
