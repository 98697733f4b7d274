/** The manifest: every bundle by key, and lookups over it. */
import { matchPath } from 'react-router';
import { affiliate } from './affiliate';
import { b2b } from './b2b';
import { distributor } from './distributor';
import { ecommerceB2c } from './ecommerce-b2c';
import { inquiry } from './inquiry';
import { insurance } from './insurance';
import { mainDistributor } from './main-distributor';
import { mallStoresManagement } from './mall-stores-management';
import { decodePathname, specificity } from './path';
import { shopify } from './shopify';
import { storeManager } from './store-manager';
import { surveyAndRaffle } from './survey-and-raffle';
import type { AppRoute, BundleDef, BundleKey, TopRoute } from './types';

/** The bundles as written, each with its route names as literal types. */
const manifest = {
  'ecommerce-b2c': ecommerceB2c,
  shopify,
  'survey-and-raffle': surveyAndRaffle,
  inquiry,
  b2b,
  insurance,
  'mall-stores-management': mallStoresManagement,
  'store-manager': storeManager,
  'main-distributor': mainDistributor,
  distributor,
  affiliate,
} satisfies Record<BundleKey, BundleDef>;

/** The route names of one bundle's screens (`AppRouteNameIn<'shopify'>`); of every bundle for `BundleKey`. */
export type AppRouteNameIn<Key extends BundleKey> = (typeof manifest)[Key]['routes'][number]['name'];

/** Every app route name of the manifest: what appUrl and the app screens accept. */
export type AppRouteName = AppRouteNameIn<BundleKey>;

/** An app route of the manifest. */
export type ManifestRoute = AppRoute<AppRouteName>;

/** A bundle of the manifest: its routes and dashboard named by `AppRouteName`. */
export type ManifestBundle = BundleDef<AppRouteName>;

export const bundles: Readonly<Record<BundleKey, ManifestBundle>> = manifest;

export const BUNDLE_KEYS = Object.keys(bundles) as BundleKey[];

export function isBundleKey(value: string): value is BundleKey {
  return Object.hasOwn(bundles, value);
}

/** The bundle an app of this service bundle (App.bundleKey, e.g. 'store-management') opens under. */
export function bundleForServiceBundle(serviceBundle: string): ManifestBundle | undefined {
  return BUNDLE_KEYS.map((key) => bundles[key]).find((def) =>
    def.serviceBundles.some((candidate) => candidate === serviceBundle),
  );
}

/** Every app route of every bundle; shared routes appear once per bundle. */
export function allAppRoutes(): Array<ManifestRoute & { bundle: BundleKey }> {
  return BUNDLE_KEYS.flatMap((key) => bundles[key].routes.map((r) => ({ ...r, bundle: key })));
}

const APP_ROUTE_NAMES: ReadonlySet<string> = new Set(allAppRoutes().map((r) => r.name));

/** A name computed at run time ('b2b' + '-order-history') checked against the manifest's names. */
export function isAppRouteName(name: string): name is AppRouteName {
  return APP_ROUTE_NAMES.has(name);
}

/** The name itself when the manifest has it, else null: for names computed at run time. */
export function appRouteNameOrNull(name: string): AppRouteName | null {
  return isAppRouteName(name) ? name : null;
}

/** The named route of this bundle, if it has one (`name` may be any string: the lookup checks it). */
export function findAppRoute(key: BundleKey, name: string): ManifestRoute | undefined {
  return bundles[key].routes.find((r) => r.name === name);
}

/** The absolute react-router pattern of an app route. */
export function appPattern(route: AppRoute): string {
  return route.path === '' ? '/apps/:key/:appUUID' : `/apps/:key/:appUUID/${route.path}`;
}

export interface AppRouteMatch {
  bundle: ManifestBundle;
  appUUID: string;
  route: ManifestRoute;
  /** The route's own params (without key and appUUID); a missing optional param is absent. */
  params: Record<string, string>;
}

function definedParams(params: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && k !== 'key' && k !== 'appUUID') out[k] = v;
  return out;
}

/** The app route a pathname opens (the most specific one when several patterns match), if any. */
export function matchAppRoute(rawPathname: string): AppRouteMatch | undefined {
  const pathname = decodePathname(rawPathname);
  const app = matchPath({ path: '/apps/:key/:appUUID/*', end: false }, pathname);
  const key = app?.params.key;
  const appUUID = app?.params.appUUID;
  if (key === undefined || appUUID === undefined || !isBundleKey(key)) return undefined;
  const bundle = bundles[key];
  let best: AppRouteMatch | undefined;
  let bestScore = -1;
  for (const route of bundle.routes) {
    const match = matchPath({ path: appPattern(route), end: true }, pathname);
    if (match === null) continue;
    const score = specificity(route.path);
    if (score > bestScore) {
      best = { bundle, appUUID, route, params: definedParams(match.params) };
      bestScore = score;
    }
  }
  return best;
}

export interface TopRouteMatch<Route extends TopRoute = TopRoute> {
  route: Route;
  params: Record<string, string>;
}

/** The top-level route a pathname opens (the most specific one), if any. */
export function matchTopRoute<Route extends TopRoute>(
  routes: readonly Route[],
  rawPathname: string,
): TopRouteMatch<Route> | undefined {
  const pathname = decodePathname(rawPathname);
  let best: TopRouteMatch<Route> | undefined;
  let bestScore = -1;
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match === null) continue;
    const score = specificity(route.path);
    if (score > bestScore) {
      best = { route, params: definedParams(match.params) };
      bestScore = score;
    }
  }
  return best;
}
