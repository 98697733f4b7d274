import { timingSafeEqual } from 'node:crypto';
import { invoiceBody, invoiceFromWire } from './invoices.ts';
import {
  type ChargeRequest,
  type CheckoutChannel,
  type CustomerRequest,
  chargeFromWire,
  methodFromWire,
  type PaymentMethodRequest,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentRequestRequest,
  type ProviderPaymentMethod,
  paymentRequestFromWire,
  type RefundRequest,
  refundFromWire,
} from './payments.port.ts';

export interface XenditConfig {
  /** https://api.xendit.co, or a local server in tests. */
  baseUrl: string;
  secretKey: string;
  callbackToken: string;
  /** How long a call may take before it fails as unreachable (transient); 15 s by default. */
  timeoutMs?: number;
}

/** Constant-time comparison of a callback token against the configured one. */
export function sameToken(given: string | undefined, expected: string): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The channel's object of a v2 payment method request: where the customer returns after the action. */
function channelBody(request: PaymentMethodRequest): Record<string, unknown> {
  const returns = {
    success_return_url: request.successReturnUrl,
    failure_return_url: request.failureReturnUrl,
  };
  if (request.type === 'CARD') {
    // Card numbers are entered on the provider's page, never sent through Suki (docs/decisions.md).
    return { card: { currency: 'PHP', channel_properties: { skip_three_d_secure: false, ...returns } } };
  }
  const key = request.type === 'EWALLET' ? 'ewallet' : 'direct_debit';
  return { [key]: { channel_code: request.channelCode, channel_properties: returns } };
}

/** Xendit's REST API: HTTP Basic with the secret key as the user name, JSON bodies, idempotency keys. */
export function createXenditProvider(config: XenditConfig): PaymentProvider {
  const base = config.baseUrl.replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`;
  const timeoutMs = config.timeoutMs ?? 15_000;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body: Record<string, unknown> | null,
    idempotencyKey?: string,
  ): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new PaymentProviderError('The payment provider could not be reached', 0, null);
    }
    let text: string;
    try {
      // The timeout covers the body too: an answer that stalls after its headers is unreachable.
      text = await res.text();
    } catch {
      throw new PaymentProviderError('The payment provider could not be reached', 0, null);
    }
    let json: Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      json = {};
    }
    if (!res.ok) {
      const message =
        typeof json.message === 'string' ? json.message : 'The payment provider refused the request';
      throw new PaymentProviderError(
        message,
        res.status,
        typeof json.error_code === 'string' ? json.error_code : null,
      );
    }
    return json;
  }

  return {
    kind: 'xendit',
    methodTypes: ['EWALLET', 'DIRECT_DEBIT'] as const,
    async createCustomer(request: CustomerRequest) {
      const body = await call(
        'POST',
        '/customers',
        {
          reference_id: request.referenceId,
          type: 'INDIVIDUAL',
          individual_detail: {
            given_names: request.givenNames,
            surname: request.surname,
            nationality: request.nationality,
            ...(request.dateOfBirth ? { date_of_birth: request.dateOfBirth } : {}),
            ...(request.placeOfBirth ? { place_of_birth: request.placeOfBirth } : {}),
          },
          email: request.email,
          mobile_number: request.mobileNumber,
        },
        request.idempotencyKey,
      );
      return { id: String(body.id ?? ''), referenceId: String(body.reference_id ?? request.referenceId) };
    },
    async createPaymentMethod(request: PaymentMethodRequest): Promise<ProviderPaymentMethod> {
      const body = await call(
        'POST',
        '/v2/payment_methods',
        {
          type: request.type,
          reusability: 'MULTIPLE_USE',
          customer_id: request.customerId,
          reference_id: request.referenceId,
          ...channelBody(request),
        },
        request.idempotencyKey,
      );
      return methodFromWire(body);
    },
    async getPaymentMethod(id: string) {
      return methodFromWire(await call('GET', `/v2/payment_methods/${encodeURIComponent(id)}`, null));
    },
    async chargePaymentMethod(request: ChargeRequest) {
      return chargeFromWire(
        await call(
          'POST',
          '/payment_requests',
          {
            reference_id: request.referenceId,
            // Xendit takes PHP amounts in pesos, two decimals; ours are centavos.
            amount: request.amount / 100,
            currency: 'PHP',
            payment_method_id: request.paymentMethodId,
            customer_id: request.customerId,
            description: request.description,
          },
          request.idempotencyKey,
        ),
      );
    },
    async expirePaymentMethod(id: string, idempotencyKey: string) {
      return methodFromWire(
        await call('POST', `/v2/payment_methods/${encodeURIComponent(id)}/expire`, {}, idempotencyKey),
      );
    },
    // A one-off card is paid on a card-only invoice's hosted page (the number never reaches Suki).
    checkoutChannels: ['CARD', 'GCASH', 'PAYMAYA'] as const,
    async createPaymentRequest(request: PaymentRequestRequest) {
      if (request.channel === 'CARD')
        return invoiceFromWire(
          await call('POST', '/v2/invoices', invoiceBody(request), request.idempotencyKey),
        );
      return paymentRequestFromWire(
        await call(
          'POST',
          '/payment_requests',
          {
            reference_id: request.referenceId,
            amount: request.amount / 100,
            currency: 'PHP',
            country: 'PH',
            description: request.description,
            payment_method: {
              type: 'EWALLET',
              reusability: 'ONE_TIME_USE',
              ewallet: {
                channel_code: request.channel,
                channel_properties: {
                  success_return_url: request.successReturnUrl,
                  failure_return_url: request.failureReturnUrl,
                },
              },
            },
          },
          request.idempotencyKey,
        ),
      );
    },
    async getPaymentRequest(id: string, channel?: CheckoutChannel) {
      if (channel === 'CARD')
        return invoiceFromWire(await call('GET', `/v2/invoices/${encodeURIComponent(id)}`, null));
      return paymentRequestFromWire(await call('GET', `/payment_requests/${encodeURIComponent(id)}`, null));
    },
    async createRefund(request: RefundRequest) {
      return refundFromWire(
        await call(
          'POST',
          '/refunds',
          {
            // A card payment was an invoice: Xendit refunds it by the invoice's id.
            ...(request.channel === 'CARD'
              ? { invoice_id: request.paymentRequestId }
              : { payment_request_id: request.paymentRequestId }),
            reference_id: request.referenceId,
            amount: request.amount / 100,
            currency: 'PHP',
            reason: request.reason,
          },
          request.idempotencyKey,
        ),
      );
    },
    verifyCallback: (token) => sameToken(token, config.callbackToken),
  };
}
