import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CourierError, CourierSignatureError } from './couriers.port.ts';
import { recorder, request } from './couriers.testing.ts';
import { createGrabExpressCourier } from './grab-express.ts';

describe('the Grab Express adapter', () => {
  let clock = 1_000_000;
  let grab: Awaited<ReturnType<typeof recorder>>;
  let tokens = 0;
  beforeAll(async () => {
    grab = await recorder({
      'POST /grabid/v1/oauth2/token': () => [
        200,
        { access_token: `token-${++tokens}`, token_type: 'Bearer', expires_in: 3600 },
      ],
      'POST /grab-express/v1/deliveries/quotes': () => [
        200,
        { quotes: [{ service: { type: 'INSTANT' }, currency: { code: 'PHP' }, amount: 112.5 }] },
      ],
      'POST /grab-express/v1/deliveries': () => [
        200,
        {
          deliveryID: 'IN-2-1',
          status: 'ALLOCATING',
          quote: { amount: 112.5 },
          trackingURL: 'https://express.grab.com/t/1',
        },
      ],
      'DELETE /grab-express/v1/deliveries/IN-2-1': () => [204, {}],
      'POST /slow/v1/deliveries/quotes': () => 'hang',
    });
  });
  afterAll(() => grab.close());
  beforeEach(() => {
    grab.calls.length = 0;
  });
  const courier = (path = '/grab-express', timeoutMs = 2_000) =>
    createGrabExpressCourier({
      baseUrl: `${grab.url}${path}`,
      tokenUrl: `${grab.url}/grabid/v1/oauth2/token`,
      clientId: 'client-1',
      clientSecret: 'secret-1',
      webhookToken: 'grab-hook-token',
      timeoutMs,
      now: () => clock,
    });

  it('takes a client-credentials token once, caches it until a minute before it expires, and quotes', async () => {
    const g = courier();
    const quote = await g.quote(request);
    expect(quote).toMatchObject({ quoteId: null, fee: 11_250 });
    await g.quote(request);
    expect(grab.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /grabid/v1/oauth2/token',
      'POST /grab-express/v1/deliveries/quotes',
      'POST /grab-express/v1/deliveries/quotes',
    ]);
    expect(JSON.parse(grab.calls[0]!.raw)).toEqual({
      client_id: 'client-1',
      client_secret: 'secret-1',
      grant_type: 'client_credentials',
      scope: 'grab_express.partner_deliveries',
    });
    expect(grab.calls[1]!.headers.authorization).toBe('Bearer token-1');
    expect(JSON.parse(grab.calls[1]!.raw)).toEqual({
      serviceType: 'INSTANT',
      packages: [
        {
          name: request.parcel,
          description: request.parcel,
          quantity: 1,
          dimensions: { height: 0, width: 0, depth: 0, weight: 0 },
        },
      ],
      origin: { address: '1 Ayala Ave, Makati', coordinates: { latitude: 14.5547, longitude: 121.0244 } },
      destination: {
        address: '22 Kalayaan Ave, Quezon City',
        coordinates: { latitude: 14.6507, longitude: 121.0494 },
      },
    });
    clock += 3_541_000; // 59 minutes 1 second: within the last minute, renewed
    await g.quote(request);
    expect(grab.calls.at(-1)!.headers.authorization).toBe('Bearer token-2');
  });

  it('asks for one token when several calls need it at once', async () => {
    const g = courier();
    const before = tokens;
    await Promise.all([g.quote(request), g.quote(request), g.quote(request)]);
    expect(tokens).toBe(before + 1);
    expect(grab.calls.filter((c) => c.path === '/grabid/v1/oauth2/token')).toHaveLength(1);
  });

  it('books with our key as merchantOrderID, cashless, and cancels', async () => {
    const g = courier();
    const quote = await g.quote(request);
    const delivery = await g.book({ ...request, quote, idempotencyKey: 'courier-booking-1' });
    expect(delivery).toMatchObject({
      id: 'IN-2-1',
      status: 'allocating',
      fee: 11_250,
      trackingUrl: 'https://express.grab.com/t/1',
    });
    const book = grab.calls.find((c) => c.path === '/grab-express/v1/deliveries');
    expect(JSON.parse(book!.raw)).toMatchObject({
      merchantOrderID: 'courier-booking-1',
      paymentMethod: 'CASHLESS',
      sender: { firstName: 'Tindahan', lastName: 'ni Aling Nena', phone: '639171110000', smsEnabled: true },
      recipient: { firstName: 'Juan', lastName: 'Dela Cruz', phone: '639175550000' },
    });
    await g.cancel('IN-2-1');
    expect(grab.calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/grab-express/v1/deliveries/IN-2-1' });
  });

  it('gives up after its timeout with an error worth retrying', async () => {
    const err = await courier('/slow', 150)
      .quote(request)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CourierError);
    expect((err as CourierError).transient).toBe(true);
  });

  it('reads a webhook only with the configured token', () => {
    const body = JSON.stringify({
      deliveryID: 'IN-2-1',
      status: 'PICKING_UP',
      timestamp: 1700000000,
      driver: { name: 'Pedro', phone: '639170000001', licensePlate: 'NAB 1234' },
    });
    expect(() =>
      courier().parseWebhook({ headers: { authorization: 'Bearer wrong' }, body, path: '/webhooks/courier' }),
    ).toThrow(CourierSignatureError);
    expect(() => courier().parseWebhook({ headers: {}, body, path: '/webhooks/courier' })).toThrow(
      CourierSignatureError,
    );
    expect(
      courier().parseWebhook({
        headers: { authorization: 'Bearer grab-hook-token' },
        body,
        path: '/webhooks/courier',
      }),
    ).toMatchObject({
      eventId: 'IN-2-1:PICKING_UP:1700000000',
      deliveryId: 'IN-2-1',
      status: 'picking_up',
      driver: { name: 'Pedro', phone: '639170000001', plateNumber: 'NAB 1234' },
    });
  });
});
