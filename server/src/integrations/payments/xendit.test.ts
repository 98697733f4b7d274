import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeXendit, XENDIT_CALLBACK_TOKEN, XENDIT_SECRET } from '../../../test/xendit.ts';
import { PaymentProviderError, parseCallback } from './payments.port.ts';
import { createXenditProvider } from './xendit.ts';

/* The Xendit adapter against a local server that records the exact requests. */
describe('the Xendit payment adapter', () => {
  let xendit: Awaited<ReturnType<typeof fakeXendit>>;
  let provider: ReturnType<typeof createXenditProvider>;
  const basic = `Basic ${Buffer.from(`${XENDIT_SECRET}:`).toString('base64')}`;
  const returns = { successReturnUrl: 'https://suki.test/ok', failureReturnUrl: 'https://suki.test/no' };

  beforeAll(async () => {
    xendit = await fakeXendit();
    provider = createXenditProvider({
      baseUrl: xendit.url,
      secretKey: XENDIT_SECRET,
      callbackToken: XENDIT_CALLBACK_TOKEN,
    });
  });
  afterAll(() => xendit.close());

  it('creates a customer by reference id with HTTP Basic, an idempotency key and the individual detail', async () => {
    const customer = await provider.createCustomer({
      referenceId: 'app-uuid-1',
      givenNames: 'Maria',
      surname: 'Santos',
      email: 'maria@example.ph',
      mobileNumber: '+639171234567',
      nationality: 'PH',
      dateOfBirth: null,
      placeOfBirth: null,
      idempotencyKey: 'customer-app-uuid-1',
    });
    expect(customer).toEqual({ id: expect.stringMatching(/^cust-/), referenceId: 'app-uuid-1' });
    const call = xendit.calls().at(-1);
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/customers');
    expect(call?.headers.authorization).toBe(basic);
    expect(call?.headers['idempotency-key']).toBe('customer-app-uuid-1');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toEqual({
      reference_id: 'app-uuid-1',
      type: 'INDIVIDUAL',
      individual_detail: { given_names: 'Maria', surname: 'Santos', nationality: 'PH' },
      email: 'maria@example.ph',
      mobile_number: '+639171234567',
    });
  });

  it('saves a GCash e-wallet as a MULTIPLE_USE method and answers REQUIRES_ACTION with the action URL', async () => {
    const method = await provider.createPaymentMethod({
      customerId: 'cust-1',
      referenceId: 'pm-uuid-1',
      type: 'EWALLET',
      channelCode: 'GCASH',
      ...returns,
      idempotencyKey: 'pm-key-1',
    });
    expect(method.status).toBe('REQUIRES_ACTION');
    expect(method.actionUrl).toMatch(/^https:\/\/link\.xendit\.co\/auth\//);
    const call = xendit.calls().at(-1);
    expect([call?.method, call?.path]).toEqual(['POST', '/v2/payment_methods']);
    expect(call?.headers.authorization).toBe(basic);
    expect(call?.headers['idempotency-key']).toBe('pm-key-1');
    expect(call?.body).toEqual({
      type: 'EWALLET',
      reusability: 'MULTIPLE_USE',
      customer_id: 'cust-1',
      reference_id: 'pm-uuid-1',
      ewallet: {
        channel_code: 'GCASH',
        channel_properties: {
          success_return_url: 'https://suki.test/ok',
          failure_return_url: 'https://suki.test/no',
        },
      },
    });
  });

  it('answers a repeated create with the same idempotency key with the first method', async () => {
    const request = {
      customerId: 'cust-1',
      referenceId: 'pm-uuid-2',
      type: 'DIRECT_DEBIT' as const,
      channelCode: 'BPI',
      ...returns,
      idempotencyKey: 'pm-key-2',
    };
    const first = await provider.createPaymentMethod(request);
    const again = await provider.createPaymentMethod(request);
    expect(again.id).toBe(first.id);
    const sent = xendit.calls().filter((c) => c.headers['idempotency-key'] === 'pm-key-2');
    expect(sent).toHaveLength(2);
    expect(sent[0]?.body?.direct_debit).toEqual({
      channel_code: 'BPI',
      channel_properties: {
        success_return_url: 'https://suki.test/ok',
        failure_return_url: 'https://suki.test/no',
      },
    });
  });

  it('sends a card with no card number: it is entered on the provider page', async () => {
    await provider.createPaymentMethod({
      customerId: 'cust-1',
      referenceId: 'pm-uuid-3',
      type: 'CARD',
      channelCode: 'CARD',
      ...returns,
      idempotencyKey: 'pm-key-3',
    });
    expect(xendit.calls().at(-1)?.body?.card).toEqual({
      currency: 'PHP',
      channel_properties: {
        skip_three_d_secure: false,
        success_return_url: 'https://suki.test/ok',
        failure_return_url: 'https://suki.test/no',
      },
    });
  });

  it('reads a method with GET and expires one with POST …/expire and an idempotency key', async () => {
    expect((await provider.getPaymentMethod('pm-77')).status).toBe('ACTIVE');
    expect(xendit.calls().at(-1)).toMatchObject({
      method: 'GET',
      path: '/v2/payment_methods/pm-77',
      body: null,
    });
    expect((await provider.expirePaymentMethod('pm-77', 'expire-uuid-77')).status).toBe('EXPIRED');
    const call = xendit.calls().at(-1);
    expect([call?.method, call?.path, call?.headers['idempotency-key']]).toEqual([
      'POST',
      '/v2/payment_methods/pm-77/expire',
      'expire-uuid-77',
    ]);
    expect(call?.headers.authorization).toBe(basic);
  });

  it("turns Xendit's error body into a PaymentProviderError with its message and code", async () => {
    xendit.failNext(400, 'API_VALIDATION_ERROR', 'mobile_number must be in E.164 format');
    const err = await provider.getPaymentMethod('pm-1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(err).toMatchObject({
      message: 'mobile_number must be in E.164 format',
      status: 400,
      code: 'API_VALIDATION_ERROR',
    });
    expect((err as PaymentProviderError).transient).toBe(false);
    xendit.failNext(503, 'SERVER_ERROR', 'down');
    expect(
      ((await provider.getPaymentMethod('pm-1').catch((e: unknown) => e)) as PaymentProviderError).transient,
    ).toBe(true);
  });

  it('accepts only the configured callback token', () => {
    expect(provider.verifyCallback(XENDIT_CALLBACK_TOKEN)).toBe(true);
    expect(provider.verifyCallback('wrong-token')).toBe(false);
    expect(provider.verifyCallback(undefined)).toBe(false);
  });

  it('reads a callback by its webhook-id, or derives a stable id from the body', () => {
    const body = {
      event: 'payment_method.activated',
      created: 'x',
      data: { id: 'pm-9', status: 'ACTIVE', updated: '2026-11-25T10:00:00Z' },
    };
    expect(parseCallback(body, 'wh-1')).toMatchObject({
      eventId: 'wh-1',
      paymentMethodId: 'pm-9',
      status: 'ACTIVE',
    });
    expect(parseCallback(body, undefined)?.eventId).toBe(parseCallback({ ...body }, undefined)?.eventId);
    expect(parseCallback({ event: 'x' }, 'wh-2')).toBeNull();
  });
});
