import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, installFakeXhr, pngFile, sentRequests } from '../../lib/testing/fakeXhr';
import { schemaChecked } from '../../lib/testing/schema';
import { advanceOrderRange } from '../advanceOrder';
import { DEPOSIT_SLIP_INSTRUCTION } from '../depositSlip';
import { StoreCheckoutMutation } from '../graphql/storefront';
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

const renderCheckout = (mocks: MockLink.MockedResponse[]) =>
  renderStoreAt(`/store/${STORE_UUID}/checkout`, mocks);

const PICKUP_INPUT = {
  appUuid: STORE_UUID,
  items: CART_ITEMS,
  customerName: 'Liza Reyes',
  mobileNumber: '9171234567',
  remarks: null,
  fulfillment: 'pickup',
  shippingMethodUuid: 'm-pick',
  regionCode: null,
  provinceCode: null,
  cityCode: null,
  streetAddress: null,
};

const placed = (input: object, payBy: string | null = null) =>
  schemaChecked({
    request: { query: StoreCheckoutMutation, variables: { input } },
    result: {
      data: {
        storeCheckout: {
          __typename: 'StoreCheckoutPayload',
          transactionNumber: '261121-7KQ2XM',
          total: 53_000,
          status: 'pending',
          payBy,
        },
      },
    },
  });

const pickupStore = (allowAdvanceOrder = false) =>
  store({ shippingMethods: [method('m-pick', 'pickup', 'Store pickup')], allowAdvanceOrder });

async function fillOrder(user: ReturnType<typeof userEvent.setup>, payment: string) {
  await user.type(await screen.findByRole('textbox', { name: /Name/ }, COLD_START), 'Liza Reyes');
  await user.type(screen.getByRole('textbox', { name: /Mobile Number/ }), '09171234567');
  await user.click(screen.getByRole('radio', { name: payment }));
}

describe('checkout: deposit slip and advance order', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    seedCart();
    installFakeXhr();
    // jsdom makes no object URLs for previews.
    Object.assign(URL, { createObjectURL: () => 'blob:slip', revokeObjectURL: () => undefined });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a deposit slip with bank transfer or e-wallet, and not with cash on delivery', async () => {
    const user = userEvent.setup();
    renderCheckout([storefrontMock(pickupStore())]);
    await fillOrder(user, 'Bank transfer');
    expect(screen.getByText(DEPOSIT_SLIP_INSTRUCTION)).toBeInTheDocument();
    expect(screen.getByLabelText('Deposit slip photo')).toBeInTheDocument();
    // The store's account to pay to (Payment Manager), for the method chosen only.
    const payTo = screen.getByRole('list', { name: 'Pay to' });
    expect(payTo).toHaveTextContent('BDO Unibank');
    expect(payTo).toHaveTextContent('0012 3456 7890');
    expect(payTo).not.toHaveTextContent('GCash');
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    expect(screen.queryByRole('list', { name: 'Pay to' })).not.toBeInTheDocument();
    expect(screen.queryByText(DEPOSIT_SLIP_INSTRUCTION)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Deposit slip photo')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'E-wallet' }));
    expect(screen.getByLabelText('Deposit slip photo')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Pay to' })).toHaveTextContent('+63 917 123 4567');
    expect(screen.getByRole('img', { name: 'QR code for GCash Nena Cruz' })).toHaveAttribute(
      'src',
      '/uploads/photos/app-1/qr.webp',
    );
  });

  it('uploads the slip when picked, without a session, holds the order until it arrives, then sends its uuid', async () => {
    const user = userEvent.setup();
    renderCheckout([
      storefrontMock(pickupStore()),
      placed({ ...PICKUP_INPUT, paymentMethod: 'bank_transfer', depositSlipUuid: 'slip-1' }),
    ]);
    await fillOrder(user, 'Bank transfer');
    await user.upload(screen.getByLabelText('Deposit slip photo'), pngFile('slip.png'));
    const [request] = sentRequests();
    expect(request?.url).toBe(`/uploads/deposit-slips?appUuid=${STORE_UUID}`);
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers['x-file-name']).toBe('slip.png');
    expect(screen.getByRole('img', { name: 'Your deposit slip' })).toHaveAttribute('src', 'blob:slip');
    request?.progress(50, 100);
    expect(await screen.findByText('Uploading… 50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    request?.respond(201, { uuid: 'slip-1', url: '/uploads/deposit-slips/app-1/slip-1.webp' });
    expect(await screen.findByText('Deposit slip uploaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByLabelText('Transaction number')).toHaveTextContent('261121-7KQ2XM');
  });

  it("shows the server's refusal of the photo in plain words, and removing it sends no slip", async () => {
    const user = userEvent.setup();
    renderCheckout([
      storefrontMock(pickupStore()),
      placed({ ...PICKUP_INPUT, paymentMethod: 'e_wallet' }, '2026-11-22T04:00:00.000Z'),
    ]);
    await fillOrder(user, 'E-wallet');
    await user.upload(screen.getByLabelText('Deposit slip photo'), pngFile('slip.png'));
    FakeXhr.all[0]?.respond(413, { error: 'Deposit slip should be less than 5MB' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Deposit slip should be less than 5MB');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByLabelText('Transaction number')).toHaveTextContent('261121-7KQ2XM');
    // Sent without a slip: the confirmation says by when to pay before the store cancels it.
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Please pay and send your deposit slip before 2026-11-22 12:00 pm, or the order is cancelled\. You can send it from your order page\.$/,
    );
  });

  it('drops an uploaded slip when the shopper switches to cash on delivery', async () => {
    const user = userEvent.setup();
    renderCheckout([storefrontMock(pickupStore()), placed({ ...PICKUP_INPUT, paymentMethod: 'cod' })]);
    await fillOrder(user, 'Bank transfer');
    await user.upload(screen.getByLabelText('Deposit slip photo'), pngFile('slip.png'));
    FakeXhr.all[0]?.respond(201, { uuid: 'slip-1', url: '/uploads/deposit-slips/app-1/slip-1.webp' });
    expect(await screen.findByText('Deposit slip uploaded')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByLabelText('Transaction number')).toHaveTextContent('261121-7KQ2XM');
  });

  it('offers a later date only when the store takes advance orders, and sends it as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const { min, max } = advanceOrderRange();
    const { unmount } = renderCheckout([storefrontMock(pickupStore(false))]);
    expect(await screen.findByRole('textbox', { name: /Name/ }, COLD_START)).toBeInTheDocument();
    expect(screen.queryByLabelText('Order for a later date (optional)')).not.toBeInTheDocument();
    unmount();

    renderCheckout([
      storefrontMock(pickupStore(true)),
      placed({ ...PICKUP_INPUT, paymentMethod: 'cod', advanceOrderDate: max }),
    ]);
    await fillOrder(user, 'Cash on delivery');
    const date = screen.getByLabelText('Order for a later date (optional)');
    expect(date).toHaveAttribute('min', min);
    expect(date).toHaveAttribute('max', max);
    fireEvent.change(date, { target: { value: max } });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByLabelText('Transaction number')).toHaveTextContent('261121-7KQ2XM');
  });

  it('refuses a day before tomorrow in the words the server uses', async () => {
    const user = userEvent.setup();
    renderCheckout([storefrontMock(pickupStore(true))]);
    await fillOrder(user, 'Cash on delivery');
    fireEvent.change(screen.getByLabelText('Order for a later date (optional)'), {
      target: { value: '2020-01-01' },
    });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(screen.getByText('Advance order date should not be in the past')).toBeInTheDocument(),
    );
  });
});
