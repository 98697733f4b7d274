/**
 * URL builders keyed by the spec's route names (DESIGN.md rule 7). The names are types derived from
 * the manifest (`AppRouteName`, `TopRouteName`): a misspelt name fails type checking, and a name
 * computed at run time is checked first (`isAppRouteName`, `findAppRoute`, `isTopRouteName`).
 */
import { fillPath, type Params } from './path';
import { type AppRouteNameIn, bundleForServiceBundle, bundles, findAppRoute } from './registry';
import { type TopRouteName, topRoutes } from './top-routes';
import type { BundleKey } from './types';

export type AppUrlParams<Key extends BundleKey = BundleKey> = { key: Key; appUUID: string } & Params;

/**
 * /apps/{key}/{appUUID}/{path} of the named route of that bundle. With a literal key the name must be
 * one of that bundle's routes; with any key, one of the manifest's. Throws for a name the bundle
 * lacks (a shared name typed for another bundle) or a missing param.
 */
export function appUrl<Key extends BundleKey>(
  name: NoInfer<AppRouteNameIn<Key>>,
  params: AppUrlParams<Key>,
): string {
  const route = findAppRoute(params.key, name);
  if (route === undefined) {
    throw new Error(`Unknown route "${name}" in bundle "${params.key}" (${bundles[params.key].label})`);
  }
  if (params.appUUID === '') throw new Error(`Route "${name}" needs the param "appUUID"`);
  const base = `/apps/${encodeURIComponent(params.key)}/${encodeURIComponent(params.appUUID)}`;
  const rest = fillPath(route.path, params, name);
  return rest === '' ? base : `${base}/${rest}`;
}

/** The absolute URL of a top-level route, with an optional query string; throws for a missing param. */
export function topUrl(name: TopRouteName, params: Params = {}, query: Record<string, string> = {}): string {
  const route = topRoutes.find((r) => r.name === name);
  if (route === undefined) throw new Error(`Unknown top-level route "${name}"`);
  const path = fillPath(route.path, params, name) || '/';
  const search = new URLSearchParams(query).toString();
  return search === '' ? path : `${path}?${search}`;
}

/** The dashboard of an app of this service bundle (document 2 §1); '/apps' for an unknown bundle. */
export function dashboardUrl(serviceBundle: string, appUUID: string): string {
  const bundle = bundleForServiceBundle(serviceBundle);
  if (bundle === undefined) return '/apps';
  return appUrl(bundle.dashboard, { key: bundle.key, appUUID });
}
