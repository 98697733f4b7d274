import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_BASE, renderScreen } from '../../apps/testing/render';
import { transactionFeeText } from '../components/OrderDetails/OrderDetails';
import { detailsOrder, listOrder, orderAppMock, orderByTxnMock, ordersMock } from '../testing/fixtures';
import OrdersView from './OrdersView';

const open = (order: ReturnType<typeof detailsOrder>) =>
  renderScreen(<OrdersView />, {
    path: `${APP_BASE}/orders/history?txn=${order.transactionNumber}`,
    pattern: '/apps/:key/:appUUID/*',
    mocks: [
      orderAppMock(false),
      ordersMock([listOrder({ uuid: order.uuid, transactionNumber: order.transactionNumber })], {
        status: null,
      }),
      orderByTxnMock(order),
    ],
  });

describe("Suki's transaction fee on the order page", () => {
  it('reads the fee in pesos: on the monthly bill once completed, nothing before', () => {
    expect(transactionFeeText(1_000)).toBe('₱10.00 on your monthly Suki bill');
    expect(transactionFeeText(0)).toBe('₱0.00 (charged once completed)');
  });

  it("shows a completed order's fee with its payment details", async () => {
    const order = detailsOrder({ status: 'completed', transactionFee: 1_000, nextStatuses: [] });
    open(order);
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Transaction fee')).toBeInTheDocument();
    expect(within(payment).getByText('₱10.00 on your monthly Suki bill')).toBeInTheDocument();
  });

  it('shows ₱0.00 for an order not completed yet', async () => {
    open(detailsOrder({ status: 'pending', transactionFee: 0 }));
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('₱0.00 (charged once completed)')).toBeInTheDocument();
  });
});
