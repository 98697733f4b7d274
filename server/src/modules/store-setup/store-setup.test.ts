import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { seedDemoCheckoutAndShipping } from '../../seed/store-setup.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { createApp } from '../apps/apps.service.ts';
import { appMembers } from '../apps/apps.tables.ts';

const SETTING_FIELDS = `uuid appUuid subcategorized additionalTax additionalTaxType addressInputType deliveryFeeType
  emailNotifRecipient expiration expirationDateType freeShippingRequiredAmount locationScope chargeDeliveryFeeFrom
  requiredAmount shipping enableProductLocationAvailability digitalProduct`;
const SETTING = `query($a: ID!) { cartSetting(appUuid: $a) { ${SETTING_FIELDS} } }`;
const UPDATE = `mutation($input: CartSettingUpdateInput!) { cartSettingUpdate(input: $input) { ${SETTING_FIELDS} } }`;

type Setting = Record<string, unknown>;

describe.each(testDatabases())('checkout settings on %s', (kind) => {
  let t: TestServer;
  let owner: string;
  let manager: string;
  let otherMerchant: string;
  let appUuid: string;

  const setting = async (token = owner) =>
    (await t.gql<{ cartSetting: Setting }>(SETTING, { a: appUuid }, token)).data?.cartSetting;

  beforeAll(async () => {
    t = await startTestServer(kind);
    const ctx = t.server.context;
    const user = await createUser(ctx, { email: 'owner@kusina.ph', password: 'Owner#2026', role: 'client' });
    appUuid = (await createApp(ctx, user.uuid, { name: 'Kusina ni Lola', bundleKey: 'ecommerce-b2c-bundle' }))
      .uuid;
    const staff = await createUser(ctx, {
      email: 'manager@kusina.ph',
      password: 'Manager#2026',
      role: 'store_manager',
    });
    await ctx.db.insert(appMembers).values({ appUuid, userUuid: staff.uuid, role: 'store_manager' });
    owner = await t.signIn('owner@kusina.ph', 'Owner#2026');
    manager = await t.signIn('manager@kusina.ph', 'Manager#2026', 'store_manager');
    otherMerchant = await t.signIn();
  });
  afterAll(() => t.close());

  it('answers the defaults for a store that never saved its checkout settings', async () => {
    expect(await setting()).toEqual({
      uuid: null,
      appUuid,
      subcategorized: false,
      additionalTax: 0,
      additionalTaxType: 'percent',
      addressInputType: 'dropdown',
      deliveryFeeType: 'shipping_method',
      emailNotifRecipient: null,
      expiration: 24,
      expirationDateType: 'hours',
      freeShippingRequiredAmount: 0,
      locationScope: 'nationwide',
      chargeDeliveryFeeFrom: 'checkout',
      requiredAmount: 0,
      shipping: true,
      enableProductLocationAvailability: false,
      digitalProduct: false,
    });
  });

  it('saves only the given fields and keeps the rest on the next update', async () => {
    const first = await t.gql<{ cartSettingUpdate: Setting }>(
      UPDATE,
      {
        input: {
          appUuid,
          deliveryFeeType: 'delivery_area',
          freeShippingRequiredAmount: 150_000,
          requiredAmount: 20_000,
          additionalTax: 1250,
          emailNotifRecipient: ' Orders@Kusina.ph ',
          locationScope: 'delivery_areas',
        },
      },
      owner,
    );
    expect(first.errors).toBeUndefined();
    const saved = first.data?.cartSettingUpdate;
    expect(saved?.uuid).toEqual(expect.any(String));
    expect(saved).toMatchObject({ emailNotifRecipient: 'orders@kusina.ph', additionalTax: 1250 });

    await t.gql(
      UPDATE,
      { input: { appUuid, digitalProduct: true, expiration: 3, expirationDateType: 'days' } },
      owner,
    );
    expect(await setting()).toMatchObject({
      uuid: saved?.uuid,
      deliveryFeeType: 'delivery_area',
      freeShippingRequiredAmount: 150_000,
      requiredAmount: 20_000,
      additionalTax: 1250,
      additionalTaxType: 'percent',
      locationScope: 'delivery_areas',
      digitalProduct: true,
      expiration: 3,
      expirationDateType: 'days',
      emailNotifRecipient: 'orders@kusina.ph',
    });

    await t.gql(UPDATE, { input: { appUuid, emailNotifRecipient: '' } }, owner);
    expect((await setting())?.emailNotifRecipient).toBeNull();
  });

  it('refuses invalid amounts, a tax over 100% and a bad e-mail with field messages, changing nothing', async () => {
    const before = await setting();
    const r = await t.gql(
      UPDATE,
      {
        input: {
          appUuid,
          requiredAmount: -1,
          freeShippingRequiredAmount: 2_000_000_000,
          additionalTax: 10_001,
          emailNotifRecipient: 'orders@kusina',
          expiration: 31,
          shipping: false,
        },
      },
      owner,
    );
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.extensions?.fields).toEqual({
      requiredAmount: 'Minimum Purchase is invalid',
      freeShippingRequiredAmount: 'Free Shipping Amount should not exceed ₱10,000,000.00',
      additionalTax: 'Additional Tax should not exceed 100%',
      emailNotifRecipient: 'Email Notification Recipient is invalid',
      expiration: 'Expiration should not exceed 30 days',
    });
    expect(r.errors?.[0]?.message).toBe('Additional Tax should not exceed 100%');
    expect(await setting()).toEqual(before);
  });

  it('reads a fixed additional tax as centavos, so more than 10000 is fine', async () => {
    const r = await t.gql<{ cartSettingUpdate: Setting }>(
      UPDATE,
      { input: { appUuid, additionalTaxType: 'fixed', additionalTax: 25_000 } },
      owner,
    );
    expect(r.data?.cartSettingUpdate).toMatchObject({ additionalTaxType: 'fixed', additionalTax: 25_000 });
    const back = await t.gql(UPDATE, { input: { appUuid, additionalTaxType: 'percent' } }, owner);
    expect(back.errors?.[0]?.extensions?.fields).toEqual({
      additionalTax: 'Additional Tax should not exceed 100%',
    });
  });

  it("answers App not found to another merchant and leaves this store's settings alone", async () => {
    const before = await setting();
    const read = await t.gql(SETTING, { a: appUuid }, otherMerchant);
    expect(read.errors?.[0]).toMatchObject({ message: 'App not found', extensions: { code: 'NOT_FOUND' } });
    const write = await t.gql(UPDATE, { input: { appUuid, requiredAmount: 1 } }, otherMerchant);
    expect(write.errors?.[0]?.message).toBe('App not found');
    expect((await t.gql(SETTING, { a: 'not-a-uuid' }, owner)).errors?.[0]?.message).toBe('App not found');
    expect(await setting()).toEqual(before);
  });

  it('lets a store manager read the checkout settings but not change them', async () => {
    const before = await setting();
    expect(await setting(manager)).toEqual(before);
    const r = await t.gql(UPDATE, { input: { appUuid, requiredAmount: 100 } }, manager);
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await setting()).toEqual(before);
  });

  it('refuses signed-out callers', async () => {
    const r = await t.gql(SETTING, { a: appUuid });
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('seeds a store with checkout settings and two shipping methods', async () => {
    const ctx = t.server.context;
    const user = await createUser(ctx, { email: 'seed@kusina.ph', password: 'Seed#2026', role: 'client' });
    const app = await createApp(ctx, user.uuid, { name: 'Seeded', bundleKey: 'ecommerce-b2c-bundle' });
    await seedDemoCheckoutAndShipping(ctx, app.uuid);
    const token = await t.signIn('seed@kusina.ph', 'Seed#2026');
    const r = await t.gql<{ cartSetting: Setting; shippingMethods: { edges: Array<{ node: Setting }> } }>(
      `query($a: ID!) { cartSetting(appUuid: $a) { requiredAmount freeShippingRequiredAmount }
        shippingMethods(appUuid: $a) { edges { node { name kind fee } } } }`,
      { a: app.uuid },
      token,
    );
    expect(r.data?.cartSetting).toEqual({ requiredAmount: 20_000, freeShippingRequiredAmount: 150_000 });
    expect(r.data?.shippingMethods.edges.map((e) => e.node)).toEqual([
      { name: 'Metro Manila delivery', kind: 'flat_rate', fee: 8000 },
      { name: 'Store pickup (Quezon City)', kind: 'pickup', fee: 0 },
    ]);
  });
});
