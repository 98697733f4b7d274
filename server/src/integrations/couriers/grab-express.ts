/**
 * Grab Express (INTEGRATIONS.md "Couriers"): an OAuth2 client-credentials token (cached until a minute
 * before it expires), then delivery quotes, deliveries, their status and cancel. Status webhooks carry
 * the token configured with Grab in the Authorization header (compared in constant time).
 */
import { timingSafeEqual } from 'node:crypto';
import {
  type BookRequest,
  type Courier,
  type CourierDelivery,
  type CourierDriver,
  CourierSignatureError,
  type CourierStop,
  callJson,
  centavos,
  type DeliveryStatus,
  type QuoteRequest,
} from './couriers.port.ts';

export interface GrabExpressConfig {
  /** e.g. https://partner-api.grab.com/grab-express (tests: a local server). */
  baseUrl: string;
  /** e.g. https://partner-api.grab.com/grabid/v1/oauth2/token. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** What Grab sends in the Authorization header of its webhooks. */
  webhookToken: string;
  timeoutMs?: number;
  now?: () => number;
}

const SCOPE = 'grab_express.partner_deliveries';

/** Grab's statuses to ours (unknown ones leave the status as it was). */
const STATUSES: Record<string, DeliveryStatus> = {
  QUEUEING: 'allocating',
  ALLOCATING: 'allocating',
  PENDING_PICKUP: 'picking_up',
  PICKING_UP: 'picking_up',
  PENDING_DROP_OFF: 'in_transit',
  IN_DELIVERY: 'in_transit',
  IN_RETURN: 'in_transit',
  COMPLETED: 'delivered',
  CANCELED: 'cancelled',
  CANCELLED: 'cancelled',
  FAILED: 'failed',
  RETURNED: 'failed',
};

export function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function place(stop: CourierStop): Record<string, unknown> {
  return {
    address: stop.address,
    ...(stop.lat !== null && stop.lng !== null
      ? { coordinates: { latitude: stop.lat, longitude: stop.lng } }
      : {}),
  };
}

function person(stop: CourierStop): Record<string, unknown> {
  const [firstName = stop.name, ...rest] = stop.name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' '), phone: stop.phone.replace(/^\+/, ''), smsEnabled: true };
}

function driverOf(body: Record<string, unknown>): CourierDriver | null {
  const d = (body.courier ?? body.driver) as Record<string, unknown> | null | undefined;
  if (!d || typeof d !== 'object' || typeof d.name !== 'string') return null;
  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    name: d.name,
    phone: str(d.phone),
    plateNumber: str(d.vehicle && (d.vehicle as Record<string, unknown>).plateNumber) ?? str(d.licensePlate),
  };
}

export function grabDeliveryFromWire(body: Record<string, unknown>): CourierDelivery {
  const quote = (body.quote ?? {}) as Record<string, unknown>;
  return {
    id: String(body.deliveryID ?? ''),
    status: STATUSES[String(body.status ?? '')] ?? 'allocating',
    fee: centavos(quote.amount),
    trackingUrl:
      typeof body.trackingURL === 'string'
        ? body.trackingURL
        : typeof body.trackURL === 'string'
          ? body.trackURL
          : null,
    driver: driverOf(body),
    raw: body,
  };
}

export function createGrabExpressCourier(config: GrabExpressConfig): Courier {
  const base = config.baseUrl.replace(/\/$/, '');
  const timeoutMs = config.timeoutMs ?? 15_000;
  const now = config.now ?? Date.now;
  let token: { value: string; until: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const body = await callJson(
      config.tokenUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          grant_type: 'client_credentials',
          scope: SCOPE,
        }),
      },
      timeoutMs,
      'Grab Express',
    );
    const value = String(body.access_token ?? '');
    const ttl = typeof body.expires_in === 'number' ? body.expires_in : 0;
    // Renewed a minute early, so a token never expires on its way to Grab.
    token = { value, until: now() + Math.max(0, ttl - 60) * 1000 };
    return value;
  }

  async function bearer(): Promise<string> {
    if (token && now() < token.until) return token.value;
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function call(method: string, path: string, body?: Record<string, unknown>) {
    return callJson(
      `${base}${path}`,
      {
        method,
        headers: {
          authorization: `Bearer ${await bearer()}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      },
      timeoutMs,
      'Grab Express',
    );
  }

  const packages = (request: QuoteRequest) => [
    {
      name: request.parcel,
      description: request.parcel,
      quantity: 1,
      dimensions: { height: 0, width: 0, depth: 0, weight: 0 },
    },
  ];

  return {
    kind: 'grab_express',
    async quote(request) {
      const body = await call('POST', '/v1/deliveries/quotes', {
        serviceType: 'INSTANT',
        packages: packages(request),
        origin: place(request.pickup),
        destination: place(request.dropoff),
      });
      const quotes = Array.isArray(body.quotes) ? (body.quotes as Array<Record<string, unknown>>) : [];
      const first = quotes[0] ?? {};
      const fee = centavos(first.amount);
      if (fee === null) throw new Error('Grab Express answered a quote without an amount');
      return { quoteId: null, fee, expiresAt: null, stopIds: [], raw: body };
    },
    async book(request: BookRequest) {
      const body = await call('POST', '/v1/deliveries', {
        merchantOrderID: request.idempotencyKey,
        serviceType: 'INSTANT',
        paymentMethod: 'CASHLESS',
        packages: packages(request),
        origin: place(request.pickup),
        destination: place(request.dropoff),
        sender: person(request.pickup),
        recipient: person(request.dropoff),
      });
      return grabDeliveryFromWire(body);
    },
    async status(deliveryId) {
      return grabDeliveryFromWire(await call('GET', `/v1/deliveries/${encodeURIComponent(deliveryId)}`));
    },
    async cancel(deliveryId) {
      await call('DELETE', `/v1/deliveries/${encodeURIComponent(deliveryId)}`);
    },
    parseWebhook({ headers, body }) {
      const given = headers.authorization?.replace(/^Bearer\s+/i, '');
      if (!sameSecret(given, config.webhookToken)) throw new CourierSignatureError('Invalid webhook token');
      let json: Record<string, unknown>;
      try {
        json = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return null;
      }
      if (!json || typeof json.deliveryID !== 'string') return null;
      const delivery = grabDeliveryFromWire(json);
      const rawStatus = String(json.status ?? '');
      return {
        eventId: [json.deliveryID, rawStatus, String(json.timestamp ?? '')].join(':'),
        deliveryId: json.deliveryID,
        status: STATUSES[rawStatus] ?? null,
        driver: delivery.driver,
        trackingUrl: delivery.trackingUrl,
        raw: json,
      };
    },
  };
}
