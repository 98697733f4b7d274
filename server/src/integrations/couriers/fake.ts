/**
 * The local courier of the embedded default and the tests: it answers like Lalamove (a quotation
 * that holds five minutes, an order on it, one order per quotation) without leaving the process, and
 * signs its webhooks the way Lalamove does, with a key and secret derived from the server secret.
 */
import { randomUUID } from 'node:crypto';
import {
  type Courier,
  type CourierDelivery,
  type CourierDriver,
  CourierError,
  type DeliveryStatus,
} from './couriers.port.ts';
import { lalamoveSignature, parseLalamoveWebhook } from './lalamove.ts';

/** A flat ₱120.00 per booking (docs/decisions.md). */
export const FAKE_COURIER_FEE = 12_000;
export const COURIER_WEBHOOK_PATH = '/webhooks/courier';

const WIRE: Record<DeliveryStatus, string> = {
  allocating: 'ASSIGNING_DRIVER',
  picking_up: 'ON_GOING',
  in_transit: 'PICKED_UP',
  delivered: 'COMPLETED',
  cancelled: 'CANCELED',
  failed: 'REJECTED',
};

export interface FakeCourier extends Courier {
  /** A signed webhook body, as the courier would post it (tests; the status and driver of a delivery). */
  webhook(
    deliveryId: string,
    status: DeliveryStatus,
    driver?: CourierDriver | null,
    eventId?: string,
  ): string;
  /** Every booking made, by idempotency key. */
  bookings(): CourierDelivery[];
}

/** A made-up rider for the embedded default's deliveries. */
export const FAKE_DRIVER: CourierDriver = {
  name: 'Jun Reyes (demo rider)',
  phone: '+639170000000',
  plateNumber: 'DEMO 123',
};

export function createFakeCourier(options: {
  apiKey: string;
  apiSecret: string;
  fee?: number;
  now?: () => number;
  /**
   * The embedded default: each booking moves by itself, one step every `stepMs` (a rider picking up,
   * on the way, delivered), each step a signed webhook posted with `post` (to this server). Unset: never.
   */
  advance?: { stepMs: number; post(body: string): Promise<unknown> };
}): FakeCourier {
  const now = options.now ?? Date.now;
  const quotes = new Map<string, { fee: number; expiresAt: number; used: string | null }>();
  const byKey = new Map<string, CourierDelivery>();
  const deliveries = new Map<string, CourierDelivery>();
  const fake: FakeCourier = {
    kind: 'fake',
    async quote() {
      const id = `fake-quote-${randomUUID()}`;
      const fee = options.fee ?? FAKE_COURIER_FEE;
      const expiresAt = now() + 5 * 60_000;
      quotes.set(id, { fee, expiresAt, used: null });
      return { quoteId: id, fee, expiresAt: new Date(expiresAt), stopIds: [`${id}-1`, `${id}-2`], raw: {} };
    },
    async book(request) {
      const done = byKey.get(request.idempotencyKey);
      if (done) return done;
      const quote = request.quote.quoteId ? quotes.get(request.quote.quoteId) : undefined;
      if (!quote || quote.used)
        throw new CourierError('The quotation is unknown or used', 422, 'ERR_INVALID_QUOTATION_ID');
      if (now() > quote.expiresAt)
        throw new CourierError('The quotation has expired', 422, 'ERR_QUOTATION_EXPIRED');
      const id = `fake-order-${randomUUID()}`;
      quote.used = id;
      const delivery: CourierDelivery = {
        id,
        status: 'allocating',
        fee: quote.fee,
        trackingUrl: null,
        driver: null,
        raw: { orderId: id },
      };
      byKey.set(request.idempotencyKey, delivery);
      deliveries.set(id, delivery);
      if (options.advance && options.advance.stepMs > 0) {
        const { stepMs, post } = options.advance;
        const steps: Array<[DeliveryStatus, CourierDriver | null]> = [
          ['picking_up', FAKE_DRIVER],
          ['in_transit', null],
          ['delivered', null],
        ];
        steps.forEach(([status, driver], i) => {
          const timer = setTimeout(
            () => {
              if (delivery.status === 'cancelled') return;
              // A lost webhook is what a real courier does too: the booking keeps its last status.
              void post(fake.webhook(id, status, driver)).catch(() => undefined);
            },
            stepMs * (i + 1),
          );
          timer.unref();
        });
      }
      return delivery;
    },
    async status(deliveryId) {
      const d = deliveries.get(deliveryId);
      if (!d) throw new CourierError('No such delivery', 404, 'ERR_ORDER_NOT_FOUND');
      return d;
    },
    async cancel(deliveryId) {
      const d = deliveries.get(deliveryId);
      if (!d) throw new CourierError('No such delivery', 404, 'ERR_ORDER_NOT_FOUND');
      d.status = 'cancelled';
    },
    parseWebhook: (request) => parseLalamoveWebhook(options.apiKey, options.apiSecret, request),
    webhook(deliveryId, status, driver = null, eventId = randomUUID()) {
      const d = deliveries.get(deliveryId);
      if (d) {
        d.status = status;
        d.driver = driver ?? d.driver;
      }
      const data = {
        order: { orderId: deliveryId, status: WIRE[status] },
        ...(driver ? { driver } : {}),
        updatedAt: new Date(now()).toISOString(),
      };
      const timestamp = String(Math.floor(now() / 1000));
      return JSON.stringify({
        apiKey: options.apiKey,
        timestamp,
        signature: lalamoveSignature(
          options.apiSecret,
          timestamp,
          'POST',
          COURIER_WEBHOOK_PATH,
          JSON.stringify(data),
        ),
        eventId,
        eventType: driver ? 'DRIVER_ASSIGNED' : 'ORDER_STATUS_CHANGED',
        eventVersion: 'v3',
        data,
      });
    },
    bookings: () => [...byKey.values()],
  };
  return fake;
}
