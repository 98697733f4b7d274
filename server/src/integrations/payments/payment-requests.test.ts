import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeXendit, XENDIT_CALLBACK_TOKEN, XENDIT_SECRET } from '../../../test/xendit.ts';
import { PaymentProviderError, parseCallback } from './payments.port.ts';
import { createSandboxProvider } from './sandbox.ts';
import { createXenditProvider } from './xendit.ts';

const REQUEST = {
  referenceId: 'attempt-uuid-1',
  channel: 'GCASH' as const,
  amount: 123_450,
  description: 'Order 261126-ABC123 at Tindahan ni Aling Nena',
  successReturnUrl: 'https://suki.test/store/app-1/pay/attempt-uuid-1',
  failureReturnUrl: 'https://suki.test/store/app-1/pay/attempt-uuid-1?failed=1',
  idempotencyKey: 'order-pay-attempt-uuid-1',
};

/**
 * A provider that records each request and never finishes answering, for the timeout tests: silent, or,
 * for a path ending in /stalled, the headers and the start of a body, then nothing more.
 */
async function silentProvider() {
  const calls: Array<{ method: string; path: string; headers: http.IncomingHttpHeaders }> = [];
  const server = http.createServer((req, res) => {
    calls.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    req.resume();
    if (req.url?.endsWith('/stalled')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"id":');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/* One-off storefront payments (Xendit payment requests) against the recorded fake. */
describe('the Xendit adapter: one-off payment requests', () => {
  let xendit: Awaited<ReturnType<typeof fakeXendit>>;
  let silent: Awaited<ReturnType<typeof silentProvider>>;
  let provider: ReturnType<typeof createXenditProvider>;
  const basic = `Basic ${Buffer.from(`${XENDIT_SECRET}:`).toString('base64')}`;

  beforeAll(async () => {
    xendit = await fakeXendit();
    silent = await silentProvider();
    provider = createXenditProvider({
      baseUrl: xendit.url,
      secretKey: XENDIT_SECRET,
      callbackToken: XENDIT_CALLBACK_TOKEN,
    });
  });
  afterAll(async () => {
    await xendit.close();
    await silent.close();
  });
  /** The adapter against the silent provider, with a short timeout. */
  const impatient = () =>
    createXenditProvider({
      baseUrl: silent.url,
      secretKey: XENDIT_SECRET,
      callbackToken: XENDIT_CALLBACK_TOKEN,
      timeoutMs: 150,
    });

  it('offers card (a hosted invoice), GCash and Maya', () => {
    expect(provider.checkoutChannels).toEqual(['CARD', 'GCASH', 'PAYMAYA']);
  });

  it('creates a ONE_TIME_USE e-wallet payment request in pesos, with return URLs and the idempotency key', async () => {
    const request = await provider.createPaymentRequest(REQUEST);
    const call = xendit.calls().at(-1);
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/payment_requests');
    expect(call?.headers.authorization).toBe(basic);
    expect(call?.headers['idempotency-key']).toBe('order-pay-attempt-uuid-1');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toEqual({
      reference_id: 'attempt-uuid-1',
      amount: 1234.5,
      currency: 'PHP',
      country: 'PH',
      description: 'Order 261126-ABC123 at Tindahan ni Aling Nena',
      payment_method: {
        type: 'EWALLET',
        reusability: 'ONE_TIME_USE',
        ewallet: {
          channel_code: 'GCASH',
          channel_properties: {
            success_return_url: 'https://suki.test/store/app-1/pay/attempt-uuid-1',
            failure_return_url: 'https://suki.test/store/app-1/pay/attempt-uuid-1?failed=1',
          },
        },
      },
    });
    expect(request).toMatchObject({
      id: expect.stringMatching(/^pr-/),
      referenceId: 'attempt-uuid-1',
      status: 'REQUIRES_ACTION',
      amount: 123_450,
      // The WEB action, not the app deeplink.
      actionUrl: expect.stringMatching(/^https:\/\/ewallet\.xendit\.co\/pay\//),
    });
    // A retry with the same key answers the same request.
    const again = await provider.createPaymentRequest(REQUEST);
    expect(again.id).toBe(request.id);
  });

  it('reads a payment request fresh by id (GET, no body, no idempotency key)', async () => {
    const request = await provider.createPaymentRequest({ ...REQUEST, idempotencyKey: 'order-pay-2' });
    xendit.settle(request.id, { status: 'SUCCEEDED', amount: 1234.5 });
    const fresh = await provider.getPaymentRequest(request.id);
    const call = xendit.calls().at(-1);
    expect(call?.method).toBe('GET');
    expect(call?.path).toBe(`/payment_requests/${request.id}`);
    expect(call?.headers.authorization).toBe(basic);
    expect(call?.headers['idempotency-key']).toBeUndefined();
    expect(call?.body).toBeNull();
    expect(fresh).toMatchObject({ id: request.id, status: 'SUCCEEDED', amount: 123_450, actionUrl: null });
  });

  it('refunds a paid request in pesos with the idempotency key and the reason', async () => {
    const refund = await provider.createRefund({
      referenceId: 'refund-uuid-1',
      paymentRequestId: 'pr-7',
      amount: 70_100,
      reason: 'REQUESTED_BY_CUSTOMER',
      idempotencyKey: 'order-refund-refund-uuid-1',
    });
    const call = xendit.calls().at(-1);
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/refunds');
    expect(call?.headers.authorization).toBe(basic);
    expect(call?.headers['idempotency-key']).toBe('order-refund-refund-uuid-1');
    expect(call?.body).toEqual({
      payment_request_id: 'pr-7',
      reference_id: 'refund-uuid-1',
      amount: 701,
      currency: 'PHP',
      reason: 'REQUESTED_BY_CUSTOMER',
    });
    expect(refund).toMatchObject({
      id: expect.stringMatching(/^rfd-/),
      referenceId: 'refund-uuid-1',
      status: 'PENDING',
      amount: 70_100,
    });
  });

  it('gives up after its timeout with an error worth retrying', async () => {
    const started = performance.now();
    const err = await impatient()
      .createPaymentRequest(REQUEST)
      .catch((e: unknown) => e);
    const elapsed = performance.now() - started;
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(err).toMatchObject({
      message: 'The payment provider could not be reached',
      status: 0,
      code: null,
    });
    expect((err as PaymentProviderError).transient).toBe(true);
    // The request arrived, with its idempotency key (a retry cannot pay twice), and went unanswered:
    // the adapter waited its own timeout, not the 15 s default.
    expect(silent.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/payment_requests',
      headers: { 'idempotency-key': 'order-pay-attempt-uuid-1' },
    });
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('gives up on an answer that stalls after its headers, with the same error', async () => {
    const started = performance.now();
    const err = await impatient()
      .getPaymentRequest('stalled')
      .catch((e: unknown) => e);
    const elapsed = performance.now() - started;
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(err).toMatchObject({
      message: 'The payment provider could not be reached',
      status: 0,
      code: null,
    });
    expect((err as PaymentProviderError).transient).toBe(true);
    expect(silent.calls.at(-1)).toMatchObject({ method: 'GET', path: '/payment_requests/stalled' });
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('verifies the callback token and reads a payment.succeeded callback with its payment request id', () => {
    expect(provider.verifyCallback(XENDIT_CALLBACK_TOKEN)).toBe(true);
    expect(provider.verifyCallback('wrong')).toBe(false);
    expect(provider.verifyCallback(undefined)).toBe(false);
    const callback = parseCallback(
      {
        event: 'payment.succeeded',
        business_id: 'biz-1',
        created: '2026-11-26T01:00:00.000Z',
        data: {
          id: 'py-1',
          payment_request_id: 'pr-9',
          reference_id: 'attempt-uuid-1',
          amount: 1234.5,
          currency: 'PHP',
          status: 'SUCCEEDED',
          updated: '2026-11-26T01:00:00.000Z',
        },
      },
      'webhook-1',
    );
    expect(callback).toMatchObject({
      eventId: 'webhook-1',
      event: 'payment.succeeded',
      paymentRequestId: 'pr-9',
      referenceId: 'attempt-uuid-1',
      amount: 123_450,
      status: 'SUCCEEDED',
    });
  });
});

describe('the sandbox provider: one-off payments', () => {
  const received: Array<{ headers: http.IncomingHttpHeaders; body: Record<string, unknown> }> = [];
  let server: http.Server;
  let self = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(raw) as Record<string, unknown> });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    self = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const sandbox = () =>
    createSandboxProvider({
      callbackToken: 'sandbox-token',
      publicUrl: () => 'http://localhost:8080',
      selfUrl: () => self,
    });

  /** Drives the sandbox's own page handler with a fake request and response. */
  async function press(p: ReturnType<typeof sandbox>, method: string, pathname: string) {
    const out = { status: 0, headers: {} as Record<string, string>, body: '' };
    const res = {
      writeHead(status: number, headers: Record<string, string>) {
        out.status = status;
        out.headers = headers;
      },
      end(text?: string) {
        out.body = text ?? '';
      },
    } as unknown as http.ServerResponse;
    await p.handle({ method } as http.IncomingMessage, res, pathname);
    return out;
  }

  it('offers card, GCash and Maya, serves the pay page and posts payment.succeeded with the token', async () => {
    const p = sandbox();
    expect(p.checkoutChannels).toEqual(['CARD', 'GCASH', 'PAYMAYA']);
    const request = await p.createPaymentRequest(REQUEST);
    expect(request.actionUrl).toBe(`http://localhost:8080/sandbox/payments/pay/${request.id}`);
    expect((await p.createPaymentRequest(REQUEST)).id).toBe(request.id);
    const pathname = new URL(request.actionUrl ?? '').pathname;
    const shown = await press(p, 'GET', pathname);
    expect(shown.status).toBe(200);
    expect(shown.body).toContain('Pay ₱1,234.50 by GCash');
    const paid = await press(p, 'POST', `${pathname}/pay`);
    expect(paid).toMatchObject({ status: 303, headers: { location: REQUEST.successReturnUrl } });
    const callback = received.at(-1);
    expect(callback?.headers['x-callback-token']).toBe('sandbox-token');
    expect(callback?.body).toMatchObject({
      event: 'payment.succeeded',
      data: { payment_request_id: request.id, reference_id: 'attempt-uuid-1', amount: 1234.5 },
    });
    expect(await p.getPaymentRequest(request.id)).toMatchObject({ status: 'SUCCEEDED', actionUrl: null });
    // Pressed again (the back button): no second callback, the browser goes back to the store.
    const count = received.length;
    expect((await press(p, 'POST', `${pathname}/pay`)).status).toBe(303);
    expect(received.length).toBe(count);
  });

  it('refunds a paid request once (by key), posting refund.succeeded; more than was paid fails', async () => {
    const p = sandbox();
    const request = await p.createPaymentRequest({ ...REQUEST, idempotencyKey: 'k-refund' });
    await press(p, 'POST', `/sandbox/payments/pay/${request.id}/pay`);
    const ask = {
      referenceId: 'refund-1',
      paymentRequestId: request.id,
      amount: 123_450,
      reason: 'REQUESTED_BY_CUSTOMER' as const,
      idempotencyKey: 'order-refund-1',
    };
    const refund = await p.createRefund(ask);
    expect(refund.status).toBe('PENDING');
    expect((await p.createRefund(ask)).id).toBe(refund.id);
    await vi.waitFor(() =>
      expect(received.at(-1)?.body).toMatchObject({
        event: 'refund.succeeded',
        data: { id: refund.id, reference_id: 'refund-1', payment_request_id: request.id, amount: 1234.5 },
      }),
    );
    expect(received.at(-1)?.headers['x-callback-token']).toBe('sandbox-token');
    await p.createRefund({ ...ask, referenceId: 'refund-2', idempotencyKey: 'order-refund-2', amount: 100 });
    await vi.waitFor(() =>
      expect(received.at(-1)?.body).toMatchObject({
        event: 'refund.failed',
        data: { reference_id: 'refund-2', failure_code: 'REFUND_AMOUNT_EXCEEDED' },
      }),
    );
  });

  it('a failed payment posts payment.failed and returns to the failure URL', async () => {
    const p = sandbox();
    const request = await p.createPaymentRequest({ ...REQUEST, channel: 'PAYMAYA', idempotencyKey: 'k2' });
    const out = await press(p, 'POST', `/sandbox/payments/pay/${request.id}/fail`);
    expect(out).toMatchObject({ status: 303, headers: { location: REQUEST.failureReturnUrl } });
    expect(received.at(-1)?.body).toMatchObject({
      event: 'payment.failed',
      data: { payment_request_id: request.id, status: 'FAILED', failure_code: 'USER_DECLINED_PAYMENT' },
    });
  });
});
