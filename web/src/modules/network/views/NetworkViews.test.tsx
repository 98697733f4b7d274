import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../apps/testing/render';
import { ResellerMerchantCountsQuery, ResellerMerchantsQuery } from '../graphql/network';
import NetworkMerchantsView from './NetworkMerchantsView';
import NetworkOverviewView from './NetworkOverviewView';

const RESELLER = 'r-1';
const BASE = `/network-distributor/${RESELLER}`;

const countsMock = (counts: Record<string, number> | null) => ({
  request: { query: ResellerMerchantCountsQuery, variables: { resellerUuid: RESELLER } },
  ...(counts
    ? {
        result: {
          data: {
            resellerMerchantCounts: Object.entries(counts).map(([status, count]) => ({
              __typename: 'ResellerMerchantCount' as const,
              status,
              count,
            })),
          },
        },
      }
    : { error: new Error('Failed to fetch') }),
});

const merchant = (n: number, status = 'activated') => ({
  __typename: 'ResellerMerchant' as const,
  uuid: `m-${n}`,
  name: `Merchant ${n}`,
  email: `m${n}@tindahan.ph`,
  status,
  since: `2026-10-${String(20 - n).padStart(2, '0')}T02:00:00.000Z`,
  storeName: status === 'signed_up' ? null : `Store ${n}`,
});

const pageMock = (status: string, rows: ReturnType<typeof merchant>[], after?: string, next?: string) => ({
  request: {
    query: ResellerMerchantsQuery,
    variables: { resellerUuid: RESELLER, status, first: 20, ...(after ? { after } : {}) },
  },
  result: {
    data: {
      resellerMerchants: {
        __typename: 'ResellerMerchantConnection' as const,
        edges: rows.map((node) => ({ __typename: 'ResellerMerchantEdge' as const, node })),
        pageInfo: {
          __typename: 'PageInfo' as const,
          hasNextPage: next !== undefined,
          endCursor: next ?? null,
        },
      },
    },
  },
});

const tile = (label: string) =>
  within(screen.getByRole('region', { name: 'Key figures' })).getByRole('article', { name: label });

describe('the reseller dashboard', () => {
  it('counts the merchants by status, each opening its list', async () => {
    renderScreen(<NetworkOverviewView />, {
      mocks: [countsMock({ signed_up: 4, store_created: 2, activated: 7, deactivated: 1 })],
      path: BASE,
      pattern: '/network-distributor/:resellerUuid',
    });
    expect(tile('Activated')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(tile('Activated')).toHaveTextContent('7'));
    expect(tile('Signed up')).toHaveTextContent('4');
    expect(tile('Store created')).toHaveTextContent('2');
    expect(tile('Deactivated')).toHaveTextContent('1');
    expect(
      within(tile('Activated')).getByRole('link', { name: 'View details of activated' }),
    ).toHaveAttribute('href', `${BASE}/merchants/activated`);
    expect(within(tile('Signed up')).getByRole('link')).toHaveAttribute(
      'href',
      `${BASE}/merchants/signed-up`,
    );
    expect(screen.queryByText(/No merchants yet/)).not.toBeInTheDocument();
  });

  it('says what will appear when nobody has signed up with the code yet', async () => {
    renderScreen(<NetworkOverviewView />, {
      mocks: [countsMock({ signed_up: 0, store_created: 0, activated: 0, deactivated: 0 })],
      path: BASE,
      pattern: '/network-distributor/:resellerUuid',
    });
    expect(
      await screen.findByText(/No merchants yet\. Merchants who sign up with your affiliate code/),
    ).toBeInTheDocument();
  });

  it('offers to try again when the counts cannot be loaded', async () => {
    renderScreen(<NetworkOverviewView />, {
      mocks: [countsMock(null), countsMock({ signed_up: 1, store_created: 0, activated: 0, deactivated: 0 })],
      path: BASE,
      pattern: '/network-distributor/:resellerUuid',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(tile('Signed up')).toHaveTextContent('1'));
  });

  it('lists the merchants of one status a page at a time, with their store and since when', async () => {
    const first = Array.from({ length: 3 }, (_, i) => merchant(i + 1));
    renderScreen(<NetworkMerchantsView />, {
      mocks: [pageMock('activated', first, undefined, 'c-3'), pageMock('activated', [merchant(4)], 'c-3')],
      path: `${BASE}/merchants/activated`,
      pattern: '/network-distributor/:resellerUuid/merchants/:status',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Activated merchants' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading activated merchants' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Activated merchants' });
    expect(
      within(table).getByRole('row', { name: /Merchant 1 m1@tindahan.ph Store 1 2026-10-19/ }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more merchants' }));
    expect(await within(table).findByRole('row', { name: /Merchant 4/ })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Show more merchants' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Activated' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Signed up' })).toHaveAttribute(
      'href',
      `${BASE}/merchants/signed-up`,
    );
  });

  it('says so when a status has nobody, and refuses a status that does not exist', async () => {
    const { unmount } = renderScreen(<NetworkMerchantsView />, {
      mocks: [pageMock('deactivated', [])],
      path: `${BASE}/merchants/deactivated`,
      pattern: '/network-distributor/:resellerUuid/merchants/:status',
    });
    expect(await screen.findByText(/No deactivated stores\./)).toBeInTheDocument();
    unmount();
    renderScreen(<NetworkMerchantsView />, {
      mocks: [],
      path: `${BASE}/merchants/sleeping`,
      pattern: '/network-distributor/:resellerUuid/merchants/:status',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('There is no such list.');
  });
});
