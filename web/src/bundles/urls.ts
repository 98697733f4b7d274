/** URL builders keyed by the spec's route names (DESIGN.md rule 7). */
import { fillPath, type Params } from './path';
import { bundleForServiceBundle, bundles, findAppRoute } from './registry';
import { topRoutes } from './top-routes';
import type { BundleKey } from './types';

export type AppUrlParams = { key: BundleKey; appUUID: string } & Params;

/** /apps/{key}/{appUUID}/{path} of the named route of that bundle; throws for an unknown name or a missing param. */
export function appUrl(name: string, params: AppUrlParams): string {
  const route = findAppRoute(params.key, name);
  if (route === undefined) {
    throw new Error(`Unknown route "${name}" in bundle "${params.key}" (${bundles[params.key].label})`);
  }
  if (params.appUUID === '') throw new Error(`Route "${name}" needs the param "appUUID"`);
  const base = `/apps/${encodeURIComponent(params.key)}/${encodeURIComponent(params.appUUID)}`;
  const rest = fillPath(route.path, params, name);
  return rest === '' ? base : `${base}/${rest}`;
}

/** The absolute URL of a top-level route, with an optional query string; throws for an unknown name. */
export function topUrl(name: string, params: Params = {}, query: Record<string, string> = {}): string {
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
