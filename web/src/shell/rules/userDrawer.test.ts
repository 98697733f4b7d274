import { describe, expect, it } from 'vitest';
import { type UserDrawerFacts, userDrawerItems } from './userDrawer';

const inApp: UserDrawerFacts = {
  pathname: '/apps/ecommerce-b2c/u1/overview',
  appSelected: true,
  role: 'client',
  affiliateCode: null,
};

describe('userDrawerItems', () => {
  it('lists stores, notifications, support, account and logout inside an app', () => {
    expect(userDrawerItems(inApp)).toEqual(['apps', 'notifications', 'support', 'account', 'logout']);
  });

  it('hides notifications when no app is selected', () => {
    expect(userDrawerItems({ ...inApp, pathname: '/profile', appSelected: false })).toEqual([
      'apps',
      'support',
      'account',
      'logout',
    ]);
  });

  it('hides notifications on the apps list and in guided setup', () => {
    expect(userDrawerItems({ ...inApp, pathname: '/apps' })).not.toContain('notifications');
    expect(userDrawerItems({ ...inApp, pathname: '/diy/u1/step-redirecter' })).not.toContain('notifications');
    expect(userDrawerItems({ ...inApp, pathname: '/affiliate-v2/diy/u1/product-marketplace' })).not.toContain(
      'notifications',
    );
  });

  it('shows Sales Partner Manager only to a reseller with an affiliate code', () => {
    expect(userDrawerItems({ ...inApp, role: 'reseller', affiliateCode: 'AB12' })).toEqual([
      'apps',
      'notifications',
      'sales-partner-manager',
      'reseller-network',
      'support',
      'account',
      'logout',
    ]);
    expect(userDrawerItems({ ...inApp, role: 'reseller', affiliateCode: null })).not.toContain(
      'sales-partner-manager',
    );
    expect(userDrawerItems({ ...inApp, role: 'client', affiliateCode: 'AB12' })).not.toContain(
      'sales-partner-manager',
    );
  });

  it('shows Reseller Network to resellers and network distributors only', () => {
    expect(userDrawerItems({ ...inApp, role: 'network_distributor', affiliateCode: null })).toEqual([
      'apps',
      'notifications',
      'reseller-network',
      'support',
      'account',
      'logout',
    ]);
    expect(userDrawerItems({ ...inApp, role: 'reseller', affiliateCode: null })).toContain(
      'reseller-network',
    );
    expect(userDrawerItems({ ...inApp, role: 'client', affiliateCode: 'AB12' })).not.toContain(
      'reseller-network',
    );
  });

  it('shows Background Jobs and Deposit Slips only to an operator, before My Account', () => {
    expect(userDrawerItems({ ...inApp, operator: true })).toEqual([
      'apps',
      'notifications',
      'background-jobs',
      'deposit-slips',
      'kyc-reviews',
      'support',
      'account',
      'logout',
    ]);
    expect(userDrawerItems(inApp)).not.toContain('background-jobs');
    expect(userDrawerItems(inApp)).not.toContain('deposit-slips');
  });
});
