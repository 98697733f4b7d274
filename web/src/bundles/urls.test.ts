import { describe, expect, it } from 'vitest';
import { appUrl, type BundleKey, dashboardUrl, topUrl } from './index';

describe('appUrl', () => {
  it('fills params under /apps/{key}/{appUUID}', () => {
    expect(
      appUrl('ecommerce-categories-edit', {
        key: 'ecommerce-b2c',
        appUUID: 'app-1',
        componentUUID: 'c-1',
        uuid: 'u-2',
      }),
    ).toBe('/apps/ecommerce-b2c/app-1/products/c-1/categories/u-2/edit');
    expect(appUrl('shopify-overview', { key: 'shopify', appUUID: 'app-1' })).toBe(
      '/apps/shopify/app-1/shopify/overview',
    );
  });

  it('drops an empty or missing optional segment and keeps a given one', () => {
    const base = { key: 'ecommerce-b2c', appUUID: 'app-1', status: 'pending' } as const;
    expect(appUrl('ecommerce-orders-by-status', base)).toBe('/apps/ecommerce-b2c/app-1/orders/pending');
    expect(appUrl('ecommerce-orders-by-status', { ...base, filter: '' })).toBe(
      '/apps/ecommerce-b2c/app-1/orders/pending',
    );
    expect(appUrl('ecommerce-orders-by-status', { ...base, filter: 'advance' })).toBe(
      '/apps/ecommerce-b2c/app-1/orders/pending/advance',
    );
    expect(appUrl('edit-ad', { key: 'b2b', appUUID: 'a', adId: '5' })).toBe('/apps/b2b/a/edit-ad/5');
  });

  it('encodes param values', () => {
    expect(appUrl('billing-details', { key: 'b2b', appUUID: 'a', uuid: 'x y/z' })).toBe(
      '/apps/b2b/a/billing/x%20y%2Fz',
    );
  });

  it('throws a clear error for a name of another bundle (a key known only at run time) or a missing param', () => {
    // A literal key narrows the names to that bundle's (routeNames.test.ts); a run-time key takes any.
    const inBundle = (key: BundleKey) => () => appUrl('ecommerce-overview', { key, appUUID: 'a' });
    expect(inBundle('shopify')).toThrow(/Unknown route "ecommerce-overview" in bundle "shopify"/);
    expect(() => appUrl('ecommerce-orders-by-status', { key: 'ecommerce-b2c', appUUID: 'a' })).toThrow(
      /"status"/,
    );
  });
});

describe('topUrl', () => {
  it('fills params, drops an empty optional one and appends the query', () => {
    expect(topUrl('login', { userType: 'client' }, { affiliate_code: 'ABC' })).toBe(
      '/login/client?affiliate_code=ABC',
    );
    expect(topUrl('login', { userType: 'client', clevertapId: 'ct' })).toBe('/login/client/ct');
    expect(topUrl('root')).toBe('/');
    expect(topUrl('sales-partner-get-started')).toBe('/sales-partner/get-started');
    expect(topUrl('affiliate-payouts', { resellerUuid: 'r1' })).toBe('/affiliate/r1/payouts');
  });

  it('throws for a missing param', () => {
    expect(() => topUrl('reset-password')).toThrow(/resetPasswordToken/);
  });
});

describe('dashboardUrl', () => {
  it('opens the bundle’s dashboard for a service bundle', () => {
    expect(dashboardUrl('ecommerce-b2c-bundle', 'a')).toBe('/apps/ecommerce-b2c/a/overview');
    expect(dashboardUrl('store-management', 'a')).toBe('/apps/store-manager/a/overview');
    expect(dashboardUrl('insurance-bundle', 'a')).toBe('/apps/insurance/a/insurance/overview');
  });

  it('falls back to the apps list for an unknown service bundle', () => {
    expect(dashboardUrl('chatbot-bundle', 'a')).toBe('/apps');
  });
});
