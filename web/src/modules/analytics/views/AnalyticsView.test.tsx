import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import { addDays } from '../range';
import {
  customersMock,
  day,
  EMPTY,
  type Figures,
  figuresErrorMock,
  figuresMock,
  funnel,
  lowInventoryMock,
  OVERVIEW_FLAGS,
  PERFORMANCE_FLAGS,
  product,
  rangeOf,
  sales,
  TODAY,
} from '../testing/fixtures';
import AnalyticsView from './AnalyticsView';

const PATTERN = '/apps/:key/:appUUID/*';

const BUSY: Figures = {
  ...EMPTY,
  sales: sales(1_120_000, 40, { returningOrders: 10, repeatCustomerRate: 0.25, averageOrderValue: 28_000 }),
  previousSales: sales(1_000_000, 50, { repeatCustomerRate: 0.2, averageOrderValue: 20_000 }),
  funnel: funnel(200, 440, 110, 44, 11),
  previousFunnel: funnel(100, 200, 50, 20, 5),
  days: [day(addDays(TODAY, -1), 10_000, 1), day(TODAY, 12_345, 2)],
  referrals: [{ source: 'facebook', visits: 120, ordersPlaced: 6 }],
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
  ],
  today: { sales: sales(12_345, 2), previousSales: sales(10_000, 1) },
};

const LIZA = {
  uuid: 'c-1',
  name: 'Liza Reyes',
  ordersCount: 3,
  totalSpent: 53_000,
  lastActiveAt: '2026-11-26T02:30:00.000Z',
};
const FLAN = { uuid: 'p-9', name: 'Leche Flan', stockQuantity: 2, price: 18_000, published: true };

const renderAt = (path: string, mocks: Parameters<typeof renderScreen>[1]['mocks']) =>
  renderScreen(<AnalyticsView />, { mocks, path, pattern: PATTERN });

const tile = (label: string) =>
  within(screen.getByRole('region', { name: 'Key figures' })).getByRole('article', { name: label });
const region = (name: string) => screen.getByRole('region', { name });

afterEach(() => vi.unstubAllGlobals());

describe('AnalyticsView: the ecommerce overview', () => {
  it('shows the figures with their change against the previous period, in words', async () => {
    renderAt(`${APP_BASE}/overview`, [
      figuresMock(rangeOf(30), OVERVIEW_FLAGS, BUSY),
      customersMock([LIZA]),
      lowInventoryMock([FLAN]),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    // Skeletons while the figures load.
    expect(
      within(region('Sales Funnel')).getByRole('status', { name: 'Loading sales funnel' }),
    ).toBeInTheDocument();
    expect(tile('Net Sales')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(tile('Net Sales')).toHaveTextContent('₱11,200.00'));
    expect(tile('Net Sales')).toHaveAttribute('aria-busy', 'false');
    expect(tile('Net Sales')).toHaveTextContent('▲ 12% vs previous 30 days');
    expect(tile('Orders')).toHaveTextContent('40');
    expect(tile('Orders')).toHaveTextContent('▼ 20% vs previous 30 days');
    expect(tile('Average Order Value')).toHaveTextContent('₱280.00');
    expect(tile('Repeat Customer Rate')).toHaveTextContent('25%');
    expect(tile('Repeat Customer Rate')).toHaveTextContent('▲ 5 pts vs previous 30 days');
    expect(tile("Today's Sales Amount")).toHaveTextContent('₱123.45');
    expect(tile("Today's Sales Amount")).toHaveTextContent('2 orders today');
    expect(tile("Today's Sales Amount")).toHaveTextContent('▲ 23% vs yesterday');
    expect(within(tile("Today's Sales Amount")).getByRole('link', { name: /View details/ })).toHaveAttribute(
      'href',
      `${APP_BASE}/overview/sales-amount`,
    );

    const steps = within(region('Sales Funnel')).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Store visits: 200',
      'Product views: 4402.2 per visit',
      'Added to cart: 11025% of product views',
      'Checkout started: 4440% of carts',
      'Orders placed: 1125% of checkouts',
    ]);
    expect(region('Sales Funnel')).toHaveTextContent('5.5% of visits ended in an order.');
    expect(
      within(region('Sales Funnel')).getByRole('link', { name: 'View all sales funnel' }),
    ).toHaveAttribute('href', `${APP_BASE}/overview/sales-funnel`);

    expect(
      within(region('Latest Sold Products')).getByRole('row', { name: /Ube Halaya \(Large\)/ }),
    ).toHaveTextContent('₱700.00');
    expect(within(region('Top Referrals')).getByRole('row', { name: /facebook/ })).toHaveTextContent('5%');
    expect(await within(region('Latest Customers')).findByText('Liza Reyes')).toBeInTheDocument();
    expect(await within(region('Low Inventory Products')).findByText('Leche Flan')).toBeInTheDocument();

    // The chart's figures as a table, on demand.
    const chart = region('Sales by Day');
    await userEvent.click(await within(chart).findByRole('button', { name: 'Show as table' }));
    expect(within(chart).getByRole('table', { name: 'Net sales by day' })).toHaveTextContent('₱123.45');
    expect(within(chart).getByRole('button', { name: 'Hide table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('asks for the customers and low stock only once their widgets come near the screen', async () => {
    const observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    // Far below the screen: nothing asked, until the observer says they are near.
    renderAt(`${APP_BASE}/overview`, [
      figuresMock(rangeOf(30), OVERVIEW_FLAGS, BUSY),
      customersMock([LIZA]),
      lowInventoryMock([FLAN]),
    ]);
    await waitFor(() => expect(tile('Net Sales')).toHaveTextContent('₱11,200.00'));
    const customers = region('Latest Customers');
    // Waiting, not loading: no skeleton for what has not been asked for.
    expect(within(customers).queryByRole('status')).not.toBeInTheDocument();
    expect(within(customers).queryByRole('table')).not.toBeInTheDocument();
    expect(observed).toHaveLength(2);
    act(() => {
      for (const callback of observed) callback([{ isIntersecting: true }]);
    });
    expect(await within(customers).findByText('Liza Reyes')).toBeInTheDocument();
    expect(await within(region('Low Inventory Products')).findByText('Leche Flan')).toBeInTheDocument();
  });

  it('asks again for the range chosen, keeping it in the URL', async () => {
    const week = { ...BUSY, sales: sales(300_000, 9), previousSales: sales(300_000, 9) };
    renderAt(`${APP_BASE}/overview`, [
      figuresMock(rangeOf(30), OVERVIEW_FLAGS, BUSY),
      figuresMock(rangeOf(7), OVERVIEW_FLAGS, week),
      figuresMock(rangeOf(1), OVERVIEW_FLAGS, week),
      customersMock([LIZA]),
      lowInventoryMock([FLAN]),
    ]);
    await waitFor(() => expect(tile('Net Sales')).toHaveTextContent('₱11,200.00'));
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(tile('Net Sales')).toHaveTextContent('₱3,000.00'));
    expect(tile('Net Sales')).toHaveTextContent('No change vs previous 7 days');
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(tile('Net Sales')).toHaveTextContent('No change vs yesterday'));
  });

  it('asks for a custom range once both dates are applied, and refuses a backwards one in words', async () => {
    const from = '2026-10-01';
    const to = '2026-10-15';
    renderAt(`${APP_BASE}/overview?range=custom&from=${from}&to=${to}`, [
      // A range that ends before today: today's figures are asked for beside it.
      figuresMock({ from, to }, { ...OVERVIEW_FLAGS, withToday: true }, BUSY),
      figuresMock({ from: '2026-10-05', to }, { ...OVERVIEW_FLAGS, withToday: true }, BUSY),
      customersMock([LIZA]),
      lowInventoryMock([FLAN]),
    ]);
    await waitFor(() => expect(tile('Net Sales')).toHaveTextContent('vs previous 15 days'));
    expect(screen.getByText(/Oct 1 to Oct 15, 2026, vs previous 15 days\./)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Custom date range' });
    const start = within(form).getByLabelText('From');
    await userEvent.clear(start);
    await userEvent.type(start, '2026-10-20');
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must be on or before the end date.');
    await userEvent.clear(start);
    await userEvent.type(start, '2026-10-05');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(tile('Net Sales')).toHaveTextContent('vs previous 11 days'));
  });

  it('says what will appear on a new store with no visits or orders yet', async () => {
    renderAt(`${APP_BASE}/overview`, [
      figuresMock(rangeOf(30), OVERVIEW_FLAGS, EMPTY),
      customersMock([]),
      lowInventoryMock([]),
    ]);
    await waitFor(() => expect(tile('Net Sales')).toHaveTextContent('₱0.00'));
    expect(tile('Net Sales')).toHaveTextContent('No orders in this period yet');
    expect(tile('Net Sales')).toHaveTextContent('No change vs previous 30 days');
    expect(region('Sales Funnel')).toHaveTextContent(/No store visits in this period yet/);
    expect(region('Latest Sold Products')).toHaveTextContent(/No orders yet/);
    expect(region('Top Referrals')).toHaveTextContent(/No store visits in this period yet/);
    expect(await within(region('Latest Customers')).findByText(/No customers yet/)).toBeInTheDocument();
    expect(
      await within(region('Low Inventory Products')).findByText(/No products are running low/),
    ).toBeInTheDocument();
    // Nothing to download from an empty widget.
    expect(
      screen.queryByRole('button', { name: 'Download CSV of latest sold products' }),
    ).not.toBeInTheDocument();
  });

  it('says what failed in plain words and loads again on Retry', async () => {
    renderAt(`${APP_BASE}/overview`, [
      figuresErrorMock(rangeOf(30), OVERVIEW_FLAGS, 'Pick a range of 366 days or fewer.'),
      figuresMock(rangeOf(30), OVERVIEW_FLAGS, BUSY),
      customersMock([LIZA]),
      lowInventoryMock([FLAN]),
    ]);
    const alerts = await screen.findAllByText('Pick a range of 366 days or fewer.');
    expect(alerts.length).toBeGreaterThan(1);
    expect(within(region('Sales Funnel')).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await userEvent.click(within(region('Sales Funnel')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(tile('Net Sales')).toHaveTextContent('₱11,200.00'));
    // The other queries were not affected.
    expect(await within(region('Latest Customers')).findByText('Liza Reyes')).toBeInTheDocument();
  });
});

describe('AnalyticsView: performance and a figure’s own page', () => {
  const performance: Figures = {
    ...BUSY,
    viewed: [
      product('p-1', 'Ube Halaya', 320, 12, 420_000),
      product('p-2', 'Sinamay Hat, "Large"', 100, 1, 35_000),
    ],
    sold: [product('p-1', 'Ube Halaya', 320, 12, 420_000)],
  };

  it('lists the most viewed and most sold products, with no customers or stock query', async () => {
    renderAt(`${APP_BASE}/performance`, [figuresMock(rangeOf(30), PERFORMANCE_FLAGS, performance)]);
    expect(
      await within(region('Most Viewed Products')).findByRole('row', { name: /Ube Halaya 320 12 ₱4,200.00/ }),
    ).toBeInTheDocument();
    expect(
      within(region('Most Sold Products')).getByRole('row', { name: /Ube Halaya 12 ₱4,200.00 320/ }),
    ).toBeInTheDocument();
    expect(tile('Store Visits')).toHaveTextContent('▲ 100% vs previous 30 days');
  });

  it('shows an inquiry store its most viewed products by views alone (it takes no orders)', async () => {
    const flags = { ...PERFORMANCE_FLAGS, withSold: false };
    renderAt(`/apps/inquiry/${APP_UUID}/overview/performance`, [
      figuresMock(rangeOf(30), flags, performance),
    ]);
    const viewed = region('Most Viewed Products');
    expect(await within(viewed).findByRole('row', { name: 'Ube Halaya 320' })).toBeInTheDocument();
    expect(
      within(viewed)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product', 'Views']);
  });

  it('downloads exactly the rows its table shows, quoted where needed', async () => {
    const blobs: Blob[] = [];
    // The browser's object URLs, kept to read the saved file back.
    class SavingURL extends URL {
      static override createObjectURL(file: Blob | MediaSource): string {
        if (file instanceof Blob) blobs.push(file);
        return 'blob:csv';
      }
      static override revokeObjectURL(): void {}
    }
    vi.stubGlobal('URL', SavingURL);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAt(`${APP_BASE}/performance/popular-products`, [
      figuresMock(
        rangeOf(30),
        { ...PERFORMANCE_FLAGS, withFunnel: false, withDays: false, withSold: false },
        performance,
        20,
      ),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Most Viewed Products' })).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download CSV of most viewed products' }),
    );
    expect(click).toHaveBeenCalled();
    const blob = blobs[0];
    if (!blob) throw new Error('no CSV was saved');
    // A byte-order mark first, so Excel reads ₱ as UTF-8.
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await blob.text()).toBe(
      'Product,Views,Units sold,Sales\r\n' +
        'Ube Halaya,320,12,"₱4,200.00"\r\n' +
        '"Sinamay Hat, ""Large""",100,1,₱350.00\r\n',
    );
    // Its own page links nowhere further.
    expect(screen.queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();
    click.mockRestore();
  });
});

describe('AnalyticsView: figures with no data source yet', () => {
  it('says what will appear and when, with no range and no request', () => {
    renderAt('/apps/survey-and-raffle/app-1/overview', []);
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(region('Survey Responses')).toHaveTextContent(
      'Survey responses appear here once the survey bundle is set up',
    );
    expect(screen.queryByRole('group', { name: 'Date range' })).not.toBeInTheDocument();
  });
});
