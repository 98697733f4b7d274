import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_BASE, renderScreen } from '../../apps/testing/render';
import {
  countsMock,
  detailsOrder,
  listOrder,
  orderAppMock,
  orderByTxnMock,
  ordersMock,
  paymentUpdateMock,
  statusUpdateMock,
} from '../testing/fixtures';
import OrdersView from './OrdersView';

const PATTERN = '/apps/:key/:appUUID/*';
const FIRST = listOrder({ uuid: 'o-1', transactionNumber: '261121-7KQ2XM' });
const SECOND = listOrder({
  uuid: 'o-2',
  transactionNumber: '261120-AB12CD',
  customerName: 'Maria Clara',
  createdAt: '2026-11-20T15:05:00.000Z',
  total: 123_456,
  paymentStatus: 'pay_success',
});
const HISTORY = { status: null };

const renderAt = (path: string, mocks: Parameters<typeof renderScreen>[1]['mocks']) =>
  renderScreen(<OrdersView />, { mocks, path, pattern: PATTERN });

afterEach(() => vi.unstubAllGlobals());

describe('OrdersView: the order tracker', () => {
  it('shows a tab per status with its count and the orders of the status, and moves between tabs', async () => {
    const user = userEvent.setup();
    renderAt(`${APP_BASE}/orders/pending`, [
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
    renderAt(`${APP_BASE}/orders/for_delivery/advance`, [
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
    renderAt(`${APP_BASE}/orders/history`, [
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
    renderAt(`${APP_BASE}/orders/history`, [
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
    renderAt(`${APP_BASE}/orders/history`, [
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
    renderAt(`${APP_BASE}/orders/history`, [
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
    renderAt(MALL, [orderAppMock(false), ordersMock([SECOND], HISTORY)]);
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
    renderAt(`${APP_BASE}/orders/history`, [orderAppMock(false), ordersMock([FIRST], HISTORY)]);
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
    renderAt(`${APP_BASE}/orders/pending`, [
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

describe('OrdersView: order details (?txn=)', () => {
  it('opens the order of ?txn= from the notification link, with items, totals, customer and timeline', async () => {
    const order = detailsOrder();
    renderAt(`${APP_BASE}/orders/history?txn=261121-7KQ2XM`, [
      orderAppMock(false),
      ordersMock([FIRST], HISTORY),
      orderByTxnMock(order),
    ]);
    expect(await screen.findByRole('heading', { name: 'Order 261121-7KQ2XM' })).toBeInTheDocument();
    const items = screen.getByRole('table', { name: 'Items' });
    expect(within(items).getByText('Halo-halo (Large)')).toBeInTheDocument();
    expect(within(items).getByText('+ Extra Leche × 1 (₱0.00)')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Totals')).getByText('₱290.00')).toBeInTheDocument();
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(within(customer).getByText('+63 917 555 0101')).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('12 Mabini St, Quezon City, Metro Manila, NCR')).toBeInTheDocument();
    expect(within(delivery).getByText('Please call on arrival')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Payment' })).getByText('Bank transfer'),
    ).toBeInTheDocument();
    expect(within(screen.getByLabelText('Order timeline')).getByText('Placed')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Orders', hidden: true })).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute(
      'href',
      `${APP_BASE}/orders/history`,
    );
  });

  it('shows on the timeline what became of each Messenger update, an unreached customer as a warning', async () => {
    const entry = (kind: 'status' | 'messenger', at: string, extra: Record<string, string | null>) => ({
      __typename: 'OrderTimelineEntry' as const,
      kind,
      status: null,
      note: null,
      outcome: null,
      at,
      ...extra,
    });
    const notReached =
      'The customer could not be reached on Messenger: more than 24 hours since their last message and the page has no approved update template.';
    const order = detailsOrder({
      timeline: [
        entry('status', '2026-11-21T02:30:00.000Z', { status: 'pending' }),
        entry('messenger', '2026-11-21T02:30:00.000Z', { note: 'Update sent on Messenger', outcome: 'sent' }),
        entry('status', '2026-11-23T02:30:00.000Z', { status: 'for_delivery' }),
        entry('messenger', '2026-11-23T02:30:00.000Z', { note: notReached, outcome: 'not_reached' }),
      ] as ReturnType<typeof detailsOrder>['timeline'],
    });
    renderAt(`${APP_BASE}/orders/history?txn=261121-7KQ2XM`, [
      orderAppMock(false),
      ordersMock([FIRST], HISTORY),
      orderByTxnMock(order),
    ]);
    const timeline = await screen.findByLabelText('Order timeline');
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Placed',
      'Update sent on Messenger',
      'For Delivery',
      notReached,
    ]);
    expect(items.map((li) => li.getAttribute('data-tone'))).toEqual([
      'status',
      'messenger',
      'status',
      'warning',
    ]);
  });

  it('offers only the allowed moves, asks before cancelling, and says the order was updated', async () => {
    const user = userEvent.setup();
    const order = detailsOrder();
    const cancelled = detailsOrder({ status: 'cancelled', nextStatuses: [] });
    const cancel = statusUpdateMock(order, 'cancelled', cancelled);
    renderAt(`${APP_BASE}/orders/pending?txn=261121-7KQ2XM`, [
      orderAppMock(false),
      countsMock({ pending: 1 }),
      ordersMock([FIRST]),
      orderByTxnMock(order),
      cancel,
      ordersMock([]),
      countsMock({ cancelled: 1 }),
    ]);
    const group = await screen.findByRole('group', { name: 'Order actions' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Confirm for delivery', 'Cancel order', 'Confirm payment', 'Ask to reupload payment']);
    await user.click(within(group).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Do you want to cancel this order?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(cancel.called()).toBe(false);
    await user.click(await within(group).findByRole('button', { name: 'Cancel order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order Successfully updated!')).toBeInTheDocument();
    expect(cancel.called()).toBe(true);
    const actions = await screen.findByRole('group', { name: 'Order actions' });
    expect(within(actions).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('confirms a payment at once, and shows a refused move in the server’s words', async () => {
    const user = userEvent.setup();
    const order = detailsOrder();
    renderAt(`${APP_BASE}/orders/history?txn=261121-7KQ2XM`, [
      orderAppMock(false),
      ordersMock([FIRST], HISTORY),
      orderByTxnMock(order),
      paymentUpdateMock(
        order,
        'pay_success',
        detailsOrder({ paymentStatus: 'pay_success', nextPaymentStatuses: ['refund_success'] }),
      ),
      ordersMock([FIRST], HISTORY),
      statusUpdateMock(order, 'for_delivery', {
        errors: 'The order status cannot change from Cancelled to For Delivery',
      }),
      orderByTxnMock(detailsOrder({ paymentStatus: 'pay_success', nextPaymentStatuses: ['refund_success'] })),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('Order Successfully updated!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Refund payment' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm for delivery' }));
    expect(
      await screen.findByText('The order status cannot change from Cancelled to For Delivery'),
    ).toBeInTheDocument();
  });

  it('shows the deposit slip the customer sent, to check before confirming the payment', async () => {
    const slip = '/uploads/deposit-slips/app-1/slip-1-thumb.webp';
    const order = detailsOrder({
      paymentMethod: 'bank_transfer',
      paymentStatus: 'for_confirmation',
      nextPaymentStatuses: ['pay_success', 'for_reupload'],
      depositSlipUrl: slip,
    });
    renderAt(`${APP_BASE}/orders/history?txn=261121-7KQ2XM`, [
      orderAppMock(false),
      ordersMock([FIRST], HISTORY),
      orderByTxnMock(order),
    ]);
    expect(await screen.findByRole('img', { name: 'Deposit slip sent by the customer' })).toHaveAttribute(
      'src',
      slip,
    );
    expect(screen.getByRole('link', { name: 'Open the deposit slip' })).toHaveAttribute('href', slip);
    expect(screen.getByRole('button', { name: 'Confirm payment' })).toBeInTheDocument();
  });

  it('says in plain words when the order of ?txn= is not in this store', async () => {
    const { OrderByTransactionNumberQuery } = await import('../graphql/orders');
    const { APP_UUID } = await import('../../apps/testing/render');
    renderAt(`${APP_BASE}/orders/history?txn=NOPE`, [
      orderAppMock(false),
      ordersMock([FIRST], HISTORY),
      {
        request: {
          query: OrderByTransactionNumberQuery,
          variables: { appUuid: APP_UUID, transactionNumber: 'NOPE' },
        },
        result: { errors: [{ message: 'Order not found', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    expect(await screen.findByText(/We could not find order NOPE in this store/)).toBeInTheDocument();
  });

  it('opens a print-friendly packing slip with the store, customer, address and quantities', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderAt(`${APP_BASE}/orders/history?txn=261121-7KQ2XM`, [
      orderAppMock(false),
      ordersMock([FIRST], HISTORY),
      orderByTxnMock(detailsOrder()),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Print packing slip' }));
    const slip = await screen.findByRole('dialog');
    expect(within(slip).getByText('Lola’s Kakanin')).toBeInTheDocument();
    const list = within(slip).getByRole('table', { name: 'Packing list' });
    expect(within(list).getByText('Halo-halo (Large)')).toBeInTheDocument();
    expect(within(list).getByText('2')).toBeInTheDocument();
    expect(within(slip).queryByText('₱240.00')).not.toBeInTheDocument();
    await user.click(within(slip).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
