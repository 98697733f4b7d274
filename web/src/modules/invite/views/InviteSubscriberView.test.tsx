import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScreenInfoContext } from '../../../app/screens/ScreenInfo';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import { MessengerInviteUrlQuery } from '../graphql/invite';
import InviteSubscriberView from './InviteSubscriberView';

const LINK = 'https://m.me/100000000000001?ref=suki-invite';
const mock = (url: string | null) => ({
  request: { query: MessengerInviteUrlQuery, variables: { appUuid: APP_UUID } },
  result: { data: { messengerInviteUrl: url } },
});
const renderView = (url: string | null) =>
  renderScreen(
    <ScreenInfoContext.Provider
      value={{ name: 'invite-subscriber', title: 'Invite Subscribers', pattern: '' }}
    >
      <InviteSubscriberView />
    </ScreenInfoContext.Provider>,
    {
      mocks: [mock(url)],
      path: `${APP_BASE}/invite-subscriber`,
      pattern: '/apps/:key/:appUUID/invite-subscriber',
    },
  );

describe('Invite Subscribers', () => {
  it("shows the page's invitation link and its QR code, and copies the link", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderView(LINK);
    expect(await screen.findByRole('textbox', { name: 'Invitation link' })).toHaveValue(LINK);
    expect(screen.getByRole('img', { name: 'QR code of the invitation link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in Messenger' })).toHaveAttribute('href', LINK);
    await user.click(screen.getByRole('button', { name: 'Copy Invitation link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText('Copied.')).toBeInTheDocument();
  });

  it('asks to connect a Facebook page first when none is connected', async () => {
    renderView(null);
    expect(await screen.findByText(/Connect your Facebook page first/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect page' })).toHaveAttribute(
      'href',
      expect.stringContaining('/settings'),
    );
    expect(screen.queryByRole('img', { name: 'QR code of the invitation link' })).not.toBeInTheDocument();
  });
});
