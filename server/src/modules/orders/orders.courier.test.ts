import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import type { FakeCourier } from '../../integrations/couriers/fake.ts';
import { addShippingCredits, shippingCreditsOf } from '../credits/index.ts';
import { orderCourierBookings, orderCourierUpdates } from './orders.courier.tables.ts';
import { orders } from './orders.tables.ts';

const QUOTE = `mutation($o: ID!) { orderCourierQuote(orderUuid: $o) { uuid status fee courier pickupAddress dropoffAddress quoteExpiresAt } }`;
const BOOK = `mutation($u: ID!) { orderCourierBook(uuid: $u) { uuid status fee } }`;
const ORDER = `query($u: ID!) { order(uuid: $u) { courierBooking { status driverName driverPlate fee } courierUpdates { status driverName } } }`;

/* Booking a courier for an order on the local fake courier: the fee leaves the shipping credits once. */
describe.each(testDatabases())('courier bookings on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  let open: string[] = [];
  const courier = () => t.server.context.courier as FakeCourier;
  const credits = () => shippingCreditsOf(t.server.context.db, appUuid);
  const bookingOf = async (uuid: string) =>
    (
      await t.server.context.db.select().from(orderCourierBookings).where(eq(orderCourierBookings.uuid, uuid))
    )[0];
  const quote = async (orderUuid: string) =>
    (await t.gql<{ orderCourierQuote: { uuid: string; fee: number } }>(QUOTE, { o: orderUuid }, token)).data
      ?.orderCourierQuote;
  const hook = (body: string) =>
    fetch(`${t.url}/webhooks/courier`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }).then(async (r) => ({ status: r.status, ...((await r.json()) as { outcome?: string }) }));

  beforeAll(async () => {
    // The fake's own steps are off: the test posts each webhook itself.
    t = await startTestServer(kind, { config: { courier: { kind: 'fake', stepMs: 0 } } });
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
    const rows = await t.server.context.db
      .select({ uuid: orders.uuid })
      .from(orders)
      .where(
        and(
          eq(orders.appUuid, appUuid),
          eq(orders.fulfillment, 'delivery'),
          notInArray(orders.status, ['cancelled', 'completed']),
        ),
      );
    open = rows.map((r) => r.uuid);
  });
  afterAll(() => t.close());

  it('quotes from the store pickup address without spending anything, and refuses a booking past the balance', async () => {
    expect(open.length).toBeGreaterThanOrEqual(2);
    const q = await t.gql<{ orderCourierQuote: Record<string, unknown> }>(QUOTE, { o: open[0] }, token);
    expect(q.errors).toBeUndefined();
    expect(q.data?.orderCourierQuote).toMatchObject({
      status: 'quoted',
      fee: 12_000,
      courier: 'fake',
      pickupAddress: '25 Tomas Morato Avenue, Barangay South Triangle, Quezon City, Metro Manila',
      quoteExpiresAt: expect.any(String),
    });
    const uuid = String(q.data?.orderCourierQuote.uuid);
    expect(await credits()).toBe(0);
    const refused = await t.gql(BOOK, { u: uuid }, token);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Not enough shipping credits to book this courier. Top up your Shipping Credit first.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await bookingOf(uuid)).toMatchObject({ status: 'quoted', deliveryId: null });
    expect(await credits()).toBe(0);
    expect(courier().bookings()).toHaveLength(0);
  });

  it('books once: the fee leaves the credits once and the courier is asked once with the key', async () => {
    await addShippingCredits(t.server.context.db, appUuid, 20_000);
    const q = await quote(open[0] ?? '');
    const booked = await t.gql<{ orderCourierBook: Record<string, unknown> }>(BOOK, { u: q?.uuid }, token);
    expect(booked.errors).toBeUndefined();
    expect(booked.data?.orderCourierBook).toMatchObject({ status: 'booking', fee: 12_000 });
    expect(await credits()).toBe(8_000);
    const row = await bookingOf(q?.uuid ?? '');
    expect(row).toMatchObject({ status: 'allocating', deliveryId: expect.stringMatching(/^fake-order-/) });
    expect(courier().bookings()).toHaveLength(1);
    // Asked again: the same booking, nothing more spent; another quote for the order is refused.
    expect((await t.gql(BOOK, { u: q?.uuid }, token)).errors).toBeUndefined();
    expect(await credits()).toBe(8_000);
    expect(courier().bookings()).toHaveLength(1);
    expect((await t.gql(QUOTE, { o: open[0] }, token)).errors?.[0]?.message).toBe(
      'A courier is already booked for this order.',
    );
  });

  it('refuses a second order past the balance and changes nothing', async () => {
    const q = await quote(open[1] ?? '');
    const refused = await t.gql(BOOK, { u: q?.uuid }, token);
    expect(refused.errors?.[0]?.message).toMatch(/^Not enough shipping credits/);
    expect(await credits()).toBe(8_000);
    expect(await bookingOf(q?.uuid ?? '')).toMatchObject({ status: 'quoted' });
    expect(courier().bookings()).toHaveLength(1);
  });

  it('takes driver and status updates only with a valid signature, each once, onto the order', async () => {
    const [row] = await t.server.context.db
      .select()
      .from(orderCourierBookings)
      .where(eq(orderCourierBookings.orderUuid, open[0] ?? ''))
      .orderBy(orderCourierBookings.createdAt);
    const live = (
      await t.server.context.db
        .select()
        .from(orderCourierBookings)
        .where(eq(orderCourierBookings.status, 'allocating'))
    )[0];
    expect(live).toBeDefined();
    const deliveryId = live?.deliveryId ?? '';
    const driver = { name: 'Pedro Santos', phone: '+639170000001', plateNumber: 'NAB 1234' };
    const good = courier().webhook(deliveryId, 'picking_up', driver, 'evt-1');
    const forged = good.replace(/"signature":"[0-9a-f]+"/, `"signature":"${'0'.repeat(64)}"`);
    expect(await hook(forged)).toMatchObject({ status: 401 });
    expect(
      await hook(good.replace('picking_up', 'delivered').replace('ON_GOING', 'COMPLETED')),
    ).toMatchObject({ status: 401 });
    expect(await t.server.context.db.select().from(orderCourierUpdates)).toHaveLength(0);
    expect((await bookingOf(live?.uuid ?? ''))?.status).toBe('allocating');

    expect(await hook(good)).toMatchObject({ status: 200, outcome: 'applied' });
    expect(await hook(good)).toMatchObject({ status: 200, outcome: 'replayed' });
    const seen = await t.gql<{ order: Record<string, unknown> }>(ORDER, { u: open[0] }, token);
    expect(seen.data?.order).toEqual({
      courierBooking: {
        status: 'picking_up',
        driverName: 'Pedro Santos',
        driverPlate: 'NAB 1234',
        fee: 12_000,
      },
      courierUpdates: [{ status: 'picking_up', driverName: 'Pedro Santos' }],
    });
    // The customer's order page, by the order's mobile number: the courier, without its fee or phones.
    const [placed] = await t.server.context.db
      .select()
      .from(orders)
      .where(eq(orders.uuid, open[0] ?? ''));
    const customer = await t.gql(
      `query($a: ID!, $t: String!, $m: String!) { storeOrderCourier(appUuid: $a, transactionNumber: $t, mobile: $m) {
        status driverName driverPlate trackingUrl } }`,
      { a: appUuid, t: placed?.transactionNumber, m: placed?.mobileNumber },
    );
    expect(customer.data).toEqual({
      storeOrderCourier: {
        status: 'picking_up',
        driverName: 'Pedro Santos',
        driverPlate: 'NAB 1234',
        trackingUrl: null,
      },
    });
    const stranger = await t.gql(
      `query($a: ID!, $t: String!) { storeOrderCourier(appUuid: $a, transactionNumber: $t, mobile: "9170000000") { status } }`,
      { a: appUuid, t: placed?.transactionNumber },
    );
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(row).toBeDefined();
  });

  it('gives the credits back once when the courier cancels', async () => {
    const live = (
      await t.server.context.db
        .select()
        .from(orderCourierBookings)
        .where(eq(orderCourierBookings.status, 'picking_up'))
    )[0];
    const cancelled = courier().webhook(live?.deliveryId ?? '', 'cancelled', null, 'evt-2');
    expect(await hook(cancelled)).toMatchObject({ outcome: 'applied' });
    expect(await credits()).toBe(20_000);
    expect(await hook(cancelled)).toMatchObject({ outcome: 'replayed' });
    expect(await hook(courier().webhook(live?.deliveryId ?? '', 'cancelled', null, 'evt-3'))).toMatchObject({
      outcome: 'ignored',
    });
    expect(await credits()).toBe(20_000);
    expect((await bookingOf(live?.uuid ?? ''))?.status).toBe('cancelled');
  });

  it('gives the fee back when the courier refuses the booking', async () => {
    const q = await quote(open[1] ?? '');
    const row = await bookingOf(q?.uuid ?? '');
    // Someone else's order took the quotation at the courier first: it refuses ours.
    await courier().book({
      referenceId: 'other',
      ...(row?.stops ?? { pickup: null, dropoff: null, parcel: '' }),
      quote: { quoteId: row?.quoteId ?? null, fee: 12_000, expiresAt: null, stopIds: [], raw: {} },
      idempotencyKey: 'someone-else',
    } as Parameters<FakeCourier['book']>[0]);
    const booked = await t.gql<{ orderCourierBook: { status: string } }>(BOOK, { u: q?.uuid }, token);
    expect(booked.data?.orderCourierBook.status).toBe('booking');
    expect(await bookingOf(q?.uuid ?? '')).toMatchObject({
      status: 'failed',
      failureCode: 'ERR_INVALID_QUOTATION_ID',
      deliveryId: null,
    });
    expect(await credits()).toBe(20_000);
    const seen = await t.gql<{ order: { courierBooking: { status: string } } }>(ORDER, { u: open[1] }, token);
    expect(seen.data?.order.courierBooking.status).toBe('failed');
  });
});

/* The embedded default: the fake courier moves a booking by itself, through this server's webhook. */
describe('a courier booking on the embedded default', () => {
  it('is picked up by the demo rider, on its way, then delivered, all through /webhooks/courier', async () => {
    const t = await startTestServer('pglite', { config: { courier: { kind: 'fake', stepMs: 40 } } });
    try {
      const token = await t.signIn();
      const appUuid = await t.firstAppUuid(token);
      const [order] = await t.server.context.db
        .select({ uuid: orders.uuid })
        .from(orders)
        .where(
          and(
            eq(orders.appUuid, appUuid),
            eq(orders.fulfillment, 'delivery'),
            notInArray(orders.status, ['cancelled', 'completed']),
          ),
        );
      await addShippingCredits(t.server.context.db, appUuid, 12_000);
      const q = await t.gql<{ orderCourierQuote: { uuid: string } }>(QUOTE, { o: order?.uuid }, token);
      expect((await t.gql(BOOK, { u: q.data?.orderCourierQuote.uuid }, token)).errors).toBeUndefined();
      await vi.waitFor(
        async () =>
          expect((await bookingOf(t, q.data?.orderCourierQuote.uuid ?? ''))?.status).toBe('delivered'),
        { timeout: 5_000, interval: 50 },
      );
      const seen = await t.gql<{ order: { courierUpdates: { status: string }[] } }>(
        ORDER,
        { u: order?.uuid },
        token,
      );
      expect(seen.data?.order.courierUpdates.map((u) => u.status)).toEqual([
        'picking_up',
        'in_transit',
        'delivered',
      ]);
      expect(await shippingCreditsOf(t.server.context.db, appUuid)).toBe(0);
    } finally {
      await t.close();
    }
  });
});

async function bookingOf(t: TestServer, uuid: string) {
  return (
    await t.server.context.db.select().from(orderCourierBookings).where(eq(orderCourierBookings.uuid, uuid))
  )[0];
}
