import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { schemaChecked } from '../../../lib/testing/schema';
import { MeQuery } from '../graphql/session';
import { renderScreen, testToken, testUser } from '../testing/harness';
import ProfileView from './ProfileView';

const PROFILE = { name: 'profile', title: 'My Account', pattern: '/profile' };

function meMock(me: ReturnType<typeof testUser> | null): MockLink.MockedResponse {
  return { request: { query: MeQuery }, result: { data: { me } } };
}

function open(mocks: MockLink.MockedResponse[]) {
  sessionStore.set({ token: testToken(), loginType: 'client' });
  return renderScreen(<ProfileView />, {
    path: PROFILE.pattern,
    at: '/profile',
    screen: PROFILE,
    mocks: mocks.map(schemaChecked),
  });
}

/** The value shown beside a label of the details list. */
const shownFor = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => localStorage.clear());

describe('ProfileView (/profile, My Account)', () => {
  it('shows every field of the signed-in user, "Not set" for the empty ones', async () => {
    open([
      meMock(
        testUser({
          affiliateCode: 'SP-7',
          businessEmailAddress: null,
          authorizedNetworkDashboard: true,
          role: 'network_distributor',
        }),
      ),
    ]);
    expect(await screen.findByText('First name', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(
      [...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    ).toEqual([
      ['First name', 'Nena'],
      ['Last name', 'Santos'],
      ['Full name', 'Nena Santos'],
      ['Email', 'nena@sari.ph'],
      ['Account type', 'Network Distributor'],
      ['Business email address', 'Not set'],
      ['Contact dial code', '+63'],
      ['Contact number', '9171234567'],
      ['Birthdate', '1990-05-01'],
      ['Affiliate code', 'SP-7'],
      ['Network dashboard access', 'Yes'],
      ['First in-app store', 'Not set'],
      ['Profile photo', 'Not set'],
      ['User ID', 'u1'],
    ]);
    expect(shownFor('Email')).toBe('nena@sari.ph');
  });

  it('opens Update Account from Edit', async () => {
    const user = userEvent.setup();
    open([meMock(testUser())]);
    await screen.findByText('First name', { selector: 'dt' });
    await user.click(screen.getByRole('link', { name: 'Edit' }));
    expect(screen.getByLabelText('Location')).toHaveTextContent(/^\/profile\/update$/);
  });

  it('shows a failed load with Retry, which loads the profile again', async () => {
    const user = userEvent.setup();
    open([{ request: { query: MeQuery }, error: new Error('Network down') }, meMock(testUser())]);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong please try again later')).toBeInTheDocument();
    expect(screen.queryByText('First name', { selector: 'dt' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('First name', { selector: 'dt' })).toBeInTheDocument();
    expect(shownFor('Full name')).toBe('Nena Santos');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
