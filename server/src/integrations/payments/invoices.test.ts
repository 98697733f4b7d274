import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeXendit, XENDIT_CALLBACK_TOKEN, XENDIT_SECRET } from '../../../test/xendit.ts';
import { PaymentProviderError, parseCallback } from './payments.port.ts';
import { createXenditProvider } from './xendit.ts';

const CARD = {
  referenceId: 'attempt-uuid-card-1',
  channel: 'CARD' as const,
  amount: 70_150,
  description: 'Order 261126-CARD01 at Tindahan ni Aling Nena',
  successReturnUrl: 'https://suki.test/store/app-1/pay/attempt-uuid-card-1',
  failureReturnUrl: 'https://suki.test/store/app-1/pay/attempt-uuid-card-1?failed=1',
  idempotencyKey: 'order-pay-attempt-uuid-card-1',
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

/* A one-off card payment is a card-only Xendit invoice (hosted checkout), against the recorded fake. */
describe('the Xendit adapter: card payments through invoices', () => {
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

  it('creates a CREDIT_CARD-only invoice in pesos with redirect URLs and the idempotency key, no card data', async () => {
    const invoice = await provider.createPaymentRequest(CARD);
    const call = xendit.calls().at(-1);
    expect([call?.method, call?.path]).toEqual(['POST', '/v2/invoices']);
    expect(call?.headers.authorization).toBe(basic);
    expect(call?.headers['idempotency-key']).toBe('order-pay-attempt-uuid-card-1');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toEqual({
      external_id: 'attempt-uuid-card-1',
      amount: 701.5,
      currency: 'PHP',
      description: 'Order 261126-CARD01 at Tindahan ni Aling Nena',
      payment_methods: ['CREDIT_CARD'],
      success_redirect_url: 'https://suki.test/store/app-1/pay/attempt-uuid-card-1',
      failure_redirect_url: 'https://suki.test/store/app-1/pay/attempt-uuid-card-1?failed=1',
    });
    expect(invoice).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      referenceId: 'attempt-uuid-card-1',
      status: 'REQUIRES_ACTION',
      amount: 70_150,
      actionUrl: `https://checkout-staging.xendit.co/web/${invoice.id}`,
      failureCode: null,
    });
    // A retry with the same key answers the same invoice.
    expect((await provider.createPaymentRequest(CARD)).id).toBe(invoice.id);
  });

  it('reads an invoice fresh with GET /v2/invoices/{id} and maps PAID and SETTLED to paid, EXPIRED to failed', async () => {
    const invoice = await provider.createPaymentRequest({ ...CARD, idempotencyKey: 'order-pay-card-2' });
    const pending = await provider.getPaymentRequest(invoice.id, 'CARD');
    const call = xendit.calls().at(-1);
    expect([call?.method, call?.path, call?.body]).toEqual(['GET', `/v2/invoices/${invoice.id}`, null]);
    expect(call?.headers.authorization).toBe(basic);
    expect(call?.headers['idempotency-key']).toBeUndefined();
    expect(pending).toMatchObject({ status: 'REQUIRES_ACTION', amount: 70_150 });

    xendit.settle(invoice.id, { status: 'PAID', paid_amount: 701.5 });
    expect(await provider.getPaymentRequest(invoice.id, 'CARD')).toMatchObject({
      status: 'SUCCEEDED',
      amount: 70_150,
      actionUrl: null,
    });
    xendit.settle(invoice.id, { status: 'SETTLED', paid_amount: 700 });
    // The paid amount, not the asked one, is what the caller compares.
    expect(await provider.getPaymentRequest(invoice.id, 'CARD')).toMatchObject({
      status: 'SUCCEEDED',
      amount: 70_000,
    });
    xendit.settle(invoice.id, { status: 'EXPIRED' });
    expect(await provider.getPaymentRequest(invoice.id, 'CARD')).toMatchObject({
      status: 'FAILED',
      failureCode: 'EXPIRED',
      actionUrl: null,
    });
  });

  it('refunds a card payment by its invoice id', async () => {
    await provider.createRefund({
      referenceId: 'refund-card-1',
      paymentRequestId: '65f0c0ffee00000000000009',
      channel: 'CARD',
      amount: 70_150,
      reason: 'REQUESTED_BY_CUSTOMER',
      idempotencyKey: 'order-refund-refund-card-1',
    });
    expect(xendit.calls().at(-1)?.body).toEqual({
      invoice_id: '65f0c0ffee00000000000009',
      reference_id: 'refund-card-1',
      amount: 701.5,
      currency: 'PHP',
      reason: 'REQUESTED_BY_CUSTOMER',
    });
  });

  it('gives up on an invoice after its timeout with an error worth retrying', async () => {
    const started = performance.now();
    const err = await impatient()
      .createPaymentRequest(CARD)
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
      path: '/v2/invoices',
      headers: { 'idempotency-key': 'order-pay-attempt-uuid-card-1' },
    });
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('gives up on an invoice answer that stalls after its headers, with the same error', async () => {
    const started = performance.now();
    const err = await impatient()
      .getPaymentRequest('stalled', 'CARD')
      .catch((e: unknown) => e);
    const elapsed = performance.now() - started;
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(err).toMatchObject({
      message: 'The payment provider could not be reached',
      status: 0,
      code: null,
    });
    expect((err as PaymentProviderError).transient).toBe(true);
    expect(silent.calls.at(-1)).toMatchObject({ method: 'GET', path: '/v2/invoices/stalled' });
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('reads an invoice callback as payment.succeeded / payment.failed; a replay, or SETTLED after PAID, has the same event id', () => {
    const paid = {
      id: '65f0c0ffee00000000000001',
      external_id: 'attempt-uuid-card-1',
      user_id: 'biz-user-1',
      status: 'PAID',
      merchant_name: 'Suki Test',
      amount: 701.5,
      paid_amount: 701.5,
      payment_method: 'CREDIT_CARD',
      payment_channel: 'CREDIT_CARD',
      paid_at: '2026-11-26T04:10:00.000Z',
      currency: 'PHP',
    };
    const first = parseCallback(paid, undefined);
    expect(first).toMatchObject({
      event: 'payment.succeeded',
      paymentRequestId: '65f0c0ffee00000000000001',
      referenceId: 'attempt-uuid-card-1',
      amount: 70_150,
      status: 'SUCCEEDED',
      failureCode: null,
    });
    expect(parseCallback({ ...paid }, undefined)?.eventId).toBe(first?.eventId);
    expect(parseCallback({ ...paid, status: 'SETTLED' }, undefined)?.eventId).toBe(first?.eventId);
    expect(parseCallback(paid, 'wh-inv-1')?.eventId).toBe('wh-inv-1');
    const expired = parseCallback({ ...paid, status: 'EXPIRED', paid_amount: undefined }, undefined);
    expect(expired).toMatchObject({ event: 'payment.failed', failureCode: 'EXPIRED', amount: null });
    expect(expired?.eventId).not.toBe(first?.eventId);
    // Not an invoice outcome (no id, or a status that settles nothing): not a callback to act on.
    expect(parseCallback({ external_id: 'x', status: 'PAID' }, undefined)).toBeNull();
    expect(parseCallback({ ...paid, status: 'PENDING' }, undefined)).toBeNull();
  });
});
