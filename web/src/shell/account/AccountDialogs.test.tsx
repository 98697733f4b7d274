import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import {
  AccountSecurityUpdateMutation,
  UnverifiedUserBusinessEmailQuery,
  UserResendVerificationEmailMutation,
} from '../../modules/accounts/graphql/account';
import { MeQuery } from '../../modules/accounts/graphql/session';
import { renderScreen, testToken, testUser } from '../../modules/accounts/testing/harness';
import AccountDialogs from './AccountDialogs';

// These tests type into whole forms; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const BANNER = 'Complete your account setup: Verify email (biz@sari.ph) for full dashboard access.';

function meMock(user: ReturnType<typeof testUser>): MockLink.MockedResponse {
  return { request: { query: MeQuery }, result: { data: { me: user } } };
}

function unverifiedMock(email: string | null): MockLink.MockedResponse {
  return {
    request: { query: UnverifiedUserBusinessEmailQuery, variables: { userUuid: 'u1' } },
    result: { data: { unverifiedUserBusinessEmail: email } },
  };
}

function open(mocks: MockLink.MockedResponse[], at = '/apps') {
  sessionStore.set({ token: testToken(), loginType: 'client' });
  return renderScreen(<AccountDialogs />, { mocks, path: '*', at });
}

afterEach(() => localStorage.clear());

describe('Complete user profile dialog', () => {
  it('asks for the missing details, sends the number without +63 and spaces with dial code +63, and closes by itself', async () => {
    const incomplete = testUser({ contactNumber: null, contactDialCode: null, businessEmailAddress: null });
    const complete = testUser();
    const user = userEvent.setup();
    open([
      meMock(incomplete),
      unverifiedMock(null),
      {
        request: {
          query: AccountSecurityUpdateMutation,
          variables: {
            input: {
              userUuid: 'u1',
              contactNumber: '9171234567',
              contactDialCode: '+63',
              businessEmailAddress: 'biz@sari.ph',
              birthdate: '1990-05-01',
            },
          },
        },
        result: { data: { accountSecurityUpdate: complete } },
      },
      unverifiedMock('biz@sari.ph'),
    ]);

    const dialog = await screen.findByRole('dialog', { name: 'Account Security Update' });
    expect(within(dialog).getByText(/verify your identity and protect your account/)).toBeInTheDocument();
    expect(within(dialog).getByText('Missing: Mobile Number, Business Email Address')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('First Name')).not.toBeInTheDocument();

    const mobile = within(dialog).getByLabelText('Mobile Number');
    expect(mobile).toHaveAttribute('maxlength', '16');
    await user.type(mobile, '9171234');
    expect(mobile).toHaveValue('+63 917 123 4');
    await user.type(mobile, '567');
    expect(mobile).toHaveValue('+63 917 123 4567');
    await user.type(within(dialog).getByLabelText('Business Email Address'), 'biz@sari.ph');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Account Information Updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The new business address needs verifying: the banner asks for it.
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
  });

  it('is asked once: Escape does not close it, Later puts it away and it does not open by itself again', async () => {
    const user = userEvent.setup();
    const first = open([meMock(testUser({ birthdate: null })), unverifiedMock(null)]);
    const dialog = await screen.findByRole('dialog', { name: 'Account Security Update' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Account Security Update' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Signed in all along, and the next visit (a new mount) does not ask again.
    expect(sessionStore.get()).not.toBeNull();
    first.unmount();
    open([meMock(testUser({ birthdate: null })), unverifiedMock('biz@sari.ph')]);
    // The banner shows once the user is loaded: the dialog would have opened with it.
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the names too when they are missing', async () => {
    open([meMock(testUser({ firstName: null, lastName: '' })), unverifiedMock(null)]);
    const dialog = await screen.findByRole('dialog', { name: 'Account Security Update' });
    expect(within(dialog).getByLabelText('First Name')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Last Name')).toBeInTheDocument();
  });

  it('stays closed for a complete profile and on the account page', async () => {
    open([meMock(testUser({ birthdate: null })), unverifiedMock(null)], '/profile/update');
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveTextContent('/profile/update'));
    // Give the lazy dialog every chance to appear.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Unverified business email banner', () => {
  it('resends the verification email and says where it went', async () => {
    const user = userEvent.setup();
    open([
      meMock(testUser()),
      unverifiedMock('biz@sari.ph'),
      {
        request: { query: UserResendVerificationEmailMutation, variables: { userUuid: 'u1' } },
        result: { data: { userResendVerificationEmail: { __typename: 'User', uuid: 'u1' } } },
      },
    ]);
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('Verification email sent to biz@sari.ph')).toBeInTheDocument();
  });

  it("shows the server's message when resending fails", async () => {
    const user = userEvent.setup();
    open([
      meMock(testUser()),
      unverifiedMock('biz@sari.ph'),
      {
        request: { query: UserResendVerificationEmailMutation, variables: { userUuid: 'u1' } },
        result: {
          errors: [
            { message: 'Please wait a minute before asking again.', extensions: { code: 'BAD_USER_INPUT' } },
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('Please wait a minute before asking again.')).toBeInTheDocument();
  });

  it('is not shown once the business email is verified', async () => {
    open([meMock(testUser()), unverifiedMock(null)]);
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveTextContent('/apps'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Complete your account setup/)).not.toBeInTheDocument();
  });
});
