import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detailsOrder } from '../../testing/fixtures';
import { OrderTotals } from './OrderSections';

describe('OrderTotals', () => {
  it('shows each discount line, its title, code and amount off, above the total', () => {
    const order = detailsOrder({
      discount: 5_000,
      total: 19_000,
      discounts: [
        { title: 'Payday Sale', code: 'PAYDAY', amount: 3_000 },
        { title: 'Buy 2 get 1', code: null, amount: 2_000 },
      ],
    });
    render(<OrderTotals order={order} />);
    const totals = screen.getByLabelText('Totals');
    expect(within(totals).getByText('Payday Sale (PAYDAY)')).toBeInTheDocument();
    expect(within(totals).getByText('-₱30.00')).toBeInTheDocument();
    expect(within(totals).getByText('Buy 2 get 1')).toBeInTheDocument();
    expect(within(totals).getByText('-₱20.00')).toBeInTheDocument();
    expect(within(totals).queryByText('Discount')).not.toBeInTheDocument();
    expect(within(totals).getByText('₱190.00')).toBeInTheDocument();
  });

  it('keeps the one Discount line of an order without promotion lines', () => {
    render(<OrderTotals order={detailsOrder({ discount: 1_000, discounts: [] })} />);
    expect(within(screen.getByLabelText('Totals')).getByText('Discount')).toBeInTheDocument();
  });
});
