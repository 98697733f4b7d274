import { describe, expect, it } from 'vitest';
import { allAppRoutes } from '../../bundles/registry';
import { deliveryAreasScreens } from './routes';

describe('delivery-areas screens', () => {
  it("serve every bundle's delivery-areas list, create and edit routes (Shopify's stays a placeholder)", () => {
    const names: string[] = allAppRoutes()
      .map((r) => r.name)
      .filter((n) => n.includes('delivery-areas') && !n.startsWith('shopify-'));
    expect(names.length).toBeGreaterThanOrEqual(15);
    expect(names.filter((n) => !(n in deliveryAreasScreens))).toEqual([]);
    expect(Object.keys(deliveryAreasScreens).filter((n) => !names.includes(n))).toEqual([]);
  });
});
