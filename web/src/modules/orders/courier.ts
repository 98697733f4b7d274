/** Booking a courier from the order page (issue 17): the words for each step. */
import type { CourierBookingStatus } from '../../generated/graphql';

export const COURIER_BOOKED =
  "Courier booked. The driver's details appear here once the courier assigns one.";
export const NOT_ENOUGH_FOR_COURIER =
  'Not enough shipping credits for this courier. Top up your Shipping Credit in Shipping Manager first.';

export const DROPOFF_PIN_REQUIRED =
  'This courier needs the drop-off map pin: enter the latitude and longitude, or paste a Google Maps link.';

export const COURIER_CANCELLED = 'Courier booking cancelled. Its fee went back to your shipping credits.';

const WORDS: Record<CourierBookingStatus, string> = {
  quoted: 'Quoted',
  booking: 'Booking the courier',
  allocating: 'Finding a driver',
  picking_up: 'Driver on the way to pick up',
  in_transit: 'On the way to the customer',
  delivered: 'Delivered',
  cancelled: 'Cancelled: its fee went back to your shipping credits',
  failed: 'The courier could not take this booking: its fee went back to your shipping credits',
};

export const courierStatusText = (status: CourierBookingStatus): string => WORDS[status];

/** A booking still moving (the section refreshes itself while it is). */
export const courierMoving = (status: CourierBookingStatus | null | undefined): boolean =>
  status === 'booking' || status === 'allocating' || status === 'picking_up' || status === 'in_transit';

/** A booking the order keeps (another quote is not offered). */
export const courierLive = (status: CourierBookingStatus | null | undefined): boolean =>
  courierMoving(status) || status === 'delivered';

/** The driver in one line: "Pedro Santos · NAB 1234". */
export const driverText = (d: { driverName?: string | null; driverPlate?: string | null }): string | null =>
  d.driverName ? [d.driverName, d.driverPlate].filter(Boolean).join(' · ') : null;
