/**
 * The express courier a store books for an order (/work/shared/INTEGRATIONS.md "Couriers"): a quote
 * first (a price held for a few minutes), then the booking with the quote, its status and driver by
 * webhook (verified before anything is read), and a cancel. Amounts are integer centavos; every
 * booking carries an idempotency key, so a retried job never books twice.
 */

export type CourierKind = 'grab_express' | 'lalamove' | 'fake';

/** Where the courier picks up or drops off. Coordinates are decimal degrees (null: address only). */
export interface CourierStop {
  address: string;
  name: string;
  /** E.164, e.g. +639171234567. */
  phone: string;
  lat: number | null;
  lng: number | null;
}

export interface QuoteRequest {
  /** Ours: the booking's uuid (Grab's merchantOrderID). */
  referenceId: string;
  pickup: CourierStop;
  dropoff: CourierStop;
  /** A short description of the parcel (the order's number). */
  parcel: string;
}

export interface CourierQuote {
  /** The courier's quotation id (Lalamove); null where the courier books on the stops (Grab). */
  quoteId: string | null;
  /** Centavos. */
  fee: number;
  /** Until when the price holds (null: the courier did not say). */
  expiresAt: Date | null;
  /** Lalamove's stop ids, in order (pickup, dropoff), needed to book the quotation. */
  stopIds: string[];
  raw: Record<string, unknown>;
}

export interface BookRequest extends QuoteRequest {
  quote: CourierQuote;
  idempotencyKey: string;
}

/** Our reading of the courier's statuses, in the order a delivery moves through them. */
export const DELIVERY_STATUSES = [
  'allocating',
  'picking_up',
  'in_transit',
  'delivered',
  'cancelled',
  'failed',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface CourierDriver {
  name: string;
  phone: string | null;
  plateNumber: string | null;
}

export interface CourierDelivery {
  /** The courier's id of the delivery (Grab deliveryID, Lalamove orderId). */
  id: string;
  status: DeliveryStatus;
  /** Centavos, as the courier charges it (null: not said). */
  fee: number | null;
  trackingUrl: string | null;
  driver: CourierDriver | null;
  raw: Record<string, unknown>;
}

/** A verified webhook, reduced to what the order's timeline shows. */
export interface CourierUpdate {
  /** Unique per event: processed once. */
  eventId: string;
  deliveryId: string;
  status: DeliveryStatus | null;
  driver: CourierDriver | null;
  trackingUrl: string | null;
  raw: Record<string, unknown>;
}

export interface WebhookRequest {
  /** Lower-case header names. */
  headers: Record<string, string | undefined>;
  /** The body exactly as received (signatures are over these bytes). */
  body: string;
  /** The path the courier posted to (Lalamove signs it). */
  path: string;
}

export interface Courier {
  readonly kind: CourierKind;
  quote(request: QuoteRequest): Promise<CourierQuote>;
  book(request: BookRequest): Promise<CourierDelivery>;
  status(deliveryId: string): Promise<CourierDelivery>;
  cancel(deliveryId: string): Promise<void>;
  /** Throws CourierSignatureError when the webhook is not the courier's; null when it is not an update. */
  parseWebhook(request: WebhookRequest): CourierUpdate | null;
}

/** The courier refused or could not be reached; `message` is safe to show. */
export class CourierError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
  }
  /** Worth retrying: the courier was unreachable or failed on its side. */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** A webhook whose signature or token is not the courier's. */
export class CourierSignatureError extends Error {}

/** Pesos as the couriers write them ("108.00", 108) to centavos; null when not a number. */
export function centavos(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.round(n * 100) : null;
}

/** A JSON call with a timeout; the courier's error text is kept only as a code, never shown raw. */
export async function callJson(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  timeoutMs: number,
  name: string,
): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new CourierError(`${name} could not be reached`, 0, null);
  }
  let text: string;
  try {
    // The timeout covers the body too: an answer that stalls after its headers is unreachable.
    text = await res.text();
  } catch {
    throw new CourierError(`${name} could not be reached`, 0, null);
  }
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = {};
  }
  if (!res.ok) {
    const errors = Array.isArray(json.errors) ? (json.errors as Array<Record<string, unknown>>) : [];
    const code =
      (typeof json.code === 'string' && json.code) ||
      (typeof errors[0]?.id === 'string' && (errors[0].id as string)) ||
      (typeof json.error === 'string' && json.error) ||
      null;
    throw new CourierError(`${name} refused the request (${res.status})`, res.status, code);
  }
  return json;
}
