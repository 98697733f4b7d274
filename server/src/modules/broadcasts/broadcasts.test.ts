import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedStore, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { deliver, fakeGraph, META_APP_SECRET, META_VERIFY_TOKEN } from '../../../test/meta.ts';
import { ManualClock } from '../../platform/clock.ts';
import { newUuid } from '../../platform/ids.ts';
import { pages } from '../apps/apps.tables.ts';
import { customers } from '../customers/customers.tables.ts';
import { pageRecipients } from '../inbox/inbox.tables.ts';
import { orders } from '../orders/orders.tables.ts';

/*
 * Broadcasts through the real server and Graph API wire format (a local Graph server): the window
 * planner at the 24-hour edge, the form's problems, the send (only inside the window, once each),
 * Meta's rate limit, receipts from the webhook, orders attributed within 7 days, tenancy.
 */

const FIELDS = `uuid status statusLabel queuedCount outOfWindowCount notOnMessengerCount pausedReason ref
  buttons { title url } results { queued sent failed skipped delivered read clicks orders revenue }`;
const PLAN = `query($a: ID!, $s: ID) { broadcastPlan(appUuid: $a, segmentUuid: $s) {
  pageConnected inWindow leavingSoon outOfWindow notOnMessenger } }`;
const CREATE = `mutation($a: ID!, $i: BroadcastInput!) { broadcastCreate(appUuid: $a, input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation($a: ID!, $u: ID!, $i: BroadcastInput!) { broadcastUpdate(appUuid: $a, uuid: $u, input: $i) { uuid } }`;
const SEND = `mutation($a: ID!, $u: ID!) { broadcastSend(appUuid: $a, uuid: $u) { ${FIELDS} } }`;
const ONE = `query($a: ID!, $u: ID!) { broadcast(appUuid: $a, uuid: $u) { ${FIELDS}
  recipients(first: 10) { edges { node { name status readAt deliveredAt } } } } }`;
const SEGMENT = `mutation($a: ID!, $i: CustomerSegmentInput!) { customerSegmentCreate(appUuid: $a, input: $i) { uuid } }`;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FB_PAGE = '2002';
type Broadcast = {
  uuid: string;
  status: string;
  queuedCount: number;
  outOfWindowCount: number;
  pausedReason: string | null;
  ref: string;
  buttons: { title: string; url: string }[];
  results: Record<string, number>;
};

describe.each(testDatabases())('broadcasts on %s', (kind) => {
  let t: TestServer;
  let graph: Awaited<ReturnType<typeof fakeGraph>>;
  let token: string;
  let appUuid: string;
  const clock = new ManualClock(new Date('2026-11-26T04:00:00Z'));
  const T = clock.now().getTime();
  const psids: Record<string, string> = {};
  const customerOf: Record<string, string> = {};

  const gql = async <R>(query: string, variables: Record<string, unknown>, as = token) => {
    const r = await t.gql<R>(query, variables, as);
    if (!r.data) throw Object.assign(new Error(r.errors?.[0]?.message ?? 'no data'), { errors: r.errors });
    return r.data;
  };
  const create = async (input: Record<string, unknown>) =>
    (
      await gql<{ broadcastCreate: Broadcast }>(CREATE, {
        a: appUuid,
        i: { name: 'Payday', message: 'Sale!', ...input },
      })
    ).broadcastCreate;
  const one = async (uuid: string) =>
    (
      await gql<{
        broadcast: Broadcast & { recipients: { edges: { node: Record<string, string | null> }[] } };
      }>(ONE, {
        a: appUuid,
        u: uuid,
      })
    ).broadcast;

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
    const person = async (name: string, lastMessage: number | null, messenger = true) => {
      const recipientUuid = messenger ? newUuid() : null;
      if (recipientUuid) {
        psids[name] = `psid-${name}`;
        await db.insert(pageRecipients).values({
          uuid: recipientUuid,
          appUuid,
          pageUuid,
          psid: psids[name],
          name,
          lastCustomerMessageAt: lastMessage === null ? null : new Date(lastMessage),
          createdAt: new Date(T - 30 * DAY),
          updatedAt: new Date(T - DAY),
        });
      }
      const uuid = newUuid();
      customerOf[name] = uuid;
      await db.insert(customers).values({
        uuid,
        appUuid,
        name,
        pageRecipientUuid: recipientUuid,
        createdAt: new Date(T - 30 * DAY),
        lastActiveAt: new Date(T - DAY),
      });
    };
    await person('Ana', T - 2 * HOUR);
    await person('Ben', T - 20 * HOUR); // leaves the window in exactly 4 hours: soon
    await person('Cara', T - 24 * HOUR); // exactly 24 hours: still inside
    await person('Dan', T - 24 * HOUR - 1); // 1 ms past: outside
    await person('Eve', null); // never wrote
    await person('Fay', null, false); // not on Messenger
  });
  afterAll(async () => {
    await t?.close();
    await graph?.close();
  });

  let n = 0;
  const order = async (who: string, at: number, total: number, status = 'completed') => {
    n += 1;
    await t.server.context.db.insert(orders).values({
      uuid: newUuid(),
      appUuid,
      customerUuid: customerOf[who],
      transactionNumber: `261126-${String(n).padStart(6, '0')}`,
      status: status as 'completed',
      paymentStatus: 'pay_success',
      paymentMethod: 'cod',
      customerName: who,
      mobileNumber: '9171234567',
      fulfillment: 'delivery',
      subtotal: total,
      deliveryFee: 0,
      tax: 0,
      total,
      createdAt: new Date(at),
      updatedAt: new Date(at),
    });
  };

  it('plans against the 24-hour window: exactly 24 hours is inside, 1 ms more is not', async () => {
    const plan = async (s?: string) =>
      (await gql<{ broadcastPlan: Record<string, unknown> }>(PLAN, { a: appUuid, s })).broadcastPlan;
    expect(await plan()).toEqual({
      pageConnected: true,
      inWindow: 3,
      leavingSoon: 2,
      outOfWindow: 2,
      notOnMessenger: 0,
    });
    await order('Ana', T - 3 * DAY, 10_000);
    await order('Dan', T - 3 * DAY, 10_000);
    await order('Fay', T - 3 * DAY, 10_000);
    const recent = (
      await gql<{ customerSegmentCreate: { uuid: string } }>(SEGMENT, {
        a: appUuid,
        i: { name: 'Ordered this month', rules: [{ field: 'LAST_ORDER', op: 'WITHIN_DAYS', value: 30 }] },
      })
    ).customerSegmentCreate.uuid;
    expect(await plan(recent)).toEqual({
      pageConnected: true,
      inWindow: 1,
      leavingSoon: 0,
      outOfWindow: 1,
      notOnMessenger: 1,
    });
    clock.advance(1);
    expect(await plan()).toMatchObject({ inWindow: 2, leavingSoon: 1, outOfWindow: 3 });
    clock.set(new Date(T));
  });

  it('refuses an incomplete broadcast in plain words and saves nothing', async () => {
    const refused = async (input: Record<string, unknown>) => {
      const r = await t.gql(CREATE, { a: appUuid, i: { name: 'x', message: 'y', ...input } }, token);
      expect(r.data).toBeNull();
      return r.errors?.[0]?.message;
    };
    expect(await refused({ message: '  ' })).toBe('Message is required');
    expect(await refused({ message: 'x'.repeat(641) })).toBe('Message should not exceed 640 characters');
    expect(await refused({ imageUrl: 'javascript:alert(1)' })).toBe('Image URL is invalid');
    expect(await refused({ buttons: [{ title: 'Shop', target: 'PRODUCT' }] })).toBe(
      'Choose the product the button opens',
    );
    const four = Array.from({ length: 4 }, () => ({ title: 'Shop', target: 'STORE' }));
    expect(await refused({ buttons: four })).toBe('A broadcast has at most 3 buttons');
    expect(await refused({ segmentUuid: newUuid() })).toBe('Segment not found');
    expect(
      (
        await gql<{ broadcasts: unknown[] }>('query($a: ID!) { broadcasts(appUuid: $a) { uuid } }', {
          a: appUuid,
        })
      ).broadcasts,
    ).toEqual([]);
  });

  it('sends once to each person inside the window, in the Send API format, and never to anyone outside it', async () => {
    const draft = await create({ buttons: [{ title: 'Shop now', target: 'STORE' }] });
    expect(draft.buttons[0]?.url).toBe(`${t.server.context.publicUrl()}/store/${appUuid}?ref=${draft.ref}`);
    const sent = (await gql<{ broadcastSend: Broadcast }>(SEND, { a: appUuid, u: draft.uuid })).broadcastSend;
    expect(sent).toMatchObject({ status: 'SENDING', queuedCount: 3, outOfWindowCount: 2 });
    await t.server.context.jobs.idle();
    const done = await one(draft.uuid);
    expect(done.status).toBe('SENT');
    expect(done.results).toMatchObject({ queued: 0, sent: 3, failed: 0, skipped: 0 });
    const sends = graph.sends().filter((c) => c.path === `/${FB_PAGE}/messages`);
    const to = sends.map((c) => (c.body?.recipient as { id?: string } | undefined)?.id).sort();
    expect(to).toEqual([psids.Ana, psids.Ben, psids.Cara]);
    expect(sends[0]?.body).toMatchObject({
      messaging_type: 'RESPONSE',
      message: {
        attachment: {
          type: 'template',
          payload: {
            template_type: 'button',
            text: 'Sale!',
            buttons: [{ type: 'web_url', title: 'Shop now' }],
          },
        },
      },
    });
    // Sending again, or editing what was sent, changes nothing.
    expect((await t.gql(SEND, { a: appUuid, u: draft.uuid }, token)).errors?.[0]?.message).toBe(
      'The broadcast cannot change from Sent to Sending',
    );
    const edit = await t.gql(UPDATE, { a: appUuid, u: draft.uuid, i: { name: 'x', message: 'y' } }, token);
    expect(edit.errors?.[0]?.message).toBe('A sent broadcast is kept with its results');
    expect(graph.sends().filter((c) => c.path === `/${FB_PAGE}/messages`)).toHaveLength(3);

    // Receipts from the webhook: Ana and Ben received it, Ana read it; a retried delivery counts once.
    const receipt = (psid: string, event: Record<string, unknown>) => ({
      object: 'page',
      entry: [
        {
          id: FB_PAGE,
          time: T,
          messaging: [{ sender: { id: psid }, recipient: { id: FB_PAGE }, timestamp: T, ...event }],
        },
      ],
    });
    for (let i = 0; i < 2; i++)
      expect(
        (await deliver(t.url, receipt(psids.Ana as string, { delivery: { mids: [], watermark: T } }))).status,
      ).toBe(200);
    await deliver(t.url, receipt(psids.Ben as string, { delivery: { watermark: T } }));
    await deliver(t.url, receipt(psids.Ana as string, { read: { watermark: T } }));
    await t.server.context.jobs.idle();
    expect((await one(draft.uuid)).results).toMatchObject({ delivered: 2, read: 1 });

    // Orders: Ana within 7 days counts; Ben's after 8 days and Cara's cancelled one do not; nor Dan's (not sent to).
    await order('Ana', T + DAY, 45_000);
    await order('Ben', T + 8 * DAY, 99_000);
    await order('Cara', T + 2 * DAY, 30_000, 'cancelled');
    await order('Dan', T + DAY, 20_000);
    expect((await one(draft.uuid)).results).toMatchObject({ orders: 1, revenue: 45_000 });
  });

  it("pauses on Meta's rate limit, goes on later, and skips whoever left the window meanwhile", async () => {
    const before = graph.sends().length;
    const draft = await create({ name: 'Flash sale' });
    // Every first call is refused: the whole group goes back to the queue, and the broadcast pauses.
    graph.failNextWith('Calls to this api have exceeded the rate limit.', 613, undefined, 3);
    await gql(SEND, { a: appUuid, u: draft.uuid });
    await t.server.context.jobs.idle();
    const paused = await one(draft.uuid);
    expect(paused).toMatchObject({ status: 'SENDING', results: { queued: 3, sent: 0 } });
    expect(paused.pausedReason).toMatch(/Meta is limiting/);
    // A minute later Cara's 24 hours have run out: she is skipped, never messaged outside the window.
    clock.advance(61_000);
    await t.server.context.jobs.drain();
    await t.server.context.jobs.idle();
    const done = await one(draft.uuid);
    expect(done).toMatchObject({ status: 'SENT', pausedReason: null });
    expect(done.results).toMatchObject({ sent: 2, skipped: 1, failed: 0 });
    const calls = graph.sends().slice(before);
    const ids = calls.map((c) => (c.body?.recipient as { id?: string } | undefined)?.id);
    expect(ids.slice(3).sort()).toEqual([psids.Ana, psids.Ben]);
    clock.set(new Date(T));
  });

  it("keeps each store's broadcasts to its own members", async () => {
    const draft = await create({ name: 'Mine' });
    const other = await ownedStore(t, { email: 'other@tindahan.ph', name: 'Iba' });
    const theirs = await other.signIn();
    const r = await t.gql(ONE, { a: appUuid, u: draft.uuid }, theirs);
    expect(r.data).toBeNull();
    const plan = await t.gql(PLAN, { a: appUuid }, theirs);
    expect(plan.data).toBeNull();
    const send = await t.gql(SEND, { a: other.appUuid, u: draft.uuid }, theirs);
    expect(send.errors?.[0]?.message).toBe('Broadcast not found');
  });
});
