import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstEvent,
  startTestServer,
  type TestServer,
  testDatabases,
  wsClient,
} from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { notify } from './notifications.service.ts';

const PAGE = `query($a: ID!, $first: Int, $after: String) { notifications(appUuid: $a, first: $first, after: $after) {
  edges { node { uuid category message readAt createdAt limitNotice pageRecipient { name } notificationableType notificationable { transactionNumber uuid } app { name } } }
  pageInfo { hasNextPage endCursor } } }`;
const UNREAD = 'query($a: ID!) { unreadNotificationsCount(appUuid: $a) }';

type Page = {
  notifications: {
    edges: Array<{
      node: {
        uuid: string;
        category: string;
        message: string;
        readAt: string | null;
        limitNotice: boolean;
        createdAt: string;
      };
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

describe.each(testDatabases())('notifications on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  const clock = new ManualClock(new Date('2026-11-21T04:00:00Z'));

  beforeAll(async () => {
    t = await startTestServer(kind, { clock });
    token = await t.signIn();
    const r = await t.gql<{ apps: { edges: Array<{ node: { uuid: string } }> } }>(
      '{ apps { edges { node { uuid } } } }',
      {},
      token,
    );
    appUuid = r.data?.apps.edges[0]?.node.uuid ?? '';
  });
  afterAll(() => t.close());

  const raise = (message: string, extra: Partial<Parameters<typeof notify>[1]> = {}) => {
    clock.advance(1000);
    return notify(t.server.context, { appUuid, category: 'order_created', message, ...extra });
  };

  it('seeds the demo store with about 40 notifications of every category, newest first, some unread', async () => {
    const r = await t.gql<Page>(PAGE, { a: appUuid, first: 100 }, token);
    const nodes = r.data?.notifications.edges.map((e) => e.node) ?? [];
    expect(nodes).toHaveLength(40);
    expect(new Set(nodes.map((n) => n.category))).toEqual(
      new Set([
        'order_created',
        'negative_sentiment_reminder',
        'fb_catalog_sync',
        'payment_option_deactivation',
        'limit_notice',
      ]),
    );
    const times = nodes.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(
      nodes.filter((n) => n.limitNotice).every((n) => /response credits|users limit/.test(n.message)),
    ).toBe(true);
    expect((await t.gql(UNREAD, { a: appUuid }, token)).data).toEqual({ unreadNotificationsCount: 7 });
  });

  it('pages of 20 without gaps or repeats while new notifications arrive', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const r: { data?: Page | null } = await t.gql<Page>(PAGE, { a: appUuid, after }, token);
      const page = r.data?.notifications;
      expect(page?.edges.length).toBeLessThanOrEqual(20);
      seen.push(...(page?.edges.map((e) => e.node.uuid) ?? []));
      if (pages === 0) await raise('Arrived while paging'); // lands before the first page: never in a later one
      after = page?.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages++;
    } while (after && pages < 10);
    expect(pages).toBe(2);
    expect(seen).toHaveLength(40);
    expect(new Set(seen).size).toBe(40);
  });

  it('marks one as read, then all, and counts unread', async () => {
    const fresh = await raise('Pedro placed order SDS-000999', {
      pageRecipient: { name: 'Pedro Penduko' },
      notificationable: { type: 'Order', transactionNumber: 'SDS-000999' },
    });
    const before =
      (await t.gql<{ unreadNotificationsCount: number }>(UNREAD, { a: appUuid }, token)).data
        ?.unreadNotificationsCount ?? 0;
    const r = await t.gql<{ notificationMarkAsRead: { uuid: string; readAt: string } }>(
      'mutation($u: ID!) { notificationMarkAsRead(input: { notificationUuid: $u }) { uuid readAt } }',
      { u: fresh.uuid },
      token,
    );
    expect(r.data?.notificationMarkAsRead.readAt).toBe(clock.now().toISOString());
    expect((await t.gql(UNREAD, { a: appUuid }, token)).data).toEqual({
      unreadNotificationsCount: before - 1,
    });
    const all = await t.gql(
      'mutation($a: ID!) { notificationMarkAllAsRead(appUuid: $a) { success } }',
      { a: appUuid },
      token,
    );
    expect(all.data).toEqual({ notificationMarkAllAsRead: { success: true } });
    expect((await t.gql(UNREAD, { a: appUuid }, token)).data).toEqual({ unreadNotificationsCount: 0 });
  });

  it("keeps one merchant's notifications from another", async () => {
    await createUser(t.server.database, { email: 'rival@shop.ph', password: 'Rival#2026', role: 'client' });
    const rival = await t.signIn('rival@shop.ph', 'Rival#2026');
    const mine = await raise('Private order');
    expect((await t.gql(PAGE, { a: appUuid }, rival)).errors?.[0]?.message).toBe('App not found');
    expect((await t.gql(UNREAD, { a: appUuid }, rival)).errors?.[0]?.message).toBe('App not found');
    const mark = await t.gql(
      'mutation($u: ID!) { notificationMarkAsRead(input: { notificationUuid: $u }) { uuid } }',
      { u: mine.uuid },
      rival,
    );
    expect(mark.errors?.[0]?.message).toBe('Notification not found');
    const all = await t.gql(
      'mutation($a: ID!) { notificationMarkAllAsRead(appUuid: $a) { success } }',
      { a: appUuid },
      rival,
    );
    expect(all.errors?.[0]?.message).toBe('App not found');
    expect(
      (await t.gql<{ unreadNotificationsCount: number }>(UNREAD, { a: appUuid }, token)).data
        ?.unreadNotificationsCount,
    ).toBe(1);
    const sub = firstEvent(
      wsClient(t.url, rival),
      'subscription($a: ID!) { notificationCreate(appUuid: $a) { uuid } }',
      { a: appUuid },
      5000,
    );
    const outcome = await sub.event
      .then((e) => e.errors?.[0]?.message ?? 'event')
      .catch((e: Error) => e.message);
    expect(outcome).toBe('App not found');
  });

  it('delivers a new notification and its browser variant live over graphql-ws', async () => {
    const client = wsClient(t.url, token);
    const live = firstEvent<{ notificationCreate: { message: string; pageRecipient: { name: string } } }>(
      client,
      'subscription($a: ID!) { notificationCreate(appUuid: $a, first: 20) { message pageRecipient { name } } }',
      { a: appUuid },
    );
    const browserClient = wsClient(t.url, token);
    const browser = firstEvent<{ browserNotificationCreate: Record<string, string> }>(
      browserClient,
      'subscription($a: ID!) { browserNotificationCreate(appUuid: $a, first: 20) { message appName bundleKey pageRecipientName } }',
      { a: appUuid },
    );
    await Promise.all([live.ready, browser.ready]);
    await raise('Liza placed order SDS-001000', { pageRecipient: { name: 'Liza Soberano' } });
    expect((await live.event).data).toEqual({
      notificationCreate: {
        message: 'Liza placed order SDS-001000',
        pageRecipient: { name: 'Liza Soberano' },
      },
    });
    expect((await browser.event).data).toEqual({
      browserNotificationCreate: {
        message: 'Liza placed order SDS-001000',
        appName: 'Suki Demo Store',
        bundleKey: 'ecommerce-b2c-bundle',
        pageRecipientName: 'Liza Soberano',
      },
    });
    await Promise.all([client.dispose(), browserClient.dispose()]);
  });

  it('sends a test notification for owners and admins', async () => {
    const r = await t.gql<{ notificationTestSend: { category: string } }>(
      'mutation($a: ID!) { notificationTestSend(input: { appUuid: $a }) { category message } }',
      { a: appUuid },
      token,
    );
    expect(r.data?.notificationTestSend).toEqual({
      category: 'test_notification',
      message: 'Test notification: live notifications are working.',
    });
  });

  it('manages the email recipients of notifications', async () => {
    const ADD =
      'mutation($a: ID!, $e: String!) { notificationEmailRecipientAdd(input: { appUuid: $a, email: $e }) { email verified } }';
    expect((await t.gql(ADD, { a: appUuid, e: 'Orders@Shop.ph' }, token)).data).toEqual({
      notificationEmailRecipientAdd: { email: 'orders@shop.ph', verified: false },
    });
    expect((await t.gql(ADD, { a: appUuid, e: 'orders@shop.ph' }, token)).errors?.[0]?.message).toBe(
      'Email has already been taken',
    );
    const unverified = await t.gql(
      'query($a: ID!) { fetchUnverifiedNotificationEmails(appUuid: $a) }',
      { a: appUuid },
      token,
    );
    expect(unverified.data).toEqual({ fetchUnverifiedNotificationEmails: ['orders@shop.ph'] });
    await t.gql(
      'mutation($a: ID!, $e: String!) { notificationEmailRecipientRemove(input: { appUuid: $a, email: $e }) { email } }',
      { a: appUuid, e: 'orders@shop.ph' },
      token,
    );
    expect(
      (
        await t.gql(
          'query($a: ID!) { notificationEmailRecipients(appUuid: $a) { email } }',
          { a: appUuid },
          token,
        )
      ).data,
    ).toEqual({
      notificationEmailRecipients: [],
    });
  });
});
