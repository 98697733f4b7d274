import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_BASE } from '../../apps/testing/render';
import {
  countsMock,
  detailsOrder,
  orderAppMock,
  orderByTxnMock,
  ordersMock,
  paymentUpdateMock,
  statusUpdateMock,
} from '../testing/fixtures';
import { FIRST, HISTORY, renderOrders } from '../testing/render';

afterEach(() => vi.unstubAllGlobals());

describe('OrdersView: order details (?txn=)', () => {
  it('opens the order of ?txn= from the notification link, with items, totals, customer and timeline', async () => {
    const order = detailsOrder();
    renderOrders(`${APP_BASE}/orders/history?txn=261121-7KQ2XM`, [
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
    renderOrders(`${APP_BASE}/orders/history?txn=261121-7KQ2XM`, [
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
    renderOrders(`${APP_BASE}/orders/pending?txn=261121-7KQ2XM`, [
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
    renderOrders(`${APP_BASE}/orders/history?txn=261121-7KQ2XM`, [
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
    renderOrders(`${APP_BASE}/orders/history?txn=261121-7KQ2XM`, [
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
    renderOrders(`${APP_BASE}/orders/history?txn=NOPE`, [
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
    renderOrders(`${APP_BASE}/orders/history?txn=261121-7KQ2XM`, [
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
