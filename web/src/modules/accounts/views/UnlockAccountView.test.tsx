import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountUnlockMutation, EmailConfirmMutation } from '../graphql/auth';
import { resetLinkActions } from '../hooks/useLinkAction';
import { renderScreen } from '../testing/harness';
import EmailConfirmationView from './EmailConfirmationView';
import UnlockAccountView from './UnlockAccountView';

// These tests type into whole forms; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const INVALID = 'This link is invalid or has expired';

beforeEach(() => resetLinkActions());

describe('UnlockAccountView', () => {
  it('unlocks once on opening, even when React mounts the page twice', async () => {
    let calls = 0;
    renderScreen(<UnlockAccountView />, {
      strict: true,
      path: '/unlock-account/:unlockToken',
      at: '/unlock-account/u-1',
      mocks: [
        {
          request: { query: AccountUnlockMutation, variables: { input: { unlockToken: 'u-1' } } },
          result: () => {
            calls += 1;
            return { data: { accountUnlock: { __typename: 'SuccessPayload', success: true } } };
          },
          maxUsageCount: 2,
        },
      ],
    });
    expect(screen.getByText('Unlocking your account…')).toBeInTheDocument();
    expect(await screen.findByText('Your account is unlocked. You can sign in again.')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it("shows the server's message for a used or expired link", async () => {
    renderScreen(<UnlockAccountView />, {
      path: '/unlock-account/:unlockToken',
      at: '/unlock-account/u-2',
      mocks: [
        {
          request: { query: AccountUnlockMutation, variables: { input: { unlockToken: 'u-2' } } },
          result: {
            errors: [
              { message: INVALID, extensions: { code: 'BAD_USER_INPUT', fields: { unlockToken: INVALID } } },
            ],
          },
        },
      ],
    });
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset your password instead' })).toHaveAttribute(
      'href',
      '/login/client?mode=forgot',
    );
  });
});

describe('EmailConfirmationView', () => {
  it('confirms the address and offers sign-in to a visitor', async () => {
    renderScreen(<EmailConfirmationView />, {
      path: '/email-confirmation/:confirmationToken',
      at: '/email-confirmation/c-1',
      mocks: [
        {
          request: { query: EmailConfirmMutation, variables: { input: { confirmationToken: 'c-1' } } },
          result: { data: { emailConfirm: { __typename: 'EmailConfirmPayload', email: 'nena@sari.ph' } } },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Email confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/nena@sari.ph is confirmed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login/client');
  });

  it("shows the server's message when the link is no good", async () => {
    renderScreen(<EmailConfirmationView />, {
      path: '/email-confirmation/:confirmationToken',
      at: '/email-confirmation/c-2',
      mocks: [
        {
          request: { query: EmailConfirmMutation, variables: { input: { confirmationToken: 'c-2' } } },
          result: { errors: [{ message: INVALID, extensions: { code: 'BAD_USER_INPUT' } }] },
        },
      ],
    });
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
  });
});
