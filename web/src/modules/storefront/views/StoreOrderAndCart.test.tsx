import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { schemaChecked } from '../../../app/testing/schema';
import { cartStorageKey, loadCart } from '../cart';
import { StoreOrderQuery } from '../graphql/storefront';
import StorefrontApp from '../StorefrontApp';
import { STORE_UUID, seedCart, store, storefrontMock } from '../testing/fixtures';

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/store/:appUuid/*" element={<StorefrontApp />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

const order = {
  __typename: 'Order',
  uuid: 'o-1',
  transactionNumber: '261121-7KQ2XM',
  status: 'for_delivery',
  paymentStatus: 'for_confirmation',
  paymentMethod: 'bank_transfer',
  fulfillment: 'delivery',
  customerName: 'Liza Reyes',
  subtotal: 53_000,
  deliveryFee: 8_000,
  tax: 0,
  discount: 0,
  total: 61_000,
  createdAt: '2026-11-21T04:00:00.000Z',
  items: [
    {
      __typename: 'OrderItem',
      uuid: 'i-1',
      productName: 'Tee',
      variantName: 'M',
      unitPrice: 25_000,
      quantity: 2,
      lineTotal: 53_000,
      addOns: [{ __typename: 'OrderAddOn', name: 'Gift wrap', price: 3_000, quantity: 1 }],
    },
  ],
};

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
    renderAt(`/store/${STORE_UUID}/orders/261121-7KQ2XM`, [
      storefrontMock(store()),
      lookup('9170000000', { errors: [{ message: 'Order not found', extensions: { code: 'NOT_FOUND' } }] }),
      lookup('9171234567', { data: { storeOrder: order } }),
    ]);
    const mobile = await screen.findByRole('textbox', { name: /Mobile Number/ });
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
    renderAt(`/store/${STORE_UUID}/cart`, [storefrontMock(store({}, { requiredAmount: 100_000 }))]);
    expect(await screen.findByLabelText('Subtotal')).toHaveTextContent('₱530.00');
    expect(screen.getByText('The minimum purchase is ₱1,000.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('aria-disabled', 'true');
    const more = screen.getByRole('button', { name: 'More Quantity of Tee (M)' });
    for (let i = 0; i < 3; i++) await user.click(more);
    expect(screen.getByLabelText('Subtotal')).toHaveTextContent('₱1,280.00');
    expect(more).toBeDisabled();
    expect(loadCart(localStorage, STORE_UUID).lines[0]?.quantity).toBe(5);
    expect(screen.queryByText(/minimum purchase/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Tee (M)' }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(localStorage.getItem(cartStorageKey(STORE_UUID))).toBeNull();
  });
});
