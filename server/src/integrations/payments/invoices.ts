/**
 * Xendit invoices (`POST /v2/invoices`, `GET /v2/invoices/{id}`): the hosted checkout a one-off card
 * payment goes through, so card numbers are typed on Xendit's page and never pass through Suki. An
 * invoice is mapped onto the same one-off payment shape as an e-wallet payment request (its id is the
 * "payment request id", its external_id our reference), and its callback onto the same payment.*
 * events, so orders, top-ups and refunds handle both alike.
 */
import type { PaymentCallback, PaymentRequestRequest, ProviderPaymentRequest } from './payments.port.ts';

/** Invoice statuses at Xendit: PENDING until paid (PAID, later SETTLED) or EXPIRED. */
const PAID = new Set(['PAID', 'SETTLED']);

/** The create body of a card-only invoice (amounts in pesos, as Xendit takes PHP). */
export function invoiceBody(request: PaymentRequestRequest): Record<string, unknown> {
  return {
    external_id: request.referenceId,
    amount: request.amount / 100,
    currency: 'PHP',
    description: request.description,
    payment_methods: ['CREDIT_CARD'],
    success_redirect_url: request.successReturnUrl,
    failure_redirect_url: request.failureReturnUrl,
  };
}

const centavos = (v: unknown) => (typeof v === 'number' ? Math.round(v * 100) : null);

/** Xendit's invoice to our one-off payment: PENDING waits on the customer at invoice_url. */
export function invoiceFromWire(body: Record<string, unknown>): ProviderPaymentRequest {
  const status = String(body.status ?? 'PENDING');
  const paid = PAID.has(status);
  return {
    id: String(body.id ?? ''),
    referenceId: String(body.external_id ?? ''),
    status: paid ? 'SUCCEEDED' : status === 'EXPIRED' ? 'FAILED' : 'REQUIRES_ACTION',
    // What was paid once paid; the asked amount before.
    amount: (paid ? centavos(body.paid_amount) : null) ?? centavos(body.amount) ?? 0,
    actionUrl: status === 'PENDING' && typeof body.invoice_url === 'string' ? body.invoice_url : null,
    failureCode: status === 'EXPIRED' ? 'EXPIRED' : null,
    raw: body,
  };
}

/**
 * An invoice callback (a flat body: id, external_id, status, paid_amount; no `event`) as a payment.*
 * callback: PAID or SETTLED is payment.succeeded, EXPIRED payment.failed. Without a webhook-id the event
 * id is the invoice and its outcome, so PAID and a later SETTLED for the same invoice count once.
 */
export function parseInvoiceCallback(
  body: Record<string, unknown>,
  webhookId: string | undefined,
): PaymentCallback | null {
  const id = typeof body.id === 'string' && body.id ? body.id : null;
  const externalId = typeof body.external_id === 'string' && body.external_id ? body.external_id : null;
  const status = typeof body.status === 'string' ? body.status : null;
  if (!id || !externalId || !status || (!PAID.has(status) && status !== 'EXPIRED')) return null;
  const paid = PAID.has(status);
  return {
    eventId: webhookId?.trim() || `invoice:${id}:${paid ? 'PAID' : 'EXPIRED'}`,
    event: paid ? 'payment.succeeded' : 'payment.failed',
    paymentMethodId: null,
    status: paid ? 'SUCCEEDED' : 'FAILED',
    failureCode: paid ? null : 'EXPIRED',
    referenceId: externalId,
    amount: paid ? (centavos(body.paid_amount) ?? centavos(body.amount)) : null,
    paymentRequestId: id,
    raw: body,
  };
}
