import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedStore, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { deliver, fakeGraph, META_APP_SECRET, META_VERIFY_TOKEN, sign } from '../../../test/meta.ts';
import { ManualClock } from '../../platform/clock.ts';
import { newUuid } from '../../platform/ids.ts';
import { pages } from '../apps/apps.tables.ts';
import { customers } from '../customers/customers.tables.ts';
import { updateFeatureFlags } from '../flags/index.ts';
import { pageRecipients } from '../inbox/inbox.tables.ts';
import { UNREADABLE_OPT_IN } from './broadcasts.send.ts';
import { broadcastRecipients, marketingOptIns } from './broadcasts.tables.ts';

/*
 * Meta's paid marketing messages in broadcasts, through the real server, the signed webhook and the
 * Graph API wire format (a local Graph server): opt-ins recorded once under retries, a stop ends them,
 * the store's flag off means never used, the plan at the 24-hour edge, the send to the token, and
 * Meta refusing a dead token.
 */

const PLAN = `query($a: ID!) { broadcastPlan(appUuid: $a) {
  inWindow leavingSoon outOfWindow marketingMessages marketingMessagesAvailable notOnMessenger } }`;
const FIELDS = `uuid status queuedCount marketingCount outOfWindowCount results { queued sent failed skipped }`;
const CREATE = `mutation($a: ID!, $i: BroadcastInput!) { broadcastCreate(appUuid: $a, input: $i) { uuid } }`;
const SEND = `mutation($a: ID!, $u: ID!) { broadcastSend(appUuid: $a, uuid: $u) { ${FIELDS} } }`;
const ONE = `query($a: ID!, $u: ID!) { broadcast(appUuid: $a, uuid: $u) { ${FIELDS}
  recipients(first: 20) { edges { node { name status error viaMarketingMessage } } } } }`;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FB_PAGE = '3003';

type Recipient = { name: string; status: string; error: string | null; viaMarketingMessage: boolean };
type Broadcast = {
  uuid: string;
  status: string;
  queuedCount: number;
  marketingCount: number;
  outOfWindowCount: number;
  results: Record<string, number>;
  recipients: { edges: { node: Recipient }[] };
};

/** A `messaging_optins` delivery: `optin.type: notification_messages` (Meta's documented shape). */
const optinEvent = (psid: string, timestamp: number, optin: Record<string, unknown>) => ({
  object: 'page',
  entry: [
    {
      id: FB_PAGE,
      time: timestamp,
      messaging: [
        {
          sender: { id: psid },
          recipient: { id: FB_PAGE },
          timestamp,
          optin: {
            type: 'notification_messages',
            payload: 'promos',
            title: 'Deals and new arrivals',
            ...optin,
          },
        },
      ],
    },
  ],
});

describe.each(testDatabases())('broadcast marketing messages on %s', (kind) => {
  let t: TestServer;
  let graph: Awaited<ReturnType<typeof fakeGraph>>;
  let token: string;
  let appUuid: string;
  const clock = new ManualClock(new Date('2026-11-26T04:00:00Z'));
  const T = clock.now().getTime();
  const psid = (name: string) => `psid-${name}`;

  const gql = async <R>(query: string, variables: Record<string, unknown>) => {
    const r = await t.gql<R>(query, variables, token);
    if (!r.data) throw new Error(r.errors?.[0]?.message ?? 'no data');
    return r.data;
  };
  const plan = async () =>
    (await gql<{ broadcastPlan: Record<string, unknown> }>(PLAN, { a: appUuid })).broadcastPlan;
  const one = async (uuid: string) =>
    (await gql<{ broadcast: Broadcast }>(ONE, { a: appUuid, u: uuid })).broadcast;
  const send = async (name: string) => {
    const { broadcastCreate } = await gql<{ broadcastCreate: { uuid: string } }>(CREATE, {
      a: appUuid,
      i: { name, message: 'Sale!' },
    });
    const sent = (await gql<{ broadcastSend: Broadcast }>(SEND, { a: appUuid, u: broadcastCreate.uuid }))
      .broadcastSend;
    await t.server.context.jobs.idle();
    return { sent, done: await one(broadcastCreate.uuid) };
  };
  const webhook = async (payload: unknown) => {
    const r = await deliver(t.url, payload);
    await t.server.context.jobs.idle();
    return r.status;
  };
  const optIns = () => t.server.context.db.select().from(marketingOptIns);
  const byName = (b: Broadcast) => Object.fromEntries(b.recipients.edges.map((e) => [e.node.name, e.node]));
  const recipientOf = (c: { body: Record<string, unknown> | null }) =>
    (c.body?.recipient ?? {}) as { id?: string; notification_messages_token?: string };
  const marketingCalls = () => graph.sends().filter((c) => recipientOf(c).notification_messages_token);

  beforeAll(async () => {
    graph = await fakeGraph();
    t = await startTestServer(kind, {
      clock,
      seedDemo: false,
      config: {
        metaAppSecret: META_APP_SECRET,
        metaVerifyToken: META_VERIFY_TOKEN,
        metaGraphUrl: graph.url,
        broadcastSendsPerSecond: 1000,
      },
    });
    const store = await ownedStore(t);
    appUuid = store.appUuid;
    token = await store.signIn();
    const db = t.server.context.db;
    const pageUuid = newUuid();
    await db.insert(pages).values({ uuid: pageUuid, appUuid, fbPageId: FB_PAGE, name: 'Tindahan' });
    const person = async (name: string, lastMessage: number) => {
      const uuid = newUuid();
      await db.insert(pageRecipients).values({
        uuid,
        appUuid,
        pageUuid,
        psid: psid(name),
        name,
        lastCustomerMessageAt: new Date(lastMessage),
        createdAt: new Date(T - 30 * DAY),
        updatedAt: new Date(T - DAY),
      });
      await db.insert(customers).values({
        uuid: newUuid(),
        appUuid,
        name,
        pageRecipientUuid: uuid,
        createdAt: new Date(T - 30 * DAY),
        lastActiveAt: new Date(T - DAY),
      });
    };
    await person('Ana', T - 2 * HOUR); // inside, not opted in
    await person('Cara', T - 24 * HOUR); // exactly 24 hours: inside; opted in
    await person('Dan', T - 24 * HOUR - 1); // 1 ms past: outside; opted in
    await person('Gus', T - 3 * DAY); // outside, not opted in
    await person('Hana', T - 5 * DAY); // outside, opted in but the token has expired
    await person('Ivy', T - 6 * DAY); // outside, opted in then stopped
  });
  afterAll(async () => {
    await t?.close();
    await graph?.close();
  });

  it('records opt-ins from the signed webhook once under retries, the token sealed at rest', async () => {
    const expiry = Math.floor((T + 180 * DAY) / 1000);
    const cara = optinEvent(psid('Cara'), T - 25 * HOUR, {
      notification_messages_token: 'tok-cara',
      token_expiry_timestamp: expiry,
      user_token_status: 'REFRESHED',
    });
    // Unsigned (or signed with another secret): refused, nothing kept.
    const body = JSON.stringify(cara);
    expect((await deliver(t.url, cara, sign(body, 'not-the-secret'))).status).toBe(401);
    await t.server.context.jobs.idle();
    expect(await optIns()).toHaveLength(0);
    // Meta retries: the same delivery three times is one opt-in.
    for (let i = 0; i < 3; i++) expect(await webhook(cara)).toBe(200);
    await webhook(optinEvent(psid('Dan'), T - 30 * HOUR, { notification_messages_token: 'tok-dan' }));
    await webhook(
      optinEvent(psid('Hana'), T - 5 * DAY, {
        notification_messages_token: 'tok-hana',
        token_expiry_timestamp: String(Math.floor((T - HOUR) / 1000)),
      }),
    );
    await webhook(optinEvent(psid('Ivy'), T - 7 * DAY, { notification_messages_token: 'tok-ivy' }));
    const rows = await optIns();
    expect(rows).toHaveLength(4);
    const caraRow = rows.find((r) => r.psid === psid('Cara'));
    expect(caraRow).toMatchObject({ status: 'opted_in', tokenExpiresAt: new Date(expiry * 1000) });
    expect(caraRow?.tokenSealed).not.toContain('tok-cara');
    expect(t.server.context.sealer.open(caraRow?.tokenSealed ?? '')).toBe('tok-cara');
  });

  it('a stop ends the opt-in at once, and an older retried opt-in does not bring it back', async () => {
    await webhook(
      optinEvent(psid('Ivy'), T - 6 * DAY, {
        notification_messages_token: 'tok-ivy',
        notification_messages_status: 'STOP_NOTIFICATIONS',
      }),
    );
    // Meta redelivers the first opt-in after the stop: it is older, nothing changes.
    await webhook(optinEvent(psid('Ivy'), T - 7 * DAY, { notification_messages_token: 'tok-ivy' }));
    // A token the person did not refresh (user_token_status NOT_REFRESHED) ends the opt-in too.
    await webhook(optinEvent(psid('Gus'), T - 4 * DAY, { notification_messages_token: 'tok-gus' }));
    await webhook(
      optinEvent(psid('Gus'), T - 3 * DAY, {
        notification_messages_token: 'tok-gus',
        user_token_status: 'NOT_REFRESHED',
      }),
    );
    expect((await optIns()).find((r) => r.psid === psid('Gus'))).toMatchObject({
      status: 'expired',
      endedReason: 'Their marketing messages opt-in expired',
    });
    const ivy = (await optIns()).find((r) => r.psid === psid('Ivy'));
    expect(ivy).toMatchObject({
      status: 'stopped',
      endedReason: 'They stopped marketing messages from the page',
    });
  });

  it("with the store's flag off, marketing messages are never used", async () => {
    expect(await plan()).toEqual({
      inWindow: 2,
      leavingSoon: 1,
      outOfWindow: 4,
      marketingMessages: 0,
      marketingMessagesAvailable: false,
      notOnMessenger: 0,
    });
    const { sent, done } = await send('Flag off');
    expect(sent).toMatchObject({ queuedCount: 2, marketingCount: 0, outOfWindowCount: 4 });
    expect(done.results).toMatchObject({ sent: 2, failed: 0, skipped: 0 });
    expect(marketingCalls()).toHaveLength(0);
  });

  it('plans opted-in people outside the window as reachable by marketing message, at the 24-hour edge', async () => {
    await updateFeatureFlags(t.server.context.db, appUuid, { marketingMessages: true });
    // Cara (exactly 24 hours) is inside: the ordinary send. Dan (1 ms past) gets a marketing message;
    // Hana's token has expired, Ivy stopped, Gus never opted in.
    expect(await plan()).toEqual({
      inWindow: 2,
      leavingSoon: 1,
      outOfWindow: 3,
      marketingMessages: 1,
      marketingMessagesAvailable: true,
      notOnMessenger: 0,
    });
    clock.advance(1);
    expect(await plan()).toMatchObject({ inWindow: 1, outOfWindow: 3, marketingMessages: 2 });
    clock.set(new Date(T));
  });

  it("sends to the opt-in's token in Meta's wire format; people inside the window get the ordinary send", async () => {
    const before = graph.sends().length;
    const { sent, done } = await send('Payday');
    expect(sent).toMatchObject({ queuedCount: 3, marketingCount: 1, outOfWindowCount: 3 });
    expect(done.status).toBe('SENT');
    expect(done.results).toMatchObject({ sent: 3, failed: 0, skipped: 0 });
    const calls = graph.sends().slice(before);
    expect(
      calls
        .map((c) => recipientOf(c).id)
        .filter(Boolean)
        .sort(),
    ).toEqual([psid('Ana'), psid('Cara')]);
    const marketing = calls.filter((c) => recipientOf(c).notification_messages_token);
    expect(marketing).toHaveLength(1);
    expect(marketing[0]?.path).toBe(`/${FB_PAGE}/messages`);
    expect(marketing[0]?.body).toEqual({
      recipient: { notification_messages_token: 'tok-dan' },
      message: { text: 'Sale!', metadata: expect.stringMatching(/^suki-broadcast:[0-9a-f-]{36}$/) },
    });
    expect(byName(done).Dan).toMatchObject({ status: 'SENT', viaMarketingMessage: true });
    expect(byName(done).Cara).toMatchObject({ status: 'SENT', viaMarketingMessage: false });
  });

  it('a stop between queueing and sending skips the person, never messaged', async () => {
    // Every first call is rate-limited: the broadcast pauses with everyone still queued.
    graph.failNextWith('Calls to this api have exceeded the rate limit.', 613, undefined, 3);
    const { done: paused } = await send('Weekend');
    expect(paused).toMatchObject({ status: 'SENDING', marketingCount: 1, results: { queued: 3 } });
    const before = marketingCalls().length;
    await webhook(
      optinEvent(psid('Dan'), T, {
        notification_messages_token: 'tok-dan',
        notification_messages_status: 'STOP_NOTIFICATIONS',
      }),
    );
    clock.advance(61_000);
    await t.server.context.jobs.drain();
    await t.server.context.jobs.idle();
    const done = await one(paused.uuid);
    expect(done.status).toBe('SENT');
    expect(byName(done).Dan).toMatchObject({
      status: 'SKIPPED',
      error: 'They stopped marketing messages from the page',
    });
    expect(marketingCalls()).toHaveLength(before);
    // Resumed later (a newer event): reachable again.
    await webhook(
      optinEvent(psid('Dan'), T + 70_000, {
        notification_messages_token: 'tok-dan-2',
        notification_messages_status: 'RESUME_NOTIFICATIONS',
      }),
    );
    // (Cara, at exactly 24 hours a minute ago, is outside now: a marketing message too.)
    expect(await plan()).toMatchObject({ inWindow: 1, marketingMessages: 2 });
    clock.set(new Date(T));
  });

  it('Meta refusing the token marks the opt-in expired and that person not sent, with why', async () => {
    // Two days later nobody is inside the window: only Cara's and Dan's marketing messages go out.
    clock.set(new Date(T + 2 * DAY));
    expect(await plan()).toMatchObject({ inWindow: 0, marketingMessages: 2 });
    graph.failNextWith('The subscription token you passed in could not be loaded.', 100, 2300004, 2);
    const { sent, done } = await send('Dead tokens');
    expect(sent).toMatchObject({ queuedCount: 2, marketingCount: 2 });
    expect(done.status).toBe('SENT');
    expect(done.results).toMatchObject({ sent: 0, failed: 2 });
    expect(byName(done).Dan).toMatchObject({
      status: 'FAILED',
      error: 'Marketing message: their marketing messages opt-in is no longer valid (expired or stopped)',
    });
    const rows = await t.server.context.db
      .select()
      .from(marketingOptIns)
      .where(eq(marketingOptIns.psid, psid('Dan')));
    expect(rows[0]).toMatchObject({ status: 'expired' });
    expect(rows[0]?.endedReason).toMatch(/^Meta refused it/);
    expect(await plan()).toMatchObject({ marketingMessages: 0, marketingMessagesAvailable: false });
    const stored = await t.server.context.db.select().from(broadcastRecipients);
    expect(stored.filter((r) => r.via === 'marketing' && r.status === 'failed')).toHaveLength(2);
    clock.set(new Date(T));
  });

  it('an opt-in whose sealed token no longer opens fails that person with why and ends it, nothing sent', async () => {
    // A minute after the last test ended Cara's opt-in, she opts in again; then her stored token is damaged.
    clock.set(new Date(T + 2 * DAY + 60_000));
    await webhook(
      optinEvent(psid('Cara'), T + 2 * DAY + 30_000, { notification_messages_token: 'tok-cara-3' }),
    );
    await t.server.context.db
      .update(marketingOptIns)
      .set({ tokenSealed: 'not-a-sealed-token' })
      .where(eq(marketingOptIns.psid, psid('Cara')));
    const before = marketingCalls().length;
    expect(await plan()).toMatchObject({ marketingMessages: 1 });
    const { done } = await send('Damaged token');
    expect(byName(done).Cara).toMatchObject({
      status: 'FAILED',
      error: `Marketing message: ${UNREADABLE_OPT_IN}`,
    });
    expect(marketingCalls()).toHaveLength(before);
    const rows = await t.server.context.db
      .select()
      .from(marketingOptIns)
      .where(eq(marketingOptIns.psid, psid('Cara')));
    expect(rows[0]).toMatchObject({ status: 'expired', endedReason: UNREADABLE_OPT_IN });
    clock.set(new Date(T));
  });
});
