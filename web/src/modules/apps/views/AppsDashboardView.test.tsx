import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AlertBanner } from '../../../shell/alert/AlertBanner';
import { AlertProvider } from '../../../shell/alert/AlertContext';
import { AppCreatedSubscription, AppCreateMutation, AppsQuery } from '../graphql/apps';
import AppsDashboardView from './AppsDashboardView';

interface AppNode {
  __typename: 'App';
  uuid: string;
  name: string;
  bundleKey: string;
  status: string;
  maintenance: boolean;
  storeStatus: string;
  storeStatusLabel: string;
  plan: string;
  launchedAt: string | null;
  createdAt: string;
}

function app(overrides: Partial<AppNode> & { uuid: string; name: string }): AppNode {
  return {
    __typename: 'App',
    bundleKey: 'ecommerce-b2c-bundle',
    status: 'Unlaunched',
    maintenance: false,
    storeStatus: 'pending_store',
    storeStatusLabel: 'Not launched',
    plan: 'starter',
    launchedAt: null,
    createdAt: '2026-01-05T02:00:00Z',
    ...overrides,
  };
}

function appsMock(nodes: AppNode[], hasNextPage = false): MockLink.MockedResponse {
  return {
    request: { query: AppsQuery, variables: { first: 50 } },
    result: {
      data: {
        apps: {
          __typename: 'AppConnection',
          edges: nodes.map((node) => ({ __typename: 'AppEdge', cursor: node.uuid, node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: nodes.at(-1)?.uuid ?? null },
        },
      },
    },
  };
}

/** A live channel with no event during the test. */
const quietSubscription: MockLink.MockedResponse = {
  request: { query: AppCreatedSubscription },
  result: { data: { appCreated: app({ uuid: 'never', name: 'Never' }) } },
  delay: 100_000,
};

function renderDashboard(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <AlertProvider>
        <MemoryRouter initialEntries={['/apps']}>
          <Routes>
            <Route path="/apps" element={<AppsDashboardView />} />
            <Route path="/diy/choose-service-bundle" element={<p>Guided setup step 1</p>} />
          </Routes>
          <AlertBanner />
        </MemoryRouter>
      </AlertProvider>
    </MockedProvider>,
  );
}

describe('AppsDashboardView', () => {
  it("lists the user's stores with bundle, status, plan and launch date, linking to their dashboards", async () => {
    renderDashboard([
      appsMock([
        app({
          uuid: 'a1',
          name: 'Sari-Sari ni Nena',
          status: 'Active',
          storeStatus: 'active_store',
          storeStatusLabel: 'Active',
          launchedAt: '2026-01-10T16:30:00Z',
        }),
        app({
          uuid: 'a2',
          name: 'Quiz Night',
          bundleKey: 'survey-and-raffle-bundle',
          maintenance: true,
          status: 'Active',
        }),
        app({ uuid: 'a3', name: 'Bagong Tindahan' }),
        app({
          uuid: 'a4',
          name: 'Lumang Tindahan',
          status: 'Active',
          storeStatus: 'closed_store',
          storeStatusLabel: 'Closed',
        }),
      ]),
      quietSubscription,
    ]);
    const first = await screen.findByRole('article', { name: 'Sari-Sari ni Nena' });
    expect(within(first).getByText('Ecommerce B2C')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('Starter')).toBeInTheDocument();
    expect(within(first).getByText('2026-01-11')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Open Sari-Sari ni Nena' })).toHaveAttribute(
      'href',
      '/apps/ecommerce-b2c/a1/overview',
    );
    const second = screen.getByRole('article', { name: 'Quiz Night' });
    expect(within(second).getByText('Survey and Raffle')).toBeInTheDocument();
    expect(within(second).getByText('Under Maintenance')).toBeInTheDocument();
    expect(within(second).getByText('Not launched yet')).toBeInTheDocument();
    // Each store shows where it is in its life: not launched, closed.
    expect(
      within(screen.getByRole('article', { name: 'Bagong Tindahan' })).getByText('Not launched'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Lumang Tindahan' })).getByText('Closed'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a busy placeholder while the stores load, then the stores in its place', async () => {
    renderDashboard([
      { ...appsMock([app({ uuid: 'a1', name: 'Sari-Sari ni Nena' })]), delay: 200 },
      quietSubscription,
    ]);
    const loading = screen.getByLabelText('Loading stores');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No in-app stores yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Sari-Sari ni Nena' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading stores')).not.toBeInTheDocument();
  });

  it('sends an account with no store yet to the guided setup instead of an empty page', async () => {
    renderDashboard([appsMock([]), quietSubscription]);
    expect(await screen.findByText('Guided setup step 1')).toBeInTheDocument();
  });

  it('offers Load more when the server has another page', async () => {
    renderDashboard([appsMock([app({ uuid: 'a1', name: 'One' })], true), quietSubscription]);
    expect(await screen.findByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('adds a store created in another tab, live, once', async () => {
    const created = app({ uuid: 'a9', name: 'Live Store' });
    renderDashboard([
      appsMock([app({ uuid: 'a1', name: 'One' })]),
      { request: { query: AppCreatedSubscription }, result: { data: { appCreated: created } }, delay: 30 },
    ]);
    expect(await screen.findByRole('article', { name: 'Live Store' })).toBeInTheDocument();
    const names = screen.getAllByRole('article').map((el) => el.getAttribute('aria-label'));
    expect(names).toEqual(['Live Store', 'One']);
  });

  it('creates a store from the dialog, shows it and confirms', async () => {
    const user = userEvent.setup();
    const created = app({ uuid: 'a5', name: 'Bagong Tindahan', bundleKey: 'inquiry-bundle' });
    renderDashboard([
      appsMock([app({ uuid: 'a1', name: 'Sari-Sari ni Nena' })]),
      quietSubscription,
      {
        request: {
          query: AppCreateMutation,
          variables: { input: { name: 'Bagong Tindahan', bundleKey: 'inquiry-bundle' } },
        },
        result: { data: { appCreate: created } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Create store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create store' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Store Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select Service Bundle')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Store Name'), 'Bagong Tindahan');
    await user.click(within(dialog).getByRole('combobox', { name: 'Service Bundle' }));
    await user.click(await screen.findByRole('option', { name: 'Inquiry' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Store Successfully created!')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Bagong Tindahan' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Sari-Sari ni Nena' })).toBeInTheDocument();
  });
});
