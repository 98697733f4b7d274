import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../lib/session';
import { COLD_START, renderConsole } from './testing/console';
import { expiredToken, validToken } from './testing/session';

const renderAt = (path: string) => renderConsole(path).router;

afterEach(() => {
  localStorage.clear();
});

describe('console routes', () => {
  it('sends a visitor at the root to the client sign-in page', async () => {
    const router = renderAt('/');
    expect(await screen.findByLabelText('Email', {}, COLD_START)).toBeInTheDocument();
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

  it('sends a signed-in user from the sign-in page to the apps dashboard, and on to the guided setup without a store', async () => {
    sessionStore.set({ token: validToken, loginType: 'client' });
    const router = renderAt('/login/client');
    await waitFor(() => expect(router.state.location.pathname).toBe('/diy/choose-service-bundle'));
  });

  it('logs out and stays on the sign-in page when asked to re-authenticate', async () => {
    sessionStore.set({ token: validToken, loginType: 'client' });
    const { router, signedOut } = renderConsole('/login/client?reauth=true');
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  });

  it('sends a path that exists in another bundle but not in this one to not-found', async () => {
    sessionStore.set({ token: validToken, loginType: 'client' });
    const router = renderAt('/apps/survey-and-raffle/app-1/meta-ad');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });
});
