import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createCache } from '../../../app/apollo';
import { schemaChecked } from '../../../lib/testing/schema';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import { GrabExpressCreditsQuery } from '../graphql/shipping';
import {
  NO_APPROVED_TOP_UP,
  rememberShippingBefore,
  SHIPPING_CREDITS_ADDED,
  SHIPPING_PAYMENT_FAILED,
  shippingBefore,
} from '../shipping';
import { ShippingCreditWidget } from './ShippingCreditWidget';

const credits = (totalCredits: number, lastApprovedCredit: { amount: number; approvedAt: string } | null) =>
  schemaChecked({
    request: { query: GrabExpressCreditsQuery, variables: { appUuid: APP_UUID } },
    result: {
      data: {
        grabExpressCredits: {
          __typename: 'GrabExpressCredits',
          totalCredits,
          packs: [50_000, 100_000, 200_000, 500_000],
          lastApprovedCredit: lastApprovedCredit && {
            __typename: 'LastApprovedCredit',
            ...lastApprovedCredit,
          },
        },
      },
    },
  });

const LIST = `${APP_BASE}/store-setup/shipping-methods`;
const open = (mocks: Parameters<typeof renderScreen>[1]['mocks'], query = '', topUpUrl?: string) =>
  renderScreen(<ShippingCreditWidget appUuid={APP_UUID} {...(topUpUrl ? { topUpUrl } : {})} />, {
    path: `${LIST}${query}`,
    pattern: '/apps/:key/:appUUID/*',
    cache: createCache(),
    mocks,
  });

afterEach(() => sessionStorage.clear());

describe('ShippingCreditWidget (document 3 §2 screen 12)', () => {
  it('shows the total and that no top-up was approved yet, with Top up for managers', async () => {
    open([credits(0, null)], '', `${LIST}/x/top-up`);
    expect(await screen.findByText('Shipping credit ₱0.00')).toBeInTheDocument();
    expect(screen.getByText(NO_APPROVED_TOP_UP)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up' })).toHaveAttribute('href', `${LIST}/x/top-up`);
  });

  it('names the date of the latest approved top-up, and offers no Top up without the link', async () => {
    open([credits(88_000, { amount: 100_000, approvedAt: '2026-11-25T17:30:00.000Z' })]);
    expect(await screen.findByText('Latest Top up approved on 2026-11-26')).toBeInTheDocument();
    expect(screen.getByText('Shipping credit ₱880.00')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Top up' })).toBeNull();
  });

  it('says so when the credits arrived after the checkout', async () => {
    rememberShippingBefore(APP_UUID, 20_000);
    open(
      [credits(120_000, { amount: 100_000, approvedAt: '2026-11-25T17:30:00.000Z' })],
      '?shippingTopUp=ok',
    );
    expect(await screen.findByText(SHIPPING_CREDITS_ADDED)).toBeInTheDocument();
    expect(shippingBefore(APP_UUID)).toBeNull();
  });

  it('says so when the payment failed', async () => {
    rememberShippingBefore(APP_UUID, 20_000);
    open([credits(20_000, null)], '?shippingTopUp=failed');
    expect(await screen.findByText(SHIPPING_PAYMENT_FAILED)).toBeInTheDocument();
    expect(shippingBefore(APP_UUID)).toBeNull();
  });
});
