import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MemberRole } from '../../../generated/graphql';
import { appSetupMock } from '../../apps/testing/mocks';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import { CartSettingQuery, CartSettingUpdateMutation } from '../graphql/cartSetting';
import { cartSetting, cartSettingMock } from '../testing/fixtures';
import CheckoutSettingsView from './CheckoutSettingsView';

const SENT = {
  appUuid: APP_UUID,
  deliveryFeeType: 'shipping_method',
  chargeDeliveryFeeFrom: 'checkout',
  freeShippingRequiredAmount: 99_950,
  requiredAmount: 20_000,
  additionalTaxType: 'percent',
  additionalTax: 1200,
  addressInputType: 'dropdown',
  locationScope: 'nationwide',
  expiration: 24,
  expirationDateType: 'hours',
  emailNotifRecipient: 'orders@nena.ph',
  shipping: true,
  subcategorized: false,
  enableProductLocationAvailability: false,
  digitalProduct: true,
};

function updateMock(result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: CartSettingUpdateMutation, variables: { input: SENT } }, result };
}

function renderView(mocks: MockLink.MockedResponse[], role: MemberRole = 'owner') {
  return renderScreen(<CheckoutSettingsView />, {
    mocks: [appSetupMock({ myRole: role }), ...mocks],
    path: `${APP_BASE}/store-setup/cart-settings`,
    pattern: '/apps/:key/:appUUID/store-setup/cart-settings',
  });
}

async function edit(user: ReturnType<typeof userEvent.setup>) {
  const free = screen.getByRole('textbox', { name: 'Free Shipping Amount' });
  await user.clear(free);
  await user.type(free, '999.50');
  await user.type(screen.getByRole('textbox', { name: 'Email Notification Recipient' }), 'orders@nena.ph');
  await user.click(screen.getByRole('switch', { name: 'Sell digital products' }));
}

describe('CheckoutSettingsView (*-cart-settings)', () => {
  it('shows the saved settings in pesos and percent under the subtitle', async () => {
    renderView([cartSettingMock()]);
    expect(await screen.findByRole('textbox', { name: 'Free Shipping Amount' })).toHaveValue('1,500.00');
    expect(screen.getByRole('textbox', { name: 'Minimum Purchase' })).toHaveValue('200.00');
    expect(screen.getByRole('textbox', { name: 'Additional Tax' })).toHaveValue('12');
    expect(
      screen.getByText(/delivery fee, free shipping, minimum purchase, address input and location scope/),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Deliver orders/ })).toBeChecked();
  });

  it('saves amounts as centavos and says "Checkout Settings Successfully updated!"', async () => {
    const user = userEvent.setup();
    renderView([
      cartSettingMock(),
      updateMock({
        data: {
          cartSettingUpdate: cartSetting({
            freeShippingRequiredAmount: 99_950,
            emailNotifRecipient: 'orders@nena.ph',
            digitalProduct: true,
          }),
        },
      }),
    ]);
    await screen.findByRole('textbox', { name: 'Free Shipping Amount' });
    await edit(user);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Checkout Settings Successfully updated!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Free Shipping Amount' })).toHaveValue('999.50');
  });

  it("puts the server's field message under its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderView([
      cartSettingMock(),
      updateMock({
        errors: [
          {
            message: 'Email Notification Recipient is invalid',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { emailNotifRecipient: 'Email Notification Recipient is invalid' },
            },
          },
        ],
      }),
    ]);
    await screen.findByRole('textbox', { name: 'Free Shipping Amount' });
    await edit(user);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const email = screen.getByRole('textbox', { name: 'Email Notification Recipient' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Email Notification Recipient is invalid/));
    expect(email).toHaveValue('orders@nena.ph');
    expect(screen.queryByText('Checkout Settings Successfully updated!')).not.toBeInTheDocument();
  });

  it('refuses a negative minimum purchase before sending', async () => {
    const user = userEvent.setup();
    renderView([cartSettingMock()]);
    const min = await screen.findByRole('textbox', { name: 'Minimum Purchase' });
    await user.clear(min);
    await user.type(min, '-5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Minimum Purchase is invalid')).toBeInTheDocument();
  });

  it('offers Retry when the settings cannot be loaded', async () => {
    const user = userEvent.setup();
    renderView([
      {
        request: { query: CartSettingQuery, variables: { appUuid: APP_UUID } },
        result: { errors: [{ message: 'App not found', extensions: { code: 'NOT_FOUND' } }] },
      },
      cartSettingMock(),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('App not found');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Free Shipping Amount' })).toHaveValue('1,500.00');
  });

  it('shows a store manager the settings without a save button', async () => {
    renderView([cartSettingMock()], 'store_manager');
    const min = await screen.findByRole('textbox', { name: 'Minimum Purchase' });
    expect(
      await screen.findByText('Only the store owner and admins can change the checkout settings.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(min).toBeDisabled());
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
  });
});
