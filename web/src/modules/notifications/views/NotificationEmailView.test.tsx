import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MemberRole } from '../../../generated/graphql';
import { AppResendVerificationEmailMutation } from '../../apps/graphql/settings';
import { appSetupMock, unverifiedMocks } from '../../apps/testing/mocks';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import {
  NotificationEmailRecipientAddMutation,
  NotificationEmailRecipientRemoveMutation,
  NotificationEmailRecipientsQuery,
  NotificationTestSendMutation,
} from '../graphql/settings';
import NotificationEmailView from './NotificationEmailView';

const recipient = (email: string, verified: boolean) => ({
  __typename: 'EmailRecipient' as const,
  email,
  verified,
});

function recipientsMock(list = [recipient('owner@nena.ph', true), recipient('ops@nena.ph', false)]) {
  return {
    request: { query: NotificationEmailRecipientsQuery, variables: { appUuid: APP_UUID } },
    result: { data: { notificationEmailRecipients: list } },
  };
}

function renderEmail(role: MemberRole = 'owner', extra: Parameters<typeof renderScreen>[1]['mocks'] = []) {
  return renderScreen(<NotificationEmailView />, {
    mocks: [appSetupMock({ myRole: role }), recipientsMock(), ...unverifiedMocks([], []), ...extra],
    path: `${APP_BASE}/notifications/email`,
    pattern: '/apps/:key/:appUUID/notifications/email',
  });
}

const row = (email: string) => screen.getByRole('listitem', { name: email });

/** The list and the manager's form come from two queries; wait for both. */
async function loaded() {
  await screen.findByRole('listitem', { name: 'ops@nena.ph' });
  await screen.findByLabelText('Email');
}

describe('NotificationEmailView (Notification Manager, Email tab)', () => {
  it('lists recipients, unverified first, with their verification chips and tabs to both channels', async () => {
    renderEmail();
    await loaded();
    const emails = within(screen.getByRole('list', { name: 'Email recipients' }))
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('aria-label'));
    expect(emails).toEqual(['ops@nena.ph', 'owner@nena.ph']);
    expect(within(row('ops@nena.ph')).getByText('Unverified')).toBeInTheDocument();
    expect(within(row('ops@nena.ph')).getByRole('button', { name: 'Resend' })).toBeInTheDocument();
    expect(within(row('owner@nena.ph')).getByText('Verified')).toBeInTheDocument();
    expect(within(row('owner@nena.ph')).queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'FB Messenger' })).toHaveAttribute(
      'href',
      `${APP_BASE}/notifications/fb-messenger`,
    );
  });

  it('validates the address before sending it', async () => {
    const user = userEvent.setup();
    renderEmail();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Add email' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'OWNER@nena.ph');
    expect(screen.getByText('Email has already been taken')).toBeInTheDocument();
  });

  it('adds an address as unverified and says the verification email went out', async () => {
    const user = userEvent.setup();
    renderEmail('owner', [
      {
        request: {
          query: NotificationEmailRecipientAddMutation,
          variables: { input: { appUuid: APP_UUID, email: 'new@nena.ph' } },
        },
        result: { data: { notificationEmailRecipientAdd: recipient('new@nena.ph', false) } },
      },
    ]);
    await loaded();
    await user.type(screen.getByLabelText('Email'), ' new@nena.ph ');
    await user.click(screen.getByRole('button', { name: 'Add email' }));
    expect(await screen.findByText('Email Verification Sent')).toBeInTheDocument();
    expect(within(row('new@nena.ph')).getByText('Unverified')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it("shows the server's field message under the field", async () => {
    const user = userEvent.setup();
    renderEmail('owner', [
      {
        request: {
          query: NotificationEmailRecipientAddMutation,
          variables: { input: { appUuid: APP_UUID, email: 'taken@nena.ph' } },
        },
        result: {
          errors: [
            {
              message: 'Email has already been taken',
              extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Email has already been taken' } },
            },
          ],
        },
      },
    ]);
    await loaded();
    await user.type(screen.getByLabelText('Email'), 'taken@nena.ph');
    await user.click(screen.getByRole('button', { name: 'Add email' }));
    const field = screen.getByLabelText('Email');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Email has already been taken'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes an address after "Do you want to remove this email?"', async () => {
    const user = userEvent.setup();
    renderEmail('owner', [
      {
        request: {
          query: NotificationEmailRecipientRemoveMutation,
          variables: { input: { appUuid: APP_UUID, email: 'ops@nena.ph' } },
        },
        result: {
          data: {
            notificationEmailRecipientRemove: {
              __typename: 'NotificationEmailRecipientRemovePayload',
              email: 'ops@nena.ph',
            },
          },
        },
      },
    ]);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Remove ops@nena.ph' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove email' });
    expect(dialog).toHaveTextContent('Do you want to remove this email?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Email Successfully removed!')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'ops@nena.ph' })).not.toBeInTheDocument();
  });

  it('resends the verification email of an unverified address', async () => {
    const user = userEvent.setup();
    renderEmail('owner', [
      {
        request: {
          query: AppResendVerificationEmailMutation,
          variables: { appUuid: APP_UUID, supportEmail: 'ops@nena.ph' },
        },
        result: { data: { appResendVerificationEmail: { __typename: 'App', uuid: APP_UUID } } },
      },
    ]);
    await user.click(
      await within(await screen.findByRole('listitem', { name: 'ops@nena.ph' })).findByRole('button', {
        name: 'Resend',
      }),
    );
    expect(await screen.findByText('Email Verification Sent')).toBeInTheDocument();
  });

  it('sends a test notification', async () => {
    const user = userEvent.setup();
    renderEmail('admin', [
      {
        request: { query: NotificationTestSendMutation, variables: { input: { appUuid: APP_UUID } } },
        result: { data: { notificationTestSend: { __typename: 'Notification', uuid: 't-1' } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByText(/Test notification sent/)).toBeInTheDocument();
  });

  it('lets a store manager read the list without changing it', async () => {
    renderEmail('store_manager');
    await screen.findByRole('listitem', { name: 'ops@nena.ph' });
    expect(await screen.findByText(/Only the store owner and admins/)).toBeInTheDocument(); // the role has loaded
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a test notification' })).not.toBeInTheDocument();
  });
});
