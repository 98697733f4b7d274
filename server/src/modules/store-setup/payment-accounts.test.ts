import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';
import { apps } from '../apps/apps.tables.ts';
import { updateFeatureFlags } from '../flags/index.ts';
import { NO_REMARKS } from '../orders/orders.input.ts';
import { sweepStalePhotos } from '../photos/photos.service.ts';
import { photos } from '../photos/photos.tables.ts';
import { NO_ACCOUNT_FOR } from './payment-accounts.rules.ts';

const ACCOUNT_FIELDS = 'uuid kind kindLabel bankName accountName accountNumber qrImageUrl';
const CREATE = `mutation($input: StorePaymentAccountCreateInput!) { storePaymentAccountCreate(input: $input) { ${ACCOUNT_FIELDS} } }`;
const DELETE =
  'mutation($input: StorePaymentAccountDeleteInput!) { storePaymentAccountDelete(input: $input) { uuid } }';
const LIST = `query($a: ID!) { storePaymentAccounts(appUuid: $a) { ${ACCOUNT_FIELDS} } }`;
const STOREFRONT = `query($a: ID!) { storefront(appUuid: $a) { paymentMethods allowProductRemarks paymentAccounts { ${ACCOUNT_FIELDS} } } }`;
const CHECKOUT =
  'mutation($input: StoreCheckoutInput!) { storeCheckout(input: $input) { transactionNumber } }';
const BY_TXN =
  'query($a: ID!, $t: String!) { orderByTransactionNumber(appUuid: $a, transactionNumber: $t) { uuid paymentStatus } }';
const STATUS =
  'mutation($input: OrderStatusUpdateInput!) { orderStatusUpdate(input: $input) { status paymentStatus } }';
const DETAILS = `query($a: ID!) { ecommerceAppDetails(appUuid: $a) { uuid referrable appliesKyc productTrackable kioskTracker
  allowAdvanceOrder allowProductRemarks insurance sunLife withLalamoveShipping withGrabExpressShipping } }`;

type Storefront = {
  storefront: {
    paymentMethods: string[];
    allowProductRemarks: boolean;
    paymentAccounts: { accountNumber: string; qrImageUrl: string | null }[];
  };
};

describe.each(testDatabases())('Payment Manager and paying on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  let variant: string;
  const clock = new ManualClock(new Date('2026-11-21T04:00:00Z'));

  beforeAll(async () => {
    t = await startTestServer(kind, { clock });
    token = await t.signIn();
    const created = await t.gql<{ appCreate: { uuid: string } }>(
      'mutation($input: AppCreateInput!) { appCreate(input: $input) { uuid } }',
      { input: { name: 'Kape ni Jun', bundleKey: 'ecommerce-b2c-bundle' } },
      token,
    );
    appUuid = created.data?.appCreate.uuid ?? '';
    // Launch is tested in launch.test.ts: here the store simply takes orders.
    await t.server.database.db
      .update(apps)
      .set({ storeStatus: 'active_store' })
      .where(eq(apps.uuid, appUuid));
    const product = await t.gql<{ productCreate: { variants: { uuid: string }[] } }>(
      'mutation($input: ProductCreateInput!) { productCreate(input: $input) { variants { uuid } } }',
      { input: { appUuid, name: 'Barako Beans', price: 35_000, stockQuantity: 100 } },
      token,
    );
    variant = product.data?.productCreate.variants[0]?.uuid ?? '';
  });
  afterAll(() => t.close());

  const storefront = async () => (await t.gql<Storefront>(STOREFRONT, { a: appUuid })).data?.storefront;
  const checkout = (paymentMethod: string, extra: Record<string, unknown> = {}) =>
    t.gql<{ storeCheckout: { transactionNumber: string } }>(CHECKOUT, {
      input: {
        appUuid,
        items: [{ variantUuid: variant, quantity: 1 }],
        customerName: 'Jun Cruz',
        mobileNumber: '+63 917 555 0199',
        fulfillment: 'pickup',
        paymentMethod,
        ...extra,
      },
    });
  const uploadQr = async () => {
    const body = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#222222' } })
      .png()
      .toBuffer();
    const res = await fetch(`${t.url}/uploads/photos?appUuid=${appUuid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token}` },
      body: new Uint8Array(body),
    });
    return ((await res.json()) as { uuid: string }).uuid;
  };

  it('offers only cash on delivery while the store has no account, and the checkout refuses a transfer or e-wallet', async () => {
    expect((await storefront())?.paymentMethods).toEqual(['cod']);
    const bank = await checkout('bank_transfer');
    expect(bank.errors?.[0]).toMatchObject({
      message: NO_ACCOUNT_FOR.bank_transfer,
      extensions: { code: 'BAD_USER_INPUT', fields: { paymentMethod: NO_ACCOUNT_FOR.bank_transfer } },
    });
    expect((await checkout('e_wallet')).errors?.[0]?.message).toBe(NO_ACCOUNT_FOR.e_wallet);
  });

  it('checks an account in plain words, then shows its accounts and QR code at checkout and takes a transfer to them', async () => {
    const bad = await t.gql(
      CREATE,
      { input: { appUuid, kind: 'bank', bankName: '', accountName: ' ', accountNumber: 'abc' } },
      token,
    );
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({
      bankName: 'Bank Name is required',
      accountName: 'Account Name is required',
      accountNumber: 'Account Number is invalid',
    });
    const badWallet = await t.gql(
      CREATE,
      { input: { appUuid, kind: 'gcash', accountName: 'Jun Cruz', accountNumber: '12345' } },
      token,
    );
    expect(badWallet.errors?.[0]?.extensions?.fields).toEqual({ accountNumber: 'Mobile Number is invalid' });
    expect(
      (await t.gql<{ storePaymentAccounts: unknown[] }>(LIST, { a: appUuid }, token)).data
        ?.storePaymentAccounts,
    ).toEqual([]);

    const qr = await uploadQr();
    const bank = await t.gql<{ storePaymentAccountCreate: { qrImageUrl: string } }>(
      CREATE,
      {
        input: {
          appUuid,
          kind: 'bank',
          bankName: 'BPI',
          accountName: 'Kape ni Jun',
          accountNumber: '1234-5678-90',
          qrPhotoUuid: qr,
        },
      },
      token,
    );
    expect(bank.data?.storePaymentAccountCreate).toMatchObject({
      kind: 'bank',
      kindLabel: 'Bank account',
      accountNumber: '1234-5678-90',
      qrImageUrl: `/uploads/photos/${appUuid}/${qr}.webp`,
    });
    clock.advance(1000);
    const wallet = await t.gql(
      CREATE,
      { input: { appUuid, kind: 'maya', accountName: 'Jun Cruz', accountNumber: '0917 555 0100' } },
      token,
    );
    expect(wallet.errors).toBeUndefined();

    // The QR code is kept: the day-old sweep of unsaved uploads leaves it.
    clock.advance(2 * 24 * 3600 * 1000);
    await sweepStalePhotos({ ...t.server.context, clock });
    expect(await t.server.database.db.select().from(photos).where(eq(photos.uuid, qr))).toHaveLength(1);

    const store = await storefront();
    expect(store?.paymentMethods).toEqual(['cod', 'bank_transfer', 'e_wallet']);
    expect(store?.paymentAccounts.map((a) => [a.accountNumber, a.qrImageUrl])).toEqual([
      ['1234-5678-90', `/uploads/photos/${appUuid}/${qr}.webp`],
      ['+639175550100', null],
    ]);
    expect((await checkout('bank_transfer')).data?.storeCheckout.transactionNumber).toBeTruthy();
  });

  it('takes the method away with its last account, and only a manager may remove one', async () => {
    const list = await t.gql<{ storePaymentAccounts: { uuid: string; kind: string }[] }>(
      LIST,
      { a: appUuid },
      token,
    );
    const maya = list.data?.storePaymentAccounts.find((a) => a.kind === 'maya');
    const removed = await t.gql(DELETE, { input: { uuid: maya?.uuid } }, token);
    expect(removed.errors).toBeUndefined();
    expect((await storefront())?.paymentMethods).toEqual(['cod', 'bank_transfer']);
    const anonymous = await t.gql(DELETE, { input: { uuid: list.data?.storePaymentAccounts[0]?.uuid } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('marks a cash-on-delivery order paid when it is completed, and leaves a transfer for the merchant to confirm', async () => {
    const cod = await checkout('cod');
    const transfer = await checkout('bank_transfer');
    const move = async (txn: string) => {
      const order = await t.gql<{ orderByTransactionNumber: { uuid: string } }>(
        BY_TXN,
        { a: appUuid, t: txn },
        token,
      );
      const uuid = order.data?.orderByTransactionNumber.uuid;
      await t.gql(STATUS, { input: { uuid, status: 'for_delivery' } }, token);
      const done = await t.gql<{ orderStatusUpdate: { status: string; paymentStatus: string } }>(
        STATUS,
        { input: { uuid, status: 'completed' } },
        token,
      );
      return done.data?.orderStatusUpdate;
    };
    expect(await move(cod.data?.storeCheckout.transactionNumber ?? '')).toEqual({
      status: 'completed',
      paymentStatus: 'pay_success',
    });
    expect(await move(transfer.data?.storeCheckout.transactionNumber ?? '')).toEqual({
      status: 'completed',
      paymentStatus: 'pay_pending',
    });
  });

  it('answers ecommerceAppDetails with the full flag set, and the remarks flag gates the checkout', async () => {
    const details = await t.gql<{ ecommerceAppDetails: Record<string, unknown> }>(
      DETAILS,
      { a: appUuid },
      token,
    );
    expect(details.data?.ecommerceAppDetails).toEqual({
      uuid: appUuid,
      referrable: true,
      appliesKyc: false,
      productTrackable: true,
      kioskTracker: false,
      allowAdvanceOrder: true,
      allowProductRemarks: true,
      insurance: false,
      sunLife: false,
      withLalamoveShipping: false,
      withGrabExpressShipping: false,
    });
    await updateFeatureFlags(t.server.database.db, appUuid, {
      allowProductRemarks: false,
      withLalamoveShipping: true,
    });
    const after = await t.gql<{ appBasic: { allowProductRemarks: boolean; withLalamoveShipping: boolean } }>(
      'query($a: ID!) { appBasic(appUuid: $a) { allowProductRemarks withLalamoveShipping } }',
      { a: appUuid },
      token,
    );
    expect(after.data?.appBasic).toEqual({ allowProductRemarks: false, withLalamoveShipping: true });
    expect((await storefront())?.allowProductRemarks).toBe(false);
    const refused = await checkout('cod', { remarks: 'Less sugar please' });
    expect(refused.errors?.[0]?.extensions?.fields).toEqual({ remarks: NO_REMARKS });
    expect((await checkout('cod', { remarks: '' })).data?.storeCheckout.transactionNumber).toBeTruthy();
  });
});
