import { describe, expect, it } from 'vitest';
import { BUNDLE_KEYS, type MenuEntry, menuFor } from '../../bundles';
import { activeRouteNames, menuHref } from './nav';

function leaves(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => (e.children && e.children.length > 0 ? leaves(e.children) : [e]));
}

describe('menuHref', () => {
  it('builds a link for every visible menu entry of every bundle', () => {
    for (const bundleKey of BUNDLE_KEYS) {
      const groups = menuFor({
        bundleKey,
        displayBillingMenu: true,
        inboxManagerAllowed: true,
        role: 'client',
        hasAffiliateCode: false,
      });
      for (const entry of leaves(groups.flatMap((g) => g.entries))) {
        const href = menuHref(entry, bundleKey, 'app-1');
        expect(href, `${bundleKey}: ${entry.title} (${entry.route})`).toMatch(
          new RegExp(`^/apps/${bundleKey}/app-1`),
        );
      }
    }
  });

  it('fills the order tracker status from the entry', () => {
    const entry: MenuEntry = {
      title: 'Order Tracker',
      route: 'ecommerce-orders-by-status',
      params: { status: 'pending' },
    };
    expect(menuHref(entry, 'ecommerce-b2c', 'app-1')).toBe('/apps/ecommerce-b2c/app-1/orders/pending');
  });

  it('gives no link for a route the bundle does not have', () => {
    expect(menuHref({ title: 'X', route: 'no-such-route' }, 'ecommerce-b2c', 'app-1')).toBeUndefined();
  });
});

describe('activeRouteNames', () => {
  it('names the current route and its ancestors', () => {
    const names = activeRouteNames('/apps/ecommerce-b2c/app-1/orders/pending');
    expect(names.has('ecommerce-orders-by-status')).toBe(true);
  });

  it('is empty outside an app', () => {
    expect(activeRouteNames('/apps').size).toBe(0);
  });
});
