import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { bundles } from '../../../../bundles';
import { schemaChecked } from '../../../../lib/testing/schema';
import { APP_UUID, renderScreen } from '../../../apps/testing/render';
import { OrderRemindersQuery } from '../../graphql/orders';
import { dismissedToday, manilaToday, orderRoutesOf } from '../../orderReminders';
import { OrderReminders } from './OrderReminders';

const BASE = `/apps/ecommerce-b2c/${APP_UUID}`;

const remindersMock = (
  pending: { pendingCount: number; completeBy: string } | null,
  advance: string[] = [],
): MockLink.MockedResponse =>
  schemaChecked({
    request: { query: OrderRemindersQuery, variables: { appUuid: APP_UUID } },
    result: {
      data: {
        pendingOrdersReminder: pending ? { __typename: 'PendingOrdersReminder', ...pending } : null,
        fetchAdvanceOrdersForToday: advance.map((txn, i) => ({
          __typename: 'AdvanceOrder',
          uuid: `o-${i}`,
          transactionNumber: txn,
        })),
      },
    },
  });

const renderReminders = (mocks: MockLink.MockedResponse[], blocked = false) =>
  renderScreen(<OrderReminders appUuid={APP_UUID} bundle={bundles['ecommerce-b2c']} blocked={blocked} />, {
    mocks,
    path: `${BASE}/overview`,
    pattern: '/apps/:key/:appUUID/*',
  });

afterEach(() => localStorage.clear());

describe('OrderReminders', () => {
  it('reminds of pending orders with the deadline, then tells of today’s advance orders without blocking, each until tomorrow', async () => {
    renderReminders([
      remindersMock({ pendingCount: 3, completeBy: '2026-12-08' }, ['261130-AB12CD', '261130-EF34GH']),
    ]);
    const pending = await screen.findByRole('dialog', { name: 'Pending orders' });
    expect(pending).toHaveTextContent(
      'You have 3 pending orders. Please complete or cancel them before December 8.',
    );
    expect(screen.getByRole('link', { name: 'View pending orders' })).toHaveAttribute(
      'href',
      `${BASE}/orders/pending`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(dismissedToday(localStorage, 'pending', APP_UUID, manilaToday())).toBe(true);

    const advance = await screen.findByRole('status', { name: 'Advance orders for today' });
    expect(advance).toHaveTextContent('These 2 orders were placed for today: 261130-AB12CD, 261130-EF34GH');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: '261130-AB12CD' })).toHaveAttribute(
      'href',
      `${BASE}/orders/history?txn=261130-AB12CD`,
    );
    await userEvent.click(screen.getByRole('link', { name: 'View advance orders' }));
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Advance orders for today' })).toBeNull(),
    );
    expect(screen.getByLabelText('Current path')).toHaveTextContent(`${BASE}/orders/pending/advance`);
    expect(dismissedToday(localStorage, 'advance', APP_UUID, manilaToday())).toBe(true);
  });

  it('stays closed when the server has no reminder, when seen today, or while another dialog is open', async () => {
    const { unmount } = renderReminders([remindersMock(null, [])]);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    localStorage.setItem(`suki.orders.reminder.pending.${APP_UUID}`, manilaToday());
    const seen = renderReminders([
      remindersMock({ pendingCount: 1, completeBy: '2026-12-08' }, ['261130-AB12CD']),
    ]);
    expect(await screen.findByRole('status', { name: 'Advance orders for today' })).toHaveTextContent(
      'This order was placed for today:',
    );
    expect(screen.queryByRole('dialog', { name: 'Pending orders' })).toBeNull();
    seen.unmount();

    localStorage.clear();
    renderReminders([remindersMock({ pendingCount: 1, completeBy: '2026-12-08' })], true);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('finds each bundle’s order routes, and none where a bundle has no orders', () => {
    const names = (key: keyof typeof bundles) => bundles[key].routes.map((r) => r.name);
    expect(orderRoutesOf(names('ecommerce-b2c'))).toEqual({
      tracker: 'ecommerce-orders-by-status',
      history: 'ecommerce-order-history',
    });
    expect(orderRoutesOf(names('survey-and-raffle'))).toBeNull();
  });
});
