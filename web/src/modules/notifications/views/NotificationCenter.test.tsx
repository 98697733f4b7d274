import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppStatusQuery } from '../../apps/graphql/apps';
import { NotificationMarkAllAsReadMutation, NotificationMarkAsReadMutation } from '../graphql/notifications';
import { dismissPaymentReminder } from '../paymentReminder';
import { APP_UUID, countMock, liveMock, notification, pageMock } from '../testing/fixtures';
import { renderCenter } from '../testing/harness';

/** The bell's badge text in the top bar ('' when hidden). */
function bellBadge(): string {
  const bell = screen.getByRole('button', { name: /^Notifications/, hidden: true });
  const badge = bell.querySelector('.MuiBadge-badge');
  // MUI keeps the last content on a hidden badge while it fades out.
  if (!badge || badge.classList.contains('MuiBadge-invisible')) return '';
  return badge.textContent ?? '';
}

const itemsIn = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');

const markAllButton = () => screen.getByRole('button', { name: 'Mark all as read' });

function markAllMock(answer: { success: boolean } | Error) {
  return {
    request: { query: NotificationMarkAllAsReadMutation, variables: { appUuid: APP_UUID } },
    ...(answer instanceof Error
      ? { error: answer }
      : {
          result: {
            data: {
              notificationMarkAllAsRead: { __typename: 'NotificationMarkAllAsReadPayload', ...answer },
            },
          },
        }),
  };
}

function markReadMock(uuid: string) {
  return {
    request: { query: NotificationMarkAsReadMutation, variables: { input: { notificationUuid: uuid } } },
    result: {
      data: {
        notificationMarkAsRead: { __typename: 'Notification', uuid, readAt: '2026-03-04T04:00:01.000Z' },
      },
    },
  };
}

afterEach(() => {
  dismissPaymentReminder();
  vi.unstubAllGlobals();
});

describe('NotificationCenter (notification drawer)', () => {
  it('lists notifications newest first in Manila day groups, unread ones marked', async () => {
    const page = [
      notification({ uuid: 'a', hoursAgo: 1, readAt: null, message: 'Newest order' }),
      notification({ uuid: 'b', hoursAgo: 5, message: 'Morning order' }),
      notification({ uuid: 'c', hoursAgo: 24, message: 'Order from yesterday' }),
      notification({ uuid: 'd', hoursAgo: 24 * 3, message: 'Order on Sunday' }),
      notification({ uuid: 'e', hoursAgo: 24 * 10, message: 'Old order' }),
    ];
    renderCenter([pageMock(page), countMock(1), liveMock(null)]);

    expect(await screen.findByRole('list', { name: 'Today' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Today', 'Yesterday', 'Last Sunday', '22/02/2026']);
    expect(itemsIn('Today')).toEqual([
      expect.stringContaining('Newest order'),
      expect.stringContaining('Morning order'),
    ]);
    expect(itemsIn('Last Sunday')).toEqual([expect.stringContaining('Order on Sunday')]);
    const newest = screen.getByRole('button', { name: /^Unread\. Juan dela Cruz Newest order/ });
    expect(within(newest).getByTestId('unread-dot')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Juan dela Cruz Morning order/ })).toBeInTheDocument();
    expect(within(newest).getByText('2026-03-04 11:00 am')).toBeInTheDocument();
    await waitFor(() => expect(bellBadge()).toBe('1'));
  });

  it('shows the customer avatar with initials, and a limit notice without avatar or name', async () => {
    renderCenter([
      pageMock([
        notification({
          uuid: 'order',
          message: 'Maria placed an order',
          pageRecipient: { name: 'Maria Clara Reyes', profilePic: null },
        }),
        notification({
          uuid: 'limit',
          category: 'limit_notice',
          limitNotice: true,
          message: 'You have used 90% of your response credits this month.',
          notificationableType: null,
          notificationable: null,
          // Even when the server names someone, a limit notice shows no one.
          pageRecipient: { name: 'Should Not Show', profilePic: null },
        }),
      ]),
      countMock(0),
      liveMock(null),
    ]);
    const order = await screen.findByRole('button', { name: /Maria placed an order/ });
    expect(within(order).getByTestId('notification-avatar')).toHaveTextContent('MR');
    expect(within(order).getByTestId('notification-name')).toHaveTextContent('Maria Clara Reyes');

    const limit = screen.getByRole('button', { name: /response credits/ });
    expect(within(limit).queryByTestId('notification-avatar')).not.toBeInTheDocument();
    expect(within(limit).queryByTestId('notification-icon')).not.toBeInTheDocument();
    expect(within(limit).queryByTestId('notification-name')).not.toBeInTheDocument();
    expect(limit).not.toHaveTextContent('Should Not Show');
  });

  it('places a live notification first and counts the badge up at once', async () => {
    const live = notification({ uuid: 'live', hoursAgo: 0, readAt: null, message: 'Live order just now' });
    renderCenter([
      pageMock([notification({ uuid: 'older', hoursAgo: 2, readAt: null, message: 'Earlier order' })]),
      countMock(3),
      liveMock(live, 150),
    ]);
    await screen.findByRole('button', { name: /Earlier order/ });
    await waitFor(() => expect(bellBadge()).toBe('3'));

    await screen.findByRole('button', { name: /Live order just now/ });
    expect(itemsIn('Today')[0]).toContain('Live order just now');
    expect(itemsIn('Today')[1]).toContain('Earlier order');
    await waitFor(() => expect(bellBadge()).toBe('4'));
    expect(screen.getByTestId('drawer-unread')).toHaveTextContent('4 unread');
  });

  it('counts live arrivals on the badge while the drawer is closed', async () => {
    renderCenter([countMock(99), liveMock(notification({ uuid: 'live', hoursAgo: 0, readAt: null }), 150)], {
      startOpen: false,
    });
    await waitFor(() => expect(bellBadge()).toBe('99'));
    await waitFor(() => expect(bellBadge()).toBe('99+'));
  });

  it('disables Mark all as read at zero unread', async () => {
    renderCenter([pageMock([notification({ uuid: 'read' })]), countMock(0), liveMock(null)]);
    await screen.findByRole('button', { name: /Order read was placed/ });
    expect(markAllButton()).toBeDisabled();
  });

  it('marks all as read after confirmation, zeroes the badge and closes the dialog', async () => {
    const user = userEvent.setup();
    renderCenter([
      pageMock([
        notification({ uuid: 'u1', hoursAgo: 1, readAt: null }),
        notification({ uuid: 'u2', hoursAgo: 2, readAt: null }),
      ]),
      countMock(2),
      liveMock(null),
      markAllMock({ success: true }),
    ]);
    await screen.findByRole('button', { name: /^Unread\. .*Order u1/ });
    await waitFor(() => expect(markAllButton()).toBeEnabled());
    await user.click(markAllButton());

    const dialog = await screen.findByRole('dialog', { name: 'Mark all as read' });
    expect(dialog).toHaveTextContent('cannot be undone');
    // Persistent: Escape does not close it.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Mark all as read' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, mark all as read' }));

    // The alert banner sits beside the modal drawer, so it is outside the accessible tree while the drawer is open.
    expect(await screen.findByRole('status', { name: '', hidden: true })).toHaveTextContent(
      'All notifications marked as read',
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Mark all as read' })).not.toBeInTheDocument(),
    );
    expect(bellBadge()).toBe('');
    expect(screen.queryAllByTestId('unread-dot')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Mark all as read', hidden: true })).toBeDisabled();
  });

  it.each([
    ['answers success: false', { success: false }],
    ['fails', new Error('network down')],
  ])('shows the failure alert and closes the dialog when the server %s', async (_case, answer) => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCenter([
      pageMock([notification({ uuid: 'u1', readAt: null })]),
      countMock(1),
      liveMock(null),
      markAllMock(answer),
    ]);
    await waitFor(() => expect(markAllButton()).toBeEnabled());
    await user.click(markAllButton());
    const dialog = await screen.findByRole('dialog', { name: 'Mark all as read' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, mark all as read' }));

    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent(
      'Failed to mark notifications as read',
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Mark all as read' })).not.toBeInTheDocument(),
    );
    expect(bellBadge()).toBe('1');
    expect(screen.getAllByTestId('unread-dot')).toHaveLength(1);
  });

  describe('infinite scroll', () => {
    let observers: Array<{ callback: IntersectionObserverCallback; element: Element | null }> = [];
    beforeEach(() => {
      observers = [];
      class FakeObserver {
        readonly entry: { callback: IntersectionObserverCallback; element: Element | null };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, element: null };
          observers.push(this.entry);
        }
        observe(element: Element) {
          this.entry.element = element;
        }
        disconnect() {
          observers = observers.filter((o) => o !== this.entry);
        }
        unobserve() {}
        takeRecords() {
          return [];
        }
      }
      vi.stubGlobal('IntersectionObserver', FakeObserver);
    });

    const scrollToBottom = () => {
      for (const { callback, element } of observers) {
        if (element)
          callback(
            [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
      }
    };

    it('requests the next page with `after` when the end of the list is reached', async () => {
      const first = Array.from({ length: 20 }, (_, i) => notification({ uuid: `p1-${i}`, hoursAgo: 1 + i }));
      const second = [notification({ uuid: 'p2-0', hoursAgo: 30, message: 'From the second page' })];
      renderCenter([
        pageMock(first, { hasNextPage: true }),
        pageMock(second, { after: 'c-p1-19', hasNextPage: false }),
        countMock(0),
        liveMock(null),
      ]);
      await screen.findByRole('button', { name: /Order p1-0 was placed/ });
      await waitFor(() => expect(observers.length).toBe(1));
      expect(screen.queryByText('From the second page')).not.toBeInTheDocument();

      scrollToBottom();
      expect(await screen.findByText('From the second page')).toBeInTheDocument();
      // The first page stays; the last page ends the scrolling.
      expect(screen.getByText('Order p1-0 was placed')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByTestId('scroll-sentinel')).not.toBeInTheDocument());
    });
  });

  it('opens an order notification: marks it read, counts down and lands on order history with txn', async () => {
    const user = userEvent.setup();
    renderCenter([
      pageMock([notification({ uuid: 'o1', readAt: null, message: 'New order SDS-1' })]),
      countMock(5, 1),
      countMock(4),
      liveMock(null),
      markReadMock('o1'),
    ]);
    await waitFor(() => expect(bellBadge()).toBe('5'));
    await user.click(await screen.findByRole('button', { name: /New order SDS-1/ }));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current location', hidden: true })).toHaveTextContent(
        '/apps/ecommerce-b2c/app-1/orders/history?txn=TXN-o1',
      ),
    );
    await waitFor(() => expect(bellBadge()).toBe('4'));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Today' })).not.toBeInTheDocument());
  });

  it('keeps the drawer and shows the blocking message when a sentiment reminder meets an unlaunched app', async () => {
    const user = userEvent.setup();
    renderCenter([
      pageMock([
        notification({
          uuid: 's1',
          hoursAgo: 1,
          category: 'negative_sentiment_reminder',
          message: 'Ana sounds upset',
          notificationableType: null,
          notificationable: null,
        }),
      ]),
      countMock(0),
      liveMock(null),
      {
        request: { query: AppStatusQuery, variables: { appUuid: APP_UUID } },
        result: {
          data: {
            appStatus: {
              __typename: 'AppStatus',
              uuid: APP_UUID,
              status: 'Unlaunched',
              maintenance: false,
              deactivated: false,
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: /Ana sounds upset/ }));
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent(
      'Your app is unlaunched. Please launch your app to use this feature.',
    );
    expect(screen.getByRole('status', { name: 'Current location', hidden: true })).toHaveTextContent(
      '/apps/ecommerce-b2c/app-1/overview',
    );
    expect(screen.getByRole('list', { name: 'Today' })).toBeInTheDocument();
  });

  it('raises the payment reminder for payment_option_deactivation and closes the drawer', async () => {
    const user = userEvent.setup();
    renderCenter([
      pageMock([
        notification({
          uuid: 'pay',
          category: 'payment_option_deactivation',
          message: 'Your temporary e-wallet gateway ends soon.',
          notificationableType: 'Billing',
          notificationable: { uuid: 'bill-1', transactionNumber: null },
          pageRecipient: null,
        }),
      ]),
      countMock(0),
      liveMock(null),
    ]);
    expect(screen.getByRole('status', { name: 'Payment reminder', hidden: true })).toHaveTextContent(
      'hidden',
    );
    await user.click(await screen.findByRole('button', { name: /gateway ends soon/ }));
    expect(screen.getByRole('status', { name: 'Payment reminder', hidden: true })).toHaveTextContent('shown');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Today' })).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'Current location', hidden: true })).toHaveTextContent(
      '/apps/ecommerce-b2c/app-1/overview',
    );
  });

  it('shows an empty state', async () => {
    renderCenter([pageMock([]), countMock(0), liveMock(null)]);
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('shows an error with Retry that loads the list again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { request } = pageMock([]);
    renderCenter([
      { request, error: new Error('offline') },
      pageMock([notification({ uuid: 'back', message: 'Back online order' })]),
      countMock(0),
      liveMock(null),
    ]);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('Something went wrong please try again later')).toBeInTheDocument();
    await user.click(retry);
    expect(await screen.findByRole('button', { name: /Back online order/ })).toBeInTheDocument();
  });
});
