import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { countedName, TopBar, type TopBarAppActions, userMenuName } from './TopBar';

const app = (over: Partial<TopBarAppActions> = {}): TopBarAppActions => ({
  storeHref: '/store/app-1',
  launched: true,
  onInbox: vi.fn(),
  inboxUnread: 3,
  inboxBusy: false,
  onNotifications: vi.fn(),
  notificationsUnread: 0,
  ...over,
});

function renderBar(actions: TopBarAppActions, initials = 'MS') {
  render(
    <MemoryRouter>
      <TopBar
        title="Suki Demo Store"
        logoTo="/apps"
        app={actions}
        user={{ initials, imageUrl: null, onOpen: vi.fn() }}
      />
    </MemoryRouter>,
  );
}

describe('TopBar names (WCAG 2.5.3: the visible text is part of the name)', () => {
  it('names the badge buttons with their count and the user button with its initials', () => {
    renderBar(app({ inboxUnread: 3, notificationsUnread: 120 }));
    expect(screen.getByRole('button', { name: 'Inbox, 3 unread' })).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Notifications, 99+ unread' })).toHaveTextContent('99+');
    expect(screen.getByRole('button', { name: 'MS, account menu' })).toHaveTextContent('MS');
  });

  it('drops the count from the name when the badge shows none', () => {
    expect(countedName('Inbox', 0)).toBe('Inbox');
    expect(userMenuName('')).toBe('Account menu');
  });

  it('keeps the inbox button focusable while the store status is checked, and ignores presses', async () => {
    const user = userEvent.setup();
    const actions = app({ inboxBusy: true });
    renderBar(actions);
    const inbox = screen.getByRole('button', { name: /^Inbox/ });
    inbox.focus();
    expect(inbox).toHaveFocus();
    expect(inbox).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(actions.onInbox).not.toHaveBeenCalled();
  });
});
