import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { schemaChecked, schemaProblems } from '../../../lib/testing/schema';
import { PasswordResetRequestMutation, SignUpMutation } from '../graphql/auth';
import { ServerInfoQuery, SignInMutation } from '../graphql/session';
import { renderScreen, testToken, testUser } from '../testing/harness';
import LoginView from './LoginView';

// These tests type into whole forms; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const PATH = '/login/:userType/:clevertapId?';
const LOCKED = 'Your account is locked after too many failed attempts. We emailed you a link to unlock it.';

function serverInfo(demoMode: boolean): MockLink.MockedResponse {
  return {
    request: { query: ServerInfoQuery },
    result: {
      data: {
        serverInfo: {
          __typename: 'ServerInfo',
          demoMode,
          demoEmail: demoMode ? 'demo@suki.ph' : null,
          demoPassword: demoMode ? 'Demo@1234' : null,
          version: '1',
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** Every mocked request is first checked against the server's schema.graphql. */
function open(at: string, mocks: MockLink.MockedResponse[], demoMode = false) {
  return renderScreen(<LoginView />, {
    path: PATH,
    at,
    mocks: [serverInfo(demoMode), ...mocks].map(schemaChecked),
  });
}

afterEach(() => localStorage.clear());

describe('sign-up at /login/client?mode=signup', () => {
  it('opens from "Create an account", keeps the referral code, sends it and shows "Check your email"', async () => {
    const user = userEvent.setup();
    open('/login/client?affiliate_code=SP-7', [
      {
        request: {
          query: SignUpMutation,
          variables: {
            input: {
              firstName: 'Nena',
              lastName: 'Santos',
              email: 'nena@sari.ph',
              password: 'Good@1234',
              affiliateCode: 'SP-7',
            },
          },
        },
        result: { data: { signUp: { __typename: 'SignUpPayload', email: 'nena@sari.ph' } } },
      },
    ]);
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(screen.getByLabelText('Location')).toHaveTextContent(
      '/login/client?affiliate_code=SP-7&mode=signup',
    );
    expect(screen.getByText('Referred by sales partner SP-7')).toBeInTheDocument();
    await user.type(await screen.findByLabelText('First Name'), 'Nena');
    await user.type(screen.getByLabelText('Last Name'), 'Santos');
    await user.type(screen.getByLabelText('Email'), 'nena@sari.ph');
    await user.type(screen.getByLabelText('Password'), 'Good@1234');
    await user.type(screen.getByLabelText('Confirm Password'), 'Good@1234');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('nena@sari.ph')).toBeInTheDocument();
  });

  it('is not offered on other logins', async () => {
    open('/login/affiliate?mode=signup', []);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
  });
});

describe('sign-in at /login/client', () => {
  it('sends the referral code with sign-in and opens the stores', async () => {
    const token = testToken();
    const user = userEvent.setup();
    open('/login/client?affiliate_code=SP-7', [
      {
        request: {
          query: SignInMutation,
          variables: {
            input: {
              email: 'nena@sari.ph',
              password: 'Good@1234',
              userType: 'client',
              affiliateCode: 'SP-7',
            },
          },
        },
        result: { data: { signIn: { __typename: 'SignInPayload', token, user: testUser() } } },
      },
    ]);
    await user.type(await screen.findByLabelText('Email'), 'nena@sari.ph');
    await user.type(screen.getByLabelText('Password'), 'Good@1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveTextContent('/apps'));
    expect(sessionStore.get()).toEqual({ token, loginType: 'client' });
  });

  it('takes a referral code in sign-in by the server’s schema, which refuses fields it does not know', () => {
    const input = { email: 'nena@sari.ph', password: 'Good@1234', userType: 'client' };
    expect(schemaProblems(SignInMutation, { input: { ...input, affiliateCode: 'SP-7' } })).toEqual([]);
    expect(schemaProblems(SignUpMutation, { input: { ...input, firstName: 'N', lastName: 'S' } })).toEqual([
      expect.stringContaining('Field "userType" is not defined by type "SignUpInput"'),
    ]);
  });

  it('shows a locked account in the form alert', async () => {
    const user = userEvent.setup();
    open('/login/client', [
      {
        request: {
          query: SignInMutation,
          variables: { input: { email: 'nena@sari.ph', password: 'Good@1234', userType: 'client' } },
        },
        result: {
          errors: [{ message: LOCKED, extensions: { code: 'BAD_USER_INPUT', fields: { email: LOCKED } } }],
        },
      },
    ]);
    await user.type(await screen.findByLabelText('Email'), 'nena@sari.ph');
    await user.type(screen.getByLabelText('Password'), 'Good@1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOCKED);
    expect(sessionStore.get()).toBeNull();
  });

  it('links the developer mailbox only in demo mode', async () => {
    open('/login/client', [], true);
    expect(await screen.findByRole('link', { name: 'Open the developer mailbox' })).toHaveAttribute(
      'href',
      '/dev/mailbox',
    );
  });

  it('has no developer mailbox link otherwise', async () => {
    open('/login/client', [], false);
    await screen.findByRole('link', { name: 'Forgot password?' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: 'Open the developer mailbox' })).not.toBeInTheDocument();
  });
});

describe('forgot password at ?mode=forgot', () => {
  it('asks for a link and answers the same whether or not the account exists', async () => {
    const user = userEvent.setup();
    open('/login/client', [
      {
        request: { query: PasswordResetRequestMutation, variables: { input: { email: 'who@sari.ph' } } },
        result: { data: { passwordResetRequest: { __typename: 'SuccessPayload', success: true } } },
      },
    ]);
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByLabelText('Location')).toHaveTextContent('/login/client?mode=forgot');
    await user.type(await screen.findByLabelText('Email'), 'who@sari.ph');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(
        'If an account exists for who@sari.ph, we emailed a link to reset the password.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(screen.getByLabelText('Location')).toHaveTextContent(/^\/login\/client$/);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
