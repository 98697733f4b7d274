import { and, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';
import { RATE_LIMITED } from '../../platform/rate-limit.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { productVariants } from '../catalog/catalog.tables.ts';
import { updateFeatureFlags } from '../flags/index.ts';
import { sweepStalePhotos } from '../photos/photos.service.ts';
import { photos } from '../photos/photos.tables.ts';
import { cartSettings } from '../store-setup/store-setup.tables.ts';
import { NO_ADVANCE_ORDERS, SLIP_ONLY_FOR_TRANSFERS } from './orders.input.ts';
import { expireUnpaidOrders } from './orders.jobs.ts';
import { DEPOSIT_SLIP_NOT_FOUND, SLIP_NOT_EXPECTED } from './orders.slips.ts';
import { orders } from './orders.tables.ts';

const CHECKOUT = `mutation($input: StoreCheckoutInput!) { storeCheckout(input: $input) { transactionNumber } }`;
const STORE_ORDER = `query($a: ID!, $t: String!, $m: String!) { storeOrder(appUuid: $a, transactionNumber: $t, mobile: $m) {
  status paymentStatus canUploadDepositSlip depositSlipUrl } }`;
const SEND_SLIP = `mutation($a: ID!, $t: String!, $m: String!, $s: ID!) {
  storeOrderDepositSlip(appUuid: $a, transactionNumber: $t, mobileNumber: $m, depositSlipUuid: $s) { paymentStatus canUploadDepositSlip } }`;
const MERCHANT_ORDER = `query($a: ID!, $t: String!) { orderByTransactionNumber(appUuid: $a, transactionNumber: $t) { uuid paymentStatus depositSlipUrl } }`;
const PAYMENT = `mutation($input: OrderPaymentStatusUpdateInput!) { orderPaymentStatusUpdate(input: $input) { paymentStatus } }`;
const REMINDER = `query($a: ID!) { pendingOrdersReminder(appUuid: $a) { pendingCount completeBy } }`;
const MOBILE = '09175550199';
/** Checkouts and uploads one address may make per store per minute in these tests. */
const LIMIT = 8;

const jpeg = () =>
  sharp({ create: { width: 600, height: 900, channels: 3, background: '#2e86e4' } })
    .jpeg()
    .toBuffer();

describe.each(testDatabases())('deposit slips, advance orders, limits and reminders on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  let variantUuid: string;
  const clock = new ManualClock(new Date('2026-11-21T04:00:00Z'));

  beforeAll(async () => {
    t = await startTestServer(kind, { clock, config: { storeLimitPerMinute: LIMIT } });
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
    const p = await t.gql<{ productCreate: { variants: { uuid: string }[] } }>(
      'mutation($input: ProductCreateInput!) { productCreate(input: $input) { variants { uuid } } }',
      { input: { appUuid, name: 'Ube Jam', price: 25_000, stockQuantity: 500 } },
      token,
    );
    variantUuid = p.data?.productCreate.variants[0]?.uuid ?? '';
  });
  afterAll(() => t.close());
  // A fresh rate-limit window for each test.
  beforeEach(() => clock.advance(61_000));

  const upload = async (body: Buffer, app = appUuid) => {
    const res = await fetch(`${t.url}/uploads/deposit-slips?appUuid=${app}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(body),
    });
    return { status: res.status, json: (await res.json()) as { uuid: string; url: string; error?: string } };
  };
  const checkout = (extra: Record<string, unknown> = {}) =>
    t.gql<{ storeCheckout: { transactionNumber: string } }>(CHECKOUT, {
      input: {
        appUuid,
        items: [{ variantUuid, quantity: 1 }],
        customerName: 'Nena Cruz',
        mobileNumber: MOBILE,
        fulfillment: 'pickup',
        paymentMethod: 'bank_transfer',
        ...extra,
      },
    });
  type StoreOrder = {
    status: string;
    paymentStatus: string;
    canUploadDepositSlip: boolean;
    depositSlipUrl: string;
  };
  const storeOrder = async (txn: string) =>
    (await t.gql<{ storeOrder: StoreOrder }>(STORE_ORDER, { a: appUuid, t: txn, m: MOBILE })).data
      ?.storeOrder;
  const merchantOrder = async (txn: string) =>
    (
      await t.gql<{
        orderByTransactionNumber: { uuid: string; paymentStatus: string; depositSlipUrl: string };
      }>(MERCHANT_ORDER, { a: appUuid, t: txn }, token)
    ).data?.orderByTransactionNumber;

  it('takes a slip with the checkout: the payment starts for confirmation and the merchant sees the slip', async () => {
    const slip = await upload(await jpeg());
    expect(slip.status).toBe(201);
    expect(slip.json.url).toMatch(/^\/uploads\/deposit-slips\//);
    const r = await checkout({ depositSlipUuid: slip.json.uuid });
    expect(r.errors).toBeUndefined();
    const txn = r.data?.storeCheckout.transactionNumber ?? '';
    expect(await storeOrder(txn)).toMatchObject({
      paymentStatus: 'for_confirmation',
      canUploadDepositSlip: false,
    });
    const order = await merchantOrder(txn);
    expect(order?.depositSlipUrl).toBe(slip.json.url);
    const image = await fetch(`${t.url}${order?.depositSlipUrl}`);
    expect(image.headers.get('content-type')).toBe('image/webp');

    // A slip already sent with an order cannot be sent with another.
    const again = await checkout({ depositSlipUuid: slip.json.uuid });
    expect(again.errors?.[0]?.extensions?.fields).toEqual({ depositSlipUuid: DEPOSIT_SLIP_NOT_FOUND });
  });

  it('refuses a slip for cash on delivery, a slip of another store, and bad files, writing nothing', async () => {
    const before = await t.server.database.db.select({ u: orders.uuid }).from(orders);
    const slip = await upload(await jpeg());
    const cod = await checkout({ paymentMethod: 'cod', depositSlipUuid: slip.json.uuid });
    expect(cod.errors?.[0]?.extensions?.fields).toEqual({ depositSlipUuid: SLIP_ONLY_FOR_TRANSFERS });

    await createUser(t.server.database, { email: 'rival@slips.ph', password: 'Rival#2026', role: 'client' });
    const rival = await t.signIn('rival@slips.ph', 'Rival#2026');
    const created = await t.gql<{ appCreate: { uuid: string } }>(
      'mutation($input: AppCreateInput!) { appCreate(input: $input) { uuid } }',
      { input: { name: 'Rival Store', bundleKey: 'ecommerce-b2c-bundle' } },
      rival,
    );
    const other = created.data?.appCreate.uuid ?? '';
    const theirs = await upload(await jpeg(), other);
    expect(theirs.status).toBe(201);
    const foreign = await checkout({ depositSlipUuid: theirs.json.uuid });
    expect(foreign.errors?.[0]?.message).toBe(DEPOSIT_SLIP_NOT_FOUND);
    expect(await t.server.database.db.select({ u: orders.uuid }).from(orders)).toHaveLength(before.length);

    const text = await upload(Buffer.from('not a photo at all'));
    expect(text).toMatchObject({
      status: 400,
      json: { error: 'Deposit slip should be a JPG, PNG, WebP or GIF image' },
    });
    const big = await upload(Buffer.alloc(5_000_001, 1));
    expect(big).toMatchObject({ status: 413, json: { error: 'Deposit slip should be less than 5MB' } });
    const nowhere = await upload(await jpeg(), '00000000-0000-4000-8000-000000000000');
    expect(nowhere).toMatchObject({ status: 404, json: { error: 'Store not found' } });
  });

  it('lets the customer send the slip later, and a new one when the store asks for it', async () => {
    const r = await checkout();
    const txn = r.data?.storeCheckout.transactionNumber ?? '';
    expect(await storeOrder(txn)).toMatchObject({ paymentStatus: 'pay_pending', canUploadDepositSlip: true });
    const first = await upload(await jpeg());
    const sent = await t.gql(SEND_SLIP, { a: appUuid, t: txn, m: MOBILE, s: first.json.uuid });
    expect(sent.data).toEqual({
      storeOrderDepositSlip: { paymentStatus: 'for_confirmation', canUploadDepositSlip: false },
    });
    const twice = await t.gql(SEND_SLIP, {
      a: appUuid,
      t: txn,
      m: MOBILE,
      s: (await upload(await jpeg())).json.uuid,
    });
    expect(twice.errors?.[0]?.message).toBe(SLIP_NOT_EXPECTED);

    const order = await merchantOrder(txn);
    await t.gql(PAYMENT, { input: { uuid: order?.uuid, paymentStatus: 'for_reupload' } }, token);
    expect(await storeOrder(txn)).toMatchObject({
      paymentStatus: 'for_reupload',
      canUploadDepositSlip: true,
    });
    clock.advance(60_000); // the store asks, the customer pays again: minutes later
    const second = await upload(await jpeg());
    const wrongMobile = await t.gql(SEND_SLIP, { a: appUuid, t: txn, m: '09170000000', s: second.json.uuid });
    expect(wrongMobile.errors?.[0]?.message).toBe('Order not found');
    await t.gql(SEND_SLIP, { a: appUuid, t: txn, m: MOBILE, s: second.json.uuid });
    expect((await merchantOrder(txn))?.depositSlipUrl).toBe(second.json.url);
    expect(await storeOrder(txn)).toMatchObject({ paymentStatus: 'for_confirmation' });

    const cod = (await checkout({ paymentMethod: 'cod' })).data?.storeCheckout.transactionNumber ?? '';
    const onCod = await t.gql(SEND_SLIP, {
      a: appUuid,
      t: cod,
      m: MOBILE,
      s: (await upload(await jpeg())).json.uuid,
    });
    expect(onCod.errors?.[0]?.message).toBe(SLIP_ONLY_FOR_TRANSFERS);
  });

  it('sweeps slips never sent after a day and keeps the ones sent with an order', async () => {
    const db = t.server.database.db;
    const stray = await upload(await jpeg());
    const kept = await upload(await jpeg());
    await checkout({ depositSlipUuid: kept.json.uuid });
    clock.advance(25 * 60 * 60 * 1000);
    await sweepStalePhotos(t.server.context);
    const left = await db.select({ uuid: photos.uuid }).from(photos).where(eq(photos.kind, 'deposit_slip'));
    expect(left.map((p) => p.uuid)).toContain(kept.json.uuid);
    expect(left.map((p) => p.uuid)).not.toContain(stray.json.uuid);
  });

  it('takes advance orders up to 30 days ahead, and none where the store does not offer them', async () => {
    // 2026-11-21 04:00Z + the minutes the tests moved: still Saturday 21 November in Manila.
    const today = new Date(clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const in30 = new Date(Date.parse(today) + 30 * 86_400_000).toISOString().slice(0, 10);
    const in31 = new Date(Date.parse(today) + 31 * 86_400_000).toISOString().slice(0, 10);
    expect((await checkout({ paymentMethod: 'cod', advanceOrderDate: in30 })).errors).toBeUndefined();
    const far = await checkout({ paymentMethod: 'cod', advanceOrderDate: in31 });
    expect(far.errors?.[0]?.message).toBe('Advance order date should be within 30 days');
    await updateFeatureFlags(t.server.database.db, appUuid, { allowAdvanceOrder: false });
    const off = await checkout({ paymentMethod: 'cod', advanceOrderDate: in30 });
    expect(off.errors?.[0]?.message).toBe(NO_ADVANCE_ORDERS);
    const store = await t.gql<{ storefront: { allowAdvanceOrder: boolean } }>(
      'query($a: ID!) { storefront(appUuid: $a) { allowAdvanceOrder } }',
      { a: appUuid },
    );
    expect(store.data?.storefront.allowAdvanceOrder).toBe(false);
    await updateFeatureFlags(t.server.database.db, appUuid, { allowAdvanceOrder: true });
  });

  it('limits checkouts and slip uploads per address and store, then lets them through after a minute', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await checkout({ paymentMethod: 'cod' })).errors).toBeUndefined();
    const over = await checkout({ paymentMethod: 'cod' });
    expect(over.errors?.[0]).toMatchObject({ message: RATE_LIMITED, extensions: { code: 'RATE_LIMITED' } });
    for (let i = 0; i < LIMIT; i++) expect((await upload(await jpeg())).status).toBe(201);
    expect(await upload(await jpeg())).toMatchObject({ status: 429, json: { error: RATE_LIMITED } });
    clock.advance(61_000);
    expect((await checkout({ paymentMethod: 'cod' })).errors).toBeUndefined();
    expect((await upload(await jpeg())).status).toBe(201);
  });

  it("cancels orders left unpaid past the store's expiration, once, and gives their stock back", async () => {
    const db = t.server.database.db;
    await db
      .update(cartSettings)
      .set({ expiration: 2, expirationDateType: 'hours' })
      .where(eq(cartSettings.appUuid, appUuid));
    const stock = async () =>
      (await db.select().from(productVariants).where(eq(productVariants.uuid, variantUuid)))[0]
        ?.stockQuantity;
    const placedAt = clock.now().getTime();
    const unpaid = (await checkout()).data?.storeCheckout.transactionNumber ?? '';
    const withSlip = (await checkout({ depositSlipUuid: (await upload(await jpeg())).json.uuid })).data
      ?.storeCheckout.transactionNumber;
    const cod = (await checkout({ paymentMethod: 'cod' })).data?.storeCheckout.transactionNumber;
    const late = (await checkout({ paymentMethod: 'e_wallet' })).data?.storeCheckout.transactionNumber ?? '';
    const left = await stock();
    const PAY_BY = `query($a: ID!, $t: String!, $m: String!) { storeOrder(appUuid: $a, transactionNumber: $t, mobile: $m) { payBy expired status } }`;
    const payBy = async (txn: string) =>
      (
        await t.gql<{ storeOrder: { payBy: string | null; expired: boolean; status: string } }>(PAY_BY, {
          a: appUuid,
          t: txn,
          m: MOBILE,
        })
      ).data?.storeOrder;
    expect(await payBy(unpaid)).toEqual({
      payBy: new Date(placedAt + 2 * 3_600_000).toISOString(),
      expired: false,
      status: 'pending',
    });
    expect((await payBy(cod ?? ''))?.payBy).toBeNull();

    clock.advance(2 * 3_600_000 - 60_000);
    expect(await expireUnpaidOrders(t.server.context)).toBe(0);
    // A slip sent in time keeps the order.
    await t.gql(SEND_SLIP, { a: appUuid, t: late, m: MOBILE, s: (await upload(await jpeg())).json.uuid });
    clock.advance(120_000);
    const runs = await Promise.all([
      expireUnpaidOrders(t.server.context),
      expireUnpaidOrders(t.server.context),
    ]);
    const expired = await db
      .select({ txn: orders.transactionNumber })
      .from(orders)
      .where(isNotNull(orders.expiredAt));
    expect(runs[0] + runs[1]).toBe(expired.length);
    const txns = expired.map((o) => o.txn);
    expect(txns).toContain(unpaid);
    for (const kept of [withSlip, cod, late]) expect(txns).not.toContain(kept);
    expect(await payBy(unpaid)).toEqual({ payBy: null, expired: true, status: 'cancelled' });
    expect(await stock()).toBe((left ?? 0) + 1);
    expect(await expireUnpaidOrders(t.server.context)).toBe(0);

    // Expiration 0: unpaid orders wait for ever.
    await db.update(cartSettings).set({ expiration: 0 }).where(eq(cartSettings.appUuid, appUuid));
    const forever = (await checkout()).data?.storeCheckout.transactionNumber ?? '';
    clock.advance(29 * 24 * 3_600_000);
    await expireUnpaidOrders(t.server.context);
    expect(await payBy(forever)).toMatchObject({ payBy: null, expired: false });
    await db.update(cartSettings).set({ expiration: 24 }).where(eq(cartSettings.appUuid, appUuid));
  });

  it('reminds of pending orders on days 1 and 7 of the month only, to their own merchant only', async () => {
    const days: Array<[string, boolean]> = [
      ['2026-11-30T17:00:00Z', true], // 1 December in Manila
      ['2026-12-02T04:00:00Z', false],
      ['2026-12-06T15:59:00Z', false], // 6 December 23:59 in Manila
      ['2026-12-06T16:00:00Z', true], // 7 December 00:00 in Manila
      ['2026-12-07T16:00:00Z', false], // the 8th
      ['2027-01-01T01:00:00Z', true],
    ];
    for (const [at, due] of days) {
      clock.set(new Date(at));
      token = await t.signIn(); // the clock jumped past the last token's week
      const r = await t.gql<{ pendingOrdersReminder: { pendingCount: number; completeBy: string } | null }>(
        REMINDER,
        { a: appUuid },
        token,
      );
      expect(r.errors).toBeUndefined();
      if (due) expect(r.data?.pendingOrdersReminder?.completeBy).toMatch(/-08$/);
      expect(r.data?.pendingOrdersReminder !== null, at).toBe(due);
    }
    const pending = await t.server.database.db
      .select({ u: orders.uuid })
      .from(orders)
      .where(and(eq(orders.appUuid, appUuid), eq(orders.status, 'pending')));
    const r = await t.gql<{ pendingOrdersReminder: { pendingCount: number; completeBy: string } }>(
      REMINDER,
      { a: appUuid },
      token,
    );
    expect(r.data?.pendingOrdersReminder).toEqual({ pendingCount: pending.length, completeBy: '2027-01-08' });

    const rival = await t.signIn('rival@slips.ph', 'Rival#2026');
    const theirs = await t.gql(REMINDER, { a: appUuid }, rival);
    expect(theirs.errors?.[0]?.message).toBe('App not found');
  });
});
