import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourierError, CourierSignatureError } from './couriers.port.ts';
import { recorder, request } from './couriers.testing.ts';
import { createLalamoveCourier } from './lalamove.ts';

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
