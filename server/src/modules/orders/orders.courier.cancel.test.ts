import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { CourierError } from '../../integrations/couriers/couriers.port.ts';
import type { FakeCourier } from '../../integrations/couriers/fake.ts';
import { addShippingCredits, shippingCreditsOf } from '../credits/index.ts';
import { COURIER_REFUSED_CANCEL, PICKED_UP } from './orders.courier.cancel.ts';
import { orderCourierBookings } from './orders.courier.tables.ts';
import { orders } from './orders.tables.ts';

const QUOTE = `mutation($o: ID!) { orderCourierQuote(orderUuid: $o) { uuid } }`;
const BOOK = `mutation($u: ID!) { orderCourierBook(uuid: $u) { uuid status } }`;
const CANCEL = `mutation($o: ID!) { orderCourierCancel(orderUuid: $o) { uuid status cancellable } }`;
const ORDER = `query($u: ID!) { order(uuid: $u) { courierBooking { status cancellable } courierUpdates { status } } }`;

/* Cancelling a courier booking before pick-up, on the local fake courier: the fee comes back once. */
describe.each(testDatabases())('cancelling a courier booking on %s', (kind) => {
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
  const hook = (body: string) =>
    fetch(`${t.url}/webhooks/courier`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
  /** Quotes and books a courier for the order; answers the booking once the courier has it. */
  const bookFor = async (orderUuid: string) => {
    const q = await t.gql<{ orderCourierQuote: { uuid: string } }>(QUOTE, { o: orderUuid }, token);
    const uuid = q.data?.orderCourierQuote.uuid ?? '';
    expect((await t.gql(BOOK, { u: uuid }, token)).errors).toBeUndefined();
    await t.server.context.jobs.idle();
    const row = await bookingOf(uuid);
    expect(row).toMatchObject({ status: 'allocating', deliveryId: expect.any(String) });
    return row as NonNullable<typeof row>;
  };
  const cancel = (orderUuid: string) =>
    t.gql<{ orderCourierCancel: { status: string; cancellable: boolean } }>(CANCEL, { o: orderUuid }, token);

  beforeAll(async () => {
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
    await addShippingCredits(t.server.context.db, appUuid, 30_000);
  });
  afterAll(() => t.close());

  it('cancels at the courier before pick-up and gives the fee back exactly once, under retries and a late webhook', async () => {
    const order = open[0] ?? '';
    const booking = await bookFor(order);
    expect(await credits()).toBe(18_000);
    const shown = await t.gql<{ order: { courierBooking: { cancellable: boolean } } }>(
      ORDER,
      { u: order },
      token,
    );
    expect(shown.data?.order.courierBooking.cancellable).toBe(true);

    // A double click: two cancels at once.
    const [a, b] = await Promise.all([cancel(order), cancel(order)]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    expect(a.data?.orderCourierCancel).toEqual({
      uuid: booking.uuid,
      status: 'cancelled',
      cancellable: false,
    });
    expect(await credits()).toBe(30_000);
    expect((await courier().status(booking.deliveryId ?? '')).status).toBe('cancelled');
    // A retry later, and the courier's own CANCELED webhook: nothing more comes back.
    expect((await cancel(order)).data?.orderCourierCancel.status).toBe('cancelled');
    expect(
      (await hook(courier().webhook(booking.deliveryId ?? '', 'cancelled', null, 'evt-c1'))).status,
    ).toBe(200);
    expect(await credits()).toBe(30_000);
    // On the order's courier timeline, once.
    const seen = await t.gql<{ order: { courierUpdates: { status: string | null }[] } }>(
      ORDER,
      { u: order },
      token,
    );
    expect(seen.data?.order.courierUpdates.filter((u) => u.status === 'cancelled')).toHaveLength(1);
  });

  it('refuses to cancel once the driver has picked up the order, in plain words, and changes nothing', async () => {
    const order = open[1] ?? '';
    const booking = await bookFor(order);
    await hook(courier().webhook(booking.deliveryId ?? '', 'in_transit', null, 'evt-p1'));
    expect((await bookingOf(booking.uuid))?.status).toBe('in_transit');
    const before = await credits();
    const cancelSpy = vi.spyOn(courier(), 'cancel');
    const refused = await cancel(order);
    expect(refused.errors?.[0]).toMatchObject({ message: PICKED_UP, extensions: { code: 'CONFLICT' } });
    expect(cancelSpy).not.toHaveBeenCalled();
    cancelSpy.mockRestore();
    expect(await credits()).toBe(before);
    expect((await bookingOf(booking.uuid))?.status).toBe('in_transit');
  });

  it('keeps the booking and the credits when the courier refuses the cancel', async () => {
    const order = open[0] ?? '';
    const booking = await bookFor(order);
    const before = await credits();
    const spy = vi
      .spyOn(courier(), 'cancel')
      .mockRejectedValueOnce(new CourierError('refused', 422, 'ERR_CANCELLATION_FORBIDDEN'));
    const refused = await cancel(order);
    spy.mockRestore();
    expect(refused.errors?.[0]?.message).toBe(COURIER_REFUSED_CANCEL);
    expect(await credits()).toBe(before);
    expect((await bookingOf(booking.uuid))?.status).toBe('allocating');
  });
});
