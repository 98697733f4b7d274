import { describe, expect, it } from 'vitest';
import { allAppRoutes, bundles } from '../../bundles/registry';
import { PROMO_SECTIONS, promoScreen } from './promoRoutes';
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
        'shopify-promos-edit',
      ]),
    );
    // Shopify's cart promos are Shopify's own (a placeholder-style screen); vouchers are another module's.
    expect(
      built.some((n) => n.startsWith('shopify-cart') || n.includes('voucher') || n.includes('rebate')),
    ).toBe(false);
  });

  it("finds each tab's create and edit routes in every bundle that has the list", () => {
    for (const bundle of Object.values(bundles)) {
      const names = new Set<string>(bundle.routes.map((r) => r.name));
      for (const section of PROMO_SECTIONS.filter((s) => names.has(s.list))) {
        for (const tab of section.tabs)
          expect([tab.create, tab.edit].filter((n) => !names.has(n))).toEqual([]);
      }
    }
  });

  it("knows each screen's kind", () => {
    expect(promoScreen('ecommerce-automatic-discount-new').tab.kind).toBe('AUTOMATIC');
    expect(promoScreen('ecommerce-promos-edit').tab.kind).toBe('CODE');
    expect(promoScreen('b2b-cart-promos').tab.kind).toBe('CART');
    expect(promoScreen('main-distributor-promos').tab.label).toBe('Vouchers');
  });
});
