import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appSetupMock } from '../../apps/testing/mocks';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import {
  ShippingMethodCreateMutation,
  ShippingMethodQuery,
  ShippingMethodUpdateMutation,
} from '../graphql/shippingMethods';
import { shippingMethod } from '../testing/fixtures';
import ShippingMethodFormView from './ShippingMethodFormView';

const LIST = `${APP_BASE}/store-setup/shipping-methods`;

function renderForm(path: string, pattern: string, mocks: MockLink.MockedResponse[]) {
  return renderScreen(<ShippingMethodFormView />, {
    mocks: [appSetupMock({ myRole: 'owner' }), ...mocks],
    path,
    pattern,
  });
}

describe('ShippingMethodFormView (*-shipping-new, *-shipping-edit)', () => {
  it('creates a flat rate at the default coordinates and goes back to the list', async () => {
    const user = userEvent.setup();
    const input = {
      appUuid: APP_UUID,
      name: 'Metro Manila delivery',
      kind: 'flat_rate',
      fee: 8000,
      pickupAddress: '',
      latitude: 14.6032,
      longitude: 121.0921,
      enabled: true,
      instructions: '',
    };
    renderForm(`${LIST}/create`, '/apps/:key/:appUUID/store-setup/shipping-methods/create', [
      {
        request: { query: ShippingMethodCreateMutation, variables: { input } },
        result: {
          data: {
            shippingMethodCreate: shippingMethod('m-9', {
              name: input.name,
              kind: 'flat_rate',
              fee: 8000,
              pickupAddress: '',
            }),
          },
        },
      },
    ]);
    expect(await screen.findByRole('textbox', { name: 'Latitude' })).toHaveValue('14.6032');
    expect(screen.getByRole('textbox', { name: 'Longitude' })).toHaveValue('121.0921');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Flat rate' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), input.name);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Fee is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Fee' }), '80');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Shipping method Successfully created!')).toBeInTheDocument();
    expect(screen.getByLabelText('Current path')).toHaveTextContent(LIST);
  });

  it('edits a saved method and says "Shipping method Successfully updated!"', async () => {
    const user = userEvent.setup();
    const saved = shippingMethod('m-1');
    renderForm(`${LIST}/m-1/edit`, '/apps/:key/:appUUID/store-setup/shipping-methods/:uuid/edit', [
      {
        request: { query: ShippingMethodQuery, variables: { uuid: 'm-1' } },
        result: { data: { shippingMethod: saved } },
      },
      {
        request: {
          query: ShippingMethodUpdateMutation,
          variables: {
            input: {
              uuid: 'm-1',
              name: 'Store pickup (QC)',
              kind: 'pickup',
              fee: 0,
              pickupAddress: saved.pickupAddress,
              latitude: 14.6032,
              longitude: 121.0921,
              enabled: true,
              instructions: '',
            },
          },
        },
        result: { data: { shippingMethodUpdate: { ...saved, name: 'Store pickup (QC)' } } },
      },
    ]);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Store pickup');
    await user.type(name, ' (QC)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Shipping method Successfully updated!')).toBeInTheDocument();
    expect(screen.getByLabelText('Current path')).toHaveTextContent(LIST);
  });
});
