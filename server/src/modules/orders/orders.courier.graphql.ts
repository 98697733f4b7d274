/**
 * Couriers on the order page: a quote (orderCourierQuote, nothing spent), the booking
 * (orderCourierBook: its fee from the shipping credits), its cancel before pick-up (orderCourierCancel:
 * the fee back), and the order's courier and its updates
 * (Order.courierBooking, Order.courierUpdates). Owners and admins: a booking spends the store's money.
 */

import { asc, eq } from 'drizzle-orm';
import { builder } from '../../graphql/builder.ts';
import { cancelCourier, cancellable } from './orders.courier.cancel.ts';
import {
  type OrderCourierBookingRow,
  type OrderCourierUpdateRow,
  orderCourierUpdates,
} from './orders.courier.tables.ts';
import { bookCourier, courierNeedsPins, latestBooking, liveBooking, quoteCourier } from './orders.courier.ts';
import { OrderType } from './orders.graphql.ts';
import { storeOrderOrThrow } from './orders.service.ts';

const CourierBookingStatusEnum = builder.enumType('CourierBookingStatus', {
  description:
    "quoted (nothing spent), booking (credits taken, asking the courier), the courier's allocating, picking_up, in_transit, delivered; cancelled or failed give the credits back.",
  values: [
    'quoted',
    'booking',
    'allocating',
    'picking_up',
    'in_transit',
    'delivered',
    'cancelled',
    'failed',
  ] as const,
});

const CourierBookingType = builder.objectRef<OrderCourierBookingRow>('OrderCourierBooking').implement({
  description: 'A courier for an order: its quote, then the booking. Amounts are centavos.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    courier: t.exposeString('courier', { description: 'grab_express, lalamove or fake.' }),
    status: t.field({ type: CourierBookingStatusEnum, resolve: (b) => b.status }),
    fee: t.exposeInt('fee', { description: 'Centavos, taken from the shipping credits when booked.' }),
    quoteExpiresAt: t.expose('quoteExpiresAt', { type: 'DateTime', nullable: true }),
    pickupAddress: t.string({ resolve: (b) => b.stops.pickup.address }),
    dropoffAddress: t.string({ resolve: (b) => b.stops.dropoff.address }),
    trackingUrl: t.exposeString('trackingUrl', { nullable: true }),
    driverName: t.exposeString('driverName', { nullable: true }),
    driverPhone: t.exposeString('driverPhone', { nullable: true }),
    driverPlate: t.exposeString('driverPlate', { nullable: true }),
    bookedAt: t.expose('bookedAt', { type: 'DateTime', nullable: true }),
    cancellable: t.boolean({
      description: 'Whether the store may still cancel the booking (before the parcel is picked up).',
      resolve: (b) => cancellable(b),
    }),
  }),
});

const CourierUpdateType = builder.objectRef<OrderCourierUpdateRow>('OrderCourierUpdate').implement({
  description: "What the courier told about the order's booking (its timeline).",
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    status: t.field({ type: CourierBookingStatusEnum, nullable: true, resolve: (u) => u.status }),
    driverName: t.exposeString('driverName', { nullable: true }),
    driverPlate: t.exposeString('driverPlate', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.objectFields(OrderType, (t) => ({
  courierBooking: t.field({
    type: CourierBookingType,
    nullable: true,
    description: "The order's latest courier quote or booking.",
    resolve: (o, _a, ctx) => latestBooking(ctx.db, o.uuid),
  }),
  courierMapPinRequired: t.boolean({
    description:
      "Whether the store's courier quotes only with the drop-off map pin (Lalamove): the console asks for it.",
    resolve: (_o, _a, ctx) => courierNeedsPins(ctx.courier.kind),
  }),
  courierUpdates: t.field({
    type: [CourierUpdateType],
    description: "The courier's updates, oldest first.",
    resolve: (o, _a, ctx) =>
      ctx.db
        .select()
        .from(orderCourierUpdates)
        .where(eq(orderCourierUpdates.orderUuid, o.uuid))
        .orderBy(asc(orderCourierUpdates.createdAt)),
  }),
}));

builder.mutationField('orderCourierQuote', (t) =>
  t.field({
    type: CourierBookingType,
    description: "The courier's price for delivering the order (nothing is spent until it is booked).",
    args: {
      orderUuid: t.arg.id({ required: true }),
      dropoffLatitude: t.arg.float({
        description:
          "The customer's map pin, decimal degrees; with dropoffLongitude or not at all (Lalamove needs it).",
      }),
      dropoffLongitude: t.arg.float(),
    },
    resolve: (_r, args, ctx) =>
      quoteCourier(ctx, {
        orderUuid: String(args.orderUuid),
        dropoffLatitude: args.dropoffLatitude,
        dropoffLongitude: args.dropoffLongitude,
      }),
  }),
);

builder.mutationField('orderCourierBook', (t) =>
  t.field({
    type: CourierBookingType,
    description:
      'Books a quote: its fee is taken from the shipping credits once (refused when they are short).',
    args: { uuid: t.arg.id({ required: true, description: 'The quote (OrderCourierBooking.uuid).' }) },
    resolve: (_r, { uuid }, ctx) => bookCourier(ctx, String(uuid)),
  }),
);

builder.mutationField('orderCourierCancel', (t) =>
  t.field({
    type: CourierBookingType,
    description:
      "Cancels the order's courier booking before pick-up; its fee goes back to the shipping credits once.",
    args: { orderUuid: t.arg.id({ required: true }) },
    resolve: (_r, { orderUuid }, ctx) => cancelCourier(ctx, String(orderUuid)),
  }),
);

/** What the customer's order page shows of the courier: no fee, no phone numbers, only live or done. */
const StoreCourierType = builder.objectRef<OrderCourierBookingRow>('StoreOrderCourier').implement({
  description: "The courier bringing a customer's order (their order page).",
  fields: (t) => ({
    status: t.field({ type: CourierBookingStatusEnum, resolve: (b) => b.status }),
    driverName: t.exposeString('driverName', { nullable: true }),
    driverPlate: t.exposeString('driverPlate', { nullable: true }),
    trackingUrl: t.exposeString('trackingUrl', { nullable: true }),
  }),
});

builder.queryField('storeOrderCourier', (t) =>
  t.field({
    type: StoreCourierType,
    nullable: true,
    description:
      "The courier of the customer's order (no sign-in: the order's mobile number); null before one is booked.",
    args: {
      appUuid: t.arg.id({ required: true }),
      transactionNumber: t.arg.string({ required: true }),
      mobile: t.arg.string({ required: true }),
    },
    resolve: async (_r, args, ctx) => {
      const order = await storeOrderOrThrow(ctx, {
        appUuid: String(args.appUuid),
        transactionNumber: args.transactionNumber,
        mobile: args.mobile,
      });
      return liveBooking(ctx.db, order.uuid);
    },
  }),
);
