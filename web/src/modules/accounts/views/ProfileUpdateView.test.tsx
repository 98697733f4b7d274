import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { schemaChecked } from '../../../lib/testing/schema';
import { AccountSecurityUpdateMutation } from '../graphql/account';
import { MeQuery, UserSettingUpdateMutation } from '../graphql/session';
import { renderScreen, testToken, testUser } from '../testing/harness';
import ProfileUpdateView from './ProfileUpdateView';

// These tests type into whole forms; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const UPDATE = { name: 'profile-update', title: 'Update Account', pattern: '/profile/update' };

const meMock: MockLink.MockedResponse = {
  request: { query: MeQuery },
  result: { data: { me: testUser() } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function open(mocks: MockLink.MockedResponse[]) {
  sessionStore.set({ token: testToken(), loginType: 'client' });
  return renderScreen(<ProfileUpdateView />, {
    path: UPDATE.pattern,
    at: '/profile/update',
    screen: UPDATE,
    mocks: [meMock, ...mocks].map(schemaChecked),
  });
}

const nameForm = () => screen.getByRole('form', { name: 'Name' });
const securityForm = () => screen.getByRole('form', { name: 'Account security' });

afterEach(() => localStorage.clear());

describe('ProfileUpdateView (/profile/update)', () => {
  it('starts both forms from the profile; Save name waits for a change', async () => {
    open([]);
    expect(await screen.findByLabelText('First Name')).toHaveValue('Nena');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Santos');
    expect(within(securityForm()).getByLabelText('Mobile Number')).toHaveValue('+63 917 123 4567');
    expect(within(securityForm()).getByLabelText('Business Email Address')).toHaveValue('biz@sari.ph');
    expect(within(nameForm()).getByRole('button', { name: 'Save name' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/profile');
  });

  it('saves the names with userSettingUpdate and says "Profile Successfully updated!"', async () => {
    const user = userEvent.setup();
    open([
      {
        request: {
          query: UserSettingUpdateMutation,
          variables: { input: { firstName: 'Mila', lastName: 'Santos' } },
        },
        result: {
          data: { userSettingUpdate: testUser({ firstName: 'Mila', fullName: 'Mila Santos' }) },
        },
      },
    ]);
    const first = await screen.findByLabelText('First Name');
    await user.clear(first);
    await user.type(first, ' Mila ');
    await user.click(within(nameForm()).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Profile Successfully updated!')).toBeInTheDocument();
    await waitFor(() => expect(within(nameForm()).getByRole('button', { name: 'Save name' })).toBeDisabled());
  });

  it('puts the server’s field errors for the names under their fields', async () => {
    const user = userEvent.setup();
    const tooLong = 'First Name should not exceed 100 characters';
    open([
      {
        request: {
          query: UserSettingUpdateMutation,
          variables: { input: { firstName: 'Mila', lastName: 'Santos' } },
        },
        result: {
          errors: [
            { message: tooLong, extensions: { code: 'BAD_USER_INPUT', fields: { firstName: tooLong } } },
          ],
        },
      },
    ]);
    const first = await screen.findByLabelText('First Name');
    await user.clear(first);
    await user.type(first, 'Mila');
    await user.click(within(nameForm()).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText(tooLong)).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Profile Successfully updated!')).not.toBeInTheDocument();
  });

  it('saves the account security details as the server takes them and says "Account Information Updated"', async () => {
    const user = userEvent.setup();
    open([
      {
        request: {
          query: AccountSecurityUpdateMutation,
          variables: {
            input: {
              userUuid: 'u1',
              contactNumber: '9281234567',
              contactDialCode: '+63',
              businessEmailAddress: 'new@sari.ph',
              birthdate: '1990-05-01',
            },
          },
        },
        result: {
          data: {
            accountSecurityUpdate: testUser({
              contactNumber: '9281234567',
              businessEmailAddress: 'new@sari.ph',
            }),
          },
        },
      },
    ]);
    await screen.findByLabelText('First Name');
    const mobile = within(securityForm()).getByLabelText('Mobile Number');
    await user.clear(mobile);
    await user.type(mobile, '09281234567');
    expect(mobile).toHaveValue('+63 928 123 4567');
    const email = within(securityForm()).getByLabelText('Business Email Address');
    await user.clear(email);
    await user.type(email, ' new@sari.ph ');
    await user.click(within(securityForm()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Account Information Updated')).toBeInTheDocument();
  });

  it('refuses an empty business email on the client and sends nothing', async () => {
    const user = userEvent.setup();
    open([]); // no mutation mocked: sending one would fail the alert below
    await screen.findByLabelText('First Name');
    await user.clear(within(securityForm()).getByLabelText('Business Email Address'));
    await user.click(within(securityForm()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Business Email Address is required')).toBeInTheDocument();
    expect(screen.queryByText('Account Information Updated')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
