import { describe, expect, it, vi } from 'vitest';

// A screen a module registers later: built as soon as the registry knows it.
const registered = vi.hoisted(() => new Set<string>());
vi.mock('./registry', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./registry')>();
  return { ...actual, isBuilt: (name: string) => registered.has(name) || actual.isBuilt(name) };
});

const { builtAppScreens, builtScreens, builtTopScreens, partlyFilled } = await import('./builtScreens');

const byName = (name: string) => builtScreens('ecommerce-b2c').find((s) => s.name === name);

describe('builtScreens', () => {
  it('lists the built screens of the demo bundle and leaves the "Not built yet" placeholders out', () => {
    const names = builtAppScreens('ecommerce-b2c').map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining(['ecommerce-overview', 'ecommerce-products', 'inbox-manager']),
    );
    // Placeholders today: Meta Ad Settings; a route that only redirects to its default child.
    expect(names).toContain('ecommerce-promos');
    expect(names).not.toContain('ecommerce-meta-ad');
    expect(names).not.toContain('ecommerce-notifications');
  });

  it('covers a screen as soon as its module registers it, without another list to edit', () => {
    expect(byName('ecommerce-meta-ad')).toBeUndefined();
    registered.add('ecommerce-meta-ad');
    try {
      expect(byName('ecommerce-meta-ad')).toMatchObject({ path: '/apps/ecommerce-b2c/:appUUID/meta-ad' });
    } finally {
      registered.delete('ecommerce-meta-ad');
    }
  });

  it('fills the bundle key, the app-derived component and the menu entry params, leaving record ids', () => {
    expect(byName('ecommerce-products')).toMatchObject({
      path: '/apps/ecommerce-b2c/:appUUID/products/ecommerce-b2c-product-inventory',
      params: ['appUUID'],
    });
    expect(byName('ecommerce-orders-by-status')).toMatchObject({
      path: '/apps/ecommerce-b2c/:appUUID/orders/pending',
      params: ['appUUID'],
    });
    expect(byName('ecommerce-product-edit')).toMatchObject({
      path: '/apps/ecommerce-b2c/:appUUID/products/ecommerce-b2c-product-inventory/:uuid/edit',
      params: ['appUUID', 'uuid'],
    });
  });

  it('lists the built top-level screens with whether they need a sign-in', () => {
    const top = builtTopScreens();
    expect(top.find((s) => s.name === 'login')).toMatchObject({
      path: '/login/:userType',
      params: ['userType'],
      public: true,
    });
    expect(top.find((s) => s.name === 'apps-dashboard')).toMatchObject({ path: '/apps', public: false });
    expect(top.find((s) => s.name === 'profile')).toMatchObject({ path: '/profile', public: false });
    // Marketing pages are placeholders.
    expect(top.find((s) => s.name === 'pricing')).toBeUndefined();
  });
});

describe('partlyFilled', () => {
  it('encodes known params, keeps unknown required ones and drops unknown optional ones', () => {
    expect(partlyFilled('/a/:x/:y/:z?', { x: 'one two' })).toEqual({
      path: '/a/one%20two/:y',
      params: ['y'],
    });
    expect(partlyFilled('/', {})).toEqual({ path: '/', params: [] });
  });
});
