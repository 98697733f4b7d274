import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../app/apollo';
import { schemaChecked } from '../../../lib/testing/schema';
import { CurrentAppProvider } from '../../../shell/CurrentApp';
import { FetchAppByUuidQuery } from '../../apps/graphql/apps';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import { StoreLaunchAnnounceMutation, StoreLaunchAudienceQuery } from '../graphql/launch';
import StoreLaunchView from './StoreLaunchView';

const app = {
  __typename: 'App' as const,
  uuid: APP_UUID,
  baseGlobalId: 'g1',
  name: 'Sari-Sari ni Nena',
  bundleKey: 'ecommerce-b2c-bundle',
  status: 'Active',
  maintenance: false,
  deactivated: false,
  storeStatus: 'active_store',
  storeStatusLabel: 'Active',
  maintenanceMessage: '',
  hasDefaultPaymentMethod: true,
  plan: 'free',
  planPaymentType: null,
  launchedAt: '2026-11-20T04:00:00.000Z',
  activeFbPageId: 'fb-1',
  inboxManagerAllowed: true,
  sentimentAnalysisEnabled: true,
  myRole: 'owner',
  activePage: { __typename: 'Page' as const, uuid: 'page-1', fbPageId: 'fb-1', name: 'Nena' },
};

const TEXT = 'We are now open! Tap the menu below to visit Sari-Sari ni Nena and order.';
const announcement = {
  __typename: 'LaunchAnnouncement' as const,
  uuid: 'ann-1',
  message: TEXT,
  reachable: 3,
  sent: 3,
  failed: 0,
  createdAt: '2026-11-21T04:00:00.000Z',
};

describe('StoreLaunchView', () => {
  it('shows who is within the 24-hour window and who is not, then sends the announcement once', async () => {
    const user = userEvent.setup();
    renderScreen(
      <CurrentAppProvider enabled>
        <StoreLaunchView />
      </CurrentAppProvider>,
      {
        path: `${APP_BASE}/overview/store-launch`,
        pattern: '/apps/:key/:appUUID/*',
        cache: createCache(),
        mocks: [
          schemaChecked({
            request: { query: FetchAppByUuidQuery, variables: { appUuid: APP_UUID } },
            result: { data: { fetchAppByUuid: app } },
          }),
          schemaChecked({
            request: { query: StoreLaunchAudienceQuery, variables: { appUuid: APP_UUID } },
            result: {
              data: {
                storeLaunchAudience: {
                  __typename: 'StoreLaunchAudience',
                  appUuid: APP_UUID,
                  reachable: 3,
                  outsideWindow: 12,
                  announcement: null,
                },
              },
            },
          }),
          schemaChecked({
            request: {
              query: StoreLaunchAnnounceMutation,
              variables: { input: { appUuid: APP_UUID, message: TEXT } },
            },
            result: {
              data: {
                storeLaunchAnnounce: {
                  __typename: 'StoreLaunchAudience',
                  appUuid: APP_UUID,
                  reachable: 3,
                  outsideWindow: 12,
                  announcement,
                },
              },
            },
          }),
        ],
      },
    );
    expect(await screen.findByText(/12 customers wrote earlier/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Send to 3 customers' }));
    expect(await screen.findByText('Launch announcement sent')).toBeInTheDocument();
    expect(await screen.findByText(/sent to 3 customers/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send to/ })).not.toBeInTheDocument();
  });
});
