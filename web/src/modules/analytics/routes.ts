import type { ScreenMap } from '../../app/screens/types';
import { BUNDLE_KEYS, bundles } from '../../bundles';

/** Every analytics route name of every bundle: the names the analytics view is registered under. */
export function analyticsRouteNames(): string[] {
  return [...new Set(BUNDLE_KEYS.flatMap((key) => Object.keys(bundles[key].analytics ?? {})))];
}

/**
 * One view for every bundle's overview, performance and figure pages: what each shows is the
 * bundle's `analytics` in the manifest. Lazy, so recharts and the widgets reach only these screens'
 * chunks (this file is in the console's entry: it imports nothing of the module but the view).
 */
const analytics = () => import('./views/AnalyticsView');

export const analyticsScreens: ScreenMap = Object.fromEntries(
  analyticsRouteNames().map((name) => [name, analytics]),
);
