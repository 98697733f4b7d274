import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schemaChecked } from '../../lib/testing/schema';
import {
  StoreCheckoutMutation,
  StoreOrderPaymentQuery,
  StoreOrderPaymentRetryMutation,
  StoreOrderQuery,
} from '../graphql/storefront';
import { onlineChannelOf, paymentChoices, providerPage } from '../onlinePayment';
import {
  CART_ITEMS,
  COLD_START,
  method,
  STORE_UUID,
  seedCart,
  store,
  storefrontMock,
  storeOrder,
} from '../testing/fixtures';
import { renderStoreAt } from '../testing/render';

const onlineStore = () =>
  store({
    shippingMethods: [method('m-pick', 'pickup', 'Store pickup')],
    paymentMethods: ['cod', 'online'],
    onlinePaymentChannels: ['GCASH', 'PAYMAYA', 'CARD'],
  });

const attempt = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'StoreOrderPayment' as const,
  uuid: 'pay-1',
  channel: 'GCASH' as const,
  amount: 53_000,
  status: 'pending' as const,
  checkoutUrl: 'https://ewallet.xendit.co/pay/1',
  failureMessage: null,
  transactionNumber: '261121-7KQ2XM',
  orderPaymentStatus: 'pay_pending' as const,
  canRetry: false,
  ...overrides,
});

const paymentMock = (a: ReturnType<typeof attempt>): MockLink.MockedResponse =>
  schemaChecked({
    request: { query: StoreOrderPaymentQuery, variables: { appUuid: STORE_UUID, uuid: a.uuid } },
    result: { data: { storeOrderPayment: a } },
  });

describe('paying online: the choices', () => {
  it('offers one choice per channel in place of online, and a choice sends online with its channel', () => {
    expect(paymentChoices(['cod', 'online'], ['GCASH', 'PAYMAYA', 'CARD']).map((c) => c.label)).toEqual([
      'Cash on delivery',
      'GCash',
      'Maya',
      'Credit or debit card',
    ]);
    expect(paymentChoices(['cod', 'online'], []).map((c) => c.value)).toEqual(['cod']);
    expect(onlineChannelOf('online:PAYMAYA')).toBe('PAYMAYA');
    expect(onlineChannelOf('online:BITCOIN')).toBeNull();
    expect(onlineChannelOf('e_wallet')).toBeNull();
  });
});

describe('paying online: checkout and the return page', () => {
  let opened: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    opened = vi.spyOn(providerPage, 'open').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('places the order with GCash and sends the customer to the provider page', async () => {
    seedCart();
    const user = userEvent.setup();
    renderStoreAt(`/store/${STORE_UUID}/checkout`, [
      storefrontMock(onlineStore()),
      schemaChecked({
        request: {
          query: StoreCheckoutMutation,
          variables: {
            input: {
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
              paymentMethod: 'online',
              onlineChannel: 'GCASH',
            },
          },
        },
        result: {
          data: {
            storeCheckout: {
              __typename: 'StoreCheckoutPayload',
              transactionNumber: '261121-7KQ2XM',
              total: 53_000,
              status: 'pending',
              payBy: null,
              discounts: [],
              payment: attempt(),
            },
          },
        },
      }),
    ]);
    await user.type(await screen.findByRole('textbox', { name: /Name/ }, COLD_START), 'Liza Reyes');
    await user.type(screen.getByRole('textbox', { name: /Mobile Number/ }), '09171234567');
    const payment = screen.getByRole('radiogroup', { name: 'Payment' });
    expect(
      within(payment)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Cash on delivery', 'GCash', 'Maya', 'Credit or debit card']);
    await user.click(screen.getByRole('radio', { name: 'GCash' }));
    expect(payment).toHaveAccessibleDescription(
      "Your order is placed first, then you pay on the payment provider's page.",
    );
    // No deposit slip for a payment made online.
    expect(screen.queryByLabelText('Deposit slip photo')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await vi.waitFor(() => expect(opened).toHaveBeenCalledWith('https://ewallet.xendit.co/pay/1'));
  });

  it('waits for the provider, then shows the order paid', async () => {
    renderStoreAt(`/store/${STORE_UUID}/pay/pay-1`, [
      storefrontMock(onlineStore()),
      paymentMock(attempt()),
      paymentMock(attempt({ status: 'succeeded', checkoutUrl: null, orderPaymentStatus: 'pay_success' })),
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Payment for order 261121-7KQ2XM' }, COLD_START),
    ).toBeInTheDocument();
    expect(screen.getByText('₱530.00 by GCash')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Waiting for the payment provider to confirm your payment',
    );
    expect(
      await screen.findByText('Payment received. Thank you!', {}, { timeout: 6_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track my order' })).toHaveAttribute(
      'href',
      `/store/${STORE_UUID}/orders/261121-7KQ2XM`,
    );
  });

  it('says a failure in plain words, and Try again opens a new attempt', async () => {
    const user = userEvent.setup();
    renderStoreAt(`/store/${STORE_UUID}/pay/pay-1`, [
      storefrontMock(onlineStore()),
      paymentMock(
        attempt({
          status: 'failed',
          checkoutUrl: null,
          canRetry: true,
          failureMessage: 'Your account did not have enough balance for this payment.',
        }),
      ),
      schemaChecked({
        request: {
          query: StoreOrderPaymentRetryMutation,
          variables: { appUuid: STORE_UUID, uuid: 'pay-1' },
        },
        result: {
          data: {
            storeOrderPaymentRetry: attempt({
              uuid: 'pay-2',
              checkoutUrl: 'https://ewallet.xendit.co/pay/2',
            }),
          },
        },
      }),
    ]);
    const alert = await screen.findByText('Your payment did not go through', {}, COLD_START);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'Your account did not have enough balance for this payment.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(opened).toHaveBeenCalledWith('https://ewallet.xendit.co/pay/2'));
  });

  it('the order page of an unpaid online order leads to its payment, where Try again waits', async () => {
    const user = userEvent.setup();
    renderStoreAt(`/store/${STORE_UUID}/orders/261121-7KQ2XM`, [
      storefrontMock(onlineStore()),
      schemaChecked({
        request: {
          query: StoreOrderQuery,
          variables: { appUuid: STORE_UUID, transactionNumber: '261121-7KQ2XM', mobile: '9171234567' },
        },
        result: {
          data: {
            storeOrder: storeOrder({
              status: 'pending',
              paymentStatus: 'pay_pending',
              paymentMethod: 'online',
              latestPayment: {
                uuid: 'pay-1',
                status: 'failed',
                canRetry: true,
              },
            }),
          },
        },
      }),
    ]);
    await user.type(await screen.findByRole('textbox', { name: /Mobile Number/ }, COLD_START), '09171234567');
    await user.click(screen.getByRole('button', { name: 'Show my order' }));
    expect(await screen.findByText(/Paid online \(card or e-wallet\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `/store/${STORE_UUID}/pay/pay-1`,
    );
  });
});
