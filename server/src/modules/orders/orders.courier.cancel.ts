/**
 * Cancelling a courier booking from the order page (issue 17): allowed only before the parcel is picked
 * up (the courier is finding a driver, or the driver is on the way to the store). The courier is asked
 * first, outside any transaction; then, in one transaction under the booking's lock, the booking is
 * cancelled, its fee goes back to the shipping credits and the cancel is written on the order's courier
 * timeline. Whatever already ended the booking (a retry of this call, the courier's own CANCELED
 * webhook) is found under that lock, so the credits come back exactly once.
 */
import { eq } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { CourierError } from '../../integrations/couriers/couriers.port.ts';
import { conflict } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { newUuid } from '../../platform/ids.ts';
import { addShippingCredits } from '../credits/index.ts';
import {
  type CourierBookingStatus,
  type OrderCourierBookingRow,
  orderCourierBookings,
  orderCourierUpdates,
} from './orders.courier.tables.ts';
import { latestBooking } from './orders.courier.ts';
import { orderOrThrow } from './orders.service.ts';

export const NO_BOOKING = 'There is no courier booking to cancel for this order.';
export const STILL_BOOKING = 'The courier is still being booked. Try again in a moment.';
export const PICKED_UP =
  'The driver has already picked up this order, so the courier booking can no longer be cancelled.';
export const COURIER_REFUSED_CANCEL =
  'The courier did not accept the cancellation. The driver may have picked up the order already.';
export const COURIER_AWAY = 'The courier could not be reached. Please try again.';

/** Before pick-up: the courier is finding a driver, or the driver is heading to the store. */
const BEFORE_PICKUP: readonly CourierBookingStatus[] = ['allocating', 'picking_up'];

/** Whether the order page offers Cancel booking for this booking. */
export const cancellable = (b: Pick<OrderCourierBookingRow, 'status' | 'deliveryId'>) =>
  BEFORE_PICKUP.includes(b.status) && b.deliveryId !== null;

/** The problem with cancelling this booking now, or null. */
function cancelProblem(b: OrderCourierBookingRow | null): string | null {
  if (!b || b.status === 'quoted' || b.status === 'failed') return NO_BOOKING;
  if (b.status === 'booking' || !b.deliveryId) return STILL_BOOKING;
  if (b.status === 'in_transit' || b.status === 'delivered') return PICKED_UP;
  return null;
}

/** Asks the courier to cancel; an error is forgiven when the courier's own record says it is cancelled. */
async function cancelAtCourier(ctx: Context, deliveryId: string): Promise<void> {
  try {
    await ctx.courier.cancel(deliveryId);
  } catch (err) {
    if (!(err instanceof CourierError)) throw err;
    // A retry after our first cancel went through: the courier may refuse a second one.
    const now = await ctx.courier.status(deliveryId).catch(() => null);
    if (now?.status === 'cancelled') return;
    ctx.log.warn({ err, deliveryId }, 'courier refused the cancel');
    throw conflict(err.transient ? COURIER_AWAY : COURIER_REFUSED_CANCEL);
  }
}

/** orderCourierCancel: cancels the order's booking before pick-up and gives its fee back, once. */
export async function cancelCourier(ctx: Context, orderUuid: string): Promise<OrderCourierBookingRow> {
  const order = await orderOrThrow(ctx, orderUuid);
  const booking = await latestBooking(ctx.db, order.uuid);
  // Already cancelled (a retry): the same answer, nothing given back twice.
  if (booking?.status === 'cancelled') return booking;
  const problem = cancelProblem(booking);
  if (problem || !booking?.deliveryId) throw conflict(problem ?? NO_BOOKING);
  await cancelAtCourier(ctx, booking.deliveryId);
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const [locked] = await tx
      .select()
      .from(orderCourierBookings)
      .where(eq(orderCourierBookings.uuid, booking.uuid))
      .for('update');
    if (!locked) throw conflict(NO_BOOKING);
    // Ended meanwhile (a concurrent cancel, the courier's webhook): its credits were already handled.
    if (['cancelled', 'failed', 'delivered'].includes(locked.status)) return locked;
    const [cancelled] = await tx
      .update(orderCourierBookings)
      .set({ status: 'cancelled', failureCode: 'CANCELLED_BY_STORE', updatedAt: now })
      .where(eq(orderCourierBookings.uuid, locked.uuid))
      .returning();
    await addShippingCredits(tx, locked.appUuid, locked.fee);
    await tx
      .insert(orderCourierUpdates)
      .values({
        uuid: newUuid(),
        bookingUuid: locked.uuid,
        orderUuid: locked.orderUuid,
        eventId: `store-cancel:${locked.uuid}`,
        status: 'cancelled',
        createdAt: now,
      })
      .onConflictDoNothing();
    return cancelled ?? locked;
  });
}
