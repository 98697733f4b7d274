import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestMail,
  mailCount,
  startTestServer,
  type TestServer,
  testDatabases,
} from '../../../test/harness.ts';
import { isLocalMessenger, type LocalMessenger } from '../../integrations/messenger/local.ts';
import { ManualClock } from '../../platform/clock.ts';
import { newUuid } from '../../platform/ids.ts';
import { type PageRow, pages } from '../apps/apps.tables.ts';
import { receiveCustomerMessage } from '../inbox/inbox.receive.ts';
import { messengerNotificationRecipients } from '../inbox/inbox.tables.ts';

const CHECKOUT = `mutation($input: StoreCheckoutInput!) { storeCheckout(input: $input) { transactionNumber } }`;
const BY_TXN = `query($a: ID!, $t: String!) { orderByTransactionNumber(appUuid: $a, transactionNumber: $t) {
  uuid timeline { kind status note outcome } } }`;
const STATUS = `mutation($input: OrderStatusUpdateInput!) { orderStatusUpdate(input: $input) { status } }`;
const NOTIFICATIONS = `query($a: ID!) { notifications(appUuid: $a, first: 20) { edges { node {
  category message notificationableType notificationable { transactionNumber } pageRecipient { name } } } } }`;
const SYNC = `mutation($a: ID!) { pageUtilityTemplatesSync(input: { appUuid: $a }) {
  utilityTemplates { name status } orderUpdateTemplate { name } } }`;
const ADMINS = `query($a: ID!) { messengerNotificationRecipients(appUuid: $a) {
  psid lastReachedAt unreachableSince unreachableReason } }`;
const DAY = 24 * 3_600_000;
const NOT_REACHED =
  'The customer could not be reached on Messenger: more than 24 hours since their last message and the page has no approved update template.';

type Entry = { kind: string; status: string | null; note: string | null; outcome: string | null };
type Notification = {
  category: string;
  message: string;
  notificationableType: string | null;
  notificationable: { transactionNumber: string | null } | null;
  pageRecipient: { name: string } | null;
};

/* Order updates to a Messenger customer under the send policy, on the embedded (local) Messenger. */
describe.each(testDatabases())('order updates on Messenger on %s', (kind) => {
  let t: TestServer;
  let local: LocalMessenger;
  let token: string;
  let appUuid: string;
  let page: PageRow;
  let recipientUuid: string;
  let variant: string;
  const clock = new ManualClock(new Date('2026-11-21T04:00:00Z'));
  const PSID = '7301';

  beforeAll(async () => {
    t = await startTestServer(kind, { clock });
    if (!isLocalMessenger(t.server.context.messenger)) throw new Error('expected the local Messenger');
    local = t.server.context.messenger;
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
    const [active] = await t.server.database.db
      .select()
      .from(pages)
      .where(and(eq(pages.appUuid, appUuid), eq(pages.active, true)));
    if (!active) throw new Error('no demo page');
    page = active;
    const message = await receiveCustomerMessage(t.server.context, {
      page,
      psid: PSID,
      mid: 'm_7301_1',
      text: 'Pabili po ng ensaymada',
      photoUrls: [],
      platformOrigin: 'messenger',
      at: clock.now(),
      name: 'Ana Cruz',
    });
    recipientUuid = message?.pageRecipientUuid ?? '';
    // The store's notification recipient (Notification Manager), verified through its link.
    await t.gql(
      'mutation($a: ID!, $e: String!) { notificationEmailRecipientAdd(input: { appUuid: $a, email: $e }) { email } }',
      { a: appUuid, e: 'alerts@shop.ph' },
      token,
    );
    const { link } = await latestMail(t, 'alerts@shop.ph');
    await t.gql(
      'mutation($t: String!) { emailRecipientConfirm(input: { confirmationToken: $t }) { email } }',
      {
        t: link.split('/').at(-1),
      },
    );
    const product = await t.gql<{ productCreate: { variants: { uuid: string }[] } }>(
      'mutation($input: ProductCreateInput!) { productCreate(input: $input) { variants { uuid } } }',
      { input: { appUuid, name: 'Ensaymada Box', price: 45_000 } },
      token,
    );
    variant = product.data?.productCreate.variants[0]?.uuid ?? '';
  });
  afterAll(() => t.close());

  const place = async () => {
    const r = await t.gql<{ storeCheckout: { transactionNumber: string } }>(CHECKOUT, {
      input: {
        appUuid,
        items: [{ variantUuid: variant, quantity: 1 }],
        customerName: 'Ana Cruz',
        mobileNumber: '+63 917 555 0199',
        fulfillment: 'pickup',
        paymentMethod: 'cod',
        pageRecipientUuid: recipientUuid,
      },
    });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.storeCheckout.transactionNumber;
  };
  const order = async (txn: string) =>
    (
      await t.gql<{ orderByTransactionNumber: { uuid: string; timeline: Entry[] } }>(
        BY_TXN,
        { a: appUuid, t: txn },
        token,
      )
    ).data?.orderByTransactionNumber;
  const move = async (txn: string, status: string) => {
    const r = await t.gql(STATUS, { input: { uuid: (await order(txn))?.uuid, status } }, token);
    expect(r.errors).toBeUndefined();
  };
  const notes = async (txn: string) =>
    ((await order(txn))?.timeline ?? []).map((e) => (e.kind === 'status' ? e.status : e.note));
  const notifications = async () =>
    (
      await t.gql<{ notifications: { edges: { node: Notification }[] } }>(
        NOTIFICATIONS,
        { a: appUuid },
        token,
      )
    ).data?.notifications.edges.map((e) => e.node) ?? [];
  const unread = async () =>
    (
      await t.gql<{ unreadNotificationsCount: number }>(
        'query($a: ID!) { unreadNotificationsCount(appUuid: $a) }',
        { a: appUuid },
        token,
      )
    ).data?.unreadNotificationsCount ?? -1;
  const sentTo = (psid: string) => local.sent().filter((s) => s.psid === psid);

  it("sends a plain update within 24 hours of the customer's last message and notes it on the timeline", async () => {
    const txn = await place();
    expect(sentTo(PSID).at(-1)).toMatchObject({
      tag: null,
      template: null,
      text: `We received your order ${txn}. We will let you know once it is on its way.`,
    });
    expect(await notes(txn)).toEqual(['pending', 'Update sent on Messenger']);
  });

  it("two days later sends the page's approved order_update template with the transaction number and new status", async () => {
    const txn = await place();
    clock.advance(2 * DAY);
    const before = { sent: sentTo(PSID).length, mails: await mailCount(t, 'alerts@shop.ph') };
    await move(txn, 'for_delivery');
    const sent = sentTo(PSID).slice(before.sent);
    expect(sent).toEqual([
      expect.objectContaining({
        tag: null,
        text: `Order ${txn}: For Delivery.`,
        template: {
          name: 'order_update',
          language: 'en',
          parameters: [
            { name: null, value: txn },
            { name: null, value: 'For Delivery' },
          ],
        },
      }),
    ]);
    expect(await notes(txn)).toEqual([
      'pending',
      'Update sent on Messenger',
      'for_delivery',
      'Update sent on Messenger (utility template order_update)',
    ]);
    expect((await notifications()).filter((n) => n.category === 'customer_unreachable')).toEqual([]);
    expect(await mailCount(t, 'alerts@shop.ph')).toBe(before.mails);
  });

  it('without an approved template sends nothing, says so on the timeline, and tells the merchant in the console and by mail', async () => {
    const txn = await place(); // two days after the customer's last message
    // A page admin opted in three days ago: the new notification reaches them under the same rules.
    await t.server.database.db.insert(messengerNotificationRecipients).values({
      uuid: newUuid(),
      appUuid,
      pageUuid: page.uuid,
      psid: '8301',
      name: 'Page Admin',
      optedInAt: new Date(clock.now().getTime() - 3 * DAY),
      lastMessageAt: new Date(clock.now().getTime() - 3 * DAY),
    });
    // The merchant's template is gone from Meta; the console reads the page's templates again.
    local.setUtilityTemplates(page.fbPageId, []);
    const synced = await t.gql<{
      pageUtilityTemplatesSync: { utilityTemplates: unknown[]; orderUpdateTemplate: unknown };
    }>(SYNC, { a: appUuid }, token);
    expect(synced.data?.pageUtilityTemplatesSync).toEqual({
      utilityTemplates: [],
      orderUpdateTemplate: null,
    });

    const before = {
      sent: local.sent().length,
      notifications: await unread(),
      mails: await mailCount(t, 'alerts@shop.ph'),
    };
    clock.advance(60_000);
    await move(txn, 'for_delivery');

    expect(local.sent().length).toBe(before.sent); // neither the customer nor the admin got anything
    expect((await notes(txn)).slice(-2)).toEqual(['for_delivery', NOT_REACHED]);
    const outcome = (await order(txn))?.timeline.at(-1)?.outcome;
    expect(outcome).toBe('not_reached');

    expect(await unread()).toBe(before.notifications + 1); // one notice, and it set off no other
    const after = await notifications();
    expect(after[0]).toEqual({
      category: 'customer_unreachable',
      message: `Order ${txn}: Ana Cruz could not be reached on Messenger (more than 24 hours since their last message and the page has no approved update template).`,
      notificationableType: 'Order',
      notificationable: { transactionNumber: txn },
      pageRecipient: { name: 'Ana Cruz' },
    });
    expect(await mailCount(t, 'alerts@shop.ph')).toBe(before.mails + 1);
    const mail = await latestMail(t, 'alerts@shop.ph');
    expect(mail.subject).toBe(`Suki Demo Store: order ${txn} update did not reach Ana Cruz on Messenger`);
    expect(mail.text).toContain(
      `Ana Cruz could not be reached on Messenger about order ${txn}: more than 24 hours since their last message and the page has no approved update template.`,
    );

    const admins = await t.gql<{
      messengerNotificationRecipients: {
        psid: string;
        unreachableSince: string | null;
        unreachableReason: string;
      }[];
    }>(ADMINS, { a: appUuid }, token);
    expect(admins.data?.messengerNotificationRecipients).toEqual([
      {
        psid: '8301',
        lastReachedAt: null,
        unreachableSince: clock.now().toISOString(),
        unreachableReason:
          'more than 24 hours since their last message and the page has no approved store_notification template',
      },
    ]);
  });

  it('reaches the customer again with a plain update once they write again', async () => {
    const txn = await place();
    clock.advance(2 * DAY);
    await receiveCustomerMessage(t.server.context, {
      page,
      psid: PSID,
      mid: 'm_7301_2',
      text: 'Kailan po darating?',
      photoUrls: [],
      platformOrigin: 'messenger',
      at: clock.now(),
    });
    await move(txn, 'for_delivery');
    expect(sentTo(PSID).at(-1)).toMatchObject({ template: null, text: `Your order ${txn} is on its way.` });
    expect((await notes(txn)).at(-1)).toBe('Update sent on Messenger');
  });
});
