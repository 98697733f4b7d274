/**
 * The payment provider (Xendit's documented API, /work/shared/INTEGRATIONS.md "Xendit"): customers by
 * our reference id, reusable payment methods (card, e-wallet, direct debit) that may need the customer
 * to open an action URL before they become ACTIVE, and the callbacks that announce it. Every create
 * carries an idempotency key: a retry with the same key answers the first result, never a second method.
 */
import { parseInvoiceCallback } from './invoices.ts';

export const PAYMENT_METHOD_TYPES = ['CARD', 'EWALLET', 'DIRECT_DEBIT'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** Channels offered for saved methods in the Philippines, by type (a card has no channel code). */
export const CHANNELS: Readonly<Record<PaymentMethodType, readonly string[]>> = {
  CARD: ['CARD'],
  EWALLET: ['GCASH', 'PAYMAYA', 'GRABPAY', 'SHOPEEPAY'],
  DIRECT_DEBIT: ['BPI', 'UBP'],
};

/** Statuses of a payment method at the provider (Xendit v2). */
export type ProviderMethodStatus =
  | 'REQUIRES_ACTION'
  | 'ACTIVE'
  | 'INACTIVE'
  | 'EXPIRED'
  | 'PENDING'
  | 'FAILED';

export interface CustomerRequest {
  /** Ours: the app's uuid. */
  referenceId: string;
  givenNames: string;
  surname: string;
  email: string;
  /** E.164, e.g. +639171234567. */
  mobileNumber: string;
  /** ISO 3166 alpha-2, e.g. PH. */
  nationality: string;
  dateOfBirth: string | null;
  placeOfBirth: string | null;
  idempotencyKey: string;
}

export interface ProviderCustomer {
  id: string;
  referenceId: string;
}

export interface PaymentMethodRequest {
  customerId: string;
  /** Ours: the saved method's uuid. */
  referenceId: string;
  type: PaymentMethodType;
  channelCode: string;
  /** Where the provider sends the customer back after the action page. */
  successReturnUrl: string;
  failureReturnUrl: string;
  idempotencyKey: string;
}

export interface ProviderPaymentMethod {
  id: string;
  type: PaymentMethodType;
  status: ProviderMethodStatus;
  /** The page the customer must open to authorize (REQUIRES_ACTION), else null. */
  actionUrl: string | null;
  failureCode: string | null;
  /** The provider's answer as it came (kept as the method's originalResponse). */
  raw: Record<string, unknown>;
}

/** A charge of a saved method (Xendit payment request): ours is the reference id (a bill's uuid). */
export interface ChargeRequest {
  referenceId: string;
  customerId: string;
  /** The provider's id of the saved method. */
  paymentMethodId: string;
  /** Centavos; sent to the provider in pesos. */
  amount: number;
  description: string;
  idempotencyKey: string;
}

export type ChargeStatus = 'SUCCEEDED' | 'PENDING' | 'REQUIRES_ACTION' | 'FAILED';

export interface ProviderCharge {
  id: string;
  status: ChargeStatus;
  failureCode: string | null;
  raw: Record<string, unknown>;
}

/** Channels a customer pays with once at a storefront checkout (no saved method): card and e-wallets. */
export const CHECKOUT_CHANNELS = ['CARD', 'GCASH', 'PAYMAYA'] as const;
export type CheckoutChannel = (typeof CHECKOUT_CHANNELS)[number];

/**
 * A one-off payment (Xendit payment request with a ONE_TIME_USE payment method): the customer opens
 * `actionUrl`, pays at the provider, and comes back to the success or failure URL; the outcome is told
 * by a payment.succeeded / payment.failed callback carrying the request's id.
 */
export interface PaymentRequestRequest {
  /** Ours: the payment attempt's uuid. */
  referenceId: string;
  channel: CheckoutChannel;
  /** Centavos; sent to the provider in pesos. */
  amount: number;
  description: string;
  successReturnUrl: string;
  failureReturnUrl: string;
  idempotencyKey: string;
}

export type PaymentRequestStatus = 'REQUIRES_ACTION' | 'PENDING' | 'SUCCEEDED' | 'FAILED';

export interface ProviderPaymentRequest {
  id: string;
  referenceId: string;
  status: PaymentRequestStatus;
  /** Centavos, as the provider holds it. */
  amount: number;
  /** Where the customer pays (REQUIRES_ACTION), else null. */
  actionUrl: string | null;
  failureCode: string | null;
  raw: Record<string, unknown>;
}

/** A refund of a paid payment request (Xendit refunds): the outcome comes by refund.* callback. */
export interface RefundRequest {
  /** Ours: the refund's uuid. */
  referenceId: string;
  paymentRequestId: string;
  /** The channel the payment was made with (Xendit refunds a CARD payment by its invoice id). */
  channel?: CheckoutChannel;
  /** Centavos; sent in pesos. */
  amount: number;
  reason: 'REQUESTED_BY_CUSTOMER' | 'CANCELLATION' | 'DUPLICATE' | 'OTHERS';
  idempotencyKey: string;
}

export interface ProviderRefund {
  id: string;
  referenceId: string;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  amount: number;
  failureCode: string | null;
  raw: Record<string, unknown>;
}

/** Xendit's refund to our shape. */
export function refundFromWire(body: Record<string, unknown>): ProviderRefund {
  const status = String(body.status ?? 'PENDING');
  return {
    id: String(body.id ?? ''),
    referenceId: String(body.reference_id ?? ''),
    status: (['PENDING', 'SUCCEEDED', 'FAILED'].includes(status)
      ? status
      : 'PENDING') as ProviderRefund['status'],
    amount: typeof body.amount === 'number' ? Math.round(body.amount * 100) : 0,
    failureCode: typeof body.failure_code === 'string' ? body.failure_code : null,
    raw: body,
  };
}

/** A verified callback, reduced to what we act on. */
export interface PaymentCallback {
  /** Unique per event (the webhook-id header, else derived from the body): processed once. */
  eventId: string;
  /** e.g. payment_method.activated, payment_method.expired. */
  event: string;
  paymentMethodId: string | null;
  status: string | null;
  failureCode: string | null;
  /** A payment's reference id (ours: the bill's uuid) and amount in centavos (payment.* events). */
  referenceId: string | null;
  amount: number | null;
  /** The payment request a payment.* event settles (data.payment_request_id). */
  paymentRequestId: string | null;
  raw: Record<string, unknown>;
}

export interface PaymentProvider {
  readonly kind: 'xendit' | 'sandbox';
  /**
   * The method types this provider saves. Xendit takes a card only as a token made by its own
   * script in the browser (Suki never sees card numbers), which is not built yet: it offers
   * e-wallets and direct debit; the sandbox stands in for all three.
   */
  readonly methodTypes: readonly PaymentMethodType[];
  createCustomer(request: CustomerRequest): Promise<ProviderCustomer>;
  createPaymentMethod(request: PaymentMethodRequest): Promise<ProviderPaymentMethod>;
  getPaymentMethod(id: string): Promise<ProviderPaymentMethod>;
  /** Charges a saved method; the outcome may come later by a payment.succeeded / payment.failed callback. */
  chargePaymentMethod(request: ChargeRequest): Promise<ProviderCharge>;
  /** Expires a saved method so it can never be charged again (removal). Idempotent at the provider. */
  expirePaymentMethod(id: string, idempotencyKey: string): Promise<ProviderPaymentMethod>;
  /** The channels a storefront customer may pay with once (a card on the provider's own page). */
  readonly checkoutChannels: readonly CheckoutChannel[];
  /** Starts a one-off payment; the customer is sent to its actionUrl. */
  createPaymentRequest(request: PaymentRequestRequest): Promise<ProviderPaymentRequest>;
  /**
   * The request as the provider holds it now (the fresh status check). The channel it was made with
   * tells the adapter where it lives (Xendit: a CARD payment is an invoice).
   */
  getPaymentRequest(id: string, channel?: CheckoutChannel): Promise<ProviderPaymentRequest>;
  /** Refunds a paid payment request (whole or part); the outcome comes by refund.succeeded / refund.failed. */
  createRefund(request: RefundRequest): Promise<ProviderRefund>;
  /** True when the x-callback-token header is the account's callback token. */
  verifyCallback(token: string | undefined): boolean;
}

/** The provider refused or could not be reached; `message` is safe to show. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
  }
  /** Worth retrying: the provider was unreachable or failed on its side. */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/**
 * Reads a Xendit-shaped callback body (`event`, `data.id`, `data.status`) and its event id; an invoice
 * callback (flat, no `event`) reads as the payment.* event it stands for.
 */
export function parseCallback(
  body: Record<string, unknown>,
  webhookId: string | undefined,
): PaymentCallback | null {
  if (body.event === undefined && 'external_id' in body) return parseInvoiceCallback(body, webhookId);
  const event = typeof body.event === 'string' ? body.event : null;
  const data = (body.data ?? null) as Record<string, unknown> | null;
  if (!event || !data || typeof data !== 'object') return null;
  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const paymentMethodId = str(data.id);
  const status = str(data.status);
  const derived = [event, paymentMethodId, status, str(data.updated) ?? str(body.created)].join(':');
  return {
    eventId: webhookId?.trim() || derived,
    event,
    paymentMethodId,
    status,
    failureCode: str(data.failure_code),
    referenceId: str(data.reference_id),
    amount: typeof data.amount === 'number' ? Math.round(data.amount * 100) : null,
    paymentRequestId: str(data.payment_request_id),
    raw: body,
  };
}

/** Xendit's payment request answer to our shape. */
export function chargeFromWire(body: Record<string, unknown>): ProviderCharge {
  const status = String(body.status ?? 'PENDING');
  return {
    id: String(body.id ?? ''),
    status: (['SUCCEEDED', 'PENDING', 'REQUIRES_ACTION', 'FAILED'].includes(status)
      ? status
      : 'PENDING') as ChargeStatus,
    failureCode: typeof body.failure_code === 'string' ? body.failure_code : null,
    raw: body,
  };
}

/** Xendit's payment request (one-off) to our shape: its WEB action is where the customer pays. */
export function paymentRequestFromWire(body: Record<string, unknown>): ProviderPaymentRequest {
  const status = String(body.status ?? 'PENDING');
  const actions = Array.isArray(body.actions) ? (body.actions as Array<Record<string, unknown>>) : [];
  const web =
    actions.find((a) => typeof a.url === 'string' && a.url_type === 'WEB') ??
    actions.find((a) => typeof a.url === 'string' && a.url_type === 'MOBILE');
  return {
    id: String(body.id ?? ''),
    referenceId: String(body.reference_id ?? ''),
    status: (['REQUIRES_ACTION', 'PENDING', 'SUCCEEDED', 'FAILED'].includes(status)
      ? status
      : status === 'CANCELED' || status === 'EXPIRED'
        ? 'FAILED'
        : 'PENDING') as PaymentRequestStatus,
    amount: typeof body.amount === 'number' ? Math.round(body.amount * 100) : 0,
    actionUrl: status === 'REQUIRES_ACTION' && web ? String(web.url) : null,
    failureCode: typeof body.failure_code === 'string' ? body.failure_code : null,
    raw: body,
  };
}

/** Xendit's answer (snake_case JSON) to our shape. */
export function methodFromWire(body: Record<string, unknown>): ProviderPaymentMethod {
  const actions = Array.isArray(body.actions) ? (body.actions as Array<Record<string, unknown>>) : [];
  const auth = actions.find(
    (a) => typeof a.url === 'string' && (a.url_type === 'WEB' || a.url_type === undefined),
  );
  return {
    id: String(body.id ?? ''),
    type: String(body.type ?? 'EWALLET') as PaymentMethodType,
    status: String(body.status ?? 'PENDING') as ProviderMethodStatus,
    actionUrl: auth ? String(auth.url) : null,
    failureCode: typeof body.failure_code === 'string' ? body.failure_code : null,
    raw: body,
  };
}
