import { describe, expect, it } from 'vitest';
import { screenLoader } from '../../app/screens/registry';
import { BUNDLE_KEYS, bundles } from '../../bundles';
import { analyticsPageOf, detailRouteOf } from './pages';
import { analyticsRouteNames, analyticsScreens } from './routes';
import { widgetKey } from './widgets';

/** A route under a bundle's overview or performance (insurance/ and shopify/ prefixes included). */
const isAnalyticsPath = (path: string) =>
  path.split('/').some((segment) => segment === 'overview' || segment === 'performance');

// The one figure page another module draws: the launch announcement (modules/launch).
const BUILT_ELSEWHERE = new Set(['ecommerce-store-launch']);

describe('every bundle’s analytics pages (from the manifest)', () => {
  for (const key of BUNDLE_KEYS) {
    const bundle = bundles[key];
    const routes = bundle.routes.filter((r) => isAnalyticsPath(r.path));

    it(`${key}: every overview and performance route has a screen and widgets`, () => {
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) {
        expect(screenLoader(route.name), route.name).toBeDefined();
        if (BUILT_ELSEWHERE.has(route.name)) continue;
        const page = analyticsPageOf(bundle, route.name);
        expect(page?.widgets.length ?? 0, route.name).toBeGreaterThan(0);
        // The analytics view, not another module's, draws it.
        expect(screenLoader(route.name), route.name).toBe(analyticsScreens[route.name]);
      }
    });

    it(`${key}: names only its own routes, and each figure page expands a widget of its dashboard`, () => {
      const names = new Set<string>(bundle.routes.map((r) => r.name));
      for (const name of Object.keys(bundle.analytics ?? {})) {
        expect(names.has(name), name).toBe(true);
        const page = analyticsPageOf(bundle, name);
        const first = page?.widgets[0];
        if (!page?.expanded || first === undefined) continue;
        const parent = bundle.routes.find((r) => r.name === name)?.parent;
        expect(parent, name).toBeDefined();
        const parentWidgets = analyticsPageOf(bundle, parent ?? '')?.widgets.map(widgetKey) ?? [];
        expect(parentWidgets, name).toContain(widgetKey(first));
      }
    });
  }

  it('links a dashboard widget to the page that expands it, in the same bundle', () => {
    expect(detailRouteOf(bundles['ecommerce-b2c'], 'sales-funnel')).toBe('ecommerce-sales-funnel');
    expect(detailRouteOf(bundles.b2b, 'most-sold-products')).toBe('b2b-profitable-products');
    expect(detailRouteOf(bundles.shopify, 'sales-funnel')).toBeUndefined();
  });

  it('registers the analytics view under every analytics route and nothing else', () => {
    expect(Object.keys(analyticsScreens).sort()).toEqual(analyticsRouteNames().sort());
    expect(analyticsScreens['ecommerce-overview']).toBeDefined();
    expect(analyticsScreens['ecommerce-products']).toBeUndefined();
  });

  it('says in plain words what a figure without a data source will show', () => {
    for (const key of ['survey-and-raffle', 'inquiry', 'mall-stores-management'] as const) {
      const pending = Object.values(bundles[key].analytics ?? {})
        .flatMap((page) => page?.widgets ?? [])
        .filter((w) => typeof w !== 'string');
      expect(pending.length, key).toBeGreaterThan(0);
      for (const widget of pending) expect(widget.message).toMatch(/ appears? here once /);
    }
  });
});
