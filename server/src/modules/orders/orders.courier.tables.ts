import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CourierStop } from '../../integrations/couriers/couriers.port.ts';
import { apps } from '../apps/apps.tables.ts';
import { orders } from './orders.tables.ts';

/** quoted → booking (credits taken, the outbox books) → the courier's statuses; failed or cancelled give them back. */
export type CourierBookingStatus =
  | 'quoted'
  | 'booking'
  | 'allocating'
  | 'picking_up'
  | 'in_transit'
  | 'delivered'
  | 'cancelled'
  | 'failed';

export interface CourierStops {
  pickup: CourierStop;
  dropoff: CourierStop;
  parcel: string;
  /** The courier's stop ids of the quotation (Lalamove). */
  stopIds: string[];
}

/**
 * A courier for an order: the quote shown to the merchant, then the booking paid from the store's
 * shipping credits (taken once, in the booking's transaction) and made by the outbox with the key
 * `courier-{uuid}`; the courier's webhooks move it and name the driver. One live booking per order.
 */
export const orderCourierBookings = pgTable(
  'order_courier_bookings',
  {
    uuid: uuid('uuid').primaryKey(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    /** grab_express, lalamove or fake. */
    courier: text('courier').notNull(),
    status: text('status').$type<CourierBookingStatus>().notNull().default('quoted'),
    /** Centavos: the quote, taken from the shipping credits when booked. */
    fee: integer('fee').notNull(),
    quoteId: text('quote_id'),
    quoteExpiresAt: timestamp('quote_expires_at', { withTimezone: true }),
    stops: jsonb('stops').$type<CourierStops>().notNull(),
    /** The courier's id of the delivery, once booked. */
    deliveryId: text('delivery_id'),
    trackingUrl: text('tracking_url'),
    driverName: text('driver_name'),
    driverPhone: text('driver_phone'),
    driverPlate: text('driver_plate'),
    failureCode: text('failure_code'),
    /** Who booked (a member of the store). */
    bookedBy: uuid('booked_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
  },
  (t) => [
    index('order_courier_bookings_order_idx').on(t.orderUuid, t.createdAt),
    uniqueIndex('order_courier_bookings_delivery_key').on(t.deliveryId),
    uniqueIndex('order_courier_bookings_live_key')
      .on(t.orderUuid)
      .where(sql`${t.status} not in ('quoted', 'cancelled', 'failed')`),
  ],
);

export type OrderCourierBookingRow = typeof orderCourierBookings.$inferSelect;

/** What the courier told about a booking (webhooks, by event id: each once): the order's courier timeline. */
export const orderCourierUpdates = pgTable(
  'order_courier_updates',
  {
    uuid: uuid('uuid').primaryKey(),
    bookingUuid: uuid('booking_uuid')
      .notNull()
      .references(() => orderCourierBookings.uuid, { onDelete: 'cascade' }),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    /** The courier's event id (or one derived from the body): a replay finds it and changes nothing. */
    eventId: text('event_id').notNull(),
    /** The status it moved to (null: a driver update only). */
    status: text('status').$type<CourierBookingStatus>(),
    driverName: text('driver_name'),
    driverPlate: text('driver_plate'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_courier_updates_event_key').on(t.eventId),
    index('order_courier_updates_order_idx').on(t.orderUuid, t.createdAt),
  ],
);

export type OrderCourierUpdateRow = typeof orderCourierUpdates.$inferSelect;
