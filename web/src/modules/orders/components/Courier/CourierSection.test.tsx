import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../../app/apollo';
import { schemaChecked } from '../../../../lib/testing/schema';
import { APP_BASE, APP_UUID, renderScreen } from '../../../apps/testing/render';
import { COURIER_BOOKED, COURIER_CANCELLED, NOT_ENOUGH_FOR_COURIER } from '../../courier';
import {
  OrderCourierBookMutation,
  OrderCourierCancelMutation,
  OrderCourierQuery,
  OrderCourierQuoteMutation,
} from '../../graphql/courier';
import { CourierSection } from './CourierSection';

const ORDER = 'order-1';

const booking = (over: Record<string, unknown> = {}) => ({
  __typename: 'OrderCourierBooking' as const,
  uuid: 'b-1',
  courier: 'fake',
  status: 'quoted',
  fee: 12_000,
  quoteExpiresAt: '2026-11-26T02:05:00.000Z',
  pickupAddress: '25 Tomas Morato Avenue, Quezon City',
  dropoffAddress: '22 Kalayaan Avenue, Quezon City',
  trackingUrl: null,
  driverName: null,
  driverPhone: null,
  driverPlate: null,
  bookedAt: null,
  cancellable: false,
  ...over,
});

const courier = (
  totalCredits: number,
  courierBooking: ReturnType<typeof booking> | null,
  courierUpdates: Record<string, unknown>[] = [],
) =>
  schemaChecked({
    request: { query: OrderCourierQuery, variables: { uuid: ORDER, appUuid: APP_UUID } },
    result: {
      data: {
        order: {
          __typename: 'Order',
          uuid: ORDER,
          streetAddress: '22 Kalayaan Avenue, Quezon City',
          courierMapPinRequired: false,
          courierBooking,
          courierUpdates,
        },
        grabExpressCredits: { __typename: 'GrabExpressCredits', totalCredits },
      },
    },
  });

const quoted = schemaChecked({
  request: { query: OrderCourierQuoteMutation, variables: { orderUuid: ORDER } },
  result: { data: { orderCourierQuote: booking() } },
});

const open = (mocks: MockLink.MockedResponse[], canBook = true) =>
  renderScreen(<CourierSection orderUuid={ORDER} appUuid={APP_UUID} canBook={canBook} />, {
    path: `${APP_BASE}/orders/history`,
    pattern: '/apps/:key/:appUUID/*',
    cache: createCache(),
    mocks,
  });

describe('CourierSection (book a courier from the order page)', () => {
  it('shows the quote before booking, then books it from the shipping credits', async () => {
    const user = userEvent.setup();
    open([
      courier(20_000, null),
      quoted,
      schemaChecked({
        request: { query: OrderCourierBookMutation, variables: { uuid: 'b-1' } },
        result: {
          data: { orderCourierBook: booking({ status: 'booking', bookedAt: '2026-11-26T02:01:00.000Z' }) },
        },
      }),
      courier(8_000, booking({ status: 'allocating', bookedAt: '2026-11-26T02:01:00.000Z' })),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Book a courier' }));
    expect(await screen.findByText('₱120.00')).toBeInTheDocument();
    expect(screen.getByText('Shipping credit: ₱200.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book courier for ₱120.00' }));
    expect(await screen.findByText(COURIER_BOOKED)).toBeInTheDocument();
    expect(await screen.findByText('Finding a driver')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Book/ })).toBeNull();
  });

  it('does not offer booking past the balance', async () => {
    const user = userEvent.setup();
    open([courier(5_000, null), quoted]);
    await user.click(await screen.findByRole('button', { name: 'Book a courier' }));
    expect(await screen.findByText(NOT_ENOUGH_FOR_COURIER)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book courier for ₱120.00' })).toBeDisabled();
  });

  it("shows the server's refusal in plain words", async () => {
    const user = userEvent.setup();
    open([
      courier(20_000, null),
      {
        request: { query: OrderCourierQuoteMutation, variables: { orderUuid: ORDER } },
        result: {
          errors: [new GraphQLError('Add a pickup address in Shipping Manager before booking a courier.')],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Book a courier' }));
    expect(
      await screen.findByText('Add a pickup address in Shipping Manager before booking a courier.'),
    ).toBeInTheDocument();
  });

  it('shows the driver, the tracking link and the courier updates of a live booking', async () => {
    open(
      [
        courier(
          8_000,
          booking({
            status: 'picking_up',
            driverName: 'Pedro Santos',
            driverPhone: '+639170000001',
            driverPlate: 'NAB 1234',
            trackingUrl: 'https://share.lalamove.com/O-1',
          }),
          [
            {
              __typename: 'OrderCourierUpdate',
              uuid: 'u-1',
              status: 'picking_up',
              driverName: 'Pedro Santos',
              driverPlate: 'NAB 1234',
              createdAt: '2026-11-26T02:03:00.000Z',
            },
          ],
        ),
      ],
      false,
    );
    expect(await screen.findByText('Driver: Pedro Santos · NAB 1234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track the delivery' })).toHaveAttribute(
      'href',
      'https://share.lalamove.com/O-1',
    );
    expect(screen.getByRole('list', { name: 'Courier updates' })).toHaveTextContent(
      'Driver on the way to pick up (Pedro Santos · NAB 1234)',
    );
    expect(screen.queryByRole('button', { name: 'Book a courier' })).toBeNull();
  });

  it('cancels a booking before pick-up only after the confirm, and shows the fee back in the credits', async () => {
    const user = userEvent.setup();
    const live = booking({ status: 'allocating', bookedAt: '2026-11-26T02:01:00.000Z', cancellable: true });
    open([
      courier(8_000, live),
      schemaChecked({
        request: { query: OrderCourierCancelMutation, variables: { orderUuid: ORDER } },
        result: { data: { orderCourierCancel: { ...live, status: 'cancelled', cancellable: false } } },
      }),
      courier(20_000, { ...live, status: 'cancelled', cancellable: false }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the courier booking?' });
    expect(dialog).toHaveTextContent('₱120.00 goes back to your shipping credits');
    // Keep booking closes the dialog and changes nothing.
    await user.click(screen.getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Finding a driver')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel booking' }),
    );
    expect(await screen.findByText(COURIER_CANCELLED)).toBeInTheDocument();
    expect(
      await screen.findByText('Cancelled: its fee went back to your shipping credits'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull());
  });

  it('offers no Cancel booking once the driver has picked up, and shows a refusal in plain words', async () => {
    const user = userEvent.setup();
    const { unmount } = open([courier(8_000, booking({ status: 'in_transit', cancellable: false }))]);
    expect(await screen.findByText('On the way to the customer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    unmount();
    const live = booking({ status: 'picking_up', cancellable: true });
    const refusal =
      'The driver has already picked up this order, so the courier booking can no longer be cancelled.';
    open([
      courier(8_000, live),
      {
        request: { query: OrderCourierCancelMutation, variables: { orderUuid: ORDER } },
        result: { errors: [new GraphQLError(refusal)] },
      },
      courier(8_000, { ...live, status: 'in_transit', cancellable: false }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel booking' }),
    );
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});
