import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { schemaChecked } from '../../lib/testing/schema';
import { cartStorageKey, loadCart } from '../cart';
import { StoreOrderQuery } from '../graphql/storefront';
import { COLD_START, STORE_UUID, seedCart, store, storefrontMock, storeOrder } from '../testing/fixtures';
import { renderStoreAt } from '../testing/render';

describe('order status page', () => {
  it("asks for the order's mobile number, then shows its status and payment status", async () => {
    const user = userEvent.setup();
    const lookup = (mobile: string, result: MockLink.MockedResponse['result']) =>
      schemaChecked({
        request: {
          query: StoreOrderQuery,
          variables: { appUuid: STORE_UUID, transactionNumber: '261121-7KQ2XM', mobile },
        },
        result,
      });
    renderStoreAt(`/store/${STORE_UUID}/orders/261121-7KQ2XM`, [
      storefrontMock(store()),
      lookup('9170000000', { errors: [{ message: 'Order not found', extensions: { code: 'NOT_FOUND' } }] }),
      lookup('9171234567', { data: { storeOrder: storeOrder() } }),
    ]);
    const mobile = await screen.findByRole('textbox', { name: /Mobile Number/ }, COLD_START);
    await user.click(screen.getByRole('button', { name: 'Show my order' }));
    expect(screen.getByText('Mobile Number is required')).toBeInTheDocument();
    await user.type(mobile, '09170000000');
    await user.click(screen.getByRole('button', { name: 'Show my order' }));
    expect(
      await screen.findByText('We could not find an order with this number and mobile number.'),
    ).toBeInTheDocument();
    await user.clear(mobile);
    await user.type(mobile, '09171234567');
    await user.click(screen.getByRole('button', { name: 'Show my order' }));
    expect(await screen.findByText('Order: For Delivery')).toBeInTheDocument();
    expect(screen.getByText('Payment: For Confirmation')).toBeInTheDocument();
    expect(screen.getByText('The store is checking your deposit slip.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send deposit slip' })).not.toBeInTheDocument();
    expect(screen.getByText('₱610.00')).toBeInTheDocument();
  });
});

describe('cart page', () => {
  beforeEach(() => {
    localStorage.clear();
    seedCart();
  });

  it('edits quantities up to the units left, updates the subtotal, and keeps the minimum purchase', async () => {
    const user = userEvent.setup();
    renderStoreAt(`/store/${STORE_UUID}/cart`, [storefrontMock(store({}, { requiredAmount: 100_000 }))]);
    expect(await screen.findByLabelText('Subtotal', {}, COLD_START)).toHaveTextContent('₱530.00');
    expect(screen.getByText('The minimum purchase is ₱1,000.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('aria-disabled', 'true');
    const more = screen.getByRole('button', { name: 'More Quantity of Tee (M)' });
    for (let i = 0; i < 3; i++) await user.click(more);
    expect(screen.getByLabelText('Subtotal')).toHaveTextContent('₱1,280.00');
    // At the ceiling it stays focusable: a keyboard user pressing it is not dropped to the page.
    expect(more).toHaveAttribute('aria-disabled', 'true');
    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveFocus();
    expect(loadCart(localStorage, STORE_UUID).lines[0]?.quantity).toBe(5);
    expect(screen.queryByText(/minimum purchase/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Tee (M)' }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(localStorage.getItem(cartStorageKey(STORE_UUID))).toBeNull();
  });
});
