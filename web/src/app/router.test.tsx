import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../lib/session';
import { UnverifiedUserBusinessEmailQuery } from '../modules/accounts/graphql/account';
import { MailOutboxQuery } from '../modules/accounts/graphql/mailbox';
import { DestroyAuthTokenMutation, MeQuery, ServerInfoQuery } from '../modules/accounts/graphql/session';
import { AppCreatedSubscription, AppsQuery, FetchAppByUuidQuery } from '../modules/apps/graphql/apps';
import { AlertProvider } from '../shell/alert/AlertContext';
import { WhiteLabelContentQuery } from '../shell/whitelabel/whiteLabel.graphql';
import { consoleRoutes } from './router';

function token(claims: { exp: number; iat: number }): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ ...claims, jti: 'j1', sub: 'u1' })}.sig`;
}

const now = Math.floor(Date.now() / 1000);
const validToken = token({ exp: now + 3600, iat: now });
const expiredToken = token({ exp: now - 10, iat: now - 3600 });

const forever = { maxUsageCount: Number.POSITIVE_INFINITY };
const signedOut: string[] = [];
const mocks: MockLink.MockedResponse[] = [
  {
    request: { query: DestroyAuthTokenMutation, variables: { input: { token: validToken } } },
    result: () => {
      signedOut.push(validToken);
      return {
        data: {
          destroyAuthToken: {
            __typename: 'DestroyAuthTokenPayload',
            generatedTokenLog: { __typename: 'GeneratedTokenLog', uuid: 'log-1' },
          },
        },
      };
    },
    ...forever,
  },
  {
    request: { query: ServerInfoQuery },
    result: {
      data: {
        serverInfo: {
          __typename: 'ServerInfo',
          demoMode: false,
          demoEmail: null,
          demoPassword: null,
          version: '1',
        },
      },
    },
    ...forever,
  },
  {
    request: { query: MeQuery },
    result: {
      data: {
        me: {
          __typename: 'User',
          uuid: 'u1',
          firstName: 'Maria',
          lastName: 'Santos',
          fullName: 'Maria Santos',
          email: 'maria@suki.ph',
          role: 'client',
          imageUrl: null,
          affiliateCode: null,
          contactDialCode: '+63',
          contactNumber: '9171234567',
          birthdate: '1990-05-01',
          authorizedNetworkDashboard: false,
          businessEmailAddress: 'maria@sari.ph',
          firstAppUuid: null,
        },
      },
    },
    ...forever,
  },
  {
    request: { query: AppsQuery, variables: { first: 50 } },
    result: {
      data: {
        apps: {
          __typename: 'AppConnection',
          edges: [],
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    },
    ...forever,
  },
  {
    request: { query: FetchAppByUuidQuery, variables: { appUuid: 'app-1' } },
    result: {
      data: {
        fetchAppByUuid: {
          __typename: 'App',
          uuid: 'app-1',
          baseGlobalId: 'g1',
          name: 'Raffle Night',
          bundleKey: 'survey-and-raffle-bundle',
          status: 'Active',
          maintenance: false,
          deactivated: false,
          storeStatus: 'active_store',
          plan: 'free',
          planPaymentType: null,
          launchedAt: null,
          activeFbPageId: null,
          inboxManagerAllowed: true,
          sentimentAnalysisEnabled: true,
          activePage: null,
        },
      },
    },
    ...forever,
  },
  { request: { query: AppCreatedSubscription }, result: { data: null }, delay: 100_000, ...forever },
  {
    request: { query: WhiteLabelContentQuery, variables: { origin: window.location.origin } },
    result: { data: { whiteLabelContent: null } },
    ...forever,
  },
  {
    request: { query: UnverifiedUserBusinessEmailQuery, variables: { userUuid: 'u1' } },
    result: { data: { unverifiedUserBusinessEmail: null } },
    ...forever,
  },
  {
    request: { query: MailOutboxQuery, variables: { first: 50 } },
    result: {
      data: {
        mailOutbox: [
          {
            __typename: 'OutboxMail',
            uuid: 'm1',
            to: 'nena@sari.ph',
            subject: 'Confirm your email',
            text: `Open ${window.location.origin}/email-confirmation/tok-1 to confirm.`,
            createdAt: '2026-01-05T02:00:00Z',
          },
        ],
      },
    },
    ...forever,
  },
];

function renderAt(path: string) {
  const router = createMemoryRouter(consoleRoutes(), { initialEntries: [path] });
  render(
    <MockedProvider mocks={mocks}>
      <AlertProvider>
        <RouterProvider router={router} />
      </AlertProvider>
    </MockedProvider>,
  );
  return router;
}

afterEach(() => {
  localStorage.clear();
});

describe('console routes', () => {
  it('sends a visitor at the root to the client sign-in page', async () => {
    const router = renderAt('/');
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/client');
  });

  it('sends a visitor away from a signed-in route to the sign-in page', async () => {
    const router = renderAt('/apps/ecommerce-b2c/app-1/overview');
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/client');
  });

  it('opens the developer mailbox without sign-in, its links staying in the console', async () => {
    const router = renderAt('/dev/mailbox');
    expect(await screen.findByText('Confirm your email')).toBeInTheDocument();
    expect(
      screen.getByText('Developer mailbox: mail is kept here because no SMTP server is configured.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /email-confirmation\/tok-1/ })).toHaveAttribute(
      'href',
      '/email-confirmation/tok-1',
    );
    expect(router.state.location.pathname).toBe('/dev/mailbox');
  });

  it('redirects an unknown path to the not-found page', async () => {
    const router = renderAt('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('renders the shared placeholder, naming the route, for screens not built yet', async () => {
    sessionStore.set({ token: validToken, loginType: 'client' });
    renderAt('/pricing');
    expect(await screen.findByText('Not built yet')).toBeInTheDocument();
    expect(screen.getByText('pricing')).toBeInTheDocument();
  });

  it('sends a signed-in user from the sign-in page to the apps dashboard', async () => {
    sessionStore.set({ token: validToken, loginType: 'client' });
    const router = renderAt('/login/client');
    expect(await screen.findByText('No in-app stores yet')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apps');
  });

  it('logs out and stays on the sign-in page when asked to re-authenticate', async () => {
    sessionStore.set({ token: validToken, loginType: 'client' });
    const router = renderAt('/login/client?reauth=true');
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    expect(signedOut).toEqual([validToken]);
    expect(router.state.location.pathname).toBe('/login/client');
  });

  it('ends an expired session with "Expired access token" and returns to sign-in', async () => {
    sessionStore.set({ token: expiredToken, loginType: 'client' });
    const router = renderAt('/apps');
    expect(await screen.findByText('Expired access token')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/client'));
    expect(sessionStore.get()).toBeNull();
  });

  it('opens a bundle root on its dashboard', async () => {
    sessionStore.set({ token: validToken, loginType: 'client' });
    const router = renderAt('/apps/survey-and-raffle/app-1');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/apps/survey-and-raffle/app-1/overview'),
    );
    expect(await screen.findByText('Not built yet')).toBeInTheDocument();
    expect(screen.getByText('survey-overview')).toBeInTheDocument();
  });

  it('sends a path that exists in another bundle but not in this one to not-found', async () => {
    sessionStore.set({ token: validToken, loginType: 'client' });
    const router = renderAt('/apps/survey-and-raffle/app-1/meta-ad');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });
});
