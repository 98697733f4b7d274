import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../app/apollo';
import { schemaChecked } from '../../../lib/testing/schema';
import { AppMaintenanceQuery, AppStoreStatusUpdateMutation } from '../graphql/maintenance';
import { APP_BASE, APP_UUID, renderScreen } from '../testing/render';
import MaintenanceView from './MaintenanceView';

const app = (storeStatus: string, storeStatusLabel: string) => ({
  __typename: 'App' as const,
  uuid: APP_UUID,
  name: 'Sari-Sari ni Nena',
  myRole: 'owner' as const,
  launchedAt: storeStatus === 'pending_store' ? null : '2026-01-01T00:00:00.000Z',
  storeStatus,
  storeStatusLabel,
  maintenance: storeStatus === 'maintenance',
  maintenanceMessage: '',
});

const read = (storeStatus: string, label: string) =>
  schemaChecked({
    request: { query: AppMaintenanceQuery, variables: { appUuid: APP_UUID } },
    result: { data: { fetchAppByUuid: app(storeStatus, label) } },
  });

const at = { path: `${APP_BASE}/settings/maintenance`, pattern: '/apps/:key/:appUUID/settings/maintenance' };

describe('MaintenanceView', () => {
  it('puts an open store under maintenance with a message for customers', async () => {
    const user = userEvent.setup();
    renderScreen(<MaintenanceView />, {
      ...at,
      cache: createCache(),
      mocks: [
        read('active_store', 'Active'),
        schemaChecked({
          request: {
            query: AppStoreStatusUpdateMutation,
            variables: {
              input: { appUuid: APP_UUID, storeStatus: 'maintenance', maintenanceMessage: 'Back on Monday!' },
            },
          },
          result: {
            data: {
              appStoreStatusUpdate: {
                __typename: 'App',
                uuid: APP_UUID,
                status: 'Active',
                storeStatus: 'maintenance',
                storeStatusLabel: 'Under Maintenance',
                maintenance: true,
                deactivated: false,
                maintenanceMessage: 'Back on Monday!',
              },
            },
          },
        }),
      ],
    });
    await user.click(await screen.findByRole('radio', { name: /Under maintenance/ }));
    await user.type(screen.getByRole('textbox', { name: 'Message for customers' }), 'Back on Monday!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Store Status Successfully updated!')).toBeInTheDocument();
    expect(screen.getByText('Under Maintenance')).toBeInTheDocument();
  });

  it('explains that a store must launch before it can go under maintenance, offering no choice', async () => {
    renderScreen(<MaintenanceView />, { ...at, mocks: [read('pending_store', 'Not launched')] });
    expect(await screen.findByText(/Your store has not launched yet/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
