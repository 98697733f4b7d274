import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SavedPaymentMethodFieldsFragment } from '../../../generated/graphql';
import { PaymentMethodList } from './PaymentMethodList';

const method = (over: Partial<SavedPaymentMethodFieldsFragment>): SavedPaymentMethodFieldsFragment => ({
  uuid: 'm1',
  paymentMethodType: 'EWALLET',
  channelCode: 'GCASH',
  status: 'ACTIVE',
  statusLabel: 'Active',
  isDefault: false,
  actionUrl: null,
  failureCode: null,
  createdAt: '2026-11-25T10:00:00Z',
  billingAddress: null,
  ...over,
});

function renderList(methods: SavedPaymentMethodFieldsFragment[], busyUuid: string | null = null) {
  const onMakeDefault = vi.fn();
  const onRemove = vi.fn();
  render(
    <MemoryRouter>
      <PaymentMethodList
        methods={methods}
        busyUuid={busyUuid}
        editUrl={(uuid) => `/edit/${uuid}`}
        onMakeDefault={onMakeDefault}
        onRemove={onRemove}
      />
    </MemoryRouter>,
  );
  return { onMakeDefault, onRemove };
}

describe('PaymentMethodList', () => {
  it('marks the default and offers make default only on the other active methods', async () => {
    const user = userEvent.setup();
    const { onMakeDefault } = renderList([
      method({ uuid: 'm1', isDefault: true }),
      method({ uuid: 'm2', channelCode: 'PAYMAYA' }),
      method({
        uuid: 'm3',
        channelCode: 'BPI',
        paymentMethodType: 'DIRECT_DEBIT',
        status: 'REQUIRES_ACTION',
        statusLabel: 'Waiting for authorization',
        actionUrl: 'https://pay.test/a',
      }),
    ]);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Default')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: /make .* default/i })).toBeNull();
    expect(within(items[1] as HTMLElement).queryByText('Default')).toBeNull();
    expect(within(items[2] as HTMLElement).queryByRole('button', { name: /make .* default/i })).toBeNull();
    expect(
      within(items[2] as HTMLElement).getByRole('link', { name: 'Authorize BPI · Direct debit' }),
    ).toHaveAttribute('href', 'https://pay.test/a');
    await user.click(screen.getByRole('button', { name: 'Make Maya · E-wallet the default' }));
    expect(onMakeDefault).toHaveBeenCalledWith('m2');
  });

  it('links to edit and asks the view to confirm a removal', async () => {
    const user = userEvent.setup();
    const gcash = method({ uuid: 'm1' });
    const { onRemove } = renderList([gcash]);
    expect(screen.getByRole('link', { name: 'Edit GCash · E-wallet' })).toHaveAttribute('href', '/edit/m1');
    await user.click(screen.getByRole('button', { name: 'Remove GCash · E-wallet' }));
    expect(onRemove).toHaveBeenCalledWith(gcash);
  });

  it('holds the buttons of a method while an action runs on it', () => {
    renderList([method({ uuid: 'm1' })], 'm1');
    expect(screen.getByRole('button', { name: 'Remove GCash · E-wallet' })).toBeDisabled();
  });
});
