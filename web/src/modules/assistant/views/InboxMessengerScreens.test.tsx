import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appSetupMock } from '../../apps/testing/mocks';
import { APP_BASE, renderScreen } from '../../apps/testing/render';
import { MessengerNotificationRecipientRemoveMutation } from '../../notifications/graphql/messenger';
import {
  messengerRecipientsMock,
  OPT_IN_URL,
  optInUrlMock,
} from '../../notifications/testing/messengerMocks';
import InboxInviteView from './InboxInviteView';
import InboxMessengerNotificationView from './InboxMessengerNotificationView';

describe('inbox-manager-messenger-notification', () => {
  it('removes a recipient and links to the invite screen', async () => {
    const user = userEvent.setup();
    renderScreen(<InboxMessengerNotificationView />, {
      mocks: [
        appSetupMock({ myRole: 'owner' }),
        messengerRecipientsMock(),
        {
          request: {
            query: MessengerNotificationRecipientRemoveMutation,
            variables: { input: { uuid: 'r-2' } },
          },
          result: {
            data: { messengerNotificationRecipientRemove: { __typename: 'RemovedPayload', uuid: 'r-2' } },
          },
        },
      ],
      path: `${APP_BASE}/inbox/messenger-notification`,
      pattern: '/apps/:key/:appUUID/inbox/messenger-notification',
    });
    expect(screen.getByRole('link', { name: 'Invite page admins' })).toHaveAttribute(
      'href',
      `${APP_BASE}/inbox/invite`,
    );
    await screen.findByRole('listitem', { name: 'Lito Cruz' });
    await user.click(await screen.findByRole('button', { name: 'Remove Lito Cruz' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove recipient' });
    expect(dialog).toHaveTextContent('Do you want to remove this recipient?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Recipient Successfully removed!')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Messenger recipients' }))
          .getAllByRole('listitem')
          .map((li) => li.getAttribute('aria-label')),
      ).toEqual(['Nena Santos']),
    );
  });
});

describe('inbox-manager-invite', () => {
  it('shows the opt-in link with Copy', async () => {
    const user = userEvent.setup();
    renderScreen(<InboxInviteView />, {
      mocks: [optInUrlMock()],
      path: `${APP_BASE}/inbox/invite`,
      pattern: '/apps/:key/:appUUID/inbox/invite',
    });
    expect(await screen.findByRole('textbox', { name: 'Opt-in link' })).toHaveValue(OPT_IN_URL);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Opt-in link copied')).toBeInTheDocument();
  });
});
