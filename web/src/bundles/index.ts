/**
 * The bundle manifest (DESIGN.md rule 7): per bundle key its dashboard, menu groups, routes and
 * titles, plus the top-level routes. The router, the navigation drawer and the breadcrumb are
 * built from this data.
 */
export { breadcrumbFor, isBreadcrumbHidden } from './breadcrumb';
export { menuFor } from './menu';
export {
  type AppRouteMatch,
  type AppRouteName,
  type AppRouteNameIn,
  allAppRoutes,
  appPattern,
  appRouteNameOrNull,
  BUNDLE_KEYS,
  bundleForServiceBundle,
  bundles,
  findAppRoute,
  isAppRouteName,
  isBundleKey,
  type ManifestBundle,
  type ManifestRoute,
  matchAppRoute,
  matchTopRoute,
  type TopRouteMatch,
} from './registry';
export { isTopRouteName, type TopRouteName, topRoutes } from './top-routes';
export * from './types';
export { type AppUrlParams, appUrl, dashboardUrl, topUrl } from './urls';
