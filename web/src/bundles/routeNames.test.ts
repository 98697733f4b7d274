/**
 * Route names are types derived from the manifest. The `expectTypeOf` lines are checked by
 * `npm run typecheck` (a false one does not compile; at run time they do nothing); the `expect`
 * lines check the same facts at run time.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type CrudNames, crud } from './define';
import {
  type AppRouteName,
  allAppRoutes,
  appRouteNameOrNull,
  appUrl,
  BUNDLE_KEYS,
  type BundleKey,
  bundles,
  isAppRouteName,
  isTopRouteName,
  type TopRouteName,
  topRoutes,
  topUrl,
} from './index';
import { paramNames } from './path';
import { type SlugName, slugName } from './top-routes';

/** What appUrl takes as its name with params of bundle `Key` (a literal key, or any `BundleKey`). */
type AppUrlName<Key extends BundleKey> = Parameters<typeof appUrl<Key>>[0];
type TopUrlName = Parameters<typeof topUrl>[0];

/** Sample values for a route's params. */
function sampleParams(path: string): Record<string, string> {
  const { required, optional } = paramNames(path);
  return Object.fromEntries([...required, ...optional].map((p) => [p, `${p}-1`]));
}

describe('route names', () => {
  it('are literal types: a misspelt name does not type-check', () => {
    // The unions are names, not `string` in disguise (else every check below would pass).
    expectTypeOf<string>().not.toExtend<AppRouteName>();
    expectTypeOf<string>().not.toExtend<TopRouteName>();
    // Names of every kind of table: plain, crud-made, overridden, store-routes prefixed, under(), shared.
    expectTypeOf<'ecommerce-overview'>().toExtend<AppRouteName>();
    expectTypeOf<'ecommerce-delivery-areas-edit'>().toExtend<AppRouteName>();
    expectTypeOf<'ecommerce-product-new'>().toExtend<AppRouteName>();
    expectTypeOf<'store-manager-categories-details'>().toExtend<AppRouteName>();
    expectTypeOf<'main-distributor-product-edit'>().toExtend<AppRouteName>();
    expectTypeOf<'shopify-overview'>().toExtend<AppRouteName>();
    expectTypeOf<'notifications-email'>().toExtend<AppRouteName>();
    // A misspelt or unknown name is not one.
    expectTypeOf<'ecommerce-overveiw'>().not.toExtend<AppRouteName>();
    expectTypeOf<'ecommerce-products-new'>().not.toExtend<AppRouteName>();
    expectTypeOf<'main-distributor-shipping-edit'>().not.toExtend<AppRouteName>();
    expectTypeOf<'login'>().not.toExtend<AppRouteName>();
    // appUrl: any manifest name with a run-time key; only that bundle's names with a literal key.
    expectTypeOf<'ecommerce-overview'>().toExtend<AppUrlName<BundleKey>>();
    expectTypeOf<'shopify-overview'>().toExtend<AppUrlName<'shopify'>>();
    expectTypeOf<'billing-details'>().toExtend<AppUrlName<'b2b'>>();
    expectTypeOf<'ecommerce-overveiw'>().not.toExtend<AppUrlName<BundleKey>>();
    expectTypeOf<'ecommerce-overview'>().not.toExtend<AppUrlName<'shopify'>>();
    // topUrl: top-level names only.
    expectTypeOf<'sales-partner-get-started'>().toExtend<TopUrlName>();
    expectTypeOf<'login'>().toExtend<TopUrlName>();
    expectTypeOf<'logn'>().not.toExtend<TopUrlName>();
    expectTypeOf<'ecommerce-overview'>().not.toExtend<TopUrlName>();
    // The builders' name arithmetic, as types.
    expectTypeOf<SlugName<'sales-partner/get-started'>>().toEqualTypeOf<'sales-partner-get-started'>();
    expectTypeOf<
      CrudNames<{ name: 'x'; path: 'p'; title: 'X'; singular: 'X'; details: true; names: { new: 'x-add' } }>
    >().toEqualTypeOf<'x' | 'x-add' | 'x-edit' | 'x-details'>();
    expectTypeOf<CrudNames<{ name: 'y'; path: 'p'; title: 'Y'; singular: 'Y' }>>().toEqualTypeOf<
      'y' | 'y-new' | 'y-edit'
    >();
  });

  it('accept every name of the manifest, each in its own bundle', () => {
    let count = 0;
    for (const key of BUNDLE_KEYS) {
      for (const r of bundles[key].routes) {
        expect(isAppRouteName(r.name), r.name).toBe(true);
        expect(appUrl(r.name, { key, appUUID: 'app-1', ...sampleParams(r.path) })).toMatch(/^\/apps\//);
        count += 1;
      }
    }
    expect(count).toBe(allAppRoutes().length);
    for (const r of topRoutes) {
      expect(isTopRouteName(r.name), r.name).toBe(true);
      expect(topUrl(r.name, sampleParams(r.path))).toMatch(/^\//);
    }
  });

  it('turn away names computed at run time that the manifest lacks', () => {
    expect(appRouteNameOrNull(['ecommerce', 'overview'].join('-'))).toBe('ecommerce-overview');
    expect(appRouteNameOrNull('ecommerce-overveiw')).toBeNull();
    expect(isAppRouteName('login')).toBe(false);
    expect(isTopRouteName('login')).toBe(true);
    expect(isTopRouteName('ecommerce-overview')).toBe(false);
  });

  it('are computed at run time as their types spell them', () => {
    expect(slugName('sales-partner/get-started')).toBe('sales-partner-get-started');
    const made = crud({
      name: 'x',
      path: 'p',
      title: 'X',
      singular: 'X',
      details: true,
      names: { new: 'x-add' },
    });
    expect(made.map((r) => r.name)).toEqual(['x', 'x-add', 'x-edit', 'x-details']);
    expect(crud({ name: 'y', path: 'p', title: 'Y', singular: 'Y' }).map((r) => r.name)).toEqual([
      'y',
      'y-new',
      'y-edit',
    ]);
  });
});
