import { describe, expect, it } from 'vitest';
import { screenLoader } from '../../app/screens/registry';
import { BUNDLE_KEYS, findAppRoute, type MenuEntry, matchAppRoute, menuFor } from '../../bundles';
import { activeRouteNames, builtMenu, menuHref } from './nav';

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

describe('builtMenu', () => {
  const widest = (bundleKey: (typeof BUNDLE_KEYS)[number]) =>
    menuFor({
      bundleKey,
      displayBillingMenu: true,
      inboxManagerAllowed: true,
      role: 'client',
      hasAffiliateCode: true,
    });
  const all = (entries: readonly MenuEntry[]): MenuEntry[] =>
    entries.flatMap((e) => [e, ...all(e.children ?? [])]);

  it('offers no entry that opens a "Not built yet" page, in any bundle', () => {
    for (const bundleKey of BUNDLE_KEYS) {
      for (const entry of all(builtMenu(widest(bundleKey), bundleKey).flatMap((g) => g.entries))) {
        if (entry.route === undefined) {
          expect(entry.children?.length ?? 0, `${bundleKey}: ${entry.title}`).toBeGreaterThan(0);
          continue;
        }
        const href = menuHref(entry, bundleKey, 'app-1') ?? '';
        const match = matchAppRoute(href);
        // The route the link lands on, after the router's redirect to a default child.
        const landed =
          match && screenLoader(match.route.name) === undefined && match.route.defaultChild
            ? findAppRoute(bundleKey, match.route.defaultChild)
            : match?.route;
        expect(landed && screenLoader(landed.name), `${bundleKey}: ${entry.title} (${href})`).toBeDefined();
      }
    }
  });

  it('keeps the built screens and drops the groups with none', () => {
    const menu = builtMenu(widest('ecommerce-b2c'), 'ecommerce-b2c');
    const titles = all(menu.flatMap((g) => g.entries)).map((e) => e.title);
    expect(titles).toEqual(expect.arrayContaining(['Inbox', 'Order Tracker', 'Chatbot Settings']));
    const full = all(widest('ecommerce-b2c').flatMap((g) => g.entries));
    expect(titles.length).toBeLessThan(full.length);
  });
});
