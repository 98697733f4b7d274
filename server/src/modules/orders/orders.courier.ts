/**
 * Booking a courier for an order (issue 17 "Courier shipping and credits"): the merchant asks for a
 * quote (its fee shown before anything is spent), then books it. The fee is taken from the store's
 * shipping credits once, in the booking's transaction (never below zero: refused in plain words); the
 * outbox asks the courier with the key `courier-{uuid}`, and a refused booking gives the credits back.
 * Driver and status updates arrive by webhook (orders.courier.webhook.ts).
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import {
  CourierError,
  type CourierKind,
  type CourierStop,
} from '../../integrations/couriers/couriers.port.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { badInput, conflict, notFound } from '../../platform/errors.ts';
import { type Delivery, type EventBus, inTransaction, type ListenerDeps } from '../../platform/events.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { appByUuid } from '../apps/index.ts';
import { addShippingCredits, useShippingCredits } from '../credits/index.ts';
import {
  DEFAULT_LATITUDE,
  DEFAULT_LONGITUDE,
  enabledShippingMethod,
  enabledShippingMethods,
} from '../store-setup/index.ts';
import { type OrderCourierBookingRow, orderCourierBookings } from './orders.courier.tables.ts';
import { orderOrThrow } from './orders.service.ts';

export const NOT_ENOUGH_CREDITS =
  'Not enough shipping credits to book this courier. Top up your Shipping Credit first.';
export const QUOTE_EXPIRED = 'This quote has expired. Get a new quote.';
export const ALREADY_BOOKED = 'A courier is already booked for this order.';
export const NOT_FOR_COURIER = 'Only an open delivery order can be sent by courier.';
export const NO_PICKUP = 'Add a pickup address in Shipping Manager before booking a courier.';
export const NOT_A_QUOTE = 'This quote was already used. Get a new quote.';
export const DROPOFF_PIN_NEEDED =
  "Lalamove needs the drop-off map pin: enter the customer's latitude and longitude, or paste a Google Maps link.";
export const PICKUP_PIN_NEEDED =
  'Lalamove needs the pickup map pin: set the latitude and longitude of the pickup address in Shipping Manager.';
export const PICKUP_PIN_UNSET =
  "Lalamove needs the pickup's own map pin: the shipping method in Shipping Manager still has the starting pin (Quezon City). Set the latitude and longitude of your pickup address there.";
export const BOTH_COORDINATES = 'Enter both latitude and longitude, or neither';
export const COURIER_AWAY = 'The courier could not be reached. Try again in a moment.';

/** Couriers that price a delivery on both map pins, not on the addresses (Lalamove's quotation). */
const PINS_NEEDED: readonly CourierKind[] = ['lalamove'];
export const courierNeedsPins = (kind: CourierKind): boolean => PINS_NEEDED.includes(kind);

const LIVE_OR_DONE = ['booking', 'allocating', 'picking_up', 'in_transit', 'delivered'] as const;

/** The order's latest booking that is live or done (not a bare quote, not failed or cancelled), else null. */
export async function liveBooking(db: Db | Tx, orderUuid: string): Promise<OrderCourierBookingRow | null> {
  const rows = await db
    .select()
    .from(orderCourierBookings)
    .where(and(eq(orderCourierBookings.orderUuid, orderUuid), ne(orderCourierBookings.status, 'quoted')))
    .orderBy(desc(orderCourierBookings.createdAt))
    .limit(1);
  const row = rows[0];
  return row && (LIVE_OR_DONE as readonly string[]).includes(row.status) ? row : null;
}

/** The order's latest booking or quote (the order page shows it). */
export async function latestBooking(db: Db | Tx, orderUuid: string): Promise<OrderCourierBookingRow | null> {
  const [row] = await db
    .select()
    .from(orderCourierBookings)
    .where(eq(orderCourierBookings.orderUuid, orderUuid))
    .orderBy(desc(orderCourierBookings.createdAt))
    .limit(1);
  return row ?? null;
}

const phone = (mobile: string | null | undefined) => {
  const digits = (mobile ?? '').replace(/\D/g, '');
  if (digits.length === 10 && digits.startsWith('9')) return `+63${digits}`;
  if (digits.length === 12 && digits.startsWith('63')) return `+${digits}`;
  if (digits.length === 11 && digits.startsWith('09')) return `+63${digits.slice(1)}`;
  return '';
};

function coordinate(name: string, value: number | null | undefined, limit: number): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isFinite(value) || Math.abs(value) > limit) throw badInput({ [name]: 'Not a map coordinate' });
  return value;
}

export interface QuoteInput {
  orderUuid: string;
  dropoffLatitude?: number | null;
  dropoffLongitude?: number | null;
}

/** Asks the courier for a price for the order (nothing is spent); answers the quote to show. */
export async function quoteCourier(ctx: Context, input: QuoteInput): Promise<OrderCourierBookingRow> {
  const order = await orderOrThrow(ctx, input.orderUuid);
  if (order.fulfillment !== 'delivery' || ['cancelled', 'completed'].includes(order.status))
    throw conflict(NOT_FOR_COURIER);
  if (await liveBooking(ctx.db, order.uuid)) throw conflict(ALREADY_BOOKED);
  const chosen = order.shippingMethodUuid
    ? await enabledShippingMethod(ctx, order.appUuid, order.shippingMethodUuid)
    : null;
  const method = chosen?.pickupAddress.trim()
    ? chosen
    : (await enabledShippingMethods(ctx, order.appUuid)).find((m) => m.pickupAddress.trim());
  if (!method) throw conflict(NO_PICKUP);
  const app = await appByUuid(ctx.db, order.appUuid);
  const pickup: CourierStop = {
    address: method.pickupAddress,
    name: app?.name ?? 'Store',
    phone: phone(app?.supportContactNumber),
    lat: method.latitude,
    lng: method.longitude,
  };
  const lat = coordinate('dropoffLatitude', input.dropoffLatitude, 90);
  const lng = coordinate('dropoffLongitude', input.dropoffLongitude, 180);
  if ((lat === null) !== (lng === null))
    throw badInput({ [lat === null ? 'dropoffLatitude' : 'dropoffLongitude']: BOTH_COORDINATES });
  const dropoff: CourierStop = {
    address: order.streetAddress,
    name: order.customerName,
    phone: phone(order.mobileNumber),
    lat,
    lng,
  };
  if (courierNeedsPins(ctx.courier.kind)) {
    if (pickup.lat === null || pickup.lng === null) throw conflict(PICKUP_PIN_NEEDED);
    // The form's starting pin, never moved: a rider would be sent to the wrong place at the store's cost.
    if (pickup.lat === DEFAULT_LATITUDE && pickup.lng === DEFAULT_LONGITUDE) throw conflict(PICKUP_PIN_UNSET);
    if (lat === null || lng === null)
      throw badInput({ dropoffLatitude: DROPOFF_PIN_NEEDED, dropoffLongitude: DROPOFF_PIN_NEEDED });
  }
  const uuid = newUuid();
  const parcel = `Order ${order.transactionNumber}`;
  const quote = await askQuote(ctx, { referenceId: uuid, pickup, dropoff, parcel });
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(orderCourierBookings)
    .values({
      uuid,
      orderUuid: order.uuid,
      appUuid: order.appUuid,
      courier: ctx.courier.kind,
      fee: quote.fee,
      quoteId: quote.quoteId,
      // A courier that does not say holds the price for five minutes here.
      quoteExpiresAt: quote.expiresAt ?? new Date(now.getTime() + 5 * 60_000),
      stops: { pickup, dropoff, parcel, stopIds: quote.stopIds },
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('courier quote insert returned nothing');
  return row;
}

/** The courier's quote; its refusal is answered in plain words (its message is safe to show), not as a crash. */
async function askQuote(ctx: Context, request: Parameters<Context['courier']['quote']>[0]) {
  try {
    return await ctx.courier.quote(request);
  } catch (err) {
    if (!(err instanceof CourierError)) throw err;
    ctx.log.warn({ err, code: err.code, courier: ctx.courier.kind }, 'courier refused a quote');
    if (err.transient) throw conflict(COURIER_AWAY);
    if (err.code === 'NO_COORDINATES')
      throw badInput({ dropoffLatitude: DROPOFF_PIN_NEEDED, dropoffLongitude: DROPOFF_PIN_NEEDED });
    throw conflict(`The courier could not quote this delivery: ${err.message}.`);
  }
}

/** Books a quote: the fee leaves the shipping credits once, here; the outbox asks the courier. */
export async function bookCourier(ctx: Context, bookingUuid: string): Promise<OrderCourierBookingRow> {
  if (!isUuid(bookingUuid)) throw notFound('Order');
  const [found] = await ctx.db
    .select()
    .from(orderCourierBookings)
    .where(eq(orderCourierBookings.uuid, bookingUuid));
  // The tenancy guard: the quote's order must be one of the caller's stores.
  await orderOrThrow(ctx, found?.orderUuid ?? bookingUuid);
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx, events) => {
    const [quote] = await tx
      .select()
      .from(orderCourierBookings)
      .where(eq(orderCourierBookings.uuid, bookingUuid))
      .for('update');
    if (!quote) throw conflict(NOT_A_QUOTE);
    if (quote.status !== 'quoted') {
      if (LIVE_OR_DONE.includes(quote.status as (typeof LIVE_OR_DONE)[number])) return quote;
      throw conflict(NOT_A_QUOTE);
    }
    if (quote.quoteExpiresAt && quote.quoteExpiresAt.getTime() <= now.getTime())
      throw conflict(QUOTE_EXPIRED);
    if (await liveBooking(tx, quote.orderUuid)) throw conflict(ALREADY_BOOKED);
    if ((await useShippingCredits(tx, quote.appUuid, quote.fee)) === null) throw conflict(NOT_ENOUGH_CREDITS);
    const [booked] = await tx
      .update(orderCourierBookings)
      .set({ status: 'booking', bookedAt: now, updatedAt: now, bookedBy: ctx.session?.user.uuid ?? null })
      .where(eq(orderCourierBookings.uuid, quote.uuid))
      .returning();
    if (!booked) throw new Error('courier booking update returned nothing');
    events.emit('order.courierBookingRequested', {
      appUuid: booked.appUuid,
      orderUuid: booked.orderUuid,
      bookingUuid: booked.uuid,
    });
    return booked;
  });
}

/** A booking the courier refused (or never answered): failed, and its credits back, once. */
export async function failBooking(
  deps: Pick<ListenerDeps, 'db' | 'clock'>,
  bookingUuid: string,
  code: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(orderCourierBookings)
      .set({ status: 'failed', failureCode: code, updatedAt: deps.clock.now() })
      .where(and(eq(orderCourierBookings.uuid, bookingUuid), eq(orderCourierBookings.status, 'booking')))
      .returning();
    if (failed) await addShippingCredits(tx, failed.appUuid, failed.fee);
  });
}

/** Asks the courier once per booking (the idempotency key), retried while it is away. */
export function registerOrderCourierListeners(events: EventBus): void {
  events.on(
    'order.courierBookingRequested',
    async ({ bookingUuid }, deps: ListenerDeps, delivery: Delivery) => {
      const [booking] = await deps.db
        .select()
        .from(orderCourierBookings)
        .where(eq(orderCourierBookings.uuid, bookingUuid));
      if (booking?.status !== 'booking' || booking.deliveryId) return;
      const { pickup, dropoff, parcel, stopIds } = booking.stops;
      try {
        const answer = await deps.courier.book({
          referenceId: booking.uuid,
          pickup,
          dropoff,
          parcel,
          quote: {
            quoteId: booking.quoteId,
            fee: booking.fee,
            expiresAt: booking.quoteExpiresAt,
            stopIds,
            raw: {},
          },
          idempotencyKey: `courier-${booking.uuid}`,
        });
        await deps.db
          .update(orderCourierBookings)
          .set({
            deliveryId: answer.id,
            status:
              answer.status === 'cancelled' || answer.status === 'failed' ? 'allocating' : answer.status,
            trackingUrl: answer.trackingUrl,
            driverName: answer.driver?.name ?? null,
            driverPhone: answer.driver?.phone ?? null,
            driverPlate: answer.driver?.plateNumber ?? null,
            updatedAt: deps.clock.now(),
          })
          .where(
            and(eq(orderCourierBookings.uuid, booking.uuid), eq(orderCourierBookings.status, 'booking')),
          );
      } catch (err) {
        const refused = err instanceof CourierError && !err.transient;
        if (refused || delivery.lastAttempt)
          return void (await failBooking(
            deps,
            booking.uuid,
            (err as CourierError).code ?? 'COURIER_REFUSED',
          ));
        throw err;
      }
    },
  );
}
