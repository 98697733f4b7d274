import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../app/apollo';
import type { MemberRole } from '../../../generated/graphql';
import { appSetupMock } from '../../apps/testing/mocks';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import {
  MessengerNotificationRecipientRemoveMutation,
  PageUtilityTemplatesSyncMutation,
} from '../graphql/messenger';
import {
  LITO,
  messengerRecipientsMock,
  NENA,
  OPT_IN_URL,
  optInUrlMock,
  pageTemplates,
  pageTemplatesMock,
} from '../testing/messengerMocks';
import NotificationMessengerView from './NotificationMessengerView';

function renderMessenger(
  role: MemberRole,
  mocks: MockLink.MockedResponse[],
  templates: MockLink.MockedResponse = pageTemplatesMock(),
) {
  return renderScreen(<NotificationMessengerView />, {
    mocks: [appSetupMock({ myRole: role }), templates, ...mocks],
    path: `${APP_BASE}/notifications/fb-messenger`,
    pattern: '/apps/:key/:appUUID/notifications/fb-messenger',
    cache: createCache(), // App and Page by uuid, as in the console
  });
}

const names = () =>
  within(screen.getByRole('list', { name: 'Messenger recipients' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

describe('NotificationMessengerView (Notification Manager, FB Messenger tab)', () => {
  it('lists the opted-in page admins, latest first, under the manager tabs', async () => {
    renderMessenger('owner', [messengerRecipientsMock(), optInUrlMock()]);
    const lito = await screen.findByRole('listitem', { name: 'Lito Cruz' });
    expect(names()).toEqual(['Lito Cruz', 'Nena Santos']);
    expect(within(lito).getByText(/Opted in 2026-03-04 12:00 pm/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'FB Messenger' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute(
      'href',
      `${APP_BASE}/notifications/email`,
    );
  });

  it('removes a recipient after "Do you want to remove this recipient?"', async () => {
    const user = userEvent.setup();
    renderMessenger('admin', [
      messengerRecipientsMock(),
      optInUrlMock(),
      {
        request: {
          query: MessengerNotificationRecipientRemoveMutation,
          variables: { input: { uuid: 'r-1' } },
        },
        result: {
          data: { messengerNotificationRecipientRemove: { __typename: 'RemovedPayload', uuid: 'r-1' } },
        },
      },
    ]);
    await screen.findByRole('listitem', { name: 'Nena Santos' });
    await user.click(await screen.findByRole('button', { name: 'Remove Nena Santos' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove recipient' });
    expect(dialog).toHaveTextContent('Do you want to remove this recipient?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Recipient Successfully removed!')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Lito Cruz']));
  });

  it("shows the server's message when removing fails and keeps the recipient", async () => {
    const user = userEvent.setup();
    renderMessenger('owner', [
      messengerRecipientsMock(),
      optInUrlMock(),
      {
        request: {
          query: MessengerNotificationRecipientRemoveMutation,
          variables: { input: { uuid: 'r-2' } },
        },
        result: { errors: [{ message: 'Recipient not found', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    await screen.findByRole('listitem', { name: 'Lito Cruz' });
    await user.click(await screen.findByRole('button', { name: 'Remove Lito Cruz' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove recipient' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText('Recipient not found')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Lito Cruz', 'Nena Santos']));
  });

  it('copies the opt-in link to share with page admins', async () => {
    const user = userEvent.setup();
    renderMessenger('owner', [messengerRecipientsMock([]), optInUrlMock()]);
    expect(await screen.findByText(/No page admins have opted in yet/)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Opt-in link' })).toHaveValue(OPT_IN_URL);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Opt-in link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(OPT_IN_URL);
  });

  it('explains that a Facebook page must be connected before there is a link', async () => {
    renderMessenger('owner', [messengerRecipientsMock([]), optInUrlMock(null)]);
    expect(await screen.findByText(/Connect a Facebook Page to this store first/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  });

  it('lets a store manager see the recipients without removing them', async () => {
    renderMessenger('store_manager', [messengerRecipientsMock(), optInUrlMock()]);
    await screen.findByRole('listitem', { name: 'Nena Santos' });
    expect(await screen.findByText(/Only the store owner and admins can remove/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('says which admins notifications no longer reach, and why', async () => {
    renderMessenger('owner', [
      messengerRecipientsMock([
        {
          ...NENA,
          unreachableSince: '2026-03-04T04:00:00Z',
          unreachableReason:
            'more than 24 hours since their last message and the page has no approved store_notification template',
        },
        { ...LITO, lastReachedAt: '2026-03-04T05:00:00Z', reachableUntil: '2999-01-01T00:00:00Z' },
      ]),
      optInUrlMock(),
    ]);
    const nena = await screen.findByRole('listitem', { name: 'Nena Santos' });
    expect(within(nena).getByTestId('messenger-reach')).toHaveTextContent(
      'Not reachable on Messenger since 2026-03-04 12:00 pm: more than 24 hours since their last message and the page has no approved store_notification template',
    );
    const lito = screen.getByRole('listitem', { name: 'Lito Cruz' });
    expect(within(lito).getByTestId('messenger-reach')).toHaveTextContent('Last reached 2026-03-04 01:00 pm');
  });

  it("shows what goes out after 24 hours from the page's templates, and checks them again", async () => {
    const user = userEvent.setup();
    renderMessenger('owner', [
      messengerRecipientsMock([]),
      optInUrlMock(),
      {
        request: { query: PageUtilityTemplatesSyncMutation, variables: { input: { appUuid: APP_UUID } } },
        result: { data: { pageUtilityTemplatesSync: pageTemplates(false) } },
      },
    ]);
    const uses = await screen.findByRole('list', { name: 'After 24 hours' });
    expect(uses).toHaveTextContent(
      'Order updates after 24 hours: Sent with the approved template order_update (en)',
    );
    expect(uses).toHaveTextContent(
      'Notifications to page admins after 24 hours: No approved store_notification template',
    );
    // The button follows the member's role, which arrives with the app's setup, not with the templates.
    await user.click(await screen.findByRole('button', { name: 'Check templates again' }));
    expect(await screen.findByText('Templates updated from Messenger')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'After 24 hours' })).toHaveTextContent(
        'Order updates after 24 hours: No approved order_update template: not sent',
      ),
    );
  });

  it('lets a store manager see the templates without checking them again', async () => {
    renderMessenger('store_manager', [messengerRecipientsMock([]), optInUrlMock()]);
    expect(await screen.findByRole('list', { name: 'After 24 hours' })).toBeInTheDocument();
    // Once the role is known (the recipients panel says so), no button to check the templates again.
    expect(await screen.findByText(/Only the store owner and admins can remove/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check templates again' })).not.toBeInTheDocument();
  });
});
