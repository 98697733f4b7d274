/** The bundles' analytics pages, read from the manifest (each bundle's `analytics`). */
import type { AnalyticsPage, AnalyticsWidget, BundleDef } from '../../bundles';
import { widgetKey } from './widgets';

/** The page a bundle's route shows, if it is an analytics route. */
export function analyticsPageOf(bundle: BundleDef, routeName: string): AnalyticsPage | undefined {
  const pages: Partial<Record<string, AnalyticsPage>> = bundle.analytics ?? {};
  return pages[routeName];
}

/**
 * The figure page that expands this widget in this bundle (the route whose expanded page starts
 * with it), for the dashboard's "View all" link; undefined where the bundle has none.
 */
export function detailRouteOf(bundle: BundleDef, widget: AnalyticsWidget): string | undefined {
  const pages: Partial<Record<string, AnalyticsPage>> = bundle.analytics ?? {};
  const key = widgetKey(widget);
  return Object.entries(pages).find(
    ([, p]) => p?.expanded === true && p.widgets[0] !== undefined && widgetKey(p.widgets[0]) === key,
  )?.[0];
}
