import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { orderCourierBookings } from './orders.courier.tables.ts';
import { BOTH_COORDINATES, DROPOFF_PIN_NEEDED, PICKUP_PIN_UNSET } from './orders.courier.ts';
import { orders } from './orders.tables.ts';

const QUOTE = `mutation($o: ID!, $lat: Float, $lng: Float) {
  orderCourierQuote(orderUuid: $o, dropoffLatitude: $lat, dropoffLongitude: $lng) { uuid status fee courier } }`;
const NEEDS = `query($u: ID!) { order(uuid: $u) { courierMapPinRequired } }`;

/** A Lalamove API on a local port: prices a quotation on its two pins, or refuses while `refuse` is set. */
async function lalamoveApi() {
  const quotations: Array<Record<string, unknown>> = [];
  const state = { refuse: false };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/v3/quotations') return answer(404, {});
      if (state.refuse) return answer(422, { errors: [{ id: 'ERR_OUT_OF_SERVICE_AREA', message: 'x' }] });
      quotations.push(JSON.parse(raw) as Record<string, unknown>);
      answer(201, {
        data: {
          quotationId: `Q-${quotations.length}`,
          expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
          priceBreakdown: { total: '108.00' },
          stops: [{ stopId: 'S-1' }, { stopId: 'S-2' }],
        },
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    quotations,
    state,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/* A courier that prices on map pins (Lalamove): a quote is refused without the drop-off pin, taken with it. */
describe.each(testDatabases())('a Lalamove quote and its map pins on %s', (kind) => {
  let t: TestServer;
  let api: Awaited<ReturnType<typeof lalamoveApi>>;
  let token: string;
  let orderUuid: string;
  let appUuid: string;
  const bookings = () =>
    t.server.context.db
      .select()
      .from(orderCourierBookings)
      .where(eq(orderCourierBookings.orderUuid, orderUuid));
  const quote = (vars: Record<string, unknown>) => t.gql(QUOTE, { o: orderUuid, ...vars }, token);

  beforeAll(async () => {
    api = await lalamoveApi();
    t = await startTestServer(kind, {
      config: { courier: { kind: 'lalamove', apiKey: 'pk_test', apiSecret: 'sk_test', apiUrl: api.url } },
    });
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
    const [open] = await t.server.context.db
      .select({ uuid: orders.uuid })
      .from(orders)
      .where(
        and(
          eq(orders.appUuid, appUuid),
          eq(orders.fulfillment, 'delivery'),
          notInArray(orders.status, ['cancelled', 'completed']),
        ),
      );
    orderUuid = open?.uuid ?? '';
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  it('tells the console that this courier needs the drop-off pin', async () => {
    const r = await t.gql<{ order: { courierMapPinRequired: boolean } }>(NEEDS, { u: orderUuid }, token);
    expect(r.data?.order.courierMapPinRequired).toBe(true);
  });

  it('refuses a quote without the drop-off pin, on the pin fields, without asking Lalamove or writing anything', async () => {
    const refused = await quote({});
    expect(refused.errors?.[0]).toMatchObject({
      message: DROPOFF_PIN_NEEDED,
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { dropoffLatitude: DROPOFF_PIN_NEEDED, dropoffLongitude: DROPOFF_PIN_NEEDED },
      },
    });
    const half = await quote({ lat: 14.6507 });
    expect(half.errors?.[0]).toMatchObject({
      message: BOTH_COORDINATES,
      extensions: { code: 'BAD_USER_INPUT', fields: { dropoffLongitude: BOTH_COORDINATES } },
    });
    expect(api.quotations).toHaveLength(0);
    expect(await bookings()).toHaveLength(0);
  });

  it('quotes with the pin: both stops reach Lalamove with their coordinates', async () => {
    const taken = await quote({ lat: 14.6507, lng: 121.1029 });
    expect(taken.errors).toBeUndefined();
    expect(taken.data?.orderCourierQuote).toMatchObject({
      status: 'quoted',
      fee: 10_800,
      courier: 'lalamove',
    });
    const sent = api.quotations[0] as
      | { data: { stops: Array<{ coordinates: { lat: string; lng: string } }> } }
      | undefined;
    const [pickup, dropoff] = sent?.data.stops ?? [];
    // The pickup is the shipping method's pin (set in Shipping Manager), the drop-off the one sent.
    expect(pickup?.coordinates).toEqual({
      lat: expect.stringMatching(/^1\d\./),
      lng: expect.stringMatching(/^12\d\./),
    });
    expect(dropoff?.coordinates).toEqual({ lat: '14.6507', lng: '121.1029' });
    const [row] = await bookings();
    expect(row?.stops.dropoff).toMatchObject({ lat: 14.6507, lng: 121.1029 });
  });

  it("refuses while the pickup still has Shipping Manager's starting pin, and quotes once it is set", async () => {
    const before = (await bookings()).length;
    const methods = await t.gql<{ shippingMethods: { edges: Array<{ node: Record<string, unknown> }> } }>(
      `query($a: ID!) { shippingMethods(appUuid: $a, first: 20) { edges { node {
        uuid name kind pickupAddress latitude longitude enabled } } } }`,
      { a: appUuid },
      token,
    );
    const pickups = (methods.data?.shippingMethods.edges ?? [])
      .map((e) => e.node)
      .filter((m) => m.enabled && String(m.pickupAddress).trim());
    expect(pickups.length).toBeGreaterThan(0);
    const move = async (pin: (m: Record<string, unknown>) => { latitude: unknown; longitude: unknown }) => {
      for (const m of pickups) {
        const r = await t.gql(
          `mutation($input: ShippingMethodUpdateInput!) { shippingMethodUpdate(input: $input) { uuid } }`,
          { input: { uuid: m.uuid, ...pin(m) } },
          token,
        );
        expect(r.errors).toBeUndefined();
      }
    };
    await move(() => ({ latitude: 14.6032, longitude: 121.0921 }));
    try {
      const refused = await quote({ lat: 14.6507, lng: 121.1029 });
      expect(refused.errors?.[0]).toMatchObject({
        message: PICKUP_PIN_UNSET,
        extensions: { code: 'CONFLICT' },
      });
      expect(await bookings()).toHaveLength(before);
    } finally {
      await move((m) => ({ latitude: m.latitude, longitude: m.longitude }));
    }
    expect((await quote({ lat: 14.6507, lng: 121.1029 })).errors).toBeUndefined();
  });

  it("answers Lalamove's refusal in plain words and writes nothing", async () => {
    api.state.refuse = true;
    try {
      const before = (await bookings()).length;
      const refused = await quote({ lat: 14.6507, lng: 121.1029 });
      expect(refused.errors?.[0]).toMatchObject({
        message: 'The courier could not quote this delivery: Lalamove refused the request (422).',
        extensions: { code: 'CONFLICT' },
      });
      expect(await bookings()).toHaveLength(before);
    } finally {
      api.state.refuse = false;
    }
  });
});
