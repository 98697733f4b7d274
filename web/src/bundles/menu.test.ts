import { describe, expect, it } from 'vitest';
import { BUNDLE_KEYS, menuFor } from './index';
import type { BundleKey, MenuContext, MenuEntry, MenuGroup } from './types';

function ctx(bundleKey: BundleKey, over: Partial<MenuContext> = {}): MenuContext {
  return {
    bundleKey,
    displayBillingMenu: true,
    inboxManagerAllowed: true,
    role: 'client',
    hasAffiliateCode: false,
    ...over,
  };
}

function routesOf(entries: MenuEntry[]): string[] {
  return entries.flatMap((e) => [...(e.route === undefined ? [] : [e.route]), ...routesOf(e.children ?? [])]);
}

function allRoutes(groups: MenuGroup[]): string[] {
  return groups.flatMap((g) => routesOf(g.entries));
}

function group(groups: MenuGroup[], title: string): MenuGroup | undefined {
  return groups.find((g) => g.title === title);
}

const SETTINGS_GROUP = (key: BundleKey) =>
  ['ecommerce-b2c', 'shopify', 'insurance'].includes(key) ? 'System and Account Settings' : 'Settings';

describe('menuFor', () => {
  it('shows Billing Manager with its Payment Preferences submenu when displayBillingMenu is set', () => {
    const settings = group(menuFor(ctx('ecommerce-b2c')), 'System and Account Settings');
    const billing = settings?.entries.find((e) => e.route === 'billing');
    expect(billing?.children?.map((c) => c.route)).toEqual(['payment-preferences']);
  });

  it('hides billing when displayBillingMenu is false, for every bundle', () => {
    for (const key of BUNDLE_KEYS) {
      const routes = allRoutes(menuFor(ctx(key, { displayBillingMenu: false })));
      expect(routes, key).not.toContain('billing');
      expect(routes, key).not.toContain('payment-preferences');
    }
  });

  it('never shows billing for store-manager, distributor and affiliate, even with displayBillingMenu', () => {
    for (const key of ['store-manager', 'distributor', 'affiliate'] as const) {
      expect(allRoutes(menuFor(ctx(key))), key).not.toContain('billing');
    }
    for (const key of ['ecommerce-b2c', 'b2b', 'inquiry', 'main-distributor'] as const) {
      expect(allRoutes(menuFor(ctx(key))), key).toContain('billing');
    }
  });

  it('shows the Chatbot AI Manager group only when the inbox manager is allowed', () => {
    for (const key of BUNDLE_KEYS) {
      const allowed = group(menuFor(ctx(key)), 'Chatbot AI Manager');
      expect(
        allowed?.entries.map((e) => e.title),
        key,
      ).toEqual(['Chatbot Settings', 'Evaluation']);
      expect(
        group(menuFor(ctx(key, { inboxManagerAllowed: false })), 'Chatbot AI Manager'),
        key,
      ).toBeUndefined();
    }
  });

  it('gives the distributor a settings group of Members only', () => {
    const settings = group(menuFor(ctx('distributor')), 'Settings');
    expect(settings?.entries.map((e) => [e.title, e.route])).toEqual([['Members', 'members']]);
  });

  it('gives mall stores management Manage Access and Maintenance', () => {
    const settings = group(menuFor(ctx('mall-stores-management')), 'Settings');
    expect(settings?.entries.map((e) => e.title)).toEqual(['Manage Access', 'Maintenance']);
  });

  it('gives the affiliate Manage Access and Connect/Disconnect', () => {
    const settings = group(menuFor(ctx('affiliate')), 'Settings');
    expect(settings?.entries.map((e) => e.title)).toEqual(['Manage Access', 'Connect/Disconnect']);
  });

  it('gives the other bundles the full settings list, billing included only when allowed', () => {
    for (const key of ['survey-and-raffle', 'b2b', 'ecommerce-b2c'] as const) {
      const titles = (over: Partial<MenuContext>) =>
        group(menuFor(ctx(key, over)), SETTINGS_GROUP(key))?.entries.map((e) => e.title);
      expect(titles({}), key).toEqual([
        'Manage Access',
        'Billing Manager',
        'Connect/Disconnect',
        'In-App Store Settings',
        'Maintenance',
      ]);
      expect(titles({ displayBillingMenu: false }), key).toEqual([
        'Manage Access',
        'Connect/Disconnect',
        'In-App Store Settings',
        'Maintenance',
      ]);
    }
  });

  it('gives B2C bundles Store Setup and "System and Account Settings", others "Settings"', () => {
    for (const key of BUNDLE_KEYS) {
      const titles = menuFor(ctx(key)).map((g) => g.title);
      const b2c = ['ecommerce-b2c', 'shopify', 'insurance'].includes(key);
      expect(titles.includes('Store Setup'), key).toBe(b2c);
      expect(titles.includes('System and Account Settings'), key).toBe(b2c);
      expect(titles.includes('Settings'), key).toBe(!b2c);
    }
    const setup = group(menuFor(ctx('ecommerce-b2c')), 'Store Setup')?.entries.map((e) => e.title);
    expect(setup).toEqual([
      'Checkout Settings',
      'Delivery Areas',
      'Shipping Manager',
      'Payment Manager',
      'KYC Verification',
      'Notification Manager',
    ]);
  });

  it('adds the FAQ menu for ecommerce and shopify only', () => {
    for (const key of BUNDLE_KEYS) {
      expect(allRoutes(menuFor(ctx(key))).includes('faq-manager'), key).toBe(
        key === 'ecommerce-b2c' || key === 'shopify',
      );
    }
  });

  it('applies conditions and leaves no `when` and no empty group behind', () => {
    const groups = menuFor(ctx('store-manager', { inboxManagerAllowed: false, displayBillingMenu: false }));
    const walk = (entries: MenuEntry[]): void => {
      for (const e of entries) {
        expect(e.when).toBeUndefined();
        walk(e.children ?? []);
      }
    };
    for (const g of groups) {
      expect(g.when).toBeUndefined();
      expect(g.entries.length).toBeGreaterThan(0);
      walk(g.entries);
    }
  });

  it('opens the order tracker on pending orders', () => {
    const orders = group(menuFor(ctx('ecommerce-b2c')), 'Store')?.entries.find((e) => e.title === 'Orders');
    expect(orders?.children?.map((c) => [c.route, c.params])).toEqual([
      ['ecommerce-orders-by-status', { status: 'pending' }],
      ['ecommerce-order-history', undefined],
    ]);
  });
});
