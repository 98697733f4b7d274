import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstEvent,
  startTestServer,
  type TestServer,
  testDatabases,
  wsClient,
} from '../../../test/harness.ts';
import {
  customerMessage,
  DEMO_FB_PAGE_ID,
  deliver,
  echo,
  fakeGraph,
  META_APP_SECRET,
  META_VERIFY_TOKEN,
  sign,
} from '../../../test/meta.ts';
import { metadataFor } from '../../integrations/messenger/messenger.port.ts';
import { ManualClock } from '../../platform/clock.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { deliverReply } from './inbox.send.ts';

const RECIPIENTS = `query($a: ID!, $f: InboxFilter, $s: String, $first: Int, $after: String) {
  pageRecipients(appUuid: $a, filter: $f, search: $s, first: $first, after: $after) {
    edges { node { uuid name psid messengerRead replyWindow dummy latestInboxMessage { message sender } } }
    pageInfo { hasNextPage endCursor } } }`;
const MESSAGES = `query($r: ID!, $first: Int, $after: String) { fetchMessengerMessages(pageRecipientUuid: $r, first: $first, after: $after) {
  edges { node { uuid message sender pending sendError humanAgentTag state sentiment createdAt } } pageInfo { hasNextPage endCursor } } }`;
const SEND = `mutation($i: InboxMessageSendInput!) { inboxMessageSend(input: $i) { uuid message pending humanAgentTag sender } }`;
const UNREAD = 'query($a: ID!) { unreadMessagesCount(appUuid: $a) }';

type Recipient = { uuid: string; name: string; psid: string; messengerRead: boolean; replyWindow: string };
type Msg = {
  uuid: string;
  message: string | null;
  sender: string;
  pending: boolean;
  sendError?: string | null;
  humanAgentTag: boolean;
  state: string;
  sentiment: string | null;
};

describe.each(testDatabases())('inbox on %s', (kind) => {
  let t: TestServer;
  let graph: Awaited<ReturnType<typeof fakeGraph>>;
  let token: string;
  let appUuid: string;
  let appGlobalId: string;
  const clock = new ManualClock(new Date('2026-11-21T04:00:00Z'));
  const now = () => clock.now().getTime();

  beforeAll(async () => {
    graph = await fakeGraph();
    t = await startTestServer(kind, {
      clock,
      config: { metaAppSecret: META_APP_SECRET, metaVerifyToken: META_VERIFY_TOKEN, metaGraphUrl: graph.url },
    });
    token = await t.signIn();
    const r = await t.gql<{ apps: { edges: Array<{ node: { uuid: string; baseGlobalId: string } }> } }>(
      '{ apps { edges { node { uuid baseGlobalId } } } }',
      {},
      token,
    );
    appUuid = r.data?.apps.edges[0]?.node.uuid ?? '';
    appGlobalId = r.data?.apps.edges[0]?.node.baseGlobalId ?? '';
    await t.server.context.jobs.idle();
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  const recipients = async (vars: Record<string, unknown> = {}) => {
    const r = await t.gql<{
      pageRecipients: { edges: { node: Recipient }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
    }>(RECIPIENTS, { a: appUuid, ...vars }, token);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.pageRecipients;
  };
  const byPsid = async (psid: string) =>
    (await recipients({ first: 100 })).edges.map((e) => e.node).find((n) => n.psid === psid);
  const messages = async (r: string, first?: number, after?: string) => {
    const res = await t.gql<{
      fetchMessengerMessages: {
        edges: { node: Msg }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    }>(MESSAGES, { r, first, after }, token);
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.fetchMessengerMessages;
  };
  const unread = async () =>
    (await t.gql<{ unreadMessagesCount: number }>(UNREAD, { a: appUuid }, token)).data?.unreadMessagesCount;

  it("answers Meta's subscription check only with the right verify token", async () => {
    const ok = await fetch(
      `${t.url}/webhooks/meta?hub.mode=subscribe&hub.verify_token=${META_VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect([ok.status, await ok.text()]).toEqual([200, '1158201444']);
    const bad = await fetch(
      `${t.url}/webhooks/meta?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1`,
    );
    expect(bad.status).toBe(403);
  });

  it('refuses a delivery with a bad signature with 401 and stores nothing', async () => {
    const payload = customerMessage('9001', 'm_bad_1', 'hello?', now());
    const before = await unread();
    expect((await deliver(t.url, payload, sign(JSON.stringify(payload), 'wrong-secret'))).status).toBe(401);
    expect((await deliver(t.url, payload, 'sha256=abc')).status).toBe(401);
    expect(await byPsid('9001')).toBeUndefined();
    expect(await unread()).toBe(before);
  });

  it('stores a customer message once however often Meta delivers it, with the name from the profile API', async () => {
    const before = await unread();
    clock.advance(1000);
    const payload = customerMessage('9002', 'm_dup_1', 'Magkano po ang ube halaya?', now());
    expect(await deliver(t.url, payload)).toEqual({ status: 200, text: 'EVENT_RECEIVED' });
    expect((await deliver(t.url, payload)).status).toBe(200);
    const r = await byPsid('9002');
    expect(r?.name).toBe('Liza Reyes');
    expect(r?.messengerRead).toBe(false);
    const page = await messages(r?.uuid ?? '');
    expect(page.edges.filter((e) => e.node.message === 'Magkano po ang ube halaya?')).toHaveLength(1);
    expect(await unread()).toBe((before ?? 0) + 1);
    // The newest conversation is first in the inbox.
    expect((await recipients({ first: 1 })).edges[0]?.node.psid).toBe('9002');
  });

  it('handles several entries in one delivery', async () => {
    clock.advance(1000);
    const a = customerMessage('9003', 'm_multi_a', 'Hi!', now());
    const b = customerMessage('9004', 'm_multi_b', 'Hello po', now());
    const payload = { object: 'page', entry: [...a.entry, ...b.entry] };
    expect((await deliver(t.url, payload)).status).toBe(200);
    expect(await byPsid('9003')).toBeDefined();
    expect(await byPsid('9004')).toBeDefined();
  });

  it('marks a conversation read when it is opened', async () => {
    const r = await byPsid('9003');
    const before = await unread();
    const res = await t.gql<{ updateRecipientReadStatus: { baseUuid: string; messengerRead: boolean } }>(
      'mutation($i: UpdateRecipientReadStatusInput!) { updateRecipientReadStatus(input: $i) { baseUuid messengerRead } }',
      { i: { pageRecipientUuid: r?.uuid, platformOrigin: 'all', selectedFilter: 'unread' } },
      token,
    );
    expect(res.data?.updateRecipientReadStatus).toEqual({ baseUuid: r?.uuid, messengerRead: true });
    expect(await unread()).toBe((before ?? 0) - 1);
    const unreadList = (await recipients({ f: 'unread', first: 100 })).edges.map((e) => e.node.psid);
    expect(unreadList).not.toContain('9003');
    expect(unreadList).toContain('9004');
  });

  it('searches recipients by name', async () => {
    const found = (await recipients({ s: 'liza' })).edges.map((e) => e.node.name);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((n) => /liza/i.test(n))).toBe(true);
    expect((await recipients({ s: 'zzz-nobody' })).edges).toEqual([]);
  });

  it('pages a conversation 7 first, then 5 older at a time, with no gaps', async () => {
    clock.advance(1000);
    for (let i = 0; i < 13; i += 1) {
      clock.advance(1000);
      await deliver(t.url, customerMessage('9005', `m_page_${i}`, `message ${i}`, now()));
    }
    const r = await byPsid('9005');
    const first = await messages(r?.uuid ?? '');
    expect(first.edges.map((e) => e.node.message)).toEqual(
      [12, 11, 10, 9, 8, 7, 6].map((i) => `message ${i}`),
    );
    const second = await messages(r?.uuid ?? '', undefined, first.pageInfo.endCursor);
    expect(second.edges.map((e) => e.node.message)).toEqual([5, 4, 3, 2, 1].map((i) => `message ${i}`));
    const third = await messages(r?.uuid ?? '', undefined, second.pageInfo.endCursor);
    expect(third.edges.map((e) => e.node.message)).toEqual(['message 0']);
    expect(third.pageInfo.hasNextPage).toBe(false);
  });

  it('replies freely within 24 hours, shows it pending until the echo, then settles', async () => {
    const r = await byPsid('9002');
    const sent = await t.gql<{ inboxMessageSend: Msg }>(
      SEND,
      { i: { pageRecipientUuid: r?.uuid, message: 'Yes po, ₱250 per jar.' } },
      token,
    );
    expect(sent.data?.inboxMessageSend).toMatchObject({
      pending: true,
      humanAgentTag: false,
      sender: 'merchant',
    });
    const call = graph.sends().at(-1);
    expect(call?.path).toBe(`/${DEMO_FB_PAGE_ID}/messages`);
    expect(call?.body).toMatchObject({
      recipient: { id: '9002' },
      messaging_type: 'RESPONSE',
      message: { text: 'Yes po, ₱250 per jar.' },
    });
    expect(call?.body).not.toHaveProperty('tag');
    const uuid = sent.data?.inboxMessageSend.uuid ?? '';
    await deliver(t.url, echo('9002', 'm_graph_echo_1', metadataFor(uuid), now(), 'Yes po, ₱250 per jar.'));
    const after = (await messages(r?.uuid ?? '')).edges.map((e) => e.node);
    expect(after.filter((m) => m.sender === 'merchant')).toEqual([
      expect.objectContaining({ uuid, pending: false }),
    ]);
  });

  it('uses the HUMAN_AGENT tag between 24 hours and 7 days, and refuses after 7 days, writing nothing', async () => {
    const r = await byPsid('9004');
    clock.advance(25 * 3600_000);
    const tagged = await t.gql<{ inboxMessageSend: Msg }>(
      SEND,
      { i: { pageRecipientUuid: r?.uuid, message: 'Pasensya na po sa delay!' } },
      token,
    );
    expect(tagged.data?.inboxMessageSend.humanAgentTag).toBe(true);
    expect(graph.sends().at(-1)?.body).toMatchObject({ messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' });

    clock.advance(7 * 24 * 3600_000);
    token = await t.signIn(); // the old session expired with the week
    const calls = graph.sends().length;
    const before = (await messages(r?.uuid ?? '', 20)).edges.length;
    const refused = await t.gql(SEND, { i: { pageRecipientUuid: r?.uuid, message: 'Hello?' } }, token);
    expect(refused.errors?.[0]?.message).toBe(
      'This customer last messaged more than 7 days ago. Messenger allows no reply until they write again.',
    );
    expect(graph.sends().length).toBe(calls);
    expect((await messages(r?.uuid ?? '', 20)).edges.length).toBe(before);
    expect((await byPsid('9004'))?.replyWindow).toBe('closed');
  });

  it('sends a reply after the request, and keeps one Messenger refuses in the conversation, marked not sent with why', async () => {
    clock.advance(1000);
    await deliver(t.url, customerMessage('9006', 'm_fail_1', 'Available pa po?', now()));
    const r = await byPsid('9006');
    graph.failNextWith('This message is sent outside of allowed window.');
    const calls = graph.sends().length;
    const res = await t.gql<{ inboxMessageSend: Msg }>(
      SEND,
      { i: { pageRecipientUuid: r?.uuid, message: 'Yes!' } },
      token,
    );
    // The request only queued it: it answered with the pending message, before any call to Messenger.
    expect(res.data?.inboxMessageSend).toMatchObject({ message: 'Yes!', pending: true });
    expect(graph.sends().length).toBe(calls + 1); // the delivery worker tried once, after the answer
    const mine = (await messages(r?.uuid ?? '')).edges
      .map((e) => e.node)
      .find((n) => n.sender === 'merchant');
    expect(mine).toMatchObject({
      message: 'Yes!',
      sender: 'merchant',
      pending: false,
      sendError: 'Messenger refused the message: This message is sent outside of allowed window.',
    });
    // A repeated delivery of the same event sends nothing again.
    await deliverReply(t.server.context, mine?.uuid ?? '', { lastAttempt: false });
    expect(graph.sends().length).toBe(calls + 1);
  });

  it('rejects an empty reply with a clear message', async () => {
    const r = await byPsid('9006');
    const res = await t.gql(SEND, { i: { pageRecipientUuid: r?.uuid, message: '   ' } }, token);
    expect(res.errors?.[0]?.extensions?.fields).toEqual({ message: 'Message is required' });
  });

  it('pushes new messages live over a WebSocket, then the same message again once the assistant has read it', async () => {
    const client = wsClient(t.url, token);
    const seen: Msg[] = [];
    const done = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`only ${seen.length} events`)), 10_000);
      client.subscribe<{ inboxMessages: Msg }>(
        {
          query: 'subscription($g: ID!) { inboxMessages(appGlobalId: $g) { uuid message sender sentiment } }',
          variables: { g: appGlobalId },
        },
        {
          next: (v) => {
            if (v.data) seen.push(v.data.inboxMessages);
            if (seen.length >= 2) {
              clearTimeout(timer);
              resolve();
            }
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    await new Promise((r) => setTimeout(r, 300));
    clock.advance(1000);
    await deliver(t.url, customerMessage('9007', 'm_live_1', 'Ang tagal ng order ko, nakakainis na!', now()));
    await done;
    await client.dispose();
    expect(seen[0]).toMatchObject({ message: 'Ang tagal ng order ko, nakakainis na!', sender: 'customer' });
    expect(seen[1]?.uuid).toBe(seen[0]?.uuid); // replaced, not appended
    expect(seen[1]?.sentiment).toBe('NEGATIVE');
  });

  it('keeps other merchants out: recipients, messages, sends and live messages', async () => {
    await createUser(
      t.server.context,
      { email: 'other@shop.ph', password: 'Other@1234', role: 'client', firstName: 'O', lastName: 'S' },
      clock.now(),
    );
    const other = await t.signIn('other@shop.ph', 'Other@1234');
    const r = await byPsid('9002');
    expect((await t.gql(RECIPIENTS, { a: appUuid }, other)).errors?.[0]?.message).toBe('App not found');
    expect((await t.gql(MESSAGES, { r: r?.uuid }, other)).errors?.[0]?.message).toBe(
      'Page recipient not found',
    );
    expect(
      (await t.gql(SEND, { i: { pageRecipientUuid: r?.uuid, message: 'hi' } }, other)).errors?.[0]?.message,
    ).toBe('Page recipient not found');
    const client = wsClient(t.url, other);
    const { event } = firstEvent(
      client,
      'subscription($g: ID!) { inboxMessages(appGlobalId: $g) { uuid } }',
      { g: appGlobalId },
    );
    const denied = await event.catch((err: Error) => ({ errors: [{ message: err.message }] }));
    expect(JSON.stringify(denied.errors)).toMatch(/App not found/);
    await client.dispose();
  });
});
