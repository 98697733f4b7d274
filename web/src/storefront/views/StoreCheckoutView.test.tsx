import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CALABARZON, CAVITE, IMUS, NCR } from '../../lib/psgc/fixtures';
import { schemaChecked } from '../../lib/testing/schema';
import { cartStorageKey } from '../cart';
import { StoreCheckoutMutation, StoreDeliveryQuoteQuery } from '../graphql/storefront';
import { deliveryPlaceMocks, MAKATI } from '../testing/deliveryPlaces';
import {
  CART_ITEMS,
  COLD_START,
  method,
  STORE_UUID,
  seedCart,
  store,
  storefrontMock,
} from '../testing/fixtures';
import { renderStoreAt } from '../testing/render';

const renderCheckout = (mocks: MockLink.MockedResponse[], search = '') =>
  renderStoreAt(`/store/${STORE_UUID}/checkout${search}`, [...deliveryPlaceMocks, ...mocks]);

const placed = (input: object, result: MockLink.MockedResponse['result']) =>
  schemaChecked({ request: { query: StoreCheckoutMutation, variables: { input } }, result });

const BASE_INPUT = {
  appUuid: STORE_UUID,
  items: CART_ITEMS,
  customerName: 'Liza Reyes',
  mobileNumber: '9171234567',
  remarks: null,
};

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /Name/ }, COLD_START), 'Liza Reyes');
  await user.type(screen.getByRole('textbox', { name: /Mobile Number/ }), '09171234567');
}

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(label) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('StoreCheckoutView', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    seedCart();
  });

  it('sends the cart in centavos with the pickup method, the ten-digit mobile and the Messenger link, then empties the cart and shows the transaction number', async () => {
    const user = userEvent.setup();
    const s = store({
      shippingMethods: [
        method('m-pick', 'pickup', 'Store pickup'),
        method('m-flat', 'flat_rate', 'Rider', 5_000),
      ],
    });
    renderCheckout(
      [
        storefrontMock(s),
        placed(
          {
            ...BASE_INPUT,
            fulfillment: 'pickup',
            shippingMethodUuid: 'm-pick',
            regionCode: null,
            provinceCode: null,
            cityCode: null,
            streetAddress: null,
            paymentMethod: 'bank_transfer',
            pageRecipientUuid: 'r-2468',
          },
          {
            data: {
              storeCheckout: {
                __typename: 'StoreCheckoutPayload',
                transactionNumber: '261121-7KQ2XM',
                total: 53_000,
                status: 'pending',
                payBy: null,
                discounts: [],
              },
            },
          },
        ),
      ],
      '?recipient=r-2468',
    );
    await fillContact(user);
    await user.click(screen.getByRole('radio', { name: 'Rider (₱50.00)' }));
    expect(screen.getByLabelText('Delivery fee')).toHaveTextContent('₱50.00');
    expect(screen.getByLabelText('Total')).toHaveTextContent('₱580.00');
    await user.click(screen.getByRole('radio', { name: 'Store pickup' }));
    expect(screen.getByText('Pick up at 12 Mabini St, Imus')).toBeInTheDocument();
    expect(screen.getByLabelText('Total')).toHaveTextContent('₱530.00');
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByLabelText('Transaction number')).toHaveTextContent('261121-7KQ2XM');
    expect(screen.getByText('Total: ₱530.00')).toBeInTheDocument();
    expect(localStorage.getItem(cartStorageKey(STORE_UUID))).toBeNull();
  });

  it("adds the delivery area's fee and the tax to the totals and sends the address", async () => {
    const user = userEvent.setup();
    const s = store({}, { deliveryFeeType: 'delivery_area', additionalTax: 1_200 });
    const codes = { regionCode: CALABARZON.code, provinceCode: CAVITE.code, cityCode: IMUS.code };
    const quote = (cityCode: string | null) =>
      schemaChecked({
        request: { query: StoreDeliveryQuoteQuery, variables: { appUuid: STORE_UUID, ...codes, cityCode } },
        result: {
          data: {
            storeDeliveryQuote: {
              __typename: 'StoreDeliveryQuote',
              delivers: true,
              message: null,
              areaName: 'Cavite',
              deliveryFee: 8_000,
              leadTimeMinDays: 1,
              leadTimeMaxDays: 3,
            },
          },
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      });
    renderCheckout([
      storefrontMock(s),
      quote(null),
      quote(IMUS.code),
      placed(
        {
          ...BASE_INPUT,
          fulfillment: 'delivery',
          shippingMethodUuid: null,
          ...codes,
          streetAddress: '12 Mabini St',
          paymentMethod: 'cod',
        },
        {
          data: {
            storeCheckout: {
              __typename: 'StoreCheckoutPayload',
              transactionNumber: '261121-AAAAAA',
              total: 67_360,
              status: 'pending',
              payBy: null,
              discounts: [],
            },
          },
        },
      ),
    ]);
    await fillContact(user);
    await user.click(screen.getByRole('radio', { name: 'Delivery' }));
    await pick(user, 'Region', CALABARZON.name);
    await pick(user, 'Province', CAVITE.name);
    await pick(user, 'City', IMUS.name);
    await user.type(screen.getByRole('textbox', { name: /street/ }), '12 Mabini St');
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    expect(await screen.findByText('Arrives in 1–3 days')).toBeInTheDocument();
    expect(screen.getByLabelText('Delivery fee')).toHaveTextContent('₱80.00');
    expect(screen.getByLabelText('Tax')).toHaveTextContent('₱63.60');
    expect(screen.getByLabelText('Total')).toHaveTextContent('₱673.60');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByLabelText('Transaction number')).toHaveTextContent('261121-AAAAAA');
  });

  it('offers only where the store delivers, and asks for a Metro Manila city once', async () => {
    const user = userEvent.setup();
    const s = store({}, { deliveryFeeType: 'delivery_area' });
    const codes = { regionCode: NCR.code, provinceCode: MAKATI.code, cityCode: MAKATI.code };
    renderCheckout([
      storefrontMock(s),
      schemaChecked({
        request: { query: StoreDeliveryQuoteQuery, variables: { appUuid: STORE_UUID, ...codes } },
        result: {
          data: {
            storeDeliveryQuote: {
              __typename: 'StoreDeliveryQuote',
              delivers: true,
              message: null,
              areaName: 'Metro Manila',
              deliveryFee: 8_000,
              leadTimeMinDays: 1,
              leadTimeMaxDays: 2,
            },
          },
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      }),
    ]);
    await fillContact(user);
    await user.click(screen.getByRole('radio', { name: 'Delivery' }));
    await user.click(screen.getByRole('combobox', { name: /Region/ }));
    const regions = await screen.findAllByRole('option');
    expect(regions.map((o) => o.textContent)).toEqual([CALABARZON.name, NCR.name]);
    await user.click(screen.getByRole('option', { name: NCR.name }));
    // Metro Manila's cities are province-level places: one picker, no province to choose first.
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /Province/ })).toBeNull());
    await pick(user, 'City', MAKATI.name);
    expect(await screen.findByText('Arrives in 1–2 days')).toBeInTheDocument();
    expect(screen.getByLabelText('Delivery fee')).toHaveTextContent('₱80.00');
  });

  it("shows the server's field messages next to their fields and names the product that ran out", async () => {
    const user = userEvent.setup();
    const s = store({ shippingMethods: [method('m-pick', 'pickup', 'Store pickup')] });
    const input = {
      ...BASE_INPUT,
      fulfillment: 'pickup',
      shippingMethodUuid: 'm-pick',
      regionCode: null,
      provinceCode: null,
      cityCode: null,
      streetAddress: null,
      paymentMethod: 'e_wallet',
    };
    const refusal = (fields: Record<string, string>) =>
      placed(input, {
        errors: [{ message: Object.values(fields)[0] ?? '', extensions: { code: 'BAD_USER_INPUT', fields } }],
      });
    renderCheckout([
      storefrontMock(s),
      refusal({ mobileNumber: 'Mobile Number is invalid' }),
      refusal({ items: 'Out of stock: Tee (M)' }),
    ]);
    await fillContact(user);
    await user.click(screen.getByRole('radio', { name: 'E-wallet' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const mobile = screen.getByRole('textbox', { name: /Mobile Number/ });
    expect(await screen.findByText('Mobile Number is invalid')).toBeInTheDocument();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = await screen.findByText('Out of stock: Tee (M)');
    expect(within(alert.closest('[role="alert"]') as HTMLElement).getByText(/Tee \(M\)/)).toBeInTheDocument();
    expect(localStorage.getItem(cartStorageKey(STORE_UUID))).not.toBeNull();
  });
});
