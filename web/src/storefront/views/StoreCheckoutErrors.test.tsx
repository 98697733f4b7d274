import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { deliveryPlaceMocks } from '../testing/deliveryPlaces';
import { COLD_START, method, STORE_UUID, seedCart, store, storefrontMock } from '../testing/fixtures';
import { renderStoreAt } from '../testing/render';

/** Two ways to get the order, so neither is chosen for the shopper. */
const twoMethods = () =>
  store({
    shippingMethods: [
      method('m-pick', 'pickup', 'Store pickup'),
      method('m-flat', 'flat_rate', 'Rider', 5_000),
    ],
  });

describe('StoreCheckoutView errors, for keyboard and screen-reader users', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    seedCart();
  });

  it('ties the delivery and payment errors to their groups and moves focus to the first one', async () => {
    const user = userEvent.setup();
    renderStoreAt(`/store/${STORE_UUID}/checkout`, [...deliveryPlaceMocks, storefrontMock(twoMethods())]);
    await user.type(await screen.findByRole('textbox', { name: /Name/ }, COLD_START), 'Liza Reyes');
    await user.type(screen.getByRole('textbox', { name: /Mobile Number/ }), '09171234567');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const shipping = screen.getByRole('radiogroup', { name: 'Delivery or pickup' });
    const payment = screen.getByRole('radiogroup', { name: 'Payment' });
    await waitFor(() => expect(shipping).toHaveAttribute('aria-invalid', 'true'));
    expect(shipping).toHaveAccessibleDescription('Please select a delivery option');
    expect(payment).toHaveAttribute('aria-invalid', 'true');
    expect(payment).toHaveAccessibleDescription('Please select a payment method');
    expect(screen.getByRole('radio', { name: 'Store pickup' })).toHaveFocus();

    // Answering the first moves the second to the front: the next submit focuses the payment group.
    await user.click(screen.getByRole('radio', { name: 'Store pickup' }));
    expect(shipping).toHaveAttribute('aria-invalid', 'false');
    expect(shipping).not.toHaveAccessibleDescription('Please select a delivery option');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toHaveFocus());
  });

  it('says nothing about fields the keyboard only passed through until the order is placed', async () => {
    const user = userEvent.setup();
    renderStoreAt(`/store/${STORE_UUID}/checkout`, [...deliveryPlaceMocks, storefrontMock(twoMethods())]);
    const name = await screen.findByRole('textbox', { name: /Name/ }, COLD_START);
    await user.click(name);
    await user.tab();
    await user.tab();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'false');

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
  });
});
