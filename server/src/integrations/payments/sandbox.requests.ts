/**
 * The sandbox's one-off payments (a storefront customer paying by card, GCash or Maya): a payment
 * request answers REQUIRES_ACTION with a page this server serves; Pay or Fail there posts the
 * payment.succeeded / payment.failed callback, with the callback token, to this server's
 * /webhooks/xendit, then sends the browser to the success or failure URL. Kept in memory: a request
 * lost to a restart is refused at its page and the customer tries again from the store.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  PaymentProviderError,
  type PaymentRequestRequest,
  type PaymentRequestStatus,
  type ProviderPaymentRequest,
  type ProviderRefund,
  type RefundRequest,
} from './payments.port.ts';

export const SANDBOX_PAY_PATH = '/sandbox/payments/pay/';

interface SandboxRequest {
  id: string;
  referenceId: string;
  channel: PaymentRequestRequest['channel'];
  amount: number;
  description: string;
  status: PaymentRequestStatus;
  successReturnUrl: string;
  failureReturnUrl: string;
  failureCode: string | null;
  updated: string;
}

const NAMES: Record<string, string> = { CARD: 'card', GCASH: 'GCash', PAYMAYA: 'Maya' };

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const peso = (centavos: number) =>
  `₱${(centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function page(r: SandboxRequest): string {
  const name = escapeHtml(NAMES[r.channel] ?? r.channel);
  const id = encodeURIComponent(r.id);
  const open = r.status === 'REQUIRES_ACTION';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment provider: pay ${peso(r.amount)} by ${name}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
main{border:1px solid #ccc;border-radius:8px;padding:1.5rem}button{font-size:1rem;padding:.75rem 1.25rem;margin:.5rem .5rem 0 0;border-radius:6px;border:1px solid #1a1a1a;cursor:pointer;min-height:44px}
.ok{background:#0b5cad;color:#fff;border-color:#0b5cad}p.note{color:#444;font-size:.9rem}</style></head>
<body><main><h1>Pay ${peso(r.amount)} by ${name}</h1>
<p>${escapeHtml(r.description)}</p>
<p class="note">This is the sandbox payment provider: no money moves and no real account is charged.</p>
${
  open
    ? `<form method="post" action="${SANDBOX_PAY_PATH}${id}/pay"><button class="ok" type="submit">Pay</button></form>
<form method="post" action="${SANDBOX_PAY_PATH}${id}/fail"><button type="submit">Fail</button></form>`
    : `<p>This payment is already ${escapeHtml(r.status.toLowerCase().replace('_', ' '))}.</p>`
}
</main></body></html>`;
}

export interface SandboxRequests {
  create(request: PaymentRequestRequest): ProviderPaymentRequest;
  get(id: string): ProviderPaymentRequest;
  /** Answers PENDING, then posts refund.succeeded (refund.failed past what was paid) to this server. */
  refund(request: RefundRequest): ProviderRefund;
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void>;
}

export function sandboxRequests(options: {
  callbackToken: string;
  callbackUrl(): string;
  publicUrl(): string;
}): SandboxRequests {
  const requests = new Map<string, SandboxRequest>();
  const byKey = new Map<string, string>();
  const refunds = new Map<string, ProviderRefund>();
  const refunded = new Map<string, number>();
  const now = () => new Date().toISOString();

  /** Posts a callback after the answer, retried a few times like the provider's deliveries. */
  const deliver = (event: string, webhookId: string, data: Record<string, unknown>) => {
    const post = () =>
      fetch(options.callbackUrl(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-callback-token': options.callbackToken,
          'webhook-id': webhookId,
        },
        body: JSON.stringify({ event, business_id: 'sandbox', created: now(), data }),
      });
    const attempt = async (n: number): Promise<void> => {
      try {
        const res = await post();
        if (res.ok || n >= 5) return;
      } catch {
        if (n >= 5) return;
      }
      setTimeout(() => void attempt(n + 1), 500 * 2 ** n);
    };
    setTimeout(() => void attempt(0), 0);
  };

  const wire = (r: SandboxRequest): ProviderPaymentRequest => ({
    id: r.id,
    referenceId: r.referenceId,
    status: r.status,
    amount: r.amount,
    actionUrl:
      r.status === 'REQUIRES_ACTION'
        ? `${options.publicUrl()}${SANDBOX_PAY_PATH}${encodeURIComponent(r.id)}`
        : null,
    failureCode: r.failureCode,
    raw: {
      id: r.id,
      reference_id: r.referenceId,
      amount: r.amount / 100,
      currency: 'PHP',
      status: r.status,
      failure_code: r.failureCode,
      updated: r.updated,
    },
  });

  async function callback(r: SandboxRequest) {
    const ok = r.status === 'SUCCEEDED';
    const res = await fetch(options.callbackUrl(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-callback-token': options.callbackToken,
        'webhook-id': `sandbox-${r.id}-${r.status}`,
      },
      body: JSON.stringify({
        event: ok ? 'payment.succeeded' : 'payment.failed',
        business_id: 'sandbox',
        created: now(),
        data: {
          id: `py-${randomUUID()}`,
          payment_request_id: r.id,
          reference_id: r.referenceId,
          amount: r.amount / 100,
          currency: 'PHP',
          status: r.status,
          failure_code: r.failureCode,
          updated: r.updated,
        },
      }),
    });
    if (!res.ok) throw new Error(`sandbox callback answered ${res.status}`);
  }

  return {
    create(request) {
      const earlier = byKey.get(request.idempotencyKey);
      const found = earlier ? requests.get(earlier) : undefined;
      if (found) return wire(found);
      const r: SandboxRequest = {
        id: `pr-${randomUUID()}`,
        referenceId: request.referenceId,
        channel: request.channel,
        amount: request.amount,
        description: request.description,
        status: 'REQUIRES_ACTION',
        successReturnUrl: request.successReturnUrl,
        failureReturnUrl: request.failureReturnUrl,
        failureCode: null,
        updated: now(),
      };
      requests.set(r.id, r);
      byKey.set(request.idempotencyKey, r.id);
      return wire(r);
    },
    refund(request) {
      const earlier = refunds.get(request.idempotencyKey);
      if (earlier) return earlier;
      const paid = requests.get(request.paymentRequestId);
      // A request this process never saw (a restart) is taken as paid in full.
      const left = paid ? (paid.status === 'SUCCEEDED' ? paid.amount : 0) : request.amount;
      const already = refunded.get(request.paymentRequestId) ?? 0;
      const ok = request.amount > 0 && already + request.amount <= left;
      const refund: ProviderRefund = {
        id: `rfd-${randomUUID()}`,
        referenceId: request.referenceId,
        status: 'PENDING',
        amount: request.amount,
        failureCode: null,
        raw: { reference_id: request.referenceId, amount: request.amount / 100, status: 'PENDING' },
      };
      refunds.set(request.idempotencyKey, refund);
      if (ok) refunded.set(request.paymentRequestId, already + request.amount);
      deliver(ok ? 'refund.succeeded' : 'refund.failed', `sandbox-${refund.id}`, {
        id: refund.id,
        payment_request_id: request.paymentRequestId,
        reference_id: request.referenceId,
        amount: request.amount / 100,
        currency: 'PHP',
        status: ok ? 'SUCCEEDED' : 'FAILED',
        failure_code: ok ? null : 'REFUND_AMOUNT_EXCEEDED',
        updated: now(),
      });
      return refund;
    },
    get(id) {
      const r = requests.get(id);
      if (!r) throw new PaymentProviderError('Payment request not found', 404, 'DATA_NOT_FOUND');
      return wire(r);
    },
    async handle(req, res, pathname) {
      const [rawId, action] = pathname.slice(SANDBOX_PAY_PATH.length).split('/');
      const r = requests.get(decodeURIComponent(rawId ?? ''));
      const html = (status: number, text: string) => {
        res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(text);
      };
      if (!r)
        return html(
          404,
          '<!doctype html><html lang="en"><title>Not found</title><main><h1>This payment has expired or does not exist</h1><p>Go back to the store and try again.</p></main></html>',
        );
      if (req.method === 'GET' && action === undefined) return html(200, page(r));
      if (req.method !== 'POST' || (action !== 'pay' && action !== 'fail')) return html(405, page(r));
      if (r.status === 'REQUIRES_ACTION') {
        r.status = action === 'pay' ? 'SUCCEEDED' : 'FAILED';
        r.failureCode = action === 'fail' ? 'USER_DECLINED_PAYMENT' : null;
        r.updated = now();
        try {
          await callback(r);
        } catch {
          Object.assign(r, { status: 'REQUIRES_ACTION', failureCode: null });
          return html(
            502,
            page(r).replace(
              '</main>',
              '<p role="alert">The store could not be told. Please try again.</p></main>',
            ),
          );
        }
      }
      res.writeHead(303, { location: r.status === 'SUCCEEDED' ? r.successReturnUrl : r.failureReturnUrl });
      res.end();
    },
  };
}
