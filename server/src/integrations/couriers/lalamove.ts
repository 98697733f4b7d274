/**
 * Lalamove v3 (INTEGRATIONS.md "Couriers"): every request is signed, `Authorization: hmac
 * {key}:{timestamp}:{signature}`, the signature an HMAC-SHA256 (hex) of
 * `{timestamp}\r\n{METHOD}\r\n{path}\r\n\r\n{body}` with the secret, `Market: PH`. A quotation (stops,
 * service type) holds a price for a few minutes; the order books that quotation (once: Lalamove takes a
 * quotation for one order). Webhooks carry the same kind of signature over their `data`, in the body.
 */
import { createHmac, randomUUID } from 'node:crypto';
import {
  type Courier,
  type CourierDelivery,
  type CourierDriver,
  CourierError,
  CourierSignatureError,
  type CourierStop,
  callJson,
  centavos,
  type DeliveryStatus,
} from './couriers.port.ts';
import { sameSecret } from './grab-express.ts';

export interface LalamoveConfig {
  /** https://rest.lalamove.com, https://rest.sandbox.lalamove.com, or a local server in tests. */
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  /** MOTORCYCLE by default. */
  serviceType?: string;
  timeoutMs?: number;
  now?: () => number;
  requestId?: () => string;
}

const STATUSES: Record<string, DeliveryStatus> = {
  ASSIGNING_DRIVER: 'allocating',
  ON_GOING: 'picking_up',
  PICKED_UP: 'in_transit',
  COMPLETED: 'delivered',
  CANCELED: 'cancelled',
  REJECTED: 'failed',
  EXPIRED: 'failed',
};

/** The hex HMAC-SHA256 Lalamove signs requests and webhooks with. */
export function lalamoveSignature(
  secret: string,
  timestamp: string,
  method: string,
  path: string,
  body: string,
): string {
  return createHmac('sha256', secret)
    .update(`${timestamp}\r\n${method}\r\n${path}\r\n\r\n${body}`)
    .digest('hex');
}

function stop(s: CourierStop): Record<string, unknown> {
  if (s.lat === null || s.lng === null)
    throw new CourierError('Lalamove needs the map pin of each stop', 400, 'NO_COORDINATES');
  return { coordinates: { lat: String(s.lat), lng: String(s.lng) }, address: s.address };
}

function driverOf(d: unknown): CourierDriver | null {
  if (!d || typeof d !== 'object') return null;
  const r = d as Record<string, unknown>;
  if (typeof r.name !== 'string') return null;
  return {
    name: r.name,
    phone: typeof r.phone === 'string' ? r.phone : null,
    plateNumber: typeof r.plateNumber === 'string' ? r.plateNumber : null,
  };
}

export function lalamoveOrderFromWire(data: Record<string, unknown>): CourierDelivery {
  const price = (data.priceBreakdown ?? {}) as Record<string, unknown>;
  return {
    id: String(data.orderId ?? ''),
    status: STATUSES[String(data.status ?? '')] ?? 'allocating',
    fee: centavos(price.total),
    trackingUrl: typeof data.shareLink === 'string' ? data.shareLink : null,
    driver: driverOf(data.driver),
    raw: data,
  };
}

export function createLalamoveCourier(config: LalamoveConfig): Courier {
  const base = config.baseUrl.replace(/\/$/, '');
  const timeoutMs = config.timeoutMs ?? 15_000;
  const now = config.now ?? Date.now;
  const requestId = config.requestId ?? randomUUID;

  async function call(method: string, path: string, body?: Record<string, unknown>) {
    const text = body ? JSON.stringify(body) : '';
    const timestamp = String(now());
    const signature = lalamoveSignature(config.apiSecret, timestamp, method, path, text);
    const json = await callJson(
      `${base}${path}`,
      {
        method,
        headers: {
          authorization: `hmac ${config.apiKey}:${timestamp}:${signature}`,
          market: 'PH',
          'request-id': requestId(),
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: text } : {}),
      },
      timeoutMs,
      'Lalamove',
    );
    return (json.data ?? {}) as Record<string, unknown>;
  }

  return {
    kind: 'lalamove',
    async quote(request) {
      const data = await call('POST', '/v3/quotations', {
        data: {
          serviceType: config.serviceType ?? 'MOTORCYCLE',
          language: 'en_PH',
          stops: [stop(request.pickup), stop(request.dropoff)],
          item: { quantity: '1', categories: [], handlingInstructions: [] },
        },
      });
      const price = (data.priceBreakdown ?? {}) as Record<string, unknown>;
      const fee = centavos(price.total);
      if (fee === null || typeof data.quotationId !== 'string')
        throw new CourierError('Lalamove answered a quotation without a price', 502, 'BAD_QUOTATION');
      const stops = Array.isArray(data.stops) ? (data.stops as Array<Record<string, unknown>>) : [];
      return {
        quoteId: data.quotationId,
        fee,
        expiresAt: typeof data.expiresAt === 'string' ? new Date(data.expiresAt) : null,
        stopIds: stops.map((s) => String(s.stopId ?? '')),
        raw: data,
      };
    },
    async book(request) {
      const [senderStop, recipientStop] = request.quote.stopIds;
      if (!request.quote.quoteId || !senderStop || !recipientStop)
        throw new CourierError('The Lalamove quotation is incomplete', 400, 'BAD_QUOTATION');
      const data = await call('POST', '/v3/orders', {
        data: {
          quotationId: request.quote.quoteId,
          sender: { stopId: senderStop, name: request.pickup.name, phone: request.pickup.phone },
          recipients: [
            {
              stopId: recipientStop,
              name: request.dropoff.name,
              phone: request.dropoff.phone,
              remarks: request.parcel,
            },
          ],
          isPODEnabled: false,
          metadata: { reference: request.idempotencyKey },
        },
      });
      return lalamoveOrderFromWire(data);
    },
    async status(deliveryId) {
      return lalamoveOrderFromWire(await call('GET', `/v3/orders/${encodeURIComponent(deliveryId)}`));
    },
    async cancel(deliveryId) {
      await call('DELETE', `/v3/orders/${encodeURIComponent(deliveryId)}`);
    },
    parseWebhook: (request) => parseLalamoveWebhook(config.apiKey, config.apiSecret, request),
  };
}

/** A Lalamove webhook: its key and the signature over `data` must be ours (also the fake courier's). */
export function parseLalamoveWebhook(
  apiKey: string,
  apiSecret: string,
  request: { body: string; path: string },
) {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(request.body) as Record<string, unknown>;
  } catch {
    throw new CourierSignatureError('Invalid webhook body');
  }
  const timestamp = String(json.timestamp ?? '');
  const data = (json.data ?? {}) as Record<string, unknown>;
  const expected = lalamoveSignature(apiSecret, timestamp, 'POST', request.path, JSON.stringify(data));
  if (!sameSecret(String(json.apiKey ?? ''), apiKey) || !sameSecret(String(json.signature ?? ''), expected))
    throw new CourierSignatureError('Invalid webhook signature');
  const order = (data.order ?? {}) as Record<string, unknown>;
  if (typeof order.orderId !== 'string') return null;
  return {
    eventId: String(json.eventId ?? `${order.orderId}:${json.eventType}:${timestamp}`),
    deliveryId: order.orderId,
    status: STATUSES[String(order.status ?? '')] ?? null,
    driver: driverOf(data.driver),
    trackingUrl: typeof order.shareLink === 'string' ? order.shareLink : null,
    raw: json,
  };
}
