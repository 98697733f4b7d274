import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedStore, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { fakeXendit, XENDIT_CALLBACK_TOKEN, XENDIT_SECRET } from '../../../test/xendit.ts';

const CREATE_CUSTOMER = `mutation($input: BillingCustomerCreateInput!) { billingCustomerCreate(input: $input) { customerId } }`;
const ADD = `mutation($input: PaymentMethodCreateInput!) { paymentMethodCreate(input: $input) { status actionUrl paymentMethodId } }`;

/* With Xendit configured, the console offers and saves only what Xendit can take from it. */
describe.each(testDatabases())('payment methods at Xendit on %s', (kind) => {
  let t: TestServer;
  let xendit: Awaited<ReturnType<typeof fakeXendit>>;
  let owner: string;
  let appUuid: string;
  const add = (type: string, channelCode: string) =>
    t.gql<{ paymentMethodCreate: { status: string; actionUrl: string; paymentMethodId: string } }>(
      ADD,
      { input: { appUuid, type, channelCode, returnPath: '/apps/x/y/payment-preferences/create' } },
      owner,
    );

  beforeAll(async () => {
    xendit = await fakeXendit();
    t = await startTestServer(kind, {
      config: {
        xenditSecretKey: XENDIT_SECRET,
        xenditApiUrl: xendit.url,
        xenditCallbackToken: XENDIT_CALLBACK_TOKEN,
      },
    });
    const store = await ownedStore(t);
    appUuid = store.appUuid;
    owner = await store.signIn();
    const customer = await t.gql(
      CREATE_CUSTOMER,
      {
        input: {
          appUuid,
          givenNames: 'Maria',
          surname: 'Santos',
          email: 'maria@example.ph',
          mobileNumber: '+63 917 123 4567',
        },
      },
      owner,
    );
    expect(customer.errors).toBeUndefined();
  });
  afterAll(async () => {
    await t.close();
    await xendit.close();
  });

  it('offers e-wallets and direct debit, and refuses a card before anything reaches Xendit', async () => {
    const types = await t.gql<{ paymentMethodTypes: string[] }>('{ paymentMethodTypes }', {}, owner);
    expect(types.data?.paymentMethodTypes).toEqual(['EWALLET', 'DIRECT_DEBIT']);
    const calls = xendit.calls().length;
    const card = await add('CARD', 'CARD');
    expect(card.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { type: 'Payment Method Type has invalid value' },
    });
    expect(xendit.calls().length).toBe(calls);
    const gcash = await add('EWALLET', 'GCASH');
    expect(gcash.data?.paymentMethodCreate).toMatchObject({ status: 'REQUIRES_ACTION' });
    expect(xendit.calls().at(-1)?.path).toBe('/v2/payment_methods');
  });
});
