import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MemberRole } from '../../../generated/graphql';
import { appSetupMock } from '../../apps/testing/mocks';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import { GrabExpressCreditsQuery } from '../../billing/graphql/shipping';
import { ShippingMethodDeleteMutation, ShippingMethodsQuery } from '../graphql/shippingMethods';
import { shippingMethod, shippingMethodsMock } from '../testing/fixtures';
import ShippingMethodsView from './ShippingMethodsView';

const PICKUP = shippingMethod('m-1');
const FLAT = shippingMethod('m-2', {
  name: 'Metro Manila delivery',
  kind: 'flat_rate',
  fee: 8000,
  pickupAddress: '',
});

/** The Shipping Credit widget's balance (document 3 §2 screen 12). */
const creditsMock: MockLink.MockedResponse = {
  request: { query: GrabExpressCreditsQuery, variables: { appUuid: APP_UUID } },
  result: {
    data: {
      grabExpressCredits: {
        __typename: 'GrabExpressCredits',
        totalCredits: 12_000,
        packs: [50_000],
        lastApprovedCredit: null,
      },
    },
  },
};

function renderView(mocks: MockLink.MockedResponse[], role: MemberRole = 'owner') {
  return renderScreen(<ShippingMethodsView />, {
    mocks: [appSetupMock({ myRole: role }), creditsMock, ...mocks],
    path: `${APP_BASE}/store-setup/shipping-methods`,
    pattern: '/apps/:key/:appUUID/store-setup/shipping-methods',
  });
}

describe('ShippingMethodsView (*-shipping)', () => {
  it('lists each method with its kind and fee, and links to create and edit', async () => {
    renderView([shippingMethodsMock([FLAT, PICKUP])]);
    const flat = await screen.findByRole('listitem', { name: 'Metro Manila delivery' });
    expect(flat).toHaveTextContent('Flat rate · ₱80.00');
    expect(screen.getByRole('listitem', { name: 'Store pickup' })).toHaveTextContent(
      'Store pickup · 12 Kamuning Road, Quezon City',
    );
    expect(within(flat).getByRole('link', { name: 'Edit Metro Manila delivery' })).toHaveAttribute(
      'href',
      `${APP_BASE}/store-setup/shipping-methods/m-2/edit`,
    );
    expect(screen.getByRole('link', { name: 'Add shipping method' })).toHaveAttribute(
      'href',
      `${APP_BASE}/store-setup/shipping-methods/create`,
    );
  });

  it('shows the Shipping Credit widget with Top up to the courier top-up route for an owner', async () => {
    renderView([shippingMethodsMock([PICKUP])]);
    expect(await screen.findByText('Shipping credit ₱120.00')).toBeInTheDocument();
    expect(screen.getByText('No approved Top up')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up' }).getAttribute('href')).toMatch(
      new RegExp(`^${APP_BASE}/store-setup/shipping-methods/${APP_UUID}\\d+%3Agrab_express/top-up$`),
    );
  });

  it('says so when the store has no shipping methods', async () => {
    renderView([shippingMethodsMock([])]);
    expect(await screen.findByText('No shipping methods yet')).toBeInTheDocument();
  });

  it('loads the next page on Show more', async () => {
    const user = userEvent.setup();
    renderView([
      shippingMethodsMock([FLAT], { hasNextPage: true }),
      shippingMethodsMock([PICKUP], { after: 'm-2' }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('listitem', { name: 'Store pickup' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Metro Manila delivery' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('removes a method after "Do you want to remove this shipping method?"', async () => {
    const user = userEvent.setup();
    renderView([
      shippingMethodsMock([FLAT, PICKUP]),
      {
        request: { query: ShippingMethodDeleteMutation, variables: { input: { uuid: 'm-1' } } },
        result: { data: { shippingMethodDelete: { __typename: 'RemovedPayload', uuid: 'm-1' } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove Store pickup' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Do you want to remove this shipping method?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Shipping method Successfully removed!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Store pickup' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('listitem', { name: 'Metro Manila delivery' })).toBeInTheDocument();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    renderView([
      {
        request: { query: ShippingMethodsQuery, variables: { appUuid: APP_UUID, first: 20 } },
        result: { errors: [{ message: 'App not found', extensions: { code: 'NOT_FOUND' } }] },
      },
      shippingMethodsMock([PICKUP]),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('App not found');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Store pickup' })).toBeInTheDocument();
  });

  it('shows a store manager the list without add, edit or remove', async () => {
    renderView([shippingMethodsMock([PICKUP])], 'store_manager');
    await screen.findByRole('listitem', { name: 'Store pickup' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove Store pickup' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('link', { name: 'Add shipping method' })).not.toBeInTheDocument();
    expect(await screen.findByText('Shipping credit ₱120.00')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Top up' })).not.toBeInTheDocument();
  });
});
