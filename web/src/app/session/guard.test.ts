import { describe, expect, it } from 'vitest';
import { type GuardInput, guardDecision, isLoginRoute, loginPathForRole, logoutRedirect } from './guard';

const base: GuardInput = { pathname: '/apps', search: '', routePublic: false, token: 'valid' };

describe('guardDecision', () => {
  it('sends a visitor at the root to the client login and a signed-in user to /apps', () => {
    expect(guardDecision({ ...base, pathname: '/', token: 'absent' })).toEqual({
      kind: 'redirect',
      to: '/login/client',
    });
    expect(guardDecision({ ...base, pathname: '/' })).toEqual({ kind: 'redirect', to: '/apps' });
  });

  it('sends a visitor on a route needing sign-in to the root', () => {
    expect(guardDecision({ ...base, token: 'absent' })).toEqual({ kind: 'redirect', to: '/' });
    expect(guardDecision({ ...base, pathname: '/apps/ecommerce-b2c/u1/overview', token: 'absent' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('lets a visitor open public routes and the login page', () => {
    expect(guardDecision({ ...base, pathname: '/pricing', routePublic: true, token: 'absent' })).toEqual({
      kind: 'allow',
    });
    expect(guardDecision({ ...base, pathname: '/login/client', routePublic: true, token: 'absent' })).toEqual(
      {
        kind: 'allow',
      },
    );
  });

  it('expires an invalid stored token on any route, public or not', () => {
    expect(guardDecision({ ...base, token: 'invalid' })).toEqual({ kind: 'expire' });
    expect(
      guardDecision({ ...base, pathname: '/login/client', routePublic: true, token: 'invalid' }),
    ).toEqual({
      kind: 'expire',
    });
  });

  it('sends a signed-in user away from login routes to /apps', () => {
    for (const pathname of [
      '/login/client',
      '/login/affiliate/ct-1',
      '/saml/auth/login',
      '/store-manager/signin',
    ]) {
      expect(guardDecision({ ...base, pathname, routePublic: true })).toEqual({
        kind: 'redirect',
        to: '/apps',
      });
    }
  });

  it('logs out and stays on a login route asked with reauth=true', () => {
    expect(
      guardDecision({ ...base, pathname: '/login/client', search: '?reauth=true', routePublic: true }),
    ).toEqual({ kind: 'reauth' });
    expect(
      guardDecision({ ...base, pathname: '/login/client', search: 'reauth=false', routePublic: true }),
    ).toEqual({ kind: 'redirect', to: '/apps' });
  });

  it('lets a signed-in user open signed-in and public routes', () => {
    expect(guardDecision(base)).toEqual({ kind: 'allow' });
    expect(guardDecision({ ...base, pathname: '/404', routePublic: true })).toEqual({ kind: 'allow' });
  });
});

describe('isLoginRoute', () => {
  it('matches login and sign-on paths only', () => {
    expect(isLoginRoute('/login/client')).toBe(true);
    expect(isLoginRoute('/login')).toBe(true);
    expect(isLoginRoute('/loginx')).toBe(false);
    expect(isLoginRoute('/store-manager/signup/abc')).toBe(false);
    expect(isLoginRoute('/apps')).toBe(false);
  });
});

describe('loginPathForRole', () => {
  it('sends affiliates to the affiliate login and everyone else to the client login', () => {
    expect(loginPathForRole('affiliate')).toBe('/login/affiliate');
    expect(loginPathForRole('affiliate_manager')).toBe('/login/affiliate');
    expect(loginPathForRole('client')).toBe('/login/client');
    expect(loginPathForRole('reseller')).toBe('/login/client');
    expect(loginPathForRole(null)).toBe('/login/client');
  });
});

describe('logoutRedirect', () => {
  it('sends a user of a white-label origin to its root instead of the client login', () => {
    expect(logoutRedirect({ role: 'client', whiteLabel: true })).toBe('/');
    expect(logoutRedirect({ role: 'store_manager', whiteLabel: true })).toBe('/');
    expect(logoutRedirect({ role: null, whiteLabel: true })).toBe('/');
  });

  it('sends everyone else to the client login', () => {
    expect(logoutRedirect({ role: 'client', whiteLabel: false })).toBe('/login/client');
    expect(logoutRedirect({ role: 'reseller', whiteLabel: false })).toBe('/login/client');
    expect(logoutRedirect({ role: null, whiteLabel: false })).toBe('/login/client');
  });

  it('sends affiliates to their own login on any origin', () => {
    expect(logoutRedirect({ role: 'affiliate', whiteLabel: true })).toBe('/login/affiliate');
    expect(logoutRedirect({ role: 'affiliate_manager', whiteLabel: false })).toBe('/login/affiliate');
  });
});
