import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_BASE } from '../../apps/testing/render';
import { countsMock, listOrder, orderAppMock, ordersMock } from '../testing/fixtures';
import { FIRST, HISTORY, renderOrders } from '../testing/render';

const SECOND = listOrder({
  uuid: 'o-2',
  transactionNumber: '261120-AB12CD',
  customerName: 'Maria Clara',
  createdAt: '2026-11-20T15:05:00.000Z',
  total: 123_456,
  paymentStatus: 'pay_success',
});

afterEach(() => vi.unstubAllGlobals());

describe('OrdersView: the order tracker', () => {
  it('shows a tab per status with its count and the orders of the status, and moves between tabs', async () => {
    const user = userEvent.setup();
    renderOrders(`${APP_BASE}/orders/pending`, [
      orderAppMock(false),
      countsMock({ pending: 12, completed: 3 }),
      ordersMock([FIRST, SECOND], {}, { totalCount: 12 }),
      ordersMock([listOrder({ uuid: 'o-9', transactionNumber: '261101-DONE01', status: 'completed' })], {
        status: 'completed',
      }),
    ]);
    const tabs = await screen.findByRole('tablist', { name: 'Order status' });
    const pending = within(tabs).getByRole('tab', { name: /Pending/ });
    expect(pending).toHaveAttribute('aria-selected', 'true');
    expect(await within(pending).findByLabelText('12 orders')).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: /Completed/ })).toContainElement(
      within(tabs).getByLabelText('3 orders'),
    );

    const table = await screen.findByRole('table', { name: 'Orders' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getByRole('link', { name: '261121-7KQ2XM' })).toHaveAttribute(
      'href',
      `${APP_BASE}/orders/pending?txn=261121-7KQ2XM`,
    );
    expect(within(first as HTMLElement).getByText('2026-11-21 10:30 am')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('Pending Payment')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('2026-11-20 11:05 pm')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('₱1,234.56')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Paid')).toBeInTheDocument();
    expect(screen.getByLabelText('Page')).toHaveTextContent('1–2 of 12');

    await user.click(within(tabs).getByRole('tab', { name: /Completed/ }));
    expect(await screen.findByRole('link', { name: '261101-DONE01' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current path')).toHaveTextContent(`${APP_BASE}/orders/completed`);
  });

  it('lists advance orders on the advance filter, and switches it off again', async () => {
    const user = userEvent.setup();
    renderOrders(`${APP_BASE}/orders/for_delivery/advance`, [
      orderAppMock(false),
      countsMock({ for_delivery: 1 }),
      ordersMock([{ ...FIRST, status: 'for_delivery', advanceOrderDate: '2026-11-25' }], {
        status: 'for_delivery',
        advance: true,
      }),
      ordersMock([], { status: 'for_delivery' }),
    ]);
    expect(await screen.findByText('Advance order for 2026-11-25')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Advance orders only' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('No for delivery orders right now.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current path')).toHaveTextContent(`${APP_BASE}/orders/for_delivery`);
  });

  it('asks again for the search once typing pauses, and for the date range, on the order history', async () => {
    const user = userEvent.setup();
    renderOrders(`${APP_BASE}/orders/history`, [
      orderAppMock(false),
      ordersMock([FIRST, SECOND], HISTORY),
      ordersMock([SECOND], { ...HISTORY, search: 'maria' }),
      ordersMock([SECOND], { ...HISTORY, search: 'maria', from: '2026-11-20' }),
      ordersMock([], { ...HISTORY, search: 'maria', from: '2026-11-20', to: '2026-11-20' }),
    ]);
    await screen.findByRole('link', { name: '261121-7KQ2XM' });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search transaction no. or customer' }), 'maria');
    await vi.waitFor(() =>
      expect(screen.queryByRole('link', { name: '261121-7KQ2XM' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('link', { name: '261120-AB12CD' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    expect(await screen.findByRole('link', { name: '261120-AB12CD' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-20' } });
    expect(await screen.findByText('No order matches these filters.')).toBeInTheDocument();
  });

  it('narrows the list to a payment status, e.g. the deposit slips waiting to be checked', async () => {
    const user = userEvent.setup();
    renderOrders(`${APP_BASE}/orders/history`, [
      orderAppMock(false),
      ordersMock([FIRST, SECOND], HISTORY),
      ordersMock([SECOND], { ...HISTORY, paymentStatus: 'for_confirmation' }),
      ordersMock([FIRST, SECOND], HISTORY),
    ]);
    await screen.findByRole('link', { name: '261121-7KQ2XM' });
    await user.click(screen.getByRole('combobox', { name: 'Payment' }));
    await user.click(await screen.findByRole('option', { name: 'For Confirmation' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('link', { name: '261121-7KQ2XM' })).not.toBeInTheDocument(),
    );
    // The list may still be loading when the first order has gone: wait for the filtered one.
    expect(await screen.findByRole('link', { name: '261120-AB12CD' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Payment' }));
    await user.click(await screen.findByRole('option', { name: 'All payments' }));
    expect(await screen.findByRole('link', { name: '261121-7KQ2XM' })).toBeInTheDocument();
  });

  it('shows a filtered total past 10,000 as "10,000+" and the whole history exactly', async () => {
    const user = userEvent.setup();
    renderOrders(`${APP_BASE}/orders/history`, [
      orderAppMock(false),
      ordersMock([FIRST, SECOND], HISTORY, { totalCount: 1_000_000 }),
      ordersMock(
        [SECOND],
        { ...HISTORY, paymentStatus: 'pay_success' },
        { totalCount: 10_000, totalCountCapped: true },
      ),
    ]);
    await screen.findByRole('link', { name: '261121-7KQ2XM' });
    expect(screen.getByLabelText('Page')).toHaveTextContent('1–2 of 1,000,000');
    await user.click(screen.getByRole('combobox', { name: 'Payment' }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Page')).toHaveTextContent('1–1 of 10,000+'));
  });

  it('says in words when the dates are the wrong way round, and does not apply them', async () => {
    renderOrders(`${APP_BASE}/orders/history`, [
      orderAppMock(false),
      ordersMock([FIRST], HISTORY),
      ordersMock([FIRST], HISTORY),
    ]);
    await screen.findByRole('link', { name: '261121-7KQ2XM' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-21' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText('The start date should be on or before the end date')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '261121-7KQ2XM' })).toBeInTheDocument();
  });
});

describe('OrdersView: on a phone', () => {
  it('shows one card per order instead of the table, in the mall stores orders list too', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    const MALL = '/apps/mall-stores-management/app-1/orders';
    renderOrders(MALL, [orderAppMock(false), ordersMock([SECOND], HISTORY)]);
    const cards = await screen.findByRole('list', { name: 'Orders' });
    expect(within(cards).getByRole('link', { name: '261120-AB12CD' })).toHaveAttribute(
      'href',
      `${MALL}?txn=261120-AB12CD`,
    );
    expect(within(cards).getByText('₱1,234.56')).toBeInTheDocument();
    expect(within(cards).getByText('Maria Clara')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('OrdersView: export', () => {
  it('has no Export CSV where the store is not ordersExportable', async () => {
    renderOrders(`${APP_BASE}/orders/history`, [orderAppMock(false), ordersMock([FIRST], HISTORY)]);
    await screen.findByRole('link', { name: '261121-7KQ2XM' });
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('downloads the orders of the same filters where the store is ordersExportable', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:orders');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { OrdersExportCsvQuery } = await import('../graphql/orders');
    const { schemaChecked } = await import('../../../lib/testing/schema');
    const { APP_UUID } = await import('../../apps/testing/render');
    renderOrders(`${APP_BASE}/orders/pending`, [
      orderAppMock(true),
      countsMock({ pending: 1 }),
      ordersMock([FIRST]),
      schemaChecked({
        request: {
          query: OrdersExportCsvQuery,
          variables: {
            appUuid: APP_UUID,
            status: 'pending',
            paymentStatus: null,
            search: null,
            from: null,
            to: null,
            advance: null,
          },
        },
        result: { data: { ordersExportCsv: 'Transaction Number\r\n261121-7KQ2XM\r\n' } },
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
  });
});
