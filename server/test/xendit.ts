import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const XENDIT_SECRET = 'xnd_development_test_secret';
export const XENDIT_CALLBACK_TOKEN = 'test-xendit-callback-token';

export interface XenditCall {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

/**
 * A local server answering Xendit's documented customer and v2 payment method endpoints; records every
 * call and honours idempotency keys (the same key answers the first result).
 */
export async function fakeXendit() {
  const calls: XenditCall[] = [];
  const byKey = new Map<string, string>();
  let failNext: { status: number; error_code: string; message: string } | null = null;
  let seq = 0;
  /** Payment requests by id, as a GET answers them (tests may settle them). */
  const requests = new Map<string, Record<string, unknown>>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      calls.push({ method: req.method ?? '', path, headers: req.headers, body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (failNext) {
        const { status, ...error } = failNext;
        failNext = null;
        return send(status, error);
      }
      const key = req.headers['idempotency-key'] as string | undefined;
      const cached = key ? byKey.get(key) : undefined;
      if (cached) return send(200, JSON.parse(cached));
      let answer: Record<string, unknown>;
      if (req.method === 'POST' && path === '/customers') {
        answer = { id: `cust-${++seq}`, reference_id: body?.reference_id, type: 'INDIVIDUAL' };
      } else if (req.method === 'POST' && path === '/v2/payment_methods') {
        answer = {
          id: `pm-${++seq}`,
          type: body?.type,
          status: 'REQUIRES_ACTION',
          reusability: 'MULTIPLE_USE',
          customer_id: body?.customer_id,
          reference_id: body?.reference_id,
          actions: [
            { action: 'AUTH', url: `https://link.xendit.co/auth/${seq}`, url_type: 'WEB', method: 'GET' },
          ],
          failure_code: null,
        };
      } else if (req.method === 'POST' && path === '/payment_requests' && body?.payment_method) {
        // A one-off payment (ONE_TIME_USE method): the customer pays at the action URL.
        const id = `pr-${++seq}`;
        answer = {
          id,
          reference_id: body.reference_id,
          amount: body.amount,
          currency: body.currency,
          country: body.country,
          status: 'REQUIRES_ACTION',
          payment_method: { ...(body.payment_method as object), id: `pm-${seq}`, status: 'ACTIVE' },
          actions: [
            { action: 'AUTH', url: `https://ewallet.xendit.co/pay/${seq}`, url_type: 'WEB', method: 'GET' },
            { action: 'AUTH', url: `gcash://pay/${seq}`, url_type: 'DEEPLINK', method: 'GET' },
          ],
          failure_code: null,
        };
        requests.set(id, answer);
      } else if (req.method === 'POST' && path === '/v2/invoices') {
        // A hosted-checkout invoice (Xendit's 24-hex ids): the customer pays at invoice_url.
        const id = `65f0c0ffee${String(++seq).padStart(14, '0')}`;
        answer = {
          id,
          external_id: body?.external_id,
          user_id: 'biz-user-1',
          status: 'PENDING',
          merchant_name: 'Suki Test',
          amount: body?.amount,
          currency: body?.currency,
          description: body?.description,
          payment_methods: body?.payment_methods,
          success_redirect_url: body?.success_redirect_url,
          failure_redirect_url: body?.failure_redirect_url,
          invoice_url: `https://checkout-staging.xendit.co/web/${id}`,
          expiry_date: '2026-11-27T04:00:00.000Z',
        };
        requests.set(id, answer);
      } else if (req.method === 'GET' && path.startsWith('/v2/invoices/')) {
        const found = requests.get(decodeURIComponent(path.split('/')[3] ?? ''));
        if (!found) return send(404, { error_code: 'INVOICE_NOT_FOUND_ERROR', message: 'Invoice not found' });
        return send(200, found);
      } else if (req.method === 'GET' && path.startsWith('/payment_requests/')) {
        const found = requests.get(decodeURIComponent(path.split('/')[2] ?? ''));
        if (!found) return send(404, { error_code: 'DATA_NOT_FOUND', message: 'Payment request not found' });
        return send(200, found);
      } else if (req.method === 'POST' && path === '/refunds') {
        answer = {
          id: `rfd-${++seq}`,
          ...(body?.invoice_id
            ? { invoice_id: body.invoice_id }
            : { payment_request_id: body?.payment_request_id }),
          reference_id: body?.reference_id,
          amount: body?.amount,
          currency: body?.currency,
          reason: body?.reason,
          status: 'PENDING',
          failure_code: null,
        };
      } else if (req.method === 'POST' && path === '/payment_requests') {
        answer = {
          id: `pr-${++seq}`,
          reference_id: body?.reference_id,
          amount: body?.amount,
          currency: body?.currency,
          payment_method: { id: body?.payment_method_id },
          status: 'PENDING',
          failure_code: null,
        };
      } else if (req.method === 'POST' && /^\/v2\/payment_methods\/[^/]+\/expire$/.test(path)) {
        answer = { id: path.split('/')[3], type: 'EWALLET', status: 'EXPIRED', actions: [] };
      } else if (req.method === 'GET' && path.startsWith('/v2/payment_methods/')) {
        answer = { id: path.split('/')[3], type: 'EWALLET', status: 'ACTIVE', actions: [] };
      } else {
        return send(404, { error_code: 'NOT_FOUND', message: 'Not found' });
      }
      if (key) byKey.set(key, JSON.stringify(answer));
      send(200, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls: () => calls,
    /** Changes what GET /payment_requests/{id} or /v2/invoices/{id} answers (settled at the provider). */
    settle(id: string, patch: Record<string, unknown>) {
      const found = requests.get(id);
      if (!found) throw new Error(`no payment request ${id}`);
      requests.set(id, { ...found, actions: [], ...patch });
    },
    failNext(status: number, error_code: string, message: string) {
      failNext = { status, error_code, message };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
