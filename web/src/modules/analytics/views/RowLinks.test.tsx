import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import {
  customersMock,
  EMPTY,
  type Figures,
  figuresMock,
  lowInventoryMock,
  OVERVIEW_FLAGS,
  PERFORMANCE_FLAGS,
  product,
  rangeOf,
  sales,
} from '../testing/fixtures';
import AnalyticsView from './AnalyticsView';

const PATTERN = '/apps/:key/:appUUID/*';
const region = (name: string) => screen.getByRole('region', { name });
const renderAt = (path: string, mocks: Parameters<typeof renderScreen>[1]['mocks']) =>
  renderScreen(<AnalyticsView />, { mocks, path, pattern: PATTERN });

const SOLD: Figures = {
  ...EMPTY,
  sales: sales(70_000, 1),
  latest: [
    {
      orderUuid: 'o-1',
      transactionNumber: '261126-ABCDEF',
      productUuid: 'p-1',
      productName: 'Ube Halaya',
      variantName: 'Large',
      quantity: 2,
      lineTotal: 70_000,
      soldAt: '2026-11-26T02:30:00.000Z',
    },
    {
      orderUuid: 'o-2',
      transactionNumber: '261126-GHIJKL',
      productUuid: null,
      productName: 'A deleted product',
      variantName: '',
      quantity: 1,
      lineTotal: 5_000,
      soldAt: '2026-11-26T01:30:00.000Z',
    },
  ],
  viewed: [product('p-1', 'Ube Halaya', 320, 12, 420_000), product('p-0', 'A deleted product', 9, 0, 0)],
  sold: [product('p-1', 'Ube Halaya', 320, 12, 420_000)],
};
const LIZA = {
  uuid: 'c-1',
  name: 'Liza Reyes',
  ordersCount: 3,
  totalSpent: 53_000,
  lastActiveAt: '2026-11-26T02:30:00.000Z',
};
const FLAN = { uuid: 'p-9', name: 'Leche Flan', stockQuantity: 2, price: 18_000, published: true };
const PRODUCTS = `${APP_BASE}/products/ecommerce-b2c-product-inventory`;

describe('the rows of the figures lead to what they name', () => {
  it('opens a sold product’s page, its order, a customer and a low-stock product from the overview', async () => {
    renderAt(`${APP_BASE}/overview`, [
      figuresMock(rangeOf(30), OVERVIEW_FLAGS, SOLD),
      customersMock([LIZA]),
      lowInventoryMock([FLAN]),
    ]);
    const latest = region('Latest Sold Products');
    expect(await within(latest).findByRole('link', { name: 'Ube Halaya (Large)' })).toHaveAttribute(
      'href',
      `${PRODUCTS}/p-1`,
    );
    expect(within(latest).getByRole('link', { name: '261126-ABCDEF' })).toHaveAttribute(
      'href',
      `${APP_BASE}/orders/history?txn=261126-ABCDEF`,
    );
    // A product deleted since has no page: its name stays plain text, its order still opens.
    const gone = within(latest).getByRole('row', { name: /A deleted product/ });
    expect(
      within(gone)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['261126-GHIJKL']);
    expect(
      await within(region('Latest Customers')).findByRole('link', { name: 'Liza Reyes' }),
    ).toHaveAttribute('href', `${APP_BASE}/customers?customer=c-1`);
    expect(
      await within(region('Low Inventory Products')).findByRole('link', { name: 'Leche Flan' }),
    ).toHaveAttribute('href', `${PRODUCTS}/p-9`);
  });

  it('opens the most viewed and most sold products from the performance page', async () => {
    renderAt(`${APP_BASE}/performance`, [figuresMock(rangeOf(30), PERFORMANCE_FLAGS, SOLD)]);
    const viewed = region('Most Viewed Products');
    expect(await within(viewed).findByRole('link', { name: 'Ube Halaya' })).toHaveAttribute(
      'href',
      `${PRODUCTS}/p-1`,
    );
    expect(within(viewed).queryByRole('link', { name: 'A deleted product' })).not.toBeInTheDocument();
    expect(within(region('Most Sold Products')).getByRole('link', { name: 'Ube Halaya' })).toHaveAttribute(
      'href',
      `${PRODUCTS}/p-1`,
    );
  });

  it('links to the inquiry bundle’s own product page', async () => {
    renderAt(`/apps/inquiry/${APP_UUID}/overview/performance`, [
      figuresMock(rangeOf(30), { ...PERFORMANCE_FLAGS, withSold: false }, SOLD),
    ]);
    await waitFor(() =>
      expect(
        within(region('Most Viewed Products')).getByRole('link', { name: 'Ube Halaya' }),
      ).toHaveAttribute(
        'href',
        `/apps/inquiry/${APP_UUID}/products/inquiry-product-inventory/products/p-1/details`,
      ),
    );
  });
});
