import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, useApolloClient } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountType } from '../../generated/graphql';
import { SESSION_STORAGE_KEY, sessionStore } from '../../lib/session';
import { AppsQuery } from '../../modules/apps/graphql/apps';
import { AlertBanner } from '../../shell/alert/AlertBanner';
import { AlertProvider, useAlert } from '../../shell/alert/AlertContext';
import { ShellUiProvider, useShellUi } from '../../shell/ShellUiContext';
import { createApollo } from '../apollo';
import { testUser, validToken } from '../testing/session';
import { IDLE_OVERRIDE_KEY } from './idleLimit';
import { EXPIRED_AT_KEY, SessionProvider, useSession } from './SessionContext';

/*
 * The session's logout and expiry (document 1 §4) through the console's real Apollo client, with
 * the server played by a fetch stub. A probe shows what the shell would: where the user is, who is
 * signed in and which drawers are open.
 */

interface Call {
  operationName: string;
  variables: Record<string, unknown>;
  authorization: string | null;
}

/** Answers the console's POSTs to /graphql: `me` is the given user; Apps refuses the session. */
function stubServer(role: AccountType): Call[] {
  const calls: Call[] = [];
  const answers: Record<string, unknown> = {
    Me: { data: { me: testUser({ role }) } },
    DestroyAuthToken: {
      data: {
        destroyAuthToken: {
          __typename: 'DestroyAuthTokenPayload',
          generatedTokenLog: { __typename: 'GeneratedTokenLog', uuid: 'log-1' },
        },
      },
    },
    Apps: { errors: [{ message: 'Expired access token', extensions: { code: 'UNAUTHENTICATED' } }] },
  };
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    // Queries arrive batched (an array, BatchHttpLink), mutations alone: answered in the same shape.
    const sent = JSON.parse(String(init.body)) as Omit<Call, 'authorization'> | Omit<Call, 'authorization'>[];
    const answer = (body: Omit<Call, 'authorization'>) => {
      calls.push({
        operationName: body.operationName,
        variables: body.variables,
        authorization: new Headers(init.headers).get('authorization'),
      });
      return answers[body.operationName] ?? { errors: [{ message: `unexpected ${body.operationName}` }] };
    };
    const answered = Array.isArray(sent) ? sent.map(answer) : answer(sent);
    return new Response(JSON.stringify(answered), { headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

function Probe() {
  const session = useSession();
  const ui = useShellUi();
  const alert = useAlert();
  const client = useApolloClient();
  const { pathname } = useLocation();
  const open = [ui.navOpen && 'navigation', ui.userDrawerOpen && 'user settings'].filter(Boolean);
  return (
    <>
      <output aria-label="Path">{pathname}</output>
      <output aria-label="Signed in as">{session.me?.fullName ?? ''}</output>
      <output aria-label="Open drawers">{open.join(', ')}</output>
      <button
        type="button"
        onClick={() => {
          ui.setNavOpen(true);
          ui.setUserDrawerOpen(true);
        }}
      >
        Open drawers
      </button>
      <button type="button" onClick={() => alert.success('Store Successfully created!')}>
        Save
      </button>
      <button type="button" onClick={() => void session.logout()}>
        Logout
      </button>
      <button
        type="button"
        onClick={() =>
          void client
            .query({ query: AppsQuery, variables: { first: 50 }, fetchPolicy: 'network-only' })
            .catch(() => undefined)
        }
      >
        Refresh stores
      </button>
    </>
  );
}

function renderSession(role: AccountType): { client: ApolloClient; calls: Call[] } {
  const calls = stubServer(role);
  sessionStore.set({ token: validToken, loginType: role });
  const { client } = createApollo();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ShellUiProvider>
            <SessionProvider>
              <Probe />
            </SessionProvider>
          </ShellUiProvider>
        ),
      },
    ],
    { initialEntries: ['/apps'] },
  );
  render(
    <ApolloProvider client={client}>
      <AlertProvider>
        <RouterProvider router={router} />
        <AlertBanner />
      </AlertProvider>
    </ApolloProvider>,
  );
  return { client, calls };
}

const output = (name: string) => screen.getByRole('status', { name });

/** Cache entries holding the signed-in user's data. */
function userEntries(client: ApolloClient): string[] {
  const snapshot = client.extract();
  const keys = typeof snapshot === 'object' && snapshot !== null ? Object.keys(snapshot) : [];
  return keys.filter((key) => key.startsWith('User:'));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('SessionProvider logout', () => {
  it('signs the token out on the server, clears alerts, storage, drawers and cache, then opens the client login', async () => {
    const user = userEvent.setup();
    localStorage.setItem(IDLE_OVERRIDE_KEY, '3000');
    localStorage.setItem('suki.paymentReminder.dismissed', 'app-1');
    const { client, calls } = renderSession('client');
    await waitFor(() => expect(output('Signed in as')).toHaveTextContent('Maria Santos'));
    expect(userEntries(client)).toEqual(['User:{"uuid":"u1"}']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Store Successfully created!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open drawers' }));
    expect(output('Open drawers')).toHaveTextContent('navigation, user settings');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(output('Path')).toHaveTextContent('/login/client'));
    expect(calls.filter((c) => c.operationName === 'DestroyAuthToken')).toEqual([
      {
        operationName: 'DestroyAuthToken',
        variables: { input: { token: validToken } },
        authorization: `Bearer ${validToken}`,
      },
    ]);
    expect(screen.queryByText('Store Successfully created!')).not.toBeInTheDocument();
    expect(output('Open drawers')).toBeEmptyDOMElement();
    expect(output('Signed in as')).toBeEmptyDOMElement();
    expect(userEntries(client)).toEqual([]);
    // Local storage is emptied, except the documented idle-limit test key.
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('suki.paymentReminder.dismissed')).toBeNull();
    expect(localStorage.getItem(IDLE_OVERRIDE_KEY)).toBe('3000');
    expect(localStorage.length).toBe(1);
  });

  it.each<[AccountType, string]>([
    ['affiliate', '/login/affiliate'],
    ['affiliate_manager', '/login/affiliate'],
    ['store_manager', '/login/client'],
  ])('sends a signed-out %s to %s', async (role, path) => {
    const user = userEvent.setup();
    renderSession(role);
    await waitFor(() => expect(output('Signed in as')).toHaveTextContent('Maria Santos'));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(output('Path')).toHaveTextContent(path));
    expect(sessionStore.get()).toBeNull();
  });
});

describe('SessionProvider expiry', () => {
  it('ends a session the server refuses: drawers close, "Expired access token" shows, back to the root', async () => {
    const user = userEvent.setup();
    const { client, calls } = renderSession('client');
    await waitFor(() => expect(output('Signed in as')).toHaveTextContent('Maria Santos'));
    await user.click(screen.getByRole('button', { name: 'Open drawers' }));
    expect(output('Open drawers')).toHaveTextContent('navigation, user settings');

    await user.click(screen.getByRole('button', { name: 'Refresh stores' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Expired access token');
    await waitFor(() => expect(output('Path')).toHaveTextContent(/^\/$/));
    expect(output('Open drawers')).toBeEmptyDOMElement();
    expect(sessionStore.get()).toBeNull();
    expect(userEntries(client)).toEqual([]);
    // The server already refused the token: expiry is local, with no sign-out call.
    expect(calls.map((c) => c.operationName)).not.toContain('DestroyAuthToken');
  });

  it('says "Expired access token" again when the page reloads just after the session expired, and only then', async () => {
    stubServer('client');
    sessionStorage.setItem(EXPIRED_AT_KEY, String(Date.now() - 2_000));
    const { client } = createApollo();
    const page = () => (
      <ApolloProvider client={client}>
        <AlertProvider>
          <RouterProvider
            router={createMemoryRouter(
              [
                {
                  path: '*',
                  element: (
                    <ShellUiProvider>
                      <SessionProvider>
                        <Probe />
                      </SessionProvider>
                    </ShellUiProvider>
                  ),
                },
              ],
              { initialEntries: ['/'] },
            )}
          />
          <AlertBanner />
        </AlertProvider>
      </ApolloProvider>
    );
    const first = render(page());
    expect(await screen.findByRole('alert')).toHaveTextContent('Expired access token');
    first.unmount();
    // A later reload: the notice was shown once and is gone.
    render(page());
    await waitFor(() => expect(output('Path')).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
