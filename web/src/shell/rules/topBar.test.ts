import { describe, expect, it } from 'vitest';
import { logoTarget, type TopBarFacts, topBarTitle } from './topBar';

const facts: TopBarFacts = {
  pathname: '/apps/ecommerce-b2c/u1/overview',
  signedIn: true,
  role: 'client',
  appName: 'Tindahan ni Aling Nena',
  firstName: 'Nena',
  lastName: 'Santos',
};

describe('topBarTitle', () => {
  it('shows the app name inside an app', () => {
    expect(topBarTitle(facts)).toBe('Tindahan ni Aling Nena');
  });

  it('shows My In-App Store on the account page, even with an app known', () => {
    expect(topBarTitle({ ...facts, pathname: '/profile' })).toBe('My In-App Store');
    expect(topBarTitle({ ...facts, pathname: '/profile/update' })).toBe('My In-App Store');
  });

  it("shows the user's name on the network-distributor page", () => {
    expect(topBarTitle({ ...facts, pathname: '/network-distributor/r1', role: 'network_distributor' })).toBe(
      'Nena Santos',
    );
  });

  it('never shows the app name to affiliates', () => {
    expect(topBarTitle({ ...facts, role: 'affiliate' })).toBe('');
  });

  it('is empty outside an app', () => {
    expect(topBarTitle({ ...facts, pathname: '/apps', appName: null })).toBe('');
  });
});

describe('logoTarget', () => {
  it('goes to the apps dashboard signed in, home signed out, nowhere for affiliates', () => {
    expect(logoTarget({ signedIn: true, role: 'client' })).toBe('/apps');
    expect(logoTarget({ signedIn: false, role: null })).toBe('/');
    expect(logoTarget({ signedIn: true, role: 'affiliate' })).toBeNull();
  });
});
