import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import { AddOnCreateMutation } from '../graphql/addOns';
import { addOnsMock } from '../testing/fixtures';
import AddOnFormView from './AddOnFormView';
import AddOnListView from './AddOnListView';

describe('AddOnListView (ecommerce-addons)', () => {
  it('lists add-ons in pesos with their limit and availability', async () => {
    renderScreen(<AddOnListView />, {
      mocks: [
        addOnsMock([
          { uuid: 'a-1', name: 'Gift wrap', price: 3_000, maxQuantity: 5 },
          { uuid: 'a-2', name: 'Chili oil', price: 3_550, available: false },
        ]),
      ],
      path: `${APP_BASE}/add-ons`,
      pattern: '/apps/:key/:appUUID/add-ons',
    });
    expect(await screen.findByText('₱30.00 · Max 5 per order')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Add-Ons' })).getAllByRole('listitem');
    expect(within(items[1] as HTMLElement).getByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByText('₱35.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Gift wrap' })).toHaveAttribute(
      'href',
      `${APP_BASE}/add-ons/a-1/edit`,
    );
  });
});

describe('AddOnFormView (ecommerce-addons-new)', () => {
  it('sends the peso price as centavos and says "Add-On Successfully created!"', async () => {
    const user = userEvent.setup();
    const input = {
      appUuid: APP_UUID,
      name: 'Extra rice',
      description: '',
      price: 2_050,
      available: true,
      maxQuantity: 10,
    };
    renderScreen(<AddOnFormView />, {
      mocks: [
        {
          request: { query: AddOnCreateMutation, variables: { input } },
          result: { data: { addOnCreate: { __typename: 'AddOn', uuid: 'a-9', ...input } } },
        },
        addOnsMock([]),
      ],
      path: `${APP_BASE}/add-ons/create`,
      pattern: '/apps/:key/:appUUID/add-ons/create',
    });
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Extra rice');
    const price = screen.getByRole('textbox', { name: /Price/ });
    await user.type(price, '20.555');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Price should have at most 2 decimal places')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '20.50');
    await user.type(screen.getByRole('textbox', { name: /Max quantity/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add-On Successfully created!')).toBeInTheDocument();
    // Navigation follows the save; under load it can land a moment after the alert.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(`${APP_BASE}/add-ons`),
    );
  });
});
