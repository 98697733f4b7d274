import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { isSandboxProvider } from '../../integrations/payments/sandbox.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { createApp } from '../apps/apps.service.ts';
import { appMembers } from '../apps/apps.tables.ts';
import { CUSTOMER_MESSAGES } from './billing.rules.ts';

const CALLBACK_TOKEN = 'test-callback-token-for-billing';
const METHOD = `uuid status isDefault paymentMethodType channelCode actionUrl paymentMethodId
  billingAddress { firstName city country }`;
const METHODS = `query($a: ID!) { fetchPaymentMethods(appUuid: $a) { ${METHOD} } }`;
const CUSTOMER = `query($a: ID!) { customerDetails(appUuid: $a) { referenceId customerId givenNames mobileNumber nationality hasDefaultPaymentMethod activePaymentMethods } }`;
const CREATE_CUSTOMER = `mutation($input: BillingCustomerCreateInput!) { billingCustomerCreate(input: $input) { referenceId customerId givenNames surname mobileNumber } }`;
const ADD = `mutation($input: PaymentMethodCreateInput!) { paymentMethodCreate(input: $input) { ${METHOD} } }`;
const DEFAULT = `mutation($uuid: ID!) { paymentMethodMakeDefault(input: { uuid: $uuid }) { uuid isDefault } }`;
const REMOVE = `mutation($uuid: ID!) { paymentMethodRemove(input: { uuid: $uuid }) { uuid } }`;
const HAS_DEFAULT = `query($a: ID!) { fetchAppByUuid(appUuid: $a) { hasDefaultPaymentMethod } }`;

type Method = {
  uuid: string;
  status: string;
  isDefault: boolean;
  actionUrl: string | null;
  paymentMethodId: string;
  billingAddress: { firstName: string; city: string; country: string } | null;
};

describe.each(testDatabases())('the payment method on file on %s', (kind) => {
  let t: TestServer;
  let owner: string;
  let manager: string;
  let otherMerchant: string;
  let appUuid: string;

  const methods = async () =>
    (await t.gql<{ fetchPaymentMethods: Method[] }>(METHODS, { a: appUuid }, owner)).data
      ?.fetchPaymentMethods ?? [];
  const add = (channelCode: string, type = 'EWALLET', extra: Record<string, unknown> = {}) =>
    t.gql<{ paymentMethodCreate: Method }>(
      ADD,
      { input: { appUuid, type, channelCode, returnPath: '/apps/x/y/payment-preferences/create', ...extra } },
      owner,
    );
  const callback = async (token: string, webhookId: string, event: string, data: Record<string, unknown>) => {
    const res = await fetch(`${t.url}/webhooks/xendit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-callback-token': token, 'webhook-id': webhookId },
      body: JSON.stringify({ event, business_id: 'biz', created: '2026-11-25T10:00:00Z', data }),
    });
    await t.server.context.jobs.idle();
    return res.status;
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { config: { xenditCallbackToken: CALLBACK_TOKEN } });
    const ctx = t.server.context;
    const user = await createUser(ctx, {
      email: 'owner@tindahan.ph',
      password: 'Owner#2026',
      role: 'client',
    });
    appUuid = (await createApp(ctx, user.uuid, { name: 'Tindahan', bundleKey: 'ecommerce-b2c-bundle' })).uuid;
    const staff = await createUser(ctx, {
      email: 'staff@tindahan.ph',
      password: 'Staff#2026',
      role: 'store_manager',
    });
    await ctx.db.insert(appMembers).values({ appUuid, userUuid: staff.uuid, role: 'store_manager' });
    owner = await t.signIn('owner@tindahan.ph', 'Owner#2026');
    manager = await t.signIn('staff@tindahan.ph', 'Staff#2026', 'store_manager');
    otherMerchant = await t.signIn();
  });
  afterAll(() => t.close());

  it("refuses the billing customer form with the spec's messages and saves nothing", async () => {
    const r = await t.gql(
      CREATE_CUSTOMER,
      {
        input: {
          appUuid,
          givenNames: 'Maria1',
          surname: 'S@ntos',
          email: ' maria@example.ph',
          mobileNumber: '0917 123 4567',
          nationality: 'ph',
        },
      },
      owner,
    );
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.extensions?.fields).toEqual({
      givenNames: CUSTOMER_MESSAGES.firstNameInvalid,
      surname: CUSTOMER_MESSAGES.lastNameInvalid,
      email:
        'Invalid input. Please make sure that there are no whitespaces before or after the email addresses provided',
      mobileNumber: 'Mobile Number is invalid',
      nationality: 'Nationality format is incorrect. For Philippines use PH',
    });
    expect(CUSTOMER_MESSAGES.firstNameInvalid).toBe('First Name Contains Invalid Characters');
    expect(
      (await t.gql<{ customerDetails: null }>(CUSTOMER, { a: appUuid }, owner)).data?.customerDetails,
    ).toBeNull();
  });

  it('asks for billing details before a payment method can be added', async () => {
    const r = await add('GCASH');
    expect(r.errors?.[0]).toMatchObject({
      message: 'Please add your billing details before adding a payment method',
      extensions: { code: 'CONFLICT' },
    });
    expect(await methods()).toEqual([]);
  });

  it('creates the customer at the provider with the app as reference, once', async () => {
    const input = {
      appUuid,
      givenNames: 'Maria Clara',
      surname: 'Dela Cruz',
      email: 'maria@example.ph',
      mobileNumber: '+63 917 123 4567',
    };
    const r = await t.gql<{ billingCustomerCreate: Record<string, string> }>(
      CREATE_CUSTOMER,
      { input },
      owner,
    );
    expect(r.data?.billingCustomerCreate).toMatchObject({
      referenceId: appUuid,
      customerId: expect.stringMatching(/^cust-/),
      mobileNumber: '+639171234567',
    });
    const details = await t.gql<{ customerDetails: Record<string, unknown> }>(
      CUSTOMER,
      { a: appUuid },
      owner,
    );
    expect(details.data?.customerDetails).toMatchObject({
      nationality: 'PH',
      hasDefaultPaymentMethod: false,
    });
    const again = await t.gql(CREATE_CUSTOMER, { input }, owner);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('adds a GCash method: REQUIRES_ACTION, sandbox Authorize, callback, then ACTIVE and default', async () => {
    const r = await add('GCASH', 'EWALLET', { billingAddress: { firstName: 'Maria', city: 'Quezon City' } });
    const created = r.data?.paymentMethodCreate;
    expect(created).toMatchObject({ status: 'REQUIRES_ACTION', isDefault: false });
    expect(created?.billingAddress).toMatchObject({ firstName: 'Maria', city: 'Quezon City', country: 'PH' });
    const actionUrl = created?.actionUrl ?? '';
    expect(actionUrl).toMatch(/\/sandbox\/payments\/pm-/);
    const actionPath = new URL(actionUrl).pathname;
    const page = await fetch(`${t.url}${actionPath}`);
    expect(await page.text()).toContain('Authorize');
    const authorized = await fetch(`${t.url}${actionPath}/authorize`, { method: 'POST', redirect: 'manual' });
    expect(authorized.status).toBe(303);
    const back = new URL(authorized.headers.get('location') ?? '');
    expect(back.pathname).toBe('/apps/x/y/payment-preferences/create');
    expect(back.searchParams.get('paymentMethod')).toBe(created?.uuid);
    expect(back.searchParams.get('result')).toBe('success');
    await t.server.context.jobs.idle();
    expect(await methods()).toMatchObject([
      { uuid: created?.uuid, status: 'ACTIVE', isDefault: true, actionUrl: null },
    ]);
    const app = await t.gql<{ fetchAppByUuid: { hasDefaultPaymentMethod: boolean } }>(
      HAS_DEFAULT,
      { a: appUuid },
      owner,
    );
    expect(app.data?.fetchAppByUuid.hasDefaultPaymentMethod).toBe(true);
  });

  it('answers a repeated submit with the same idempotency key with the first method', async () => {
    const first = (await add('PAYMAYA', 'EWALLET', { idempotencyKey: 'submit-1' })).data?.paymentMethodCreate;
    const again = (await add('PAYMAYA', 'EWALLET', { idempotencyKey: 'submit-1' })).data?.paymentMethodCreate;
    expect(again?.uuid).toBe(first?.uuid);
    expect((await methods()).filter((m) => m.uuid === first?.uuid)).toHaveLength(1);
  });

  it('refuses a callback with a wrong token with 401 and changes nothing', async () => {
    const pending = (await methods()).find((m) => m.status === 'REQUIRES_ACTION');
    if (!pending) throw new Error('no pending method');
    const status = await callback('not-the-token', 'wh-bad', 'payment_method.activated', {
      id: pending.paymentMethodId,
      status: 'ACTIVE',
    });
    expect(status).toBe(401);
    expect((await methods()).find((m) => m.uuid === pending.uuid)?.status).toBe('REQUIRES_ACTION');
  });

  it('applies a verified callback once: a replay of its event id changes nothing', async () => {
    const pending = (await methods()).find((m) => m.status === 'REQUIRES_ACTION');
    if (!pending) throw new Error('no pending method');
    const data = { id: pending.paymentMethodId, status: 'ACTIVE' };
    expect(await callback(CALLBACK_TOKEN, 'wh-1', 'payment_method.activated', data)).toBe(200);
    const after = await methods();
    expect(after.find((m) => m.uuid === pending.uuid)).toMatchObject({ status: 'ACTIVE', isDefault: false });
    // The same event id again, whatever it now says: already processed.
    expect(
      await callback(CALLBACK_TOKEN, 'wh-1', 'payment_method.expired', {
        id: pending.paymentMethodId,
        status: 'EXPIRED',
      }),
    ).toBe(200);
    expect(await methods()).toEqual(after);
  });

  it('keeps exactly one default when another method is made default', async () => {
    const second = (await methods()).find((m) => !m.isDefault && m.status === 'ACTIVE');
    if (!second) throw new Error('no second active method');
    const r = await t.gql(DEFAULT, { uuid: second.uuid }, owner);
    expect(r.data).toEqual({ paymentMethodMakeDefault: { uuid: second.uuid, isDefault: true } });
    const all = await methods();
    expect(all.filter((m) => m.isDefault).map((m) => m.uuid)).toEqual([second.uuid]);
    expect(all[0]?.uuid).toBe(second.uuid);
  });

  it('refuses to make a method that is not active the default', async () => {
    const pending = (await add('GRABPAY')).data?.paymentMethodCreate;
    const r = await t.gql(DEFAULT, { uuid: pending?.uuid }, owner);
    expect(r.errors?.[0]?.message).toBe('Only an active payment method can be the default');
    expect((await methods()).filter((m) => m.isDefault)).toHaveLength(1);
  });

  it('records a refused authorization as FAILED and sends the merchant back with result=failure', async () => {
    const pending = (await methods()).find((m) => m.status === 'REQUIRES_ACTION');
    if (!pending?.actionUrl) throw new Error('no pending method');
    const failed = await fetch(`${t.url}${new URL(pending.actionUrl).pathname}/fail`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(failed.status).toBe(303);
    expect(new URL(failed.headers.get('location') ?? '').searchParams.get('result')).toBe('failure');
    await t.server.context.jobs.idle();
    expect((await methods()).find((m) => m.uuid === pending.uuid)).toMatchObject({
      status: 'FAILED',
      isDefault: false,
    });
  });

  it('removes the default: the provider expires it, and the other active method becomes the default', async () => {
    const before = await methods();
    const removed = before.find((m) => m.isDefault);
    const other = before.find((m) => !m.isDefault && m.status === 'ACTIVE');
    if (!removed || !other) throw new Error('fixture');
    const r = await t.gql(REMOVE, { uuid: removed.uuid }, owner);
    expect(r.data).toEqual({ paymentMethodRemove: { uuid: removed.uuid } });
    const after = await methods();
    expect(after.map((m) => m.uuid)).not.toContain(removed.uuid);
    expect(after.filter((m) => m.isDefault).map((m) => m.uuid)).toEqual([other.uuid]);
    const provider = t.server.context.payments;
    if (!isSandboxProvider(provider)) throw new Error('expected the sandbox');
    expect(provider.method(removed.paymentMethodId)?.status).toBe('EXPIRED');
    const again = await t.gql(REMOVE, { uuid: removed.uuid }, owner);
    expect(again.errors?.[0]?.message).toBe('Payment method not found');
  });

  it("keeps money to the store's owner and admins, and another merchant out", async () => {
    const asManager = await t.gql(METHODS, { a: appUuid }, manager);
    expect(asManager.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asOther = await t.gql(METHODS, { a: appUuid }, otherMerchant);
    expect(asOther.errors?.[0]?.message).toBe('App not found');
    const uuid = (await methods())[0]?.uuid;
    const removal = await t.gql(REMOVE, { uuid }, otherMerchant);
    expect(removal.errors?.[0]?.message).toBe('Payment method not found');
    expect((await methods())[0]?.uuid).toBe(uuid);
  });
});
