import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CourierError, CourierSignatureError, type QuoteRequest } from './couriers.port.ts';
import { createGrabExpressCourier } from './grab-express.ts';
import { createLalamoveCourier } from './lalamove.ts';

interface Call {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  raw: string;
}

/**
 * A recorded courier: answers each METHOD path from `routes`, and records the exact requests. 'hang'
 * never answers; 'stall' sends the headers and the start of a body, then nothing more.
 */
async function recorder(routes: Record<string, (call: Call) => [number, unknown] | 'hang' | 'stall'>) {
  const calls: Call[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const call = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, raw };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const answer = route ? route(call) : ([404, { message: 'not found' }] as [number, unknown]);
      if (answer === 'hang') return;
      if (answer === 'stall') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"data":');
        return;
      }
      res.writeHead(answer[0], { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer[1]));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const request: QuoteRequest = {
  referenceId: 'booking-1',
  parcel: 'Order 261126-ABC123',
  pickup: {
    address: '1 Ayala Ave, Makati',
    name: 'Tindahan ni Aling Nena',
    phone: '+639171110000',
    lat: 14.5547,
    lng: 121.0244,
  },
  dropoff: {
    address: '22 Kalayaan Ave, Quezon City',
    name: 'Juan Dela Cruz',
    phone: '+639175550000',
    lat: 14.6507,
    lng: 121.0494,
  },
};

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

describe('the Lalamove v3 adapter', () => {
  let lalamove: Awaited<ReturnType<typeof recorder>>;
  const sign = (ts: string, method: string, path: string, body: string) =>
    createHmac('sha256', 'sk_test_secret')
      .update(`${ts}\r\n${method}\r\n${path}\r\n\r\n${body}`)
      .digest('hex');
  beforeAll(async () => {
    lalamove = await recorder({
      'POST /v3/quotations': () => [
        201,
        {
          data: {
            quotationId: 'Q-1',
            expiresAt: '2026-11-26T02:05:00Z',
            priceBreakdown: { total: '108.00', currency: 'PHP' },
            stops: [{ stopId: 'S-1' }, { stopId: 'S-2' }],
          },
        },
      ],
      'POST /v3/orders': () => [
        201,
        {
          data: {
            orderId: 'O-1',
            quotationId: 'Q-1',
            status: 'ASSIGNING_DRIVER',
            shareLink: 'https://share.lalamove.com/O-1',
            priceBreakdown: { total: '108.00' },
          },
        },
      ],
      'DELETE /v3/orders/O-1': () => [204, {}],
      'GET /v3/orders/missing': () => [404, { errors: [{ id: 'ERR_ORDER_NOT_FOUND', message: 'x' }] }],
      'POST /slow/v3/quotations': () => 'hang',
      'GET /slow/v3/orders/O-1': () => 'stall',
    });
  });
  afterAll(() => lalamove.close());
  const courier = (path = '', timeoutMs = 2_000) =>
    createLalamoveCourier({
      baseUrl: `${lalamove.url}${path}`,
      apiKey: 'pk_test_key',
      apiSecret: 'sk_test_secret',
      timeoutMs,
      now: () => 1764122400000,
      requestId: () => 'req-1',
    });

  it('signs each request over timestamp, method, path and body, in the PH market', async () => {
    const quote = await courier().quote(request);
    expect(quote).toEqual({
      quoteId: 'Q-1',
      fee: 10_800,
      expiresAt: new Date('2026-11-26T02:05:00Z'),
      stopIds: ['S-1', 'S-2'],
      raw: expect.any(Object),
    });
    const call = lalamove.calls.at(-1)!;
    expect(call.headers.authorization).toBe(
      `hmac pk_test_key:1764122400000:${sign('1764122400000', 'POST', '/v3/quotations', call.raw)}`,
    );
    expect(call.headers.market).toBe('PH');
    expect(call.headers['request-id']).toBe('req-1');
    expect(JSON.parse(call.raw)).toEqual({
      data: {
        serviceType: 'MOTORCYCLE',
        language: 'en_PH',
        stops: [
          { coordinates: { lat: '14.5547', lng: '121.0244' }, address: '1 Ayala Ave, Makati' },
          { coordinates: { lat: '14.6507', lng: '121.0494' }, address: '22 Kalayaan Ave, Quezon City' },
        ],
        item: { quantity: '1', categories: [], handlingInstructions: [] },
      },
    });

    const delivery = await courier().book({ ...request, quote, idempotencyKey: 'courier-booking-1' });
    expect(delivery).toMatchObject({
      id: 'O-1',
      status: 'allocating',
      fee: 10_800,
      trackingUrl: 'https://share.lalamove.com/O-1',
    });
    const order = lalamove.calls.at(-1)!;
    expect(JSON.parse(order.raw)).toEqual({
      data: {
        quotationId: 'Q-1',
        sender: { stopId: 'S-1', name: 'Tindahan ni Aling Nena', phone: '+639171110000' },
        recipients: [
          { stopId: 'S-2', name: 'Juan Dela Cruz', phone: '+639175550000', remarks: request.parcel },
        ],
        isPODEnabled: false,
        metadata: { reference: 'courier-booking-1' },
      },
    });
    expect(order.headers.authorization).toBe(
      `hmac pk_test_key:1764122400000:${sign('1764122400000', 'POST', '/v3/orders', order.raw)}`,
    );

    await courier().cancel('O-1');
    const cancel = lalamove.calls.at(-1)!;
    expect(cancel.headers.authorization).toBe(
      `hmac pk_test_key:1764122400000:${sign('1764122400000', 'DELETE', '/v3/orders/O-1', '')}`,
    );
  });

  it('says what Lalamove refused, as a code, not worth retrying', async () => {
    const err = await courier()
      .status('missing')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CourierError);
    expect(err).toMatchObject({ status: 404, code: 'ERR_ORDER_NOT_FOUND' });
    expect((err as CourierError).transient).toBe(false);
  });

  it('gives up after its timeout with an error worth retrying', async () => {
    const started = performance.now();
    const err = await courier('/slow', 150)
      .quote(request)
      .catch((e: unknown) => e);
    const elapsed = performance.now() - started;
    expect(err).toBeInstanceOf(CourierError);
    expect(err).toMatchObject({ message: 'Lalamove could not be reached', status: 0, code: null });
    expect((err as CourierError).transient).toBe(true);
    // The request arrived and went unanswered: the adapter waited its own timeout, not the 15 s default.
    expect(lalamove.calls.at(-1)).toMatchObject({ method: 'POST', path: '/slow/v3/quotations' });
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('gives up on an answer that stalls after its headers, with the same error', async () => {
    const started = performance.now();
    const err = await courier('/slow', 150)
      .status('O-1')
      .catch((e: unknown) => e);
    const elapsed = performance.now() - started;
    expect(err).toBeInstanceOf(CourierError);
    expect(err).toMatchObject({ message: 'Lalamove could not be reached', status: 0, code: null });
    expect((err as CourierError).transient).toBe(true);
    expect(lalamove.calls.at(-1)).toMatchObject({ method: 'GET', path: '/slow/v3/orders/O-1' });
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('refuses stops without a map pin before calling', async () => {
    const before = lalamove.calls.length;
    await expect(
      courier().quote({ ...request, dropoff: { ...request.dropoff, lat: null, lng: null } }),
    ).rejects.toMatchObject({ code: 'NO_COORDINATES' });
    expect(lalamove.calls.length).toBe(before);
  });

  it('verifies webhooks by key and signature over data', () => {
    const data = {
      order: { orderId: 'O-1', status: 'PICKED_UP' },
      driver: { name: 'Pedro', phone: '+639170000001', plateNumber: 'NAB 1234' },
    };
    const body = (signature: string, apiKey = 'pk_test_key') =>
      JSON.stringify({
        apiKey,
        timestamp: '1764122400',
        signature,
        eventId: 'E-1',
        eventType: 'ORDER_STATUS_CHANGED',
        data,
      });
    const good = sign('1764122400', 'POST', '/webhooks/courier', JSON.stringify(data));
    expect(
      courier().parseWebhook({ headers: {}, body: body(good), path: '/webhooks/courier' }),
    ).toMatchObject({
      eventId: 'E-1',
      deliveryId: 'O-1',
      status: 'in_transit',
      driver: { name: 'Pedro', plateNumber: 'NAB 1234' },
    });
    expect(() =>
      courier().parseWebhook({ headers: {}, body: body('0'.repeat(64)), path: '/webhooks/courier' }),
    ).toThrow(CourierSignatureError);
    expect(() =>
      courier().parseWebhook({ headers: {}, body: body(good, 'pk_other'), path: '/webhooks/courier' }),
    ).toThrow(CourierSignatureError);
    expect(() => courier().parseWebhook({ headers: {}, body: body(good), path: '/other' })).toThrow(
      CourierSignatureError,
    );
  });
});
