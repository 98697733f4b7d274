import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COLD_START, store, storefrontMock } from '../testing/fixtures';
import { renderStoreAt } from '../testing/render';

describe('a store that takes no orders', () => {
  it('shows customers its name and the reason in plain words, with the maintenance message, and no catalogue or checkout', async () => {
    const closed = store({
      open: false,
      notice: 'This store is under maintenance and is not taking orders right now',
      maintenanceMessage: 'Back on Monday with new flavours!',
    });
    renderStoreAt('/store/app-1/checkout', [storefrontMock(closed)]);
    expect(
      await screen.findByText(
        'This store is under maintenance and is not taking orders right now.',
        {},
        COLD_START,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Aling Nena' })).toBeInTheDocument();
    expect(screen.getByText('Back on Monday with new flavours!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /place order/i })).not.toBeInTheDocument();
  });

  it("shows the store's own team the whole store under a preview notice", async () => {
    const preview = store({
      open: true,
      preview: true,
      notice: 'This store has not opened yet, so it is not taking orders',
    });
    renderStoreAt('/store/app-1', [storefrontMock(preview)]);
    expect(
      await screen.findByText(
        'Preview for your team: This store has not opened yet, so it is not taking orders. Customers see a notice instead of your store.',
        {},
        COLD_START,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Please come back later/)).not.toBeInTheDocument();
  });
});
