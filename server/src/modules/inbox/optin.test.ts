import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedStore, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import {
  customerMessage,
  DEMO_FB_PAGE_ID,
  deliver,
  fakeGraph,
  META_APP_SECRET,
  META_VERIFY_TOKEN,
} from '../../../test/meta.ts';
import { ManualClock } from '../../platform/clock.ts';
import { createUser } from '../accounts/accounts.service.ts';

const LIST = 'query($a: ID!) { messengerNotificationRecipients(appUuid: $a) { uuid name psid optedInAt } }';
const REACH = `query($a: ID!) { messengerNotificationRecipients(appUuid: $a) {
  psid lastMessageAt reachableUntil lastReachedAt unreachableSince unreachableReason } }`;
const TEST_SEND = 'mutation($a: ID!) { notificationTestSend(input: { appUuid: $a }) { uuid } }';
const SYNC =
  'mutation($a: ID!) { pageUtilityTemplatesSync(input: { appUuid: $a }) { storeNotificationTemplate { name } } }';
const DAY = 24 * 3_600_000;
const REMOVE =
  'mutation($i: MessengerNotificationRecipientRemoveInput!) { messengerNotificationRecipientRemove(input: $i) { uuid } }';

const referral = (psid: string, ref: string, timestamp: number) => ({
  object: 'page',
  entry: [
    {
      id: DEMO_FB_PAGE_ID,
      messaging: [
        {
          sender: { id: psid },
          recipient: { id: DEMO_FB_PAGE_ID },
          timestamp,
          referral: { ref, source: 'SHORTLINK', type: 'OPEN_THREAD' },
        },
      ],
    },
  ],
});

describe.each(testDatabases())('Messenger notification opt-in on %s', (kind) => {
  let t: TestServer;
  let graph: Awaited<ReturnType<typeof fakeGraph>>;
  let token: string;
  let appUuid: string;
  const clock = new ManualClock(new Date('2026-11-21T04:00:00Z'));

  beforeAll(async () => {
    graph = await fakeGraph();
    t = await startTestServer(kind, {
      clock,
      config: { metaAppSecret: META_APP_SECRET, metaVerifyToken: META_VERIFY_TOKEN, metaGraphUrl: graph.url },
    });
    token = await t.signIn();
    const r = await t.gql<{ apps: { edges: Array<{ node: { uuid: string } }> } }>(
      '{ apps { edges { node { uuid } } } }',
      {},
      token,
    );
    appUuid = r.data?.apps.edges[0]?.node.uuid ?? '';
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  type Row = { uuid: string; name: string; psid: string };
  const list = async (as = token) =>
    (await t.gql<{ messengerNotificationRecipients: Row[] }>(LIST, { a: appUuid }, as)).data
      ?.messengerNotificationRecipients;

  it("gives the page's m.me opt-in link", async () => {
    const r = await t.gql<{ messengerNotificationOptInUrl: string }>(
      'query($a: ID!) { messengerNotificationOptInUrl(appUuid: $a) }',
      { a: appUuid },
      token,
    );
    expect(r.data?.messengerNotificationOptInUrl).toBe(`https://m.me/${DEMO_FB_PAGE_ID}?ref=suki-notify`);
  });

  it("gives the page's m.me invite link for customers (Invite Subscribers), and none without a page", async () => {
    const INVITE = 'query($a: ID!) { messengerInviteUrl(appUuid: $a) }';
    const r = await t.gql<{ messengerInviteUrl: string | null }>(INVITE, { a: appUuid }, token);
    expect(r.data?.messengerInviteUrl).toBe(`https://m.me/${DEMO_FB_PAGE_ID}?ref=suki-invite`);
    const fresh = await ownedStore(t, { email: 'invite@tindahan.ph' });
    const none = await t.gql<{ messengerInviteUrl: string | null }>(
      INVITE,
      { a: fresh.appUuid },
      await fresh.signIn(),
    );
    expect(none.data?.messengerInviteUrl).toBeNull();
  });

  it('records a page admin who opens the opt-in link, once, and ignores other referrals', async () => {
    expect(await list()).toEqual([]);
    const now = clock.now().getTime();
    await deliver(t.url, referral('8801', 'suki-notify', now));
    await deliver(t.url, referral('8801', 'suki-notify', now));
    await deliver(t.url, referral('8802', 'summer-ad', now));
    expect(await list()).toEqual([expect.objectContaining({ psid: '8801', name: 'Liza Reyes' })]);
  });

  it('sends each new store notification to the opted-in admin in Messenger, untagged within 24 hours of their opt-in', async () => {
    const before = graph.sends().length;
    const sent = await t.gql(TEST_SEND, { a: appUuid }, token);
    expect(sent.errors).toBeUndefined();
    const calls = graph.sends().slice(before);
    expect(calls.map((c) => c.body)).toEqual([
      {
        recipient: { id: '8801' },
        messaging_type: 'RESPONSE',
        message: {
          text: '🔔 Test notification: live notifications are working.',
          metadata: expect.stringMatching(/^suki-notification:/),
        },
      },
    ]);
  });

  it("after 24 hours uses the page's store_notification template, else sends nothing and lists the admin as not reachable", async () => {
    type Reach = {
      psid: string;
      lastMessageAt: string;
      reachableUntil: string;
      lastReachedAt: string | null;
      unreachableSince: string | null;
      unreachableReason: string | null;
    };
    const reach = async () =>
      (await t.gql<{ messengerNotificationRecipients: Reach[] }>(REACH, { a: appUuid }, token)).data
        ?.messengerNotificationRecipients[0];
    const optedIn = clock.now();
    graph.setTemplates([
      {
        id: '901',
        name: 'store_notification',
        language: 'en_US',
        category: 'UTILITY',
        status: 'APPROVED',
        parameter_format: 'NAMED',
        components: [{ type: 'BODY', text: 'Notice from {{store_name}}: {{message}}' }],
      },
    ]);
    const synced = await t.gql(SYNC, { a: appUuid }, token);
    expect(synced.data).toEqual({
      pageUtilityTemplatesSync: { storeNotificationTemplate: { name: 'store_notification' } },
    });

    clock.advance(2 * DAY);
    let before = graph.sends().length;
    await t.gql(TEST_SEND, { a: appUuid }, token);
    expect(
      graph
        .sends()
        .slice(before)
        .map((c) => c.body),
    ).toEqual([
      {
        recipient: { id: '8801' },
        messaging_type: 'UTILITY',
        message: {
          template: {
            name: 'store_notification',
            language: { code: 'en_US' },
            components: [
              {
                type: 'body',
                parameters: [
                  { type: 'text', parameter_name: 'store_name', text: 'Suki Demo Store' },
                  {
                    type: 'text',
                    parameter_name: 'message',
                    text: 'Test notification: live notifications are working.',
                  },
                ],
              },
            ],
          },
        },
      },
    ]);
    expect(await reach()).toMatchObject({
      reachableUntil: new Date(optedIn.getTime() + DAY).toISOString(),
      lastReachedAt: clock.now().toISOString(),
      unreachableSince: null,
    });

    graph.setTemplates([]);
    await t.gql(SYNC, { a: appUuid }, token);
    clock.advance(60_000);
    before = graph.sends().length;
    await t.gql(TEST_SEND, { a: appUuid }, token);
    expect(graph.sends().length).toBe(before);
    const stuck = clock.now().toISOString();
    expect(await reach()).toMatchObject({
      unreachableSince: stuck,
      unreachableReason:
        'more than 24 hours since their last message and the page has no approved store_notification template',
    });

    // The admin writes to the page: reachable again, and the next notice goes out as a plain message.
    clock.advance(60_000);
    await deliver(t.url, customerMessage('8801', 'm_admin_1', 'Hello', clock.now().getTime()));
    expect(await reach()).toMatchObject({ lastMessageAt: clock.now().toISOString(), unreachableSince: null });
    before = graph.sends().length;
    await t.gql(TEST_SEND, { a: appUuid }, token);
    expect(
      graph
        .sends()
        .slice(before)
        .map((c) => c.body?.messaging_type),
    ).toEqual(['RESPONSE']);
  });

  it('lets only the store see and remove its recipients', async () => {
    await createUser(
      t.server.context,
      { email: 'rival@shop.ph', password: 'Rival@1234', role: 'client', firstName: 'R', lastName: 'S' },
      new Date(),
    );
    const rival = await t.signIn('rival@shop.ph', 'Rival@1234');
    expect((await t.gql(LIST, { a: appUuid }, rival)).errors?.[0]?.message).toBe('App not found');
    const [row] = (await list()) ?? [];
    expect((await t.gql(REMOVE, { i: { uuid: row?.uuid } }, rival)).errors?.[0]?.message).toBe(
      'Recipient not found',
    );
    expect(await list()).toHaveLength(1);
    const removed = await t.gql<{ messengerNotificationRecipientRemove: { uuid: string } }>(
      REMOVE,
      { i: { uuid: row?.uuid } },
      token,
    );
    expect(removed.data?.messengerNotificationRecipientRemove.uuid).toBe(row?.uuid);
    expect(await list()).toEqual([]);
    const before = graph.sends().length;
    await t.gql(TEST_SEND, { a: appUuid }, token);
    expect(graph.sends().length).toBe(before); // removed: no more Messenger notifications
  });
});
