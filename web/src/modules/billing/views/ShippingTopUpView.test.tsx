import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../../app/apollo';
import { schemaChecked } from '../../../lib/testing/schema';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import { GrabExpressCreditsQuery, ShippingCreditTopUpMutation } from '../graphql/shipping';
import { shippingBefore } from '../shipping';
import ShippingTopUpView, { BAD_TOP_UP_LINK } from './ShippingTopUpView';

const KEY = `${APP_UUID}1764120000:grab_express`;
const ORIGIN = 'https://suki.test';
const LIST = `${APP_BASE}/store-setup/shipping-methods`;

const credits = schemaChecked({
  request: { query: GrabExpressCreditsQuery, variables: { appUuid: APP_UUID } },
  result: {
    data: {
      grabExpressCredits: {
        __typename: 'GrabExpressCredits',
        totalCredits: 20_000,
        packs: [50_000, 100_000, 200_000, 500_000],
        lastApprovedCredit: null,
      },
    },
  },
});

const paid = (url: string) =>
  schemaChecked({
    request: {
      query: ShippingCreditTopUpMutation,
      variables: {
        appUuid: APP_UUID,
        key: KEY,
        amount: 100_000,
        channel: 'PAYMAYA',
        successRedirectUrl: `${ORIGIN}${LIST}?shippingTopUp=ok`,
        failureRedirectUrl: `${ORIGIN}${LIST}?shippingTopUp=failed`,
      },
    },
    result: { data: { shippingCreditTopUp: { __typename: 'ShippingTopUpPayload', url, amount: 100_000 } } },
  });

const open = (mocks: Parameters<typeof renderScreen>[1]['mocks'], key = KEY) =>
  renderScreen(<ShippingTopUpView />, {
    path: `${APP_BASE}/store-setup/shipping-methods/${encodeURIComponent(key)}/top-up`,
    pattern: '/apps/:key/:appUUID/store-setup/shipping-methods/:uuid/top-up',
    cache: createCache(),
    mocks,
  });

function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, origin: ORIGIN, assign });
  return assign;
}

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('ShippingTopUpView (document 3 §2 *-shipping-top-up)', () => {
  it("pays the chosen pack with the chosen e-wallet at the provider's page, back to Shipping Manager", async () => {
    const user = userEvent.setup();
    const assign = stubLocation();
    open([credits, paid('https://ewallet.xendit.co/pay/7')]);
    expect(await screen.findByText('₱200.00')).toBeInTheDocument();
    const amount = screen.getByRole('radiogroup', { name: 'Amount' });
    expect(within(amount).getByRole('radio', { name: '₱500.00' })).toBeChecked();
    await user.click(within(amount).getByRole('radio', { name: '₱1,000.00' }));
    await user.click(screen.getByRole('radio', { name: 'Maya' }));
    await user.click(screen.getByRole('button', { name: 'Pay ₱1,000.00' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://ewallet.xendit.co/pay/7'));
    expect(shippingBefore(APP_UUID)).toBe(20_000);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', LIST);
  });

  it("shows the server's refusal in plain words and stays", async () => {
    const user = userEvent.setup();
    const assign = stubLocation();
    open([credits, { ...paid(''), result: { errors: [new GraphQLError('This top-up is already paid')] } }]);
    await user.click(await screen.findByRole('radio', { name: '₱1,000.00' }));
    await user.click(screen.getByRole('radio', { name: 'Maya' }));
    await user.click(screen.getByRole('button', { name: 'Pay ₱1,000.00' }));
    expect(await screen.findByText('This top-up is already paid')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(shippingBefore(APP_UUID)).toBeNull();
  });

  it('refuses a link that is not one of this store', async () => {
    open([], 'other1764120000:grab_express');
    expect(await screen.findByText(BAD_TOP_UP_LINK)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});
