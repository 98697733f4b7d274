import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { CourierError } from '../../integrations/couriers/couriers.port.ts';
import type { FakeCourier } from '../../integrations/couriers/fake.ts';
import { addShippingCredits, shippingCreditsOf } from '../credits/index.ts';
import { COURIER_POLL_JOB, pollCourierStatuses } from './orders.courier.poll.ts';
import { orderCourierBookings, orderCourierUpdates } from './orders.courier.tables.ts';
import { orders } from './orders.tables.ts';

const QUOTE = `mutation($o: ID!) { orderCourierQuote(orderUuid: $o) { uuid } }`;
const BOOK = `mutation($u: ID!) { orderCourierBook(uuid: $u) { uuid } }`;
const DRIVER = { name: 'Pedro Santos', phone: '+639170000001', plateNumber: 'NAB 1234' };

/* Lost courier webhooks: the scheduled job asks the courier and applies what it says, once. */
describe.each(testDatabases())('courier status by polling on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  let open: string[] = [];
  const courier = () => t.server.context.courier as FakeCourier;
  const db = () => t.server.context.db;
  const credits = () => shippingCreditsOf(db(), appUuid);
  const bookingOf = async (uuid: string) =>
    (await db().select().from(orderCourierBookings).where(eq(orderCourierBookings.uuid, uuid)))[0];
  const updatesOf = (uuid: string) =>
    db().select().from(orderCourierUpdates).where(eq(orderCourierUpdates.bookingUuid, uuid));
  /** Last heard of `minutes` ago. */
  const age = (uuid: string, minutes: number) =>
    db()
      .update(orderCourierBookings)
      .set({ updatedAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(orderCourierBookings.uuid, uuid));
  const bookFor = async (orderUuid: string) => {
    const q = await t.gql<{ orderCourierQuote: { uuid: string } }>(QUOTE, { o: orderUuid }, token);
    const uuid = q.data?.orderCourierQuote.uuid ?? '';
    expect((await t.gql(BOOK, { u: uuid }, token)).errors).toBeUndefined();
    await t.server.context.jobs.idle();
    const row = await bookingOf(uuid);
    expect(row).toMatchObject({ status: 'allocating', deliveryId: expect.any(String) });
    return row as NonNullable<typeof row>;
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { config: { courier: { kind: 'fake', stepMs: 0 } } });
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
    const rows = await db()
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
    await addShippingCredits(db(), appUuid, 24_000);
  });
  afterAll(() => t.close());

  it('is a scheduled job of the orders domain', () => {
    expect(t.server.context.jobs.has(COURIER_POLL_JOB)).toBe(true);
  });

  it('applies a status and driver whose webhook never came, once, and leaves recently heard-of bookings alone', async () => {
    const booking = await bookFor(open[0] ?? '');
    // The courier moved on, but its webhook was lost (built, never posted).
    courier().webhook(booking.deliveryId ?? '', 'picking_up', DRIVER);
    const asked = vi.spyOn(courier(), 'status');
    await age(booking.uuid, 5);
    expect(await pollCourierStatuses(t.server.context)).toBe(0);
    expect(asked).not.toHaveBeenCalled();
    expect((await bookingOf(booking.uuid))?.status).toBe('allocating');

    await age(booking.uuid, 11);
    expect(await pollCourierStatuses(t.server.context)).toBe(1);
    expect(asked).toHaveBeenCalledWith(booking.deliveryId);
    expect(await bookingOf(booking.uuid)).toMatchObject({
      status: 'picking_up',
      driverName: 'Pedro Santos',
      driverPlate: 'NAB 1234',
    });
    expect((await updatesOf(booking.uuid)).map((u) => u.status)).toEqual(['picking_up']);

    // The same answer read again later changes nothing and adds nothing to the timeline.
    await age(booking.uuid, 11);
    expect(await pollCourierStatuses(t.server.context)).toBe(0);
    expect(await updatesOf(booking.uuid)).toHaveLength(1);
    // Nothing new: heard of now, so not asked again for ten minutes.
    asked.mockClear();
    expect(await pollCourierStatuses(t.server.context)).toBe(0);
    expect(asked).not.toHaveBeenCalled();
    asked.mockRestore();

    // Delivered, webhook lost: applied; an ended booking is never asked about again.
    courier().webhook(booking.deliveryId ?? '', 'delivered');
    await age(booking.uuid, 11);
    expect(await pollCourierStatuses(t.server.context)).toBe(1);
    expect((await bookingOf(booking.uuid))?.status).toBe('delivered');
    await age(booking.uuid, 11);
    expect(await pollCourierStatuses(t.server.context)).toBe(0);
  });

  it('gives the fee back once for a booking the courier cancelled, and skips a courier that cannot be reached', async () => {
    const booking = await bookFor(open[1] ?? '');
    const before = await credits();
    vi.spyOn(courier(), 'status').mockRejectedValueOnce(new CourierError('down', 503, null));
    courier().webhook(booking.deliveryId ?? '', 'cancelled');
    await age(booking.uuid, 11);
    expect(await pollCourierStatuses(t.server.context)).toBe(0);
    expect((await bookingOf(booking.uuid))?.status).toBe('allocating');
    expect(await credits()).toBe(before);

    expect(await pollCourierStatuses(t.server.context)).toBe(1);
    expect((await bookingOf(booking.uuid))?.status).toBe('cancelled');
    expect(await credits()).toBe(before + booking.fee);
    // The late webhook, and later runs: nothing more comes back.
    await fetch(`${t.url}/webhooks/courier`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: courier().webhook(booking.deliveryId ?? '', 'cancelled'),
    });
    await age(booking.uuid, 11);
    expect(await pollCourierStatuses(t.server.context)).toBe(0);
    expect(await credits()).toBe(before + booking.fee);
    vi.restoreAllMocks();
  });
});
