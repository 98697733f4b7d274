import { describe, expect, it } from 'vitest';
import { breadcrumbFor, isBreadcrumbHidden } from './index';

const crumbs = (pathname: string, isSalesPartner = false) => breadcrumbFor({ pathname, isSalesPartner });

describe('breadcrumbFor', () => {
  it('shows the order tracker with the start-cased status after Dashboard', () => {
    expect(crumbs('/apps/ecommerce-b2c/app-1/orders/for_delivery/advance')).toEqual([
      { label: 'Dashboard', to: '/apps/ecommerce-b2c/app-1/overview' },
      { label: 'Order Tracker' },
      { label: 'For Delivery' },
    ]);
  });

  it('walks the parent chain of a product edit screen, linking each ancestor', () => {
    expect(crumbs('/apps/ecommerce-b2c/app-1/products/comp-9/prod-3/edit')).toEqual([
      { label: 'Dashboard', to: '/apps/ecommerce-b2c/app-1/overview' },
      { label: 'Products', to: '/apps/ecommerce-b2c/app-1/products/comp-9' },
      { label: 'Edit Product' },
    ]);
    expect(crumbs('/apps/b2b/app-1/products/comp-9/categories/cat-1/edit')).toEqual([
      { label: 'Dashboard', to: '/apps/b2b/app-1/overview' },
      { label: 'Products', to: '/apps/b2b/app-1/products/comp-9' },
      { label: 'Categories', to: '/apps/b2b/app-1/products/comp-9/categories' },
      { label: 'Edit Category' },
    ]);
  });

  it('starts with Sales Partner Manager for a sales partner', () => {
    expect(crumbs('/apps/ecommerce-b2c/app-1/customers', true)).toEqual([
      { label: 'Sales Partner Manager', to: '/apps/ecommerce-b2c/app-1/overview' },
      { label: 'Customers' },
    ]);
  });

  it('adds Details on a referral link', () => {
    expect(crumbs('/apps/store-manager/app-1/referrals/link-7/details').map((c) => c.label)).toEqual([
      'Dashboard',
      'Referrals',
      'Smart Retail Links',
      'Referral Link',
      'Details',
    ]);
  });

  it('uses the bundle’s own dashboard and does not repeat it as an ancestor', () => {
    expect(crumbs('/apps/insurance/app-1/insurance/orders/history')).toEqual([
      { label: 'Dashboard', to: '/apps/insurance/app-1/insurance/overview' },
      { label: 'Order History' },
    ]);
    expect(crumbs('/apps/b2b/app-1/overview/sales-amount')).toEqual([
      { label: 'Dashboard', to: '/apps/b2b/app-1/overview' },
      { label: "Today's Sales Amount" },
    ]);
    expect(crumbs('/apps/b2b/app-1/overview')).toEqual([{ label: 'Dashboard' }]);
  });

  it('links each ancestor of billing details to its list', () => {
    expect(crumbs('/apps/ecommerce-b2c/app-1/billing/bill-2')).toEqual([
      { label: 'Dashboard', to: '/apps/ecommerce-b2c/app-1/overview' },
      { label: 'Billing Manager', to: '/apps/ecommerce-b2c/app-1/billing' },
      { label: 'Billing Details' },
    ]);
  });

  it('covers the sales partner manager and the network distributor pages', () => {
    expect(crumbs('/affiliate/res-1/payouts', true)).toEqual([
      { label: 'Sales Partner Manager', to: '/affiliate/res-1/invites' },
      { label: 'Sales Partner Payouts' },
    ]);
    expect(crumbs('/network-distributor/res-1/merchants/activated')).toEqual([
      { label: 'Dashboard', to: '/network-distributor/res-1' },
      { label: 'Merchants' },
      { label: 'Activated' },
    ]);
  });

  it('is empty on login, home, the apps list, diy pages and unknown paths', () => {
    for (const pathname of [
      '/apps',
      '/apps/',
      '/login/client',
      '/login/affiliate/ct-1',
      '/home',
      '/',
      '/diy/app-1/step-redirecter',
      '/diy/sb-1/apps/app-1/connect-your-facebook',
      '/affiliate-v2/diy/app-1/product-marketplace',
      '/profile',
      '/apps/ecommerce-b2c/app-1/no-such-screen',
    ]) {
      expect(crumbs(pathname), pathname).toEqual([]);
    }
  });
});

describe('isBreadcrumbHidden', () => {
  it('hides on login, home, apps list and diy, and nowhere else', () => {
    expect(isBreadcrumbHidden('/login/client')).toBe(true);
    expect(isBreadcrumbHidden('/home')).toBe(true);
    expect(isBreadcrumbHidden('/apps')).toBe(true);
    expect(isBreadcrumbHidden('/diy/choose-service-bundle')).toBe(true);
    expect(isBreadcrumbHidden('/apps/ecommerce-b2c/app-1/overview')).toBe(false);
    expect(isBreadcrumbHidden('/affiliate/res-1/invites')).toBe(false);
  });
});
