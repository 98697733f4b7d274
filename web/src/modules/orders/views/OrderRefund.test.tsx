import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { schemaChecked } from '../../../lib/testing/schema';
import { APP_BASE, renderScreen } from '../../apps/testing/render';
import { refundText } from '../components/OrderDetails/OrderDetails';
import { OrderRefundMutation } from '../graphql/orders';
import { orderActions } from '../orderActions';
import { detailsOrder, listOrder, orderAppMock, orderByTxnMock, ordersMock } from '../testing/fixtures';
import OrdersView from './OrdersView';

const PAID_ONLINE = detailsOrder({
  paymentMethod: 'online',
  paymentStatus: 'pay_success',
  status: 'for_delivery',
  nextStatuses: ['completed', 'cancelled'],
  nextPaymentStatuses: [],
  canRefund: true,
});

describe('refunds of orders paid online', () => {
  it('offers Refund payment, with the amount, only where the order may be refunded', () => {
    const [refund] = orderActions({ nextStatuses: [], nextPaymentStatuses: [], refundable: '₱290.00' });
    expect(refund).toMatchObject({ kind: 'refund', label: 'Refund payment', danger: true });
    expect(refund?.confirm?.message).toMatch(
      /^Send ₱290\.00 back to the customer through the payment provider\?/,
    );
    expect(orderActions({ nextStatuses: [], nextPaymentStatuses: [], refundable: null })).toEqual([]);
    expect(refundText({ amount: 29_000, status: 'pending' })).toBe(
      '₱290.00 on its way back to the customer (waiting for the payment provider)',
    );
    expect(refundText({ amount: 29_000, status: 'succeeded' })).toBe('₱290.00 refunded');
    expect(
      refundText({
        amount: 29_000,
        status: 'failed',
        failureMessage: 'The payment provider could not refund this amount.',
      }),
    ).toBe('₱290.00 not refunded: The payment provider could not refund this amount.');
  });

  it('asks first, sends the refund to the provider and shows it on its way', async () => {
    const user = userEvent.setup();
    const asked = detailsOrder({
      ...PAID_ONLINE,
      canRefund: false,
      refund: { amount: 29_000, status: 'pending', failureMessage: null },
    });
    const history = { status: null };
    renderScreen(<OrdersView />, {
      path: `${APP_BASE}/orders/history?txn=261121-7KQ2XM`,
      pattern: '/apps/:key/:appUUID/*',
      mocks: [
        orderAppMock(false),
        ordersMock([listOrder({ uuid: 'o-1', transactionNumber: '261121-7KQ2XM' })], history),
        orderByTxnMock(PAID_ONLINE),
        schemaChecked({
          request: { query: OrderRefundMutation, variables: { input: { uuid: PAID_ONLINE.uuid } } },
          result: { data: { orderRefund: asked } },
        }),
        ordersMock([listOrder({ uuid: 'o-1', transactionNumber: '261121-7KQ2XM' })], history),
      ],
    });
    const group = await screen.findByRole('group', { name: 'Order actions' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark as completed', 'Cancel order', 'Refund payment']);
    expect(screen.getByText('Paid online (card or e-wallet)')).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Refund payment' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Send ₱290.00 back to the customer through the payment provider?');
    await user.click(within(dialog).getByRole('button', { name: 'Refund payment' }));
    expect(
      await screen.findByText(
        'Refund sent to the payment provider. The order shows Refunded once it confirms.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('₱290.00 on its way back to the customer (waiting for the payment provider)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund payment' })).not.toBeInTheDocument();
  });
});
