import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createCache } from '../../../../app/apollo';
import { APP_BASE, APP_UUID, renderScreen } from '../../../apps/testing/render';
import {
  ConnectedPageQuery,
  FacebookLoginCompleteMutation,
  FacebookPageConnectMutation,
  FacebookPageDisconnectMutation,
} from '../../graphql/pageConnection';
import { ConnectFacebookPage } from './ConnectFacebookPage';

const PATH = `${APP_BASE}/settings/page-subscription/facebook`;
const PAGE = {
  __typename: 'Page' as const,
  uuid: 'p-1',
  fbPageId: '6112345678901',
  name: 'Demo Merchant Shop',
  photoUrl: '/fake-meta/pictures/6112345678901.svg',
  subscribed: true,
  subscribeError: null,
};
const app = (activePage: typeof PAGE | null, myRole = 'owner') => ({
  __typename: 'App' as const,
  uuid: APP_UUID,
  myRole,
  activePagePhotoUrl: activePage?.photoUrl ?? null,
  activePage,
});
const connectedMock = (activePage: typeof PAGE | null, myRole?: string) => ({
  request: { query: ConnectedPageQuery, variables: { appUuid: APP_UUID } },
  result: { data: { fetchAppByUuid: app(activePage, myRole) } },
});

function renderAt(search: string, mocks: Parameters<typeof renderScreen>[1]['mocks'], onConnected = vi.fn()) {
  renderScreen(<ConnectFacebookPage appUuid={APP_UUID} onConnected={onConnected} />, {
    mocks,
    path: `${PATH}${search}`,
    pattern: '/apps/:key/:appUUID/settings/page-subscription/facebook',
    cache: createCache(),
  });
  return onConnected;
}

describe('ConnectFacebookPage', () => {
  it('offers to connect a page when none is connected', async () => {
    renderAt('', [connectedMock(null)]);
    expect(await screen.findByRole('heading', { name: 'No Facebook page connected' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Facebook page' })).toBeEnabled();
  });

  it('back from Facebook: lists the pages, connects the picked one and says so', async () => {
    const onConnected = renderAt('?metaCode=c-1&metaState=s-1', [
      connectedMock(null),
      {
        request: {
          query: FacebookLoginCompleteMutation,
          variables: { input: { appUuid: APP_UUID, code: 'c-1', state: 's-1' } },
        },
        result: {
          data: {
            facebookLoginComplete: {
              __typename: 'FacebookLogin' as const,
              uuid: 'login-1',
              expiresAt: '2026-11-25T20:00:00Z',
              pages: [
                {
                  __typename: 'FacebookPageOption' as const,
                  fbPageId: PAGE.fbPageId,
                  name: PAGE.name,
                  pictureUrl: null,
                  connectedElsewhere: false,
                },
                {
                  __typename: 'FacebookPageOption' as const,
                  fbPageId: '6112345678902',
                  name: 'Other Shop',
                  pictureUrl: null,
                  connectedElsewhere: true,
                },
              ],
            },
          },
        },
      },
      {
        request: {
          query: FacebookPageConnectMutation,
          variables: { input: { appUuid: APP_UUID, loginUuid: 'login-1', fbPageId: PAGE.fbPageId } },
        },
        result: { data: { facebookPageConnect: app(PAGE) } },
      },
    ]);
    const picker = await screen.findByRole('list', { name: "Pick your store's page" });
    expect(within(picker).getByRole('button', { name: 'Connect Other Shop' })).toBeDisabled();
    expect(within(picker).getByText('Connected to another store')).toBeInTheDocument();
    expect(screen.getByLabelText('Current path')).toHaveTextContent(PATH);
    await userEvent.click(within(picker).getByRole('button', { name: `Connect ${PAGE.name}` }));
    expect(await screen.findByText('Facebook page connected')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: PAGE.name })).toBeInTheDocument();
    expect(onConnected).toHaveBeenCalledTimes(1);
  });

  it('says plainly when the merchant cancelled the Facebook login', async () => {
    renderAt('?metaError=denied', [connectedMock(null)]);
    expect(
      await screen.findByText('Facebook login was cancelled. No page was connected.'),
    ).toBeInTheDocument();
  });

  it('shows the server message when the login is refused', async () => {
    renderAt('?metaCode=c-2&metaState=bad', [
      connectedMock(null),
      {
        request: {
          query: FacebookLoginCompleteMutation,
          variables: { input: { appUuid: APP_UUID, code: 'c-2', state: 'bad' } },
        },
        result: {
          errors: [
            {
              message: 'This Facebook login has expired or was not started here. Please try again.',
              extensions: { code: 'BAD_USER_INPUT' },
            },
          ],
        },
      },
    ]);
    expect(
      await screen.findByText('This Facebook login has expired or was not started here. Please try again.'),
    ).toBeInTheDocument();
  });

  it('disconnects the page after confirmation', async () => {
    renderAt('', [
      connectedMock(PAGE),
      {
        request: { query: FacebookPageDisconnectMutation, variables: { input: { appUuid: APP_UUID } } },
        result: {
          data: {
            facebookPageDisconnect: {
              __typename: 'App' as const,
              uuid: APP_UUID,
              activePagePhotoUrl: null,
              activePage: null,
            },
          },
        },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect page' });
    expect(within(dialog).getByText(`Do you want to disconnect ${PAGE.name}?`)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Facebook page disconnected')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'No Facebook page connected' })).toBeInTheDocument(),
    );
  });

  it('lets a store manager see the page but not change it', async () => {
    renderAt('', [connectedMock(PAGE, 'store_manager')]);
    expect(await screen.findByRole('heading', { name: PAGE.name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disconnect' })).not.toBeInTheDocument();
  });
});
