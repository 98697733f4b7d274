import { describe, expect, it } from 'vitest';
import { bundles, findAppRoute } from '../../bundles';
import { CART_SETTINGS_ROUTES, SHIPPING_LIST_ROUTES, shippingRouteNames } from './storeSetupRoutes';

describe('store-setup route names', () => {
  it('names only routes the manifest has, and every manifest cart-settings and shipping route', () => {
    const manifest = Object.values(bundles).flatMap((b) => b.routes.map((r) => r.name));
    for (const name of [...CART_SETTINGS_ROUTES, ...SHIPPING_LIST_ROUTES]) expect(manifest).toContain(name);
    expect(manifest.filter((n) => n.endsWith('-cart-settings')).sort()).toEqual(
      [...CART_SETTINGS_ROUTES].sort(),
    );
    expect(manifest.filter((n) => n.endsWith('-shipping')).sort()).toEqual([...SHIPPING_LIST_ROUTES].sort());
  });

  it('finds the list and forms of a bundle with create and edit screens', () => {
    expect(shippingRouteNames('b2b')).toEqual({
      list: 'b2b-shipping',
      create: 'b2b-shipping-new',
      edit: 'b2b-shipping-edit',
    });
    expect(findAppRoute('ecommerce-b2c', shippingRouteNames('ecommerce-b2c')?.edit ?? '')?.path).toBe(
      'store-setup/shipping-methods/:uuid/edit',
    );
  });

  it('gives only the list where a bundle has no shipping forms, and null without shipping', () => {
    expect(shippingRouteNames('store-manager')).toEqual({ list: 'store-manager-shipping' });
    expect(shippingRouteNames('affiliate')).toBeNull();
  });
});
