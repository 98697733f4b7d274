/**
 * Courier status without webhooks (issue 17): a webhook may be lost (the courier gives up, our server
 * was down), so a scheduled job asks the courier for every active booking not heard of for
 * POLL_AFTER_MS and applies what it says exactly as the webhook would (`applyCourierUpdate`: forward
 * only, each event once, a cancelled or failed booking's fee back once). The event id is derived from
 * the delivery, the status and the driver, so the same answer read twice is applied once.
 */
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { CourierDriver, CourierUpdate } from '../../integrations/couriers/couriers.port.ts';
import { type CourierBookingStatus, orderCourierBookings } from './orders.courier.tables.ts';
import { applyCourierUpdate, type CourierWebhookDeps, courierMove } from './orders.courier.webhook.ts';

export const COURIER_POLL_JOB = 'orders.courier-poll';
/** A booking not heard of for this long is asked about. */
export const POLL_AFTER_MS = 10 * 60_000;
export const POLL_EVERY_MS = 5 * 60_000;
const BATCH = 100;

/** Booked at the courier and not ended: what the courier may still move. */
const ACTIVE: readonly CourierBookingStatus[] = ['allocating', 'picking_up', 'in_transit'];

const sameDriver = (driver: CourierDriver, row: { driverName: string | null; driverPlate: string | null }) =>
  driver.name === row.driverName && (driver.plateNumber ?? null) === row.driverPlate;

/** Asks the courier about each stale active booking; returns how many changed. */
export async function pollCourierStatuses(deps: CourierWebhookDeps): Promise<number> {
  const now = deps.clock.now();
  const stale = await deps.db
    .select()
    .from(orderCourierBookings)
    .where(
      and(
        inArray(orderCourierBookings.status, [...ACTIVE]),
        isNotNull(orderCourierBookings.deliveryId),
        lte(orderCourierBookings.updatedAt, new Date(now.getTime() - POLL_AFTER_MS)),
      ),
    )
    .orderBy(asc(orderCourierBookings.updatedAt))
    .limit(BATCH);
  let changed = 0;
  for (const booking of stale) {
    const deliveryId = booking.deliveryId ?? '';
    let delivery: Awaited<ReturnType<CourierWebhookDeps['courier']['status']>>;
    try {
      delivery = await deps.courier.status(deliveryId);
    } catch (err) {
      // Unreachable or refused: the booking stays as it is and is asked about again next run.
      deps.log.warn({ err, booking: booking.uuid }, 'courier status unavailable');
      continue;
    }
    const moves = courierMove(booking.status, delivery.status);
    const driver = delivery.driver && !sameDriver(delivery.driver, booking) ? delivery.driver : null;
    if (moves || driver) {
      const update: CourierUpdate = {
        eventId: `poll:${deliveryId}:${delivery.status}:${delivery.driver?.name ?? ''}`,
        deliveryId,
        status: delivery.status,
        driver,
        trackingUrl: delivery.trackingUrl,
        raw: delivery.raw,
      };
      if ((await applyCourierUpdate(deps, update)) === 'applied') {
        changed += 1;
        continue;
      }
    }
    // Nothing new: heard of now, so it is asked again only after another POLL_AFTER_MS.
    await deps.db
      .update(orderCourierBookings)
      .set({ updatedAt: now })
      .where(
        and(
          eq(orderCourierBookings.uuid, booking.uuid),
          eq(orderCourierBookings.status, booking.status),
          eq(orderCourierBookings.updatedAt, booking.updatedAt),
        ),
      );
  }
  return changed;
}
