import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';
import { newUuid } from '../../platform/ids.ts';
import { usageMonth } from '../../platform/limits.ts';
import { pages } from '../apps/apps.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { productsCount } from '../catalog/index.ts';
import { appCredits, appResponseUsage } from '../credits/credits.tables.ts';
import { customers } from '../customers/customers.tables.ts';
import { pageRecipients } from '../inbox/inbox.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { whiteLabels } from '../partners/partners.tables.ts';
import { photos } from '../photos/photos.tables.ts';
import { updateBilling } from './billing.service.ts';

const USAGE = `query($a: ID!) { currentAppEnterprisePlan(appUuid: $a) {
  currentUsers currentSupportedContacts currentUserSeats currentProducts remainingResponse } }`;
const CREATE = `mutation($i: ProductCreateInput!) { productCreate(input: $i) { uuid } }`;
const EXPORT = `query($a: ID!, $st: OrderStatus) { ordersExportCsv(appUuid: $a, status: $st) }`;
const INVITE = `mutation($i: MemberInviteInput!) { memberInvite(input: $i) { uuid email } }`;
const DUMMY = 'query($a: ID!) { dummyRecipient(appUuid: $a, dummyType: test_tool) { uuid } }';
const SEND_TEST = `mutation($i: ChatbotTestMessageSendInput!) { chatbotTestMessageSend(input: $i) { uuid } }`;
const LATEST = `query($r: ID!) { fetchMessengerMessages(pageRecipientUuid: $r, first: 1) { edges { node {
  message generatedResponse { uuid } } } } }`;
const NOTICES = `query($a: ID!) { notifications(appUuid: $a, first: 100) { edges { node { category message } } } }`;

type Usage = {
  currentUsers: number;
  currentSupportedContacts: number;
  currentUserSeats: number;
  currentProducts: number;
  remainingResponse: number | null;
};

/* Every limit of the plan, where it bites: refused at the edge, allowed one below (the demo store on Free). */
describe.each(testDatabases())('plan limits on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  const clock = new ManualClock(new Date('2027-06-10T04:00:00Z'));
  const db = () => t.server.context.db;

  const usage = async (): Promise<Usage> => {
    const r = await t.gql<{ currentAppEnterprisePlan: Usage }>(USAGE, { a: appUuid }, token);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.currentAppEnterprisePlan;
  };
  const plan = (name: string) => updateBilling(db(), appUuid, { plan: name });

  beforeAll(async () => {
    t = await startTestServer(kind, { clock });
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
    await plan('free');
  });
  afterAll(() => t.close());

  it('creates the 50th product on Free and refuses the 51st, naming the plan that lifts it', async () => {
    const have = await productsCount(db(), appUuid);
    await db()
      .insert(products)
      .values(
        Array.from({ length: 49 - have }, (_, i) => ({
          uuid: newUuid(),
          appUuid,
          name: `Puto ${i}`,
          price: 1_000,
        })),
      );
    const fiftieth = await t.gql(CREATE, { i: { appUuid, name: 'Kutsinta', price: 1_500 } }, token);
    expect(fiftieth.errors).toBeUndefined();
    expect((await usage()).currentProducts).toBe(50);
    const over = await t.gql(CREATE, { i: { appUuid, name: 'Sapin-sapin', price: 2_000 } }, token);
    expect(over.errors?.[0]).toMatchObject({
      message: 'Your Free plan allows 50 products. Upgrade to Starter for up to 200.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await productsCount(db(), appUuid)).toBe(50);
  });

  it('takes a file at the plan’s size and refuses one byte more with 413, storing nothing', async () => {
    const image = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#e4572e' } })
      .png()
      .toBuffer();
    const upload = async (size: number) => {
      const res = await fetch(`${t.url}/uploads/photos?appUuid=${appUuid}`, {
        method: 'POST',
        headers: { 'content-type': 'image/png', authorization: `Bearer ${token}` },
        body: new Uint8Array(Buffer.concat([image, Buffer.alloc(size - image.length)])),
      });
      return { status: res.status, body: (await res.json()) as { error?: string } };
    };
    expect((await upload(5_000_000)).status).toBe(201);
    const before = await db().select().from(photos);
    expect(await upload(5_000_001)).toEqual({
      status: 413,
      body: { error: 'Your Free plan allows files up to 5MB. Upgrade to Starter for files up to 10MB.' },
    });
    expect(await db().select().from(photos)).toEqual(before);
    await plan('pro_starter');
    expect((await upload(10_000_000)).status).toBe(201);
    expect((await upload(10_000_001)).body.error).toBe(
      'Your Starter plan allows files up to 10MB. Upgrade to Bronze for files up to 15MB.',
    );
    await plan('free');
  });

  it('exports 500 orders on Free and refuses 501 (narrower filters still export)', async () => {
    const csvRows = async (status?: string) => {
      const r = await t.gql<{ ordersExportCsv: string }>(EXPORT, { a: appUuid, st: status ?? null }, token);
      return r.errors ? r.errors[0]?.message : (r.data?.ordersExportCsv.trim().split('\n').length ?? 0) - 1;
    };
    const have = Number(await csvRows());
    const order = (i: number) => ({
      uuid: newUuid(),
      appUuid,
      transactionNumber: `270610-LIM${String(i).padStart(3, '0')}`,
      status: 'cancelled' as const,
      paymentMethod: 'cod' as const,
      customerName: 'Liza Reyes',
      mobileNumber: '9171234567',
      fulfillment: 'pickup' as const,
      subtotal: 10_000,
      deliveryFee: 0,
      tax: 0,
      total: 10_000,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    await db()
      .insert(orders)
      .values(Array.from({ length: 500 - have }, (_, i) => order(i)));
    expect(await csvRows()).toBe(500);
    await db().insert(orders).values(order(999));
    expect(await csvRows()).toBe(
      'Your Free plan allows exports of up to 500 rows. Upgrade to Starter for up to 2,000 rows.',
    );
    expect(Number(await csvRows('completed'))).toBeLessThan(500);
  });

  it('invites up to the plan’s seats and refuses one more; a new invitation to the same address replaces its own', async () => {
    const seats = (await usage()).currentUserSeats;
    expect(seats).toBeLessThanOrEqual(1); // the owner (Free allows 2)
    const invite = (email: string) => t.gql(INVITE, { i: { appUuid, email, role: 'store_manager' } }, token);
    expect((await invite('ana@tindahan.ph')).errors).toBeUndefined();
    expect((await usage()).currentUserSeats).toBe(2);
    const over = await invite('ben@tindahan.ph');
    expect(over.errors?.[0]).toMatchObject({
      message: 'Your Free plan allows 2 user seats. Upgrade to Starter for up to 3.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await invite('ana@tindahan.ph')).errors).toBeUndefined();
    expect((await usage()).currentUserSeats).toBe(2);
  });

  describe('the assistant, on the month’s limits (no customer message is ever lost)', () => {
    let recipient = '';
    const say = async (message: string) => {
      clock.advance(60_000);
      const sent = await t.gql(
        SEND_TEST,
        { i: { appUuid, pageRecipientUuid: recipient, platformOrigin: 'messenger', message } },
        token,
      );
      expect(sent.errors).toBeUndefined();
      const r = await t.gql<{
        fetchMessengerMessages: { edges: { node: { message: string; generatedResponse: unknown } }[] };
      }>(LATEST, { r: recipient }, token);
      return r.data?.fetchMessengerMessages.edges[0]?.node;
    };
    const notices = async (category: string) =>
      (
        await t.gql<{ notifications: { edges: { node: { category: string; message: string } }[] } }>(
          NOTICES,
          { a: appUuid },
          token,
        )
      ).data?.notifications.edges
        .map((e) => e.node)
        .filter((n) => n.category === category)
        .map((n) => n.message) ?? [];
    const month = () => usageMonth(clock.now());
    const setUsed = (used: number) =>
      db()
        .insert(appResponseUsage)
        .values({ appUuid, month: month().month, used })
        .onConflictDoUpdate({ target: [appResponseUsage.appUuid, appResponseUsage.month], set: { used } });
    /** `n` more people who wrote to the page this month (or, with `contacts`, customers who ordered). */
    const addPeople = async (n: number, kind: 'users' | 'contacts') => {
      if (n <= 0) return;
      if (kind === 'contacts') {
        await db()
          .insert(customers)
          .values(
            Array.from({ length: n }, (_, i) => ({
              uuid: newUuid(),
              appUuid,
              name: `Suki ${i}`,
              mobileNumber: null,
              createdAt: clock.now(),
              lastActiveAt: clock.now(),
            })),
          );
        return;
      }
      const [page] = await db().select().from(pages).where(eq(pages.appUuid, appUuid));
      await db()
        .insert(pageRecipients)
        .values(
          Array.from({ length: n }, () => ({
            uuid: newUuid(),
            appUuid,
            pageUuid: page?.uuid ?? '',
            psid: `lim-${newUuid()}`,
            name: 'Messenger customer',
            lastCustomerMessageAt: clock.now(),
            createdAt: clock.now(),
            updatedAt: clock.now(),
          })),
        );
    };

    beforeAll(async () => {
      const r = await t.gql<{ dummyRecipient: { uuid: string } }>(DUMMY, { a: appUuid }, token);
      recipient = r.data?.dummyRecipient.uuid ?? '';
      await db()
        .insert(appCredits)
        .values({ appUuid, responseCredits: 0 })
        .onConflictDoUpdate({ target: appCredits.appUuid, set: { responseCredits: 0 } });
    });

    it('suggests with the month’s last reply (remainingResponse counts down to 0), then stops and says so once', async () => {
      await setUsed(498); // Free allows 500 a month
      expect((await usage()).remainingResponse).toBe(2);
      expect((await say('May ube pa po?'))?.generatedResponse).not.toBeNull();
      expect((await usage()).remainingResponse).toBe(1);
      expect((await say('Magkano po?'))?.generatedResponse).not.toBeNull();
      expect((await usage()).remainingResponse).toBe(0);
      const refused = await say('Hello po?');
      expect(refused).toMatchObject({ message: 'Hello po?', generatedResponse: null });
      await say('Hello??');
      expect(await notices('response_credits_limit')).toEqual([
        "Your Free plan allows 500 AI suggested replies a month. Upgrade to Starter for up to 2,000. This month's replies and your response credits are used up: suggested replies are paused until next month, an upgrade or added credits.",
      ]);
      await setUsed(0);
    });

    it('suggests at the month’s user limit and pauses past it, telling the merchant once', async () => {
      await addPeople(1_000 - (await usage()).currentUsers, 'users');
      expect((await usage()).currentUsers).toBe(1_000);
      expect((await say('Open po kayo bukas?'))?.generatedResponse).not.toBeNull();
      await addPeople(1, 'users');
      expect((await say('Hello po, open kayo?'))?.generatedResponse).toBeNull();
      await say('Hello??');
      expect(await notices('plan_limit')).toEqual([
        'Your Free plan allows 1,000 users a month. Upgrade to Starter for up to 5,000. Suggested replies are paused for the rest of the month; every customer message still reaches your inbox.',
      ]);
      // An upgrade lifts it at once.
      await plan('pro_starter');
      expect((await say('Salamat!'))?.generatedResponse).not.toBeNull();
      await plan('free');
    });

    it('suggests at the month’s contact limit and pauses past it', async () => {
      // The users of the last test are gone; the month's contacts are counted on their own.
      await db()
        .delete(pageRecipients)
        .where(and(eq(pageRecipients.appUuid, appUuid), like(pageRecipients.psid, 'lim-%')));
      await addPeople(1_000 - (await usage()).currentSupportedContacts, 'contacts');
      expect((await usage()).currentSupportedContacts).toBe(1_000);
      expect((await say('May delivery po?'))?.generatedResponse).not.toBeNull();
      await addPeople(1, 'contacts');
      expect((await say('Delivery po?'))?.generatedResponse).toBeNull();
      expect(await notices('plan_limit')).toContain(
        'Your Free plan allows 1,000 contacts a month. Upgrade to Starter for up to 5,000. Suggested replies are paused for the rest of the month; every customer message still reaches your inbox.',
      );
    });
  });

  it("answers a white label's plan prices, Suki's where the partner set none", async () => {
    const me = await t.gql<{ me: { uuid: string } }>('{ me { uuid } }', {}, token);
    await db()
      .insert(whiteLabels)
      .values({
        uuid: newUuid(),
        userUuid: me.data?.me.uuid ?? '',
        title: 'Tindahan Pro',
        domain: 'shop.partner.ph',
        starterPrice: 99_900,
      });
    const r = await t.gql<{ whiteLabelContent: unknown }>(
      'query($o: String!) { whiteLabelContent(origin: $o) { starterPrice bronzePrice silverPrice goldPrice } }',
      { o: 'https://shop.partner.ph' },
    );
    expect(r.data?.whiteLabelContent).toEqual({
      starterPrice: 99_900,
      bronzePrice: 299_900,
      silverPrice: 599_900,
      goldPrice: 1_199_900,
    });
  });
});
