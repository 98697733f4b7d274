import { describe, expect, it } from 'vitest';
import { showsChatSupport } from './chatSupport';

describe('showsChatSupport', () => {
  it('shows on login, guided setup, apps and affiliate paths', () => {
    for (const path of [
      '/login/client',
      '/diy/choose-service-bundle',
      '/affiliate-v2/diy/u1/step-redirecter',
      '/apps',
      '/affiliate/r1/invites',
    ]) {
      expect(showsChatSupport(path)).toBe(true);
    }
  });

  it('hides everywhere else', () => {
    for (const path of ['/', '/profile', '/pricing', '/404', '/network-distributor/r1']) {
      expect(showsChatSupport(path)).toBe(false);
    }
  });

  it("stays off a store's own pages, where it would cover the lists (the user menu has it)", () => {
    for (const path of ['/apps/ecommerce-b2c/u1/overview', '/apps/ecommerce-b2c/u1/products/x']) {
      expect(showsChatSupport(path)).toBe(false);
    }
  });
});
