import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import {
  DeliveryAreaCreateMutation,
  DeliveryAreaQuery,
  DeliveryAreaUpdateMutation,
} from '../graphql/deliveryAreas';
import { BACOOR, CALABARZON, CAVITE, IMUS, METRO, NCR, psgcMocks } from '../testing/fixtures';
import DeliveryAreaCreateView from './DeliveryAreaCreateView';
import DeliveryAreaEditView from './DeliveryAreaEditView';

const LIST = `${APP_BASE}/store-setup/delivery-areas`;

const renderCreate = (mocks: MockLink.MockedResponse[]) =>
  renderScreen(<DeliveryAreaCreateView />, {
    mocks: [...psgcMocks, ...mocks],
    path: `${LIST}/create`,
    pattern: '/apps/:key/:appUUID/store-setup/delivery-areas/create',
  });

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('DeliveryAreaCreateView', () => {
  it('builds the coverage from the PSGC picker and creates the area', async () => {
    const user = userEvent.setup();
    const input = {
      appUuid: APP_UUID,
      name: 'South',
      coverage: [CAVITE.code, NCR.code],
      deliveryFee: 15050,
      leadTimeMinDays: 2,
      leadTimeMaxDays: 4,
      enabled: true,
    };
    renderCreate([
      {
        request: { query: DeliveryAreaCreateMutation, variables: { input } },
        result: {
          data: {
            deliveryAreaCreate: {
              ...METRO,
              uuid: 'new',
              name: 'South',
              coverage: [CAVITE, NCR],
              cityCount: 40,
            },
          },
        },
      },
    ]);
    await screen.findByRole('combobox', { name: 'Region' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'South');

    await choose(user, 'Region', CALABARZON.name);
    await choose(user, 'Province', 'Cavite');
    const cities = await screen.findByRole('group', { name: 'Cities and municipalities of Cavite' });
    await user.click(within(cities).getByRole('checkbox', { name: IMUS.name }));
    await user.click(within(cities).getByRole('checkbox', { name: BACOOR.name }));
    const chips = screen.getByRole('list', { name: 'Chosen places' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((c) => c.textContent),
    ).toEqual(['City of Imus', 'City of Bacoor']);

    await user.click(screen.getByRole('button', { name: 'Add all of Cavite' }));
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((c) => c.textContent),
    ).toEqual(['Cavite (23)']);
    expect(within(cities).getByRole('checkbox', { name: IMUS.name })).toBeDisabled();

    await choose(user, 'Region', NCR.name);
    await user.click(screen.getByRole('button', { name: 'Add all of NCR' }));
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((c) => c.textContent),
    ).toEqual(['Cavite (23)', 'NCR (17)']);

    await user.type(screen.getByRole('textbox', { name: 'Delivery Fee' }), '150.50');
    const min = screen.getByRole('textbox', { name: 'Minimum Lead Time (days)' });
    await user.clear(min);
    await user.type(min, '2');
    const max = screen.getByRole('textbox', { name: 'Maximum Lead Time (days)' });
    await user.clear(max);
    await user.type(max, '4');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Delivery area Successfully created!')).toBeInTheDocument();
    expect(screen.getByLabelText('Current path')).toHaveTextContent(LIST);
  });

  it('names every missing field and sends nothing', async () => {
    const user = userEvent.setup();
    renderCreate([]);
    await screen.findByRole('combobox', { name: 'Region' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Coverage is required')).toBeInTheDocument();
    expect(screen.getByText('Delivery Fee is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Current path')).toHaveTextContent(`${LIST}/create`);
  });
});

describe('DeliveryAreaEditView', () => {
  it("loads the area, saves the change and shows the server's field messages", async () => {
    const user = userEvent.setup();
    const base = {
      uuid: METRO.uuid,
      name: 'Metro Manila',
      coverage: [NCR.code],
      leadTimeMinDays: 1,
      leadTimeMaxDays: 2,
      enabled: true,
    };
    renderScreen(<DeliveryAreaEditView />, {
      mocks: [
        ...psgcMocks,
        {
          request: { query: DeliveryAreaQuery, variables: { uuid: METRO.uuid } },
          result: { data: { deliveryArea: METRO } },
        },
        {
          request: {
            query: DeliveryAreaUpdateMutation,
            variables: { input: { ...base, deliveryFee: 9900 } },
          },
          result: {
            errors: [
              {
                message: 'Delivery Fee should not exceed ₱1,000,000.00',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fields: { deliveryFee: 'Delivery Fee should not exceed ₱1,000,000.00' },
                },
              },
            ],
          },
        },
        {
          request: {
            query: DeliveryAreaUpdateMutation,
            variables: { input: { ...base, deliveryFee: 9900 } },
          },
          result: { data: { deliveryAreaUpdate: { ...METRO, deliveryFee: 9900 } } },
        },
      ],
      path: `${LIST}/${METRO.uuid}/edit`,
      pattern: '/apps/:key/:appUUID/store-setup/delivery-areas/:uuid/edit',
    });
    const fee = await screen.findByRole('textbox', { name: 'Delivery Fee' });
    expect(fee).toHaveValue('80.00');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Metro Manila');
    expect(
      within(screen.getByRole('list', { name: 'Chosen places' })).getByText('NCR (17)'),
    ).toBeInTheDocument();
    await user.clear(fee);
    await user.type(fee, '99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Delivery Fee should not exceed ₱1,000,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Delivery area Successfully updated!')).toBeInTheDocument();
    expect(screen.getByLabelText('Current path')).toHaveTextContent(LIST);
  });
});
