import { describe, expect, it } from 'vitest';
import { allAppRoutes } from '../../bundles/registry';
import { promoScreen } from './promoRoutes';
import { promotionsScreens } from './routes';

describe('promotions screens', () => {
  it('serve a screen for every promo route name the manifest has, and only those', () => {
    const names: string[] = allAppRoutes().map((r) => r.name);
    const built = Object.keys(promotionsScreens);
    expect(built.filter((n) => !names.includes(n))).toEqual([]);
    expect(built).toEqual(
      expect.arrayContaining([
        'ecommerce-promos',
        'ecommerce-promos-new',
        'ecommerce-automatic-discount-edit',
        'ecommerce-cart-promos-edit',
        'b2b-promo-codes-new',
        'b2b-cart-promos',
        'store-management-promo-codes-edit',
        'store-management-cart-promos-new',
        'main-distributor-promos',
        'insurance-promos-new',
        'insurance-cart-promos-edit',
      ]),
    );
    expect(built.some((n) => n.startsWith('shopify-') || n.includes('voucher') || n.includes('rebate'))).toBe(
      false,
    );
  });

  it("knows each screen's kind", () => {
    expect(promoScreen('ecommerce-automatic-discount-new').tab.kind).toBe('AUTOMATIC');
    expect(promoScreen('ecommerce-promos-edit').tab.kind).toBe('CODE');
    expect(promoScreen('b2b-cart-promos').tab.kind).toBe('CART');
    expect(promoScreen('main-distributor-promos').tab.label).toBe('Vouchers');
  });
});
