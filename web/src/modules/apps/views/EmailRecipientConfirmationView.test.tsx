import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmailRecipientConfirmMutation } from '../graphql/settings';
import { renderScreen } from '../testing/render';
import EmailRecipientConfirmationView from './EmailRecipientConfirmationView';

const PATTERN = '/support-email-recipient-confirmation/:confirmationToken';

describe('EmailRecipientConfirmationView', () => {
  it('confirms the token once on load and names the address and the store', async () => {
    const confirmed = vi.fn(() => ({
      data: {
        emailRecipientConfirm: {
          __typename: 'EmailRecipientConfirmPayload' as const,
          email: 'help@nena.ph',
          appName: 'Sari-Sari ni Nena',
        },
      },
    }));
    renderScreen(<EmailRecipientConfirmationView />, {
      mocks: [
        {
          request: {
            query: EmailRecipientConfirmMutation,
            variables: { input: { confirmationToken: 'tok-1' } },
          },
          result: confirmed,
          maxUsageCount: 2,
        },
      ],
      path: '/support-email-recipient-confirmation/tok-1',
      pattern: PATTERN,
    });
    expect(await screen.findByText('help@nena.ph is confirmed for Sari-Sari ni Nena')).toBeInTheDocument();
    expect(confirmed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login/client');
  });

  it("shows the server's message for a used or expired link", async () => {
    renderScreen(<EmailRecipientConfirmationView />, {
      mocks: [
        {
          request: {
            query: EmailRecipientConfirmMutation,
            variables: { input: { confirmationToken: 'old' } },
          },
          result: {
            errors: [
              { message: 'Confirmation link is invalid or has expired', extensions: { code: 'NOT_FOUND' } },
            ],
          },
        },
      ],
      path: '/email-recipient-confirmation/old',
      pattern: '/email-recipient-confirmation/:confirmationToken',
    });
    expect(await screen.findByText('Confirmation link is invalid or has expired')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Confirmation failed' })).toBeInTheDocument();
  });
});
