import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { InvitationAcceptMutation, InvitationQuery } from '../graphql/auth';
import { renderScreen, testToken, testUser } from '../testing/harness';
import InvitationSignUpView, { invitationLoginType } from './InvitationSignUpView';

// These tests type into whole forms; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const STORE_MANAGER = {
  name: 'store-manager-signup',
  title: 'Store Manager Sign Up',
  pattern: '/store-manager/signup/:invitationToken',
};
const ADMIN = {
  name: 'admin-invitation-signup',
  title: 'Admin Invitation Sign Up',
  pattern: '/admin-invitation/signup/:invitationToken',
};

function invitationMock(accountExists: boolean, role = 'store_manager'): MockLink.MockedResponse {
  return {
    request: { query: InvitationQuery, variables: { invitationToken: 'inv-1' } },
    result: {
      data: {
        invitation: {
          __typename: 'Invitation',
          email: 'mila@sari.ph',
          role,
          appName: 'Sari-Sari ni Nena',
          inviterName: 'Nena Santos',
          accountExists,
        },
      },
    },
  };
}

function acceptMock(input: Record<string, string>, token: string): MockLink.MockedResponse {
  return {
    request: {
      query: InvitationAcceptMutation,
      variables: { input: { invitationToken: 'inv-1', ...input } },
    },
    result: {
      data: {
        invitationAccept: {
          __typename: 'SignInPayload',
          token,
          user: testUser({ uuid: 'u2', email: 'mila@sari.ph', role: 'store_manager' }),
        },
      },
    },
  };
}

afterEach(() => localStorage.clear());

describe('InvitationSignUpView', () => {
  it('a new store manager chooses names and a password, is signed in as store_manager and lands on the stores', async () => {
    const token = testToken();
    const user = userEvent.setup();
    renderScreen(<InvitationSignUpView />, {
      path: STORE_MANAGER.pattern,
      at: '/store-manager/signup/inv-1',
      screen: STORE_MANAGER,
      mocks: [
        invitationMock(false),
        acceptMock({ firstName: 'Mila', lastName: 'Reyes', password: 'Good@1234' }, token),
      ],
    });
    expect(
      await screen.findByText('Nena Santos invited you to Sari-Sari ni Nena as Store Manager.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('mila@sari.ph');
    await user.type(screen.getByLabelText('First Name'), 'Mila');
    await user.type(screen.getByLabelText('Last Name'), 'Reyes');
    await user.type(screen.getByLabelText('Password'), 'Good@1234');
    await user.type(screen.getByLabelText('Confirm Password'), 'Good@1234');
    await user.click(screen.getByRole('button', { name: 'Create account and accept' }));
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveTextContent('/apps'));
    expect(sessionStore.get()).toEqual({ token, loginType: 'store_manager' });
  });

  it('an existing account only confirms its password ("Sign in to accept"); an admin signs in as client', async () => {
    const token = testToken();
    const user = userEvent.setup();
    renderScreen(<InvitationSignUpView />, {
      path: ADMIN.pattern,
      at: '/admin-invitation/signup/inv-1',
      screen: ADMIN,
      mocks: [invitationMock(true, 'admin'), acceptMock({ password: 'Mine@1234' }, token)],
    });
    expect(
      await screen.findByText('Nena Santos invited you to Sari-Sari ni Nena as Admin.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm Password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'Mine@1234');
    await user.click(screen.getByRole('button', { name: 'Sign in to accept' }));
    await waitFor(() => expect(sessionStore.get()).toEqual({ token, loginType: 'client' }));
    // The session is stored before the navigation to the stores: wait for that too.
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveTextContent('/apps'));
  });

  it("puts the server's answer for a wrong password under the field", async () => {
    const user = userEvent.setup();
    renderScreen(<InvitationSignUpView />, {
      path: ADMIN.pattern,
      at: '/admin-invitation/signup/inv-1',
      screen: ADMIN,
      mocks: [
        invitationMock(true, 'admin'),
        {
          request: {
            query: InvitationAcceptMutation,
            variables: { input: { invitationToken: 'inv-1', password: 'Wrong@1234' } },
          },
          result: {
            errors: [
              {
                message: 'Incorrect email or password',
                extensions: { code: 'BAD_USER_INPUT', fields: { password: 'Incorrect email or password' } },
              },
            ],
          },
        },
      ],
    });
    await user.type(await screen.findByLabelText('Password'), 'Wrong@1234');
    await user.click(screen.getByRole('button', { name: 'Sign in to accept' }));
    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
  });

  it('shows a locked account’s answer in the form alert and signs nobody in', async () => {
    const locked =
      'Your account is locked after too many failed attempts. We emailed you a link to unlock it.';
    const user = userEvent.setup();
    renderScreen(<InvitationSignUpView />, {
      path: ADMIN.pattern,
      at: '/admin-invitation/signup/inv-1',
      screen: ADMIN,
      mocks: [
        invitationMock(true, 'admin'),
        {
          request: {
            query: InvitationAcceptMutation,
            variables: { input: { invitationToken: 'inv-1', password: 'Mine@1234' } },
          },
          result: {
            errors: [{ message: locked, extensions: { code: 'BAD_USER_INPUT', fields: { email: locked } } }],
          },
        },
      ],
    });
    await user.type(await screen.findByLabelText('Password'), 'Mine@1234');
    await user.click(screen.getByRole('button', { name: 'Sign in to accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(locked);
    expect(sessionStore.get()).toBeNull();
  });

  it("shows the server's message for an invalid invitation", async () => {
    renderScreen(<InvitationSignUpView />, {
      path: STORE_MANAGER.pattern,
      at: '/store-manager/signup/inv-1',
      screen: STORE_MANAGER,
      mocks: [
        {
          request: { query: InvitationQuery, variables: { invitationToken: 'inv-1' } },
          result: {
            errors: [
              { message: 'This invitation is invalid or has expired.', extensions: { code: 'NOT_FOUND' } },
            ],
          },
        },
      ],
    });
    expect(await screen.findByText('This invitation is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/store-manager/signin',
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('signs store managers in as store_manager and admins as client', () => {
    expect(invitationLoginType('store-manager-signup')).toBe('store_manager');
    expect(invitationLoginType('admin-invitation-signup')).toBe('client');
  });
});
