import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CourierBookingStatus } from '../../generated/graphql';
import { useQuery } from '../../lib/graphqlFetch/react';
import { StoreOrderCourierQuery } from '../graphql/courier';

const POLL_MS = 15_000;

/** The customer's words for the courier's statuses (cancelled and failed bookings are not shown). */
export const CUSTOMER_COURIER_TEXT: Partial<Record<CourierBookingStatus, string>> = {
  booking: 'Finding a rider for your order',
  allocating: 'Finding a rider for your order',
  picking_up: 'Your rider is on the way to the store',
  in_transit: 'Your order is on its way to you',
  delivered: 'Delivered by the courier',
};

/**
 * The courier on the customer's order page (issue 17): the rider and the tracking link once the store
 * booked one, read again every few seconds while the order is on its way. Nothing before a booking.
 */
export function StoreOrderCourier(props: { appUuid: string; transactionNumber: string; mobile: string }) {
  const { data } = useQuery(StoreOrderCourierQuery, { variables: props, fetchPolicy: 'cache-and-network' });
  const courier = data?.storeOrderCourier;
  const moving = courier && courier.status !== 'delivered';
  useQuery(StoreOrderCourierQuery, {
    variables: props,
    fetchPolicy: 'network-only',
    pollInterval: POLL_MS,
    skip: !moving,
  });
  const text = courier ? CUSTOMER_COURIER_TEXT[courier.status] : undefined;
  if (!courier || !text) return null;
  return (
    <Card component="section" aria-labelledby="store-courier-title" sx={{ p: 2 }}>
      <Stack spacing={0.5} role="status">
        <Typography id="store-courier-title" variant="subtitle2" color="text.secondary">
          Courier
        </Typography>
        <Typography>{text}</Typography>
        {courier.driverName ? (
          <Typography variant="body2">
            Rider: {[courier.driverName, courier.driverPlate].filter(Boolean).join(' · ')}
          </Typography>
        ) : null}
        {courier.trackingUrl ? (
          <Link href={courier.trackingUrl} target="_blank" rel="noopener noreferrer">
            Track your delivery
          </Link>
        ) : null}
      </Stack>
    </Card>
  );
}
