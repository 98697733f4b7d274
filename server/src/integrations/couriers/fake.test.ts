import { describe, expect, it, vi } from 'vitest';
import { CourierSignatureError } from './couriers.port.ts';
import { request } from './couriers.testing.ts';
import { COURIER_WEBHOOK_PATH, createFakeCourier } from './fake.ts';

describe('the fake courier', () => {
  it('books a quotation once per key, refuses a used one, and signs its webhooks', async () => {
    const fake = createFakeCourier({ apiKey: 'k', apiSecret: 's' });
    const quote = await fake.quote(request);
    const a = await fake.book({ ...request, quote, idempotencyKey: 'key-1' });
    expect(await fake.book({ ...request, quote, idempotencyKey: 'key-1' })).toBe(a);
    await expect(fake.book({ ...request, quote, idempotencyKey: 'key-2' })).rejects.toMatchObject({
      code: 'ERR_INVALID_QUOTATION_ID',
    });
    const body = fake.webhook(
      a.id,
      'picking_up',
      { name: 'Pedro', phone: null, plateNumber: 'NAB 1234' },
      'E-9',
    );
    expect(fake.parseWebhook({ headers: {}, body, path: COURIER_WEBHOOK_PATH })).toMatchObject({
      eventId: 'E-9',
      deliveryId: a.id,
      status: 'picking_up',
    });
    const other = createFakeCourier({ apiKey: 'k', apiSecret: 'other' });
    expect(() => other.parseWebhook({ headers: {}, body, path: COURIER_WEBHOOK_PATH })).toThrow(
      CourierSignatureError,
    );
  });
});

describe('the fake courier on the embedded default', () => {
  it('moves each booking by itself, one signed webhook a step: picking up with a rider, on the way, delivered', async () => {
    const posted: string[] = [];
    const fake = createFakeCourier({
      apiKey: 'k',
      apiSecret: 's',
      advance: { stepMs: 10, post: async (body) => void posted.push(body) },
    });
    const quote = await fake.quote(request);
    const delivery = await fake.book({ ...request, quote, idempotencyKey: 'key-1' });
    await vi.waitFor(() => expect(posted).toHaveLength(3));
    const updates = posted.map((body) =>
      fake.parseWebhook({ headers: {}, body, path: COURIER_WEBHOOK_PATH }),
    );
    expect(updates.map((u) => [u?.deliveryId, u?.status, u?.driver?.name ?? null])).toEqual([
      [delivery.id, 'picking_up', 'Jun Reyes (demo rider)'],
      [delivery.id, 'in_transit', null],
      [delivery.id, 'delivered', null],
    ]);
  });
});
