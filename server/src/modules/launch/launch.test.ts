import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { fakeGraph, META_APP_SECRET, META_VERIFY_TOKEN } from '../../../test/meta.ts';
import { ManualClock } from '../../platform/clock.ts';
import { apps } from '../apps/apps.tables.ts';
import { deactivateStore, reactivateStore } from '../apps/index.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { STORE_NOT_LAUNCHED, STORE_UNDER_MAINTENANCE } from '../orders/orders.rules.ts';
import { orders } from '../orders/orders.tables.ts';
import { NEEDS_PAGE, NEEDS_PAYMENT_METHOD, NEEDS_TERMS } from './launch.rules.ts';

const APP_FIELDS =
  'uuid status storeStatus storeStatusLabel launchedAt maintenanceMessage activePage { name }';
const LAUNCH = `mutation($input: LaunchAppInput!) { launchApp(input: $input) { ${APP_FIELDS} } }`;
const STORE_LAUNCH = `mutation($input: AppStoreLaunchInput!) { appStoreLaunch(input: $input) { ${APP_FIELDS} } }`;
const STATUS = `mutation($input: AppStoreStatusUpdateInput!) { appStoreStatusUpdate(input: $input) { ${APP_FIELDS} } }`;
const APP = `query($a: ID!) { fetchAppByUuid(appUuid: $a) { ${APP_FIELDS} hasDefaultPaymentMethod } }`;
const STOREFRONT = `query($a: ID!) { storefront(appUuid: $a) { name open preview storeStatus notice maintenanceMessage } }`;
const CHECKOUT = `mutation($input: StoreCheckoutInput!) { storeCheckout(input: $input) { transactionNumber } }`;
const CREATE = `mutation($input: ProductCreateInput!) { productCreate(input: $input) { variants { uuid } } }`;

type App = {
  uuid: string;
  status: string;
  storeStatus: string;
  storeStatusLabel: string;
  launchedAt: string | null;
  maintenanceMessage: string;
};

describe.each(testDatabases())('launch and the store status on %s', (kind) => {
  let t: TestServer;
  let graph: Awaited<ReturnType<typeof fakeGraph>>;
  let token: string;
  let appUuid: string;
  let variant: string;
  const clock = new ManualClock(new Date('2026-11-21T04:00:00Z'));

  beforeAll(async () => {
    graph = await fakeGraph();
    t = await startTestServer(kind, {
      clock,
      config: { metaAppSecret: META_APP_SECRET, metaVerifyToken: META_VERIFY_TOKEN, metaGraphUrl: graph.url },
    });
    token = await t.signIn();
    const created = await t.gql<{ appCreate: { uuid: string } }>(
      'mutation($input: AppCreateInput!) { appCreate(input: $input) { uuid } }',
      { input: { name: 'Tindahan ni Liza', bundleKey: 'ecommerce-b2c-bundle' } },
      token,
    );
    appUuid = created.data?.appCreate.uuid ?? '';
    const product = await t.gql<{ productCreate: { variants: { uuid: string }[] } }>(
      CREATE,
      { input: { appUuid, name: 'Ube Halaya', price: 25_000, stockQuantity: 50 } },
      token,
    );
    variant = product.data?.productCreate.variants[0]?.uuid ?? '';
    expect(variant).not.toBe('');
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  /** The merchant's billing details and a GCash method authorized on the sandbox provider: the default. */
  let defaultMethod = false;
  const connectPaymentMethod = async () => {
    if (defaultMethod) return;
    const customer = await t.gql(
      'mutation($input: BillingCustomerCreateInput!) { billingCustomerCreate(input: $input) { customerId } }',
      {
        input: {
          appUuid,
          givenNames: 'Liza',
          surname: 'Reyes',
          email: 'liza@example.ph',
          mobileNumber: '+639171234567',
          nationality: 'PH',
        },
      },
      token,
    );
    expect(customer.errors).toBeUndefined();
    const method = await t.gql<{ paymentMethodCreate: { actionUrl: string } }>(
      'mutation($input: PaymentMethodCreateInput!) { paymentMethodCreate(input: $input) { actionUrl } }',
      { input: { appUuid, type: 'EWALLET', channelCode: 'GCASH', returnPath: '/apps' } },
      token,
    );
    const actionPath = new URL(method.data?.paymentMethodCreate.actionUrl ?? '').pathname;
    const authorized = await fetch(`${t.url}${actionPath}/authorize`, { method: 'POST', redirect: 'manual' });
    expect(authorized.status).toBe(303);
    await t.server.context.jobs.idle();
    const app = await t.gql<{ fetchAppByUuid: { hasDefaultPaymentMethod: boolean } }>(
      APP,
      { a: appUuid },
      token,
    );
    expect(app.data?.fetchAppByUuid.hasDefaultPaymentMethod).toBe(true);
    defaultMethod = true;
  };
  const appRow = async () =>
    (await t.server.database.db.select().from(apps).where(eq(apps.uuid, appUuid)))[0];
  const storefront = async (withToken?: string) =>
    (await t.gql<{ storefront: Record<string, unknown> }>(STOREFRONT, { a: appUuid }, withToken)).data
      ?.storefront;
  const checkout = (withToken?: string) =>
    t.gql<{ storeCheckout: { transactionNumber: string } }>(
      CHECKOUT,
      {
        input: {
          appUuid,
          items: [{ variantUuid: variant, quantity: 1 }],
          customerName: 'Liza Reyes',
          mobileNumber: '+63 917 555 0101',
          fulfillment: 'pickup',
          paymentMethod: 'cod',
        },
      },
      withToken,
    );
  const orderCount = async () =>
    (await t.server.database.db.select({ u: orders.uuid }).from(orders).where(eq(orders.appUuid, appUuid)))
      .length;
  const storeNotices = async () =>
    (
      await t.server.database.db
        .select({ message: notifications.message, category: notifications.category })
        .from(notifications)
        .where(eq(notifications.appUuid, appUuid))
    ).filter((n) => n.category === 'store_status');

  it('refuses to launch without a page, then without a default payment method, then without the terms, changing nothing', async () => {
    const noPage = await t.gql(LAUNCH, { input: { appUuid, termsAgreed: true } }, token);
    expect(noPage.errors?.[0]).toMatchObject({ message: NEEDS_PAGE, extensions: { code: 'CONFLICT' } });

    const connected = await t.gql(
      'mutation($i: PageConnectInput!) { pageConnect(input: $i) { uuid } }',
      {
        i: {
          appUuid,
          fbPageId: '555000999111',
          pageAccessToken: 'EAAGm0PX4ZCpsBAKZCZCZBlaunch1234567890',
          name: 'Liza Page',
        },
      },
      token,
    );
    expect(connected.errors).toBeUndefined();

    // Billing's stub answers false until saved payment methods land: the console shows the same text.
    const app = await t.gql<{ fetchAppByUuid: { hasDefaultPaymentMethod: boolean } }>(
      APP,
      { a: appUuid },
      token,
    );
    expect(app.data?.fetchAppByUuid.hasDefaultPaymentMethod).toBe(false);
    const noMethod = await t.gql(LAUNCH, { input: { appUuid, termsAgreed: true } }, token);
    expect(noMethod.errors?.[0]).toMatchObject({
      message: 'Please connect a payment method before launching yourstore.',
      extensions: { code: 'CONFLICT' },
    });
    expect(NEEDS_PAYMENT_METHOD).toBe('Please connect a payment method before launching yourstore.');

    await connectPaymentMethod();
    const noTerms = await t.gql(STORE_LAUNCH, { input: { appUuid } }, token);
    expect(noTerms.errors?.[0]).toMatchObject({ message: NEEDS_TERMS, extensions: { code: 'CONFLICT' } });
    const badUrl = await t.gql(
      LAUNCH,
      { input: { appUuid, termsAgreed: true, pageUrl: 'javascript:alert(1)' } },
      token,
    );
    expect(badUrl.errors?.[0]?.extensions?.fields).toEqual({
      pageUrl: 'Please enter a valid URL format (e.g., https://m.me)',
    });

    const row = await appRow();
    expect(row).toMatchObject({ storeStatus: 'pending_store', status: 'Unlaunched', launchedAt: null });
    expect(await storeNotices()).toEqual([]);
  });

  it('shows customers an honest page and refuses their checkout before launch, while the team previews and orders', async () => {
    expect(await storefront()).toEqual({
      name: 'Tindahan ni Liza',
      open: false,
      preview: false,
      storeStatus: 'pending_store',
      notice: STORE_NOT_LAUNCHED,
      maintenanceMessage: null,
    });
    const before = await orderCount();
    const refused = await checkout();
    expect(refused.errors?.[0]).toMatchObject({
      message: STORE_NOT_LAUNCHED,
      extensions: { code: 'CONFLICT' },
    });
    expect(await orderCount()).toBe(before);

    expect(await storefront(token)).toMatchObject({ open: true, preview: true, notice: STORE_NOT_LAUNCHED });
    const preview = await checkout(token);
    expect(preview.data?.storeCheckout.transactionNumber).toBeTruthy();
    expect(await orderCount()).toBe(before + 1);
  });

  it('launches once: sets launchedAt, makes the store active, tells the team, and a second launch changes nothing', async () => {
    await connectPaymentMethod();
    const first = await t.gql<{ launchApp: App }>(
      LAUNCH,
      { input: { appUuid, termsAgreed: true, pageUrl: 'https://m.me/lizapage', userAgent: 'Mozilla/5.0' } },
      token,
    );
    expect(first.errors).toBeUndefined();
    expect(first.data?.launchApp).toMatchObject({
      status: 'Active',
      storeStatus: 'active_store',
      storeStatusLabel: 'Active',
      launchedAt: '2026-11-21T04:00:00.000Z',
    });
    expect(await storeNotices()).toEqual([
      {
        category: 'store_status',
        message: 'Tindahan ni Liza is live: customers can now order from your store.',
      },
    ]);

    clock.advance(60_000);
    const again = await t.gql<{ appStoreLaunch: App }>(
      STORE_LAUNCH,
      { input: { appUuid, termsAgreed: true } },
      token,
    );
    expect(again.data?.appStoreLaunch.launchedAt).toBe('2026-11-21T04:00:00.000Z');
    expect(await storeNotices()).toHaveLength(1);

    expect(await storefront()).toMatchObject({ open: true, preview: false, notice: null });
    const ordered = await checkout();
    expect(ordered.data?.storeCheckout.transactionNumber).toBeTruthy();
  });

  it('moves the store through maintenance with a message, refuses checkout meanwhile, and refuses moves the machine does not allow', async () => {
    const down = await t.gql<{ appStoreStatusUpdate: App }>(
      STATUS,
      {
        input: {
          appUuid,
          storeStatus: 'maintenance',
          maintenanceMessage: '  Back on Monday with new flavours!  ',
        },
      },
      token,
    );
    expect(down.data?.appStoreStatusUpdate).toMatchObject({
      storeStatus: 'maintenance',
      storeStatusLabel: 'Under Maintenance',
      maintenanceMessage: 'Back on Monday with new flavours!',
    });
    expect((await appRow())?.maintenance).toBe(true);
    expect(await storefront()).toMatchObject({
      open: false,
      notice: STORE_UNDER_MAINTENANCE,
      maintenanceMessage: 'Back on Monday with new flavours!',
    });
    const before = await orderCount();
    const refused = await checkout();
    expect(refused.errors?.[0]).toMatchObject({
      message: STORE_UNDER_MAINTENANCE,
      extensions: { code: 'CONFLICT' },
    });
    expect(await orderCount()).toBe(before);
    expect((await checkout(token)).data?.storeCheckout.transactionNumber).toBeTruthy();

    const closed = await t.gql(STATUS, { input: { appUuid, storeStatus: 'closed_store' } }, token);
    expect(closed.errors).toBeUndefined();
    const wrong = await t.gql(STATUS, { input: { appUuid, storeStatus: 'maintenance' } }, token);
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'The store status cannot change from Closed to Under Maintenance',
      extensions: { code: 'CONFLICT' },
    });
    const notMine = await t.gql(STATUS, { input: { appUuid, storeStatus: 'deactivated' } }, token);
    expect(notMine.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { storeStatus: 'Store Status has invalid value' },
    });
    expect((await appRow())?.storeStatus).toBe('closed_store');

    const open = await t.gql<{ appStoreStatusUpdate: App }>(
      STATUS,
      { input: { appUuid, storeStatus: 'active_store' } },
      token,
    );
    expect(open.data?.appStoreStatusUpdate.storeStatus).toBe('active_store');
    expect((await appRow())?.maintenance).toBe(false);
    expect((await storeNotices()).map((n) => n.message).sort()).toEqual([
      'Tindahan ni Liza is closed: customers cannot order.',
      'Tindahan ni Liza is live: customers can now order from your store.',
      'Tindahan ni Liza is open again: customers can order.',
      'Tindahan ni Liza is under maintenance: customers cannot order until you open it again.',
    ]);
  });

  it('lets billing deactivate any store and reactivate it to where it belongs; a store that never launched cannot go under maintenance', async () => {
    await deactivateStore(t.server.context, appUuid);
    expect(await appRow()).toMatchObject({ storeStatus: 'deactivated', deactivated: true });
    expect((await checkout()).errors?.[0]?.message).toBe('This store is not taking orders right now');
    const stuck = await t.gql(STATUS, { input: { appUuid, storeStatus: 'active_store' } }, token);
    expect(stuck.errors?.[0]?.message).toBe(
      'Please settle your payments to continue using your In-App Store.',
    );
    await expect(deactivateStore(t.server.context, appUuid)).rejects.toThrow(
      'The store status is already Deactivated',
    );
    await reactivateStore(t.server.context, appUuid);
    expect(await appRow()).toMatchObject({ storeStatus: 'active_store', deactivated: false });

    const fresh = await t.gql<{ appCreate: { uuid: string } }>(
      'mutation($input: AppCreateInput!) { appCreate(input: $input) { uuid } }',
      { input: { name: 'Bagong Tindahan', bundleKey: 'ecommerce-b2c-bundle' } },
      token,
    );
    const pending = fresh.data?.appCreate.uuid ?? '';
    const refused = await t.gql(STATUS, { input: { appUuid: pending, storeStatus: 'maintenance' } }, token);
    expect(refused.errors?.[0]?.message).toBe(
      'The store status cannot change from Not launched to Under Maintenance',
    );
    const early = await t.gql(STATUS, { input: { appUuid: pending, storeStatus: 'active_store' } }, token);
    expect(early.errors?.[0]?.message).toBe('Please launch your store to open it to customers');
    await deactivateStore(t.server.context, pending);
    await reactivateStore(t.server.context, pending);
    const back = await t.server.database.db.select().from(apps).where(eq(apps.uuid, pending));
    expect(back[0]?.storeStatus).toBe('pending_store');
  });
});
