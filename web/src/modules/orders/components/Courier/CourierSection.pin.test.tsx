import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../../app/apollo';
import { schemaChecked } from '../../../../lib/testing/schema';
import { APP_BASE, APP_UUID, renderScreen } from '../../../apps/testing/render';
import { DROPOFF_PIN_REQUIRED } from '../../courier';
import { OrderCourierQuery, OrderCourierQuoteMutation } from '../../graphql/courier';
import { MAP_LINK_UNREADABLE, OUTSIDE_PHILIPPINES } from '../../mapPin';
import { CourierSection } from './CourierSection';

const ORDER = 'order-1';
const LINK = 'https://www.google.com/maps/place/SM+City+Marikina/@14.6507,121.1029,17z';

const quoted = {
  __typename: 'OrderCourierBooking' as const,
  uuid: 'b-1',
  courier: 'lalamove',
  status: 'quoted' as const,
  fee: 10_800,
  quoteExpiresAt: '2026-11-26T02:05:00.000Z',
  pickupAddress: '25 Tomas Morato Avenue, Quezon City',
  dropoffAddress: '22 Kalayaan Avenue, Quezon City',
  trackingUrl: null,
  driverName: null,
  driverPhone: null,
  driverPlate: null,
  bookedAt: null,
  cancellable: false,
};

const courier = (courierMapPinRequired: boolean) =>
  schemaChecked({
    request: { query: OrderCourierQuery, variables: { uuid: ORDER, appUuid: APP_UUID } },
    result: {
      data: {
        order: {
          __typename: 'Order',
          uuid: ORDER,
          streetAddress: '22 Kalayaan Avenue, Quezon City',
          courierMapPinRequired,
          courierBooking: null,
          courierUpdates: [],
        },
        grabExpressCredits: { __typename: 'GrabExpressCredits', totalCredits: 20_000 },
      },
    },
  });

const quote = (variables: Record<string, unknown>) =>
  schemaChecked({
    request: { query: OrderCourierQuoteMutation, variables: { orderUuid: ORDER, ...variables } },
    result: { data: { orderCourierQuote: quoted } },
  });

const open = (mocks: MockLink.MockedResponse[]) =>
  renderScreen(<CourierSection orderUuid={ORDER} appUuid={APP_UUID} canBook />, {
    path: `${APP_BASE}/orders/history`,
    pattern: '/apps/:key/:appUUID/*',
    cache: createCache(),
    mocks,
  });

describe('CourierSection: the drop-off map pin', () => {
  it('asks for the pin a Lalamove quote needs, fills it from a Google Maps link and sends it', async () => {
    const user = userEvent.setup();
    open([courier(true), quote({ dropoffLatitude: 14.6507, dropoffLongitude: 121.1029 })]);
    const pin = await screen.findByRole('group', { name: 'Drop-off map pin' });
    expect(pin).toHaveTextContent('22 Kalayaan Avenue, Quezon City');
    // Without the pin nothing is asked of the server (no mock would answer it).
    await user.click(screen.getByRole('button', { name: 'Book a courier' }));
    expect(within(pin).getByRole('alert')).toHaveTextContent(DROPOFF_PIN_REQUIRED);

    // A link without a pin says so and changes nothing.
    const link = within(pin).getByRole('textbox', { name: 'Paste a Google Maps link' });
    await user.type(link, 'https://maps.google.com/?q=SM+Marikina');
    await user.click(within(pin).getByRole('button', { name: 'Use link' }));
    expect(within(pin).getByText(MAP_LINK_UNREADABLE)).toBeInTheDocument();
    expect(within(pin).getByRole('textbox', { name: /Latitude/ })).toHaveValue('');

    await user.clear(link);
    await user.type(link, LINK);
    await user.click(within(pin).getByRole('button', { name: 'Use link' }));
    expect(within(pin).getByRole('textbox', { name: /Latitude/ })).toHaveValue('14.6507');
    expect(within(pin).getByRole('textbox', { name: /Longitude/ })).toHaveValue('121.1029');
    expect(within(pin).queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Book a courier' }));
    expect(await screen.findByText('₱108.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book courier for ₱108.00' })).toBeEnabled();
  });

  it("shows the server's refusal of the pin beside the pin fields", async () => {
    const user = userEvent.setup();
    const refusal =
      "Lalamove needs the drop-off map pin: enter the customer's latitude and longitude, or paste a Google Maps link.";
    open([
      courier(false),
      {
        request: { query: OrderCourierQuoteMutation, variables: { orderUuid: ORDER } },
        result: {
          errors: [
            new GraphQLError(refusal, {
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: { dropoffLatitude: refusal, dropoffLongitude: refusal },
              },
            }),
          ],
        },
      },
    ]);
    // Optional here: the form stays closed until asked for, and the quote goes without a pin.
    await user.click(await screen.findByRole('button', { name: 'Book a courier' }));
    const pin = await screen.findByRole('group', { name: 'Drop-off map pin' });
    expect(within(pin).getByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getAllByText(refusal)).toHaveLength(1);
  });

  it('offers the pin as optional, warns of a pin outside the Philippines and still sends it', async () => {
    const user = userEvent.setup();
    open([courier(false), quote({ dropoffLatitude: 1.3521, dropoffLongitude: 103.8198 })]);
    await user.click(await screen.findByRole('button', { name: 'Add a drop-off map pin' }));
    const pin = screen.getByRole('group', { name: 'Drop-off map pin' });
    expect(pin).toHaveTextContent('Drop-off map pin (optional)');
    await user.type(within(pin).getByRole('textbox', { name: 'Latitude' }), '1.3521');
    await user.type(within(pin).getByRole('textbox', { name: 'Longitude' }), '103.8198');
    expect(within(pin).getByText(OUTSIDE_PHILIPPINES)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book a courier' }));
    expect(await screen.findByText('₱108.00')).toBeInTheDocument();
  });
});
