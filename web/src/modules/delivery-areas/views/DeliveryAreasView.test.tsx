import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APP_BASE, renderScreen } from '../../apps/testing/render';
import { DeliveryAreaDeleteMutation } from '../graphql/deliveryAreas';
import { areasMock, METRO, SOUTH } from '../testing/fixtures';
import DeliveryAreasView from './DeliveryAreasView';

const renderList = (mocks: Parameters<typeof renderScreen>[1]['mocks']) =>
  renderScreen(<DeliveryAreasView />, {
    mocks,
    path: `${APP_BASE}/store-setup/delivery-areas`,
    pattern: '/apps/:key/:appUUID/store-setup/delivery-areas',
  });

describe('DeliveryAreasView', () => {
  it('lists each area with its coverage, fee and lead time', async () => {
    renderList([areasMock([METRO, SOUTH])]);
    const metro = await screen.findByRole('listitem', { name: 'Metro Manila' });
    expect(metro).toHaveTextContent('NCR · 17 cities');
    expect(metro).toHaveTextContent('₱80.00 · 1-2 days');
    const south = screen.getByRole('listitem', { name: 'South Luzon' });
    expect(south).toHaveTextContent('Cavite, Laguna · 53 cities');
    expect(south).toHaveTextContent('₱150.00 · 2-4 days');
    expect(within(south).getByText('Off')).toBeInTheDocument();
  });

  it('invites the first area when there is none, and opens the create screen', async () => {
    const user = userEvent.setup();
    renderList([areasMock([])]);
    expect(await screen.findByText('No delivery areas yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add delivery area' }));
    expect(screen.getByLabelText('Current path')).toHaveTextContent(
      `${APP_BASE}/store-setup/delivery-areas/create`,
    );
  });

  it('shows a failed load with Retry', async () => {
    renderList([areasMock([], { result: undefined, error: new Error('Network down') }), areasMock([METRO])]);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('listitem', { name: 'Metro Manila' })).toBeInTheDocument();
  });

  it('removes an area after asking, and says so', async () => {
    const user = userEvent.setup();
    renderList([
      areasMock([METRO, SOUTH]),
      {
        request: { query: DeliveryAreaDeleteMutation, variables: { input: { uuid: METRO.uuid } } },
        result: {
          data: { deliveryAreaDelete: { __typename: 'DeliveryAreaDeletePayload', uuid: METRO.uuid } },
        },
      },
      areasMock([SOUTH]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove Metro Manila' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Do you want to remove this delivery area?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Delivery area Successfully removed!')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Metro Manila' })).not.toBeInTheDocument();
  });

  it('opens the edit screen of an area', async () => {
    const user = userEvent.setup();
    renderList([areasMock([METRO])]);
    await user.click(await screen.findByRole('button', { name: 'Edit Metro Manila' }));
    expect(screen.getByLabelText('Current path')).toHaveTextContent(
      `${APP_BASE}/store-setup/delivery-areas/area-1/edit`,
    );
  });
});
