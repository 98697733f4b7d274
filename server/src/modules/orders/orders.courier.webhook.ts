/**
 * POST /webhooks/courier: the courier's status and driver updates, verified (Grab's token, Lalamove's
 * signature) before anything is read or changed, each event applied once (its id is recorded in the
 * same transaction). A booking moves only forward; one the courier cancelled or failed gives its
 * credits back, once.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq } from 'drizzle-orm';
import {
  type Courier,
  CourierSignatureError,
  type CourierUpdate,
  type DeliveryStatus,
} from '../../integrations/couriers/couriers.port.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { type EventBus, inTransaction } from '../../platform/events.ts';
import { BodyTooLargeError, readBody, sendJson } from '../../platform/http.ts';
import { newUuid } from '../../platform/ids.ts';
import type { Logger } from '../../platform/logger.ts';
import { addShippingCredits } from '../credits/index.ts';
import {
  type CourierBookingStatus,
  orderCourierBookings,
  orderCourierUpdates,
} from './orders.courier.tables.ts';

export const COURIER_WEBHOOK_PATH = '/webhooks/courier';

export interface CourierWebhookDeps {
  db: Db;
  events: EventBus;
  clock: Clock;
  log: Logger;
  courier: Courier;
}

const ORDER: Record<CourierBookingStatus, number> = {
  quoted: 0,
  booking: 1,
  allocating: 2,
  picking_up: 3,
  in_transit: 4,
  delivered: 5,
  cancelled: 6,
  failed: 6,
};
const ENDED: ReadonlySet<CourierBookingStatus> = new Set(['delivered', 'cancelled', 'failed', 'quoted']);

/** Whether a booking at `from` may move to `to`: forward only, never out of an end. */
export function courierMove(from: CourierBookingStatus, to: DeliveryStatus): boolean {
  return !ENDED.has(from) && ORDER[to] > ORDER[from];
}

export type CourierOutcome = 'applied' | 'replayed' | 'ignored';

export async function applyCourierUpdate(
  deps: CourierWebhookDeps,
  update: CourierUpdate,
): Promise<CourierOutcome> {
  return inTransaction(deps, async (tx) => {
    const [booking] = await tx
      .select()
      .from(orderCourierBookings)
      .where(eq(orderCourierBookings.deliveryId, update.deliveryId))
      .for('update');
    if (!booking) return 'ignored';
    const now = deps.clock.now();
    const to = update.status && courierMove(booking.status, update.status) ? update.status : null;
    const [fresh] = await tx
      .insert(orderCourierUpdates)
      .values({
        uuid: newUuid(),
        bookingUuid: booking.uuid,
        orderUuid: booking.orderUuid,
        eventId: update.eventId,
        status: to,
        driverName: update.driver?.name ?? null,
        driverPlate: update.driver?.plateNumber ?? null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return 'replayed';
    if (!to && !update.driver) return 'ignored';
    await tx
      .update(orderCourierBookings)
      .set({
        ...(to ? { status: to } : {}),
        ...(update.driver
          ? {
              driverName: update.driver.name,
              driverPhone: update.driver.phone,
              driverPlate: update.driver.plateNumber,
            }
          : {}),
        ...(update.trackingUrl ? { trackingUrl: update.trackingUrl } : {}),
        updatedAt: now,
      })
      .where(
        and(eq(orderCourierBookings.uuid, booking.uuid), eq(orderCourierBookings.status, booking.status)),
      );
    if (to === 'cancelled' || to === 'failed') await addShippingCredits(tx, booking.appUuid, booking.fee);
    return 'applied';
  });
}

export async function handleCourierWebhook(
  deps: CourierWebhookDeps,
  maxBodyBytes: number,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method !== 'POST') return sendJson(res, 405, { error: 'Method not allowed' });
  let body: string;
  try {
    body = (await readBody(req, maxBodyBytes)).toString('utf8');
  } catch (err) {
    if (err instanceof BodyTooLargeError) return sendJson(res, 413, { error: 'Payload too large' });
    throw err;
  }
  const headers: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v[0] : v;
  let update: CourierUpdate | null;
  try {
    update = deps.courier.parseWebhook({ headers, body, path: COURIER_WEBHOOK_PATH });
  } catch (err) {
    if (err instanceof CourierSignatureError) return sendJson(res, 401, { error: 'Invalid signature' });
    throw err;
  }
  if (!update) return sendJson(res, 200, { received: true, outcome: 'ignored' });
  // A failure here answers 500 and the courier retries; the event id makes the retry safe.
  const outcome = await applyCourierUpdate(deps, update);
  deps.log.info({ deliveryId: update.deliveryId, eventId: update.eventId, outcome }, 'courier webhook');
  sendJson(res, 200, { received: true, outcome });
}
