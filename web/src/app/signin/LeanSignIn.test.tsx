import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLProvider } from '../../lib/graphqlFetch/react';
import { mockClient } from '../../lib/graphqlFetch/testing';
import { sessionStore } from '../../lib/session';
import { schemaChecked } from '../../lib/testing/schema';
import { ServerInfoQuery, SignInMutation } from '../../modules/accounts/graphql/session';
import { testToken, testUser } from '../../modules/accounts/testing/harness';
import { WhiteLabelContentQuery } from '../../shell/whitelabel/whiteLabel.graphql';
import { LeanSignIn } from './LeanSignIn';

vi.setConfig({ testTimeout: 20_000 });

const LOCKED = 'Your account is locked after too many failed attempts. We emailed you a link to unlock it.';
const forever = { maxUsageCount: Number.POSITIVE_INFINITY };

const serverInfo = (demoMode: boolean): MockLink.MockedResponse => ({
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
  ...forever,
});

const noWhiteLabel: MockLink.MockedResponse = {
  request: { query: WhiteLabelContentQuery, variables: { origin: window.location.origin } },
  result: { data: { whiteLabelContent: null } },
  ...forever,
};

/** The lean sign-in page at /login/{userType}{search}; `leave` records where it hands over to the console. */
function open(search: string, mocks: MockLink.MockedResponse[], demoMode = false, userType = 'client') {
  const leave = vi.fn();
  render(
    <GraphQLProvider client={mockClient([serverInfo(demoMode), noWhiteLabel, ...mocks].map(schemaChecked))}>
      <LeanSignIn userType={userType} pathname={`/login/${userType}`} search={search} leave={leave} />
    </GraphQLProvider>,
  );
  return leave;
}

afterEach(() => localStorage.clear());

describe('the lean sign-in page (before the console loads)', () => {
  it('signs in with the referral code, keeps the session as the console does and hands over at /apps', async () => {
    const token = testToken();
    const user = userEvent.setup();
    const leave = open('?affiliate_code=SP-7', [
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Referred by sales partner SP-7')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nena@sari.ph');
    await user.type(screen.getByLabelText('Password'), 'Good@1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/apps', { replace: true }));
    expect(sessionStore.get()).toEqual({ token, loginType: 'client' });
  });

  it("shows the server's refusal in the form alert and keeps no session", async () => {
    const user = userEvent.setup();
    const leave = open('', [
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
    expect(leave).not.toHaveBeenCalled();
  });

  it('hands the forgot-password and sign-up links to the console, which shows those forms', async () => {
    const user = userEvent.setup();
    const leave = open('?affiliate_code=SP-7', []);
    const forgot = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(forgot).toHaveAttribute('href', '/login/client?affiliate_code=SP-7&mode=forgot');
    await user.click(forgot);
    expect(leave).toHaveBeenLastCalledWith('/login/client?affiliate_code=SP-7&mode=forgot');
    expect(screen.getByText(/New to Suki\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(leave).toHaveBeenLastCalledWith('/login/client?affiliate_code=SP-7&mode=signup');
  });

  it('offers the demo account and the developer mailbox only in demo mode, and no sign-up to store managers', async () => {
    open('', [], true, 'store_manager');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Store manager sign-in' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open the developer mailbox' })).toHaveAttribute(
      'href',
      '/dev/mailbox',
    );
    expect(screen.getByText('demo@suki.ph', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });
});
