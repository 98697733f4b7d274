import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commonRoutes, SHARED_ROUTE_NAMES } from './common';
import {
  allAppRoutes,
  BUNDLE_KEYS,
  bundleForServiceBundle,
  bundles,
  matchAppRoute,
  matchTopRoute,
  topRoutes,
  topUrl,
} from './index';
import { paramNames } from './path';
import { type AppRoute, type BundleKey, type MenuEntry, SERVICE_BUNDLES } from './types';
import { appUrl } from './urls';

function flatEntries(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => [e, ...flatEntries(e.children ?? [])]);
}

/** Sample values for a route's params that never collide with a static segment (and need encoding). */
function sampleParams(path: string): Record<string, string> {
  const { required, optional } = paramNames(path);
  return Object.fromEntries([...required, ...optional].map((p, i) => [p, `${p.toLowerCase()} ${i}/x`]));
}

describe('route names', () => {
  it('are unique within each bundle, and so are paths', () => {
    for (const key of BUNDLE_KEYS) {
      const names = bundles[key].routes.map((r) => r.name);
      const paths = bundles[key].routes.map((r) => r.path);
      expect(
        names.filter((n, i) => names.indexOf(n) !== i),
        key,
      ).toEqual([]);
      expect(
        paths.filter((p, i) => paths.indexOf(p) !== i),
        key,
      ).toEqual([]);
    }
  });

  it('belong to one bundle unless shared, and a shared name keeps one path everywhere', () => {
    const byName = new Map<string, { bundles: BundleKey[]; paths: Set<string> }>();
    for (const r of allAppRoutes()) {
      const seen = byName.get(r.name) ?? { bundles: [], paths: new Set<string>() };
      seen.bundles.push(r.bundle);
      seen.paths.add(r.path);
      byName.set(r.name, seen);
    }
    for (const [name, seen] of byName) {
      if (seen.bundles.length > 1)
        expect(SHARED_ROUTE_NAMES.has(name), `${name} in ${seen.bundles}`).toBe(true);
      expect([...seen.paths], name).toHaveLength(1);
    }
    expect(byName.get('ecommerce-overview')?.bundles).toEqual(['ecommerce-b2c']);
  });

  it('of top routes are unique and never reuse an app route name', () => {
    const names = topRoutes.map((r) => r.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const appNames = new Set<string>(allAppRoutes().map((r) => r.name));
    expect(names.filter((n) => appNames.has(n))).toEqual([]);
  });

  it('include every common route, with one name and one path, in every bundle', () => {
    for (const key of BUNDLE_KEYS) {
      const byName = new Map(bundles[key].routes.map((r) => [r.name, r.path]));
      for (const common of commonRoutes())
        expect(byName.get(common.name), `${key} ${common.name}`).toBe(common.path);
    }
  });
});

describe('references', () => {
  it('every parent and default child names a route of the same bundle', () => {
    for (const key of BUNDLE_KEYS) {
      const names = new Set<string>(bundles[key].routes.map((r) => r.name));
      for (const r of bundles[key].routes) {
        if (r.parent !== undefined) expect(names.has(r.parent), `${key} ${r.name} → ${r.parent}`).toBe(true);
        if (r.defaultChild !== undefined) expect(names.has(r.defaultChild), `${key} ${r.name}`).toBe(true);
      }
    }
  });

  it('every menu route names a route of the same bundle, and its fixed params are that route’s params', () => {
    for (const key of BUNDLE_KEYS) {
      const routes = new Map<string, AppRoute>(bundles[key].routes.map((r) => [r.name, r]));
      for (const group of bundles[key].menu) {
        for (const e of flatEntries(group.entries)) {
          if (e.route === undefined) continue;
          const r = routes.get(e.route);
          expect(r, `${key} menu ${e.title} → ${e.route}`).toBeDefined();
          const { required, optional } = paramNames(r?.path ?? '');
          for (const p of Object.keys(e.params ?? {})) expect([...required, ...optional]).toContain(p);
        }
      }
    }
  });

  it('every dashboard is a route of its bundle that needs no params', () => {
    for (const key of BUNDLE_KEYS) {
      const def = bundles[key];
      expect(def.key).toBe(key);
      const r = def.routes.find((x) => x.name === def.dashboard);
      expect(r, key).toBeDefined();
      expect(paramNames(r?.path ?? ':missing').required, key).toEqual([]);
    }
  });

  it('every menu icon is an export of @mui/icons-material', () => {
    const require = createRequire(import.meta.url);
    const dir = dirname(require.resolve('@mui/icons-material/package.json'));
    const icons = new Set(readdirSync(dir).map((f) => f.replace(/\.(d\.)?m?[jt]s$/, '')));
    for (const key of BUNDLE_KEYS) {
      for (const group of bundles[key].menu) {
        for (const e of flatEntries(group.entries)) {
          if (e.icon !== undefined) expect(icons.has(e.icon), `${key} ${e.title}: ${e.icon}`).toBe(true);
        }
      }
    }
  });
});

describe('service bundles', () => {
  it('each maps to exactly one bundle key', () => {
    const expected: Record<string, BundleKey> = {
      'ecommerce-b2c-bundle': 'ecommerce-b2c',
      'shopify-bundle': 'shopify',
      'survey-and-raffle-bundle': 'survey-and-raffle',
      'inquiry-bundle': 'inquiry',
      'b2b-bundle': 'b2b',
      'insurance-bundle': 'insurance',
      'mall-stores-management-bundle': 'mall-stores-management',
      'store-management': 'store-manager',
      'main-distributor-bundle': 'main-distributor',
      'distributor-bundle': 'distributor',
      'affiliate-bundle': 'affiliate',
    };
    for (const sb of SERVICE_BUNDLES) {
      expect(bundleForServiceBundle(sb)?.key, sb).toBe(expected[sb]);
      expect(BUNDLE_KEYS.filter((k) => bundles[k].serviceBundles.includes(sb))).toHaveLength(1);
    }
    expect(bundleForServiceBundle('chatbot-bundle')).toBeUndefined();
  });

  it('open on the dashboard of document 2 §1', () => {
    const dashboards: Record<BundleKey, string> = {
      'ecommerce-b2c': 'ecommerce-overview',
      shopify: 'shopify-overview',
      'survey-and-raffle': 'survey-overview',
      inquiry: 'inquiry-overview',
      insurance: 'insurance-overview',
      b2b: 'b2b-overview',
      affiliate: 'affiliate-overview',
      'store-manager': 'store-manager-overview',
      'main-distributor': 'main-distributor-overview',
      'mall-stores-management': 'store-management-overview',
      distributor: 'distributor-overview',
    };
    for (const key of BUNDLE_KEYS) expect(bundles[key].dashboard, key).toBe(dashboards[key]);
    expect(appUrl('ecommerce-overview', { key: 'ecommerce-b2c', appUUID: 'a' })).toBe(
      '/apps/ecommerce-b2c/a/overview',
    );
    expect(appUrl('insurance-overview', { key: 'insurance', appUUID: 'a' })).toBe(
      '/apps/insurance/a/insurance/overview',
    );
  });
});

describe('matching', () => {
  it('every route’s own URL matches back to that route (no route shadows another)', () => {
    for (const key of BUNDLE_KEYS) {
      for (const r of bundles[key].routes) {
        const params = sampleParams(r.path);
        const match = matchAppRoute(appUrl(r.name, { key, appUUID: 'app-1', ...params }));
        expect(match?.route.name, `${key} ${r.path}`).toBe(r.name);
        expect(match?.params).toEqual(params);
      }
    }
  });

  it('matches top routes the same way, decoding params', () => {
    for (const r of topRoutes) {
      const params = sampleParams(r.path);
      const match = matchTopRoute(topRoutes, topUrl(r.name, params));
      expect(match?.route.name, r.path).toBe(r.name);
      expect(match?.params).toEqual(params);
    }
  });

  it('prefers a static segment over a param: orders/history is not an order status', () => {
    expect(matchAppRoute('/apps/b2b/a/orders/history')?.route.name).toBe('b2b-order-history');
    expect(matchAppRoute('/apps/b2b/a/orders/pending')?.route.name).toBe('b2b-orders-by-status');
    expect(matchAppRoute('/apps/nope/a/orders/pending')).toBeUndefined();
    expect(matchAppRoute('/apps/b2b/a/no-such-screen')).toBeUndefined();
  });
});
