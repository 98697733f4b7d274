/**
 * The breadcrumb of a pathname (document 2 §2.3 "Breadcrumb"): Dashboard (Sales Partner Manager for
 * sales partners), the ancestors by `parent`, then the current page; a status param adds its
 * start-cased value and a referral link adds "Details".
 */
import { fillPath, startCase } from './path';
import { matchAppRoute, matchTopRoute } from './registry';
import { topRoutes } from './top-routes';
import type { Crumb } from './types';
import { appUrl } from './urls';

const SALES_PARTNER_MANAGER = 'Sales Partner Manager';

/** No breadcrumb on login, home, the apps list and guided-setup (diy) pages. */
export function isBreadcrumbHidden(pathname: string): boolean {
  const segments = pathname.split('/').filter((s) => s !== '');
  const [first] = segments;
  if (first === undefined || first === 'home' || first === 'login') return true;
  if (first === 'apps' && segments.length === 1) return true;
  return segments.includes('diy');
}

/** Ancestor names of a route, outermost first; stops at a missing name or a cycle. */
function ancestors<T extends { name: string; parent?: string }>(routes: readonly T[], start: T): T[] {
  const chain: T[] = [];
  const seen = new Set<string>([start.name]);
  let parent = start.parent;
  while (parent !== undefined && !seen.has(parent)) {
    seen.add(parent);
    const next = routes.find((r) => r.name === parent);
    if (next === undefined) break;
    chain.unshift(next);
    parent = next.parent;
  }
  return chain;
}

function tail(params: Record<string, string>): Crumb[] {
  const crumbs: Crumb[] = [];
  if (params.status !== undefined) crumbs.push({ label: startCase(params.status) });
  if (params.referralLinkUuid !== undefined) crumbs.push({ label: 'Details' });
  return crumbs;
}

/** A link, or none when the target needs params the current page does not have. */
function tryLink(build: () => string): string | undefined {
  try {
    return build();
  } catch {
    return undefined;
  }
}

function appCrumbs(pathname: string, isSalesPartner: boolean): Crumb[] | undefined {
  const match = matchAppRoute(pathname);
  if (match === undefined) return undefined;
  const { bundle, appUUID, route, params } = match;
  const first = isSalesPartner ? SALES_PARTNER_MANAGER : 'Dashboard';
  if (route.name === bundle.dashboard) return [{ label: first }];
  const crumbs: Crumb[] = [{ label: first, to: appUrl(bundle.dashboard, { key: bundle.key, appUUID }) }];
  for (const ancestor of ancestors(bundle.routes, route)) {
    if (ancestor.name === bundle.dashboard) continue;
    const to = tryLink(() => appUrl(ancestor.name, { ...params, key: bundle.key, appUUID }));
    crumbs.push(to === undefined ? { label: ancestor.title } : { label: ancestor.title, to });
  }
  return [...crumbs, { label: route.title }, ...tail(params)];
}

/** Top-level families with a dashboard of their own (document 2 §1): root route → [first label, dashboard]. */
const TOP_DASHBOARDS: Record<string, readonly [label: string, dashboard: string]> = {
  'affiliate-manager': [SALES_PARTNER_MANAGER, 'affiliate-invites'],
  'reseller-mini-apps-overview': ['Dashboard', 'reseller-mini-apps-overview'],
};

function topCrumbs(pathname: string): Crumb[] {
  const match = matchTopRoute(topRoutes, pathname);
  if (match === undefined) return [];
  const { route, params } = match;
  const chain = ancestors(topRoutes, route);
  const root = chain[0] ?? route;
  const family = TOP_DASHBOARDS[root.name];
  if (family === undefined) return [];
  const [label, dashboard] = family;
  if (route.name === dashboard || route.name === root.name) return [{ label }];
  const dashboardRoute = topRoutes.find((r) => r.name === dashboard);
  const to = dashboardRoute && tryLink(() => fillPath(dashboardRoute.path, params, dashboard));
  const crumbs: Crumb[] = [to === undefined ? { label } : { label, to }];
  for (const ancestor of chain) {
    if (ancestor.name === root.name || ancestor.name === dashboard) continue;
    const link = tryLink(() => fillPath(ancestor.path, params, ancestor.name));
    crumbs.push(link === undefined ? { label: ancestor.title } : { label: ancestor.title, to: link });
  }
  return [...crumbs, { label: route.title }, ...tail(params)];
}

/** The crumbs of a pathname; [] where the breadcrumb is hidden or the path is not a known screen. */
export function breadcrumbFor(input: { pathname: string; isSalesPartner: boolean }): Crumb[] {
  if (isBreadcrumbHidden(input.pathname)) return [];
  return appCrumbs(input.pathname, input.isSalesPartner) ?? topCrumbs(input.pathname);
}
