import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedStore, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { comment, deliver, fakeGraph, META_APP_SECRET, META_VERIFY_TOKEN } from '../../../test/meta.ts';
import { MessengerError } from '../../integrations/messenger/messenger.port.ts';
import { ManualClock } from '../../platform/clock.ts';
import { newUuid } from '../../platform/ids.ts';
import { pages } from '../apps/apps.tables.ts';
import { answerComment } from './comment-replies.answer.ts';
import { matchesKeywords, pickRule, postIdFrom } from './comment-replies.rules.ts';
import { commentReplyLog } from './comment-replies.tables.ts';

/*
 * Comment Auto-Reply through the real server, a signed feed webhook and the Graph API wire format (a
 * local Graph server): the rule form's refusals, matching, answering publicly and privately once per
 * comment however often Meta delivers it, Meta's refusal in words, the page's own comment, tenancy.
 */

const FIELDS = 'uuid name postId keywords publicReply privateReply buttonTitle buttonUrl active';
const CREATE = `mutation($a: ID!, $i: CommentReplyRuleInput!) { commentReplyRuleCreate(appUuid: $a, input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation($a: ID!, $u: ID!, $i: CommentReplyRuleInput!) { commentReplyRuleUpdate(appUuid: $a, uuid: $u, input: $i) { ${FIELDS} } }`;
const ACTIVE = `mutation($a: ID!, $u: ID!, $on: Boolean!) { commentReplyRuleSetActive(appUuid: $a, uuid: $u, active: $on) { active } }`;
const DELETE = `mutation($a: ID!, $u: ID!) { commentReplyRuleDelete(appUuid: $a, uuid: $u) }`;
const RULES = `query($a: ID!) { commentReplyRules(appUuid: $a) { ${FIELDS} } }`;
const TRY = `query($a: ID!, $p: String, $m: String!) { commentReplyTry(appUuid: $a, postId: $p, message: $m) {
  rule { name } publicReply privateReply button { title url } } }`;
const LOG = `query($a: ID!, $after: String) { commentReplyLog(appUuid: $a, first: 2, after: $after) {
  edges { node { commentId fromName message ruleName publicStatus publicError privateStatus privateError } }
  pageInfo { hasNextPage endCursor } } }`;

const FB_PAGE = '3003';
const POST = `${FB_PAGE}_777000111`;
type Rule = { uuid: string; postId: string | null; keywords: string[]; buttonUrl: string | null };
type Entry = Record<string, string | null>;

describe('comment reply rules as data', () => {
  const rule = (uuid: string, postId: string | null, keywords: string[], at: number, active = true) => ({
    uuid,
    postId,
    keywords,
    active,
    createdAt: new Date(at),
  });
  it('matches keywords as whole words, whatever the case and accents', () => {
    expect(matchesKeywords('Magkano po ito?', ['magkano'])).toBe(true);
    expect(matchesKeywords('MAGKANÓ', ['magkano'])).toBe(true);
    expect(matchesKeywords('magkanoooo', ['magkano'])).toBe(false);
    expect(matchesKeywords('how much is it', ['how much'])).toBe(true);
    expect(matchesKeywords('anything', [])).toBe(true);
  });
  it("prefers the post's own rule, then the oldest; skips inactive rules", () => {
    const all = rule('a', null, [], 1);
    const older = rule('b', null, ['price'], 0);
    const own = rule('c', '777000111', ['price'], 5);
    const off = rule('d', '777000111', [], 0, false);
    expect(pickRule([all, older, own, off], POST, 'price?')?.uuid).toBe('c');
    expect(pickRule([all, older, own, off], `${FB_PAGE}_1`, 'price?')?.uuid).toBe('b');
    expect(pickRule([all, older, own, off], POST, 'hello')?.uuid).toBe('a');
    expect(pickRule([off], POST, 'hello')).toBeNull();
  });
  it('reads a post id from what a merchant pastes', () => {
    expect(postIdFrom('  ')).toBeNull();
    expect(postIdFrom('104839201938475_777000111')).toBe('777000111');
    expect(postIdFrom('https://www.facebook.com/tindahan/posts/777000111')).toBe('777000111');
    expect(postIdFrom('https://www.facebook.com/permalink.php?story_fbid=777000111&id=1048392')).toBe(
      '777000111',
    );
    expect(postIdFrom('https://www.facebook.com/tindahan/posts/pfbid02abc')).toBeUndefined();
    expect(postIdFrom('https://evil.example/posts/777000111')).toBeUndefined();
  });
});

describe.each(testDatabases())('comment replies on %s', (kind) => {
  let t: TestServer;
  let graph: Awaited<ReturnType<typeof fakeGraph>>;
  let token: string;
  let appUuid: string;
  const clock = new ManualClock(new Date('2026-11-26T04:00:00Z'));
  const now = () => Math.floor(clock.now().getTime() / 1000);
  let n = 0;
  const said = (message: string, extra: Partial<Parameters<typeof comment>[0]> = {}) => {
    n += 1;
    clock.advance(1000); // the log is newest first
    return comment(
      {
        commentId: `777000111_${n}`,
        postId: POST,
        message,
        fromId: `user-${n}`,
        createdTime: now(),
        ...extra,
      },
      FB_PAGE,
    );
  };

  const gql = async <R>(query: string, variables: Record<string, unknown>, as = token) => {
    const r = await t.gql<R>(query, variables, as);
    if (!r.data) throw Object.assign(new Error(r.errors?.[0]?.message ?? 'no data'), { errors: r.errors });
    return r.data;
  };
  const create = async (input: Record<string, unknown>) =>
    (await gql<{ commentReplyRuleCreate: Rule }>(CREATE, { a: appUuid, i: { name: 'Price', ...input } }))
      .commentReplyRuleCreate;
  const log = async (after?: string) =>
    (
      await gql<{
        commentReplyLog: { edges: { node: Entry }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
      }>(LOG, { a: appUuid, after })
    ).commentReplyLog;
  const settle = async () => {
    await t.server.context.jobs.idle();
    await t.server.context.jobs.idle();
  };
  const toComments = () => graph.sends().filter((c) => c.path.endsWith('/comments'));
  const privates = () =>
    graph.sends().filter((c) => (c.body?.recipient as { comment_id?: string } | undefined)?.comment_id);

  beforeAll(async () => {
    graph = await fakeGraph();
    t = await startTestServer(kind, {
      clock,
      seedDemo: false,
      config: { metaAppSecret: META_APP_SECRET, metaVerifyToken: META_VERIFY_TOKEN, metaGraphUrl: graph.url },
    });
    const store = await ownedStore(t);
    appUuid = store.appUuid;
    token = await store.signIn();
    await t.server.context.db
      .insert(pages)
      .values({ uuid: newUuid(), appUuid, fbPageId: FB_PAGE, name: 'Tindahan' });
  });
  afterAll(async () => {
    await t?.close();
    await graph?.close();
  });

  it('refuses a bad rule in plain words at its field and saves nothing', async () => {
    const refused = async (input: Record<string, unknown>) => {
      const r = await t.gql(CREATE, { a: appUuid, i: { name: 'x', publicReply: 'y', ...input } }, token);
      expect(r.data).toBeNull();
      return [r.errors?.[0]?.message, Object.keys(r.errors?.[0]?.extensions?.fields ?? {})[0]];
    };
    expect(await refused({ name: ' ' })).toEqual(['Name is required', 'name']);
    expect(await refused({ publicReply: ' ', privateReply: '' })).toEqual([
      'Write a public reply, a private reply, or both',
      'publicReply',
    ]);
    expect(await refused({ privateReply: 'x'.repeat(641) })).toEqual([
      'Private reply should not exceed 640 characters',
      'privateReply',
    ]);
    expect((await refused({ publicReply: 'x'.repeat(1001) }))[1]).toBe('publicReply');
    expect((await refused({ post: 'https://www.facebook.com/x/posts/pfbid0abc' }))[1]).toBe('post');
    expect(await refused({ privateReply: 'Hi', buttonTitle: 'Shop', buttonTarget: 'PRODUCT' })).toEqual([
      'Choose the product the button opens',
      'buttonProductUuid',
    ]);
    expect(
      (
        await refused({
          privateReply: 'Hi',
          buttonTitle: 'Shop',
          buttonTarget: 'PRODUCT',
          buttonProductUuid: newUuid(),
        })
      )[0],
    ).toBe('Product not found');
    expect((await gql<{ commentReplyRules: Rule[] }>(RULES, { a: appUuid })).commentReplyRules).toEqual([]);
  });

  it('tries a comment: the rule that would answer and its replies, nothing sent', async () => {
    const all = await create({ name: 'Every comment', publicReply: 'Salamat! Check your inbox.' });
    const own = await create({
      name: 'Price on the sale post',
      post: 'https://www.facebook.com/tindahan/posts/777000111',
      keywords: ['magkano', ' how much ', 'MAGKANO'],
      publicReply: 'Sent you the price!',
      privateReply: 'Hi! It is ₱250.',
      buttonTitle: 'Shop now',
      buttonTarget: 'STORE',
    });
    expect(own).toMatchObject({ postId: '777000111', keywords: ['magkano', 'how much'] });
    expect(own.buttonUrl).toMatch(new RegExp(`/store/${appUuid}\\?ref=cr-`));
    const tried = async (p: string | null, m: string) =>
      (await gql<{ commentReplyTry: Record<string, unknown> }>(TRY, { a: appUuid, p, m })).commentReplyTry;
    expect(await tried(POST, 'Magkanó po?')).toEqual({
      rule: { name: 'Price on the sale post' },
      publicReply: 'Sent you the price!',
      privateReply: 'Hi! It is ₱250.',
      button: { title: 'Shop now', url: own.buttonUrl },
    });
    expect(await tried(POST, 'ganda!')).toMatchObject({
      rule: { name: 'Every comment' },
      privateReply: null,
    });
    expect(await tried(null, 'magkano')).toMatchObject({ rule: { name: 'Every comment' } });
    await gql(ACTIVE, { a: appUuid, u: all.uuid, on: false });
    expect(await tried(POST, 'ganda!')).toEqual({
      rule: null,
      publicReply: null,
      privateReply: null,
      button: null,
    });
    await gql(DELETE, { a: appUuid, u: all.uuid });
    expect(graph.sends()).toEqual([]);
  });

  it('answers a signed feed webhook publicly and privately, once, however often Meta delivers it', async () => {
    const body = said('Magkano po?', { fromName: 'Liza Reyes' });
    for (let i = 0; i < 3; i++) expect((await deliver(t.url, body)).status).toBe(200);
    await settle();
    expect(toComments()).toHaveLength(1);
    const [pub] = toComments();
    expect(pub?.path).toBe(`/777000111_${n}/comments`);
    expect(pub?.body).toEqual({ message: 'Sent you the price!' });
    expect(privates()).toHaveLength(1);
    expect(privates()[0]?.path).toBe(`/${FB_PAGE}/messages`);
    expect(privates()[0]?.body).toMatchObject({
      recipient: { comment_id: `777000111_${n}` },
      messaging_type: 'RESPONSE',
      message: { attachment: { payload: { template_type: 'button', text: 'Hi! It is ₱250.' } } },
    });
    expect((await log()).edges[0]?.node).toEqual({
      commentId: `777000111_${n}`,
      fromName: 'Liza Reyes',
      message: 'Magkano po?',
      ruleName: 'Price on the sale post',
      publicStatus: 'SENT',
      publicError: null,
      privateStatus: 'SENT',
      privateError: null,
    });
  });

  it("records Meta's refusal in words, and skips a private reply past 7 days", async () => {
    graph.failNextWith('Unsupported post request. Object with ID does not exist', 100, 33, 2);
    await deliver(t.url, said('how much'));
    await settle();
    expect((await log()).edges[0]?.node).toMatchObject({
      publicStatus: 'FAILED',
      publicError: 'the comment no longer exists on Facebook (deleted or hidden)',
      privateStatus: 'FAILED',
    });
    const sent = graph.sends().length;
    await deliver(t.url, said('how much', { createdTime: now() - 8 * 86_400 }));
    await settle();
    expect((await log()).edges[0]?.node).toMatchObject({ publicStatus: 'SENT', privateStatus: 'SKIPPED' });
    expect(graph.sends().length).toBe(sent + 1);
  });

  it("ignores the page's own comments and comments no rule matches; pages the log newest first", async () => {
    const before = graph.sends().length;
    await deliver(t.url, said('Magkano po?', { fromId: FB_PAGE }));
    await deliver(t.url, said('ang ganda'));
    await settle();
    expect(graph.sends().length).toBe(before);
    const first = await log();
    expect(first.edges).toHaveLength(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = await log(first.pageInfo.endCursor);
    expect(next.edges.map((e) => e.node.message)).toEqual(['Magkano po?']);
    expect(next.pageInfo.hasNextPage).toBe(false);
  });

  it('never sends again a reply a dead run left on its way (unconfirmed)', async () => {
    await deliver(t.url, said('magkano'));
    await settle();
    const db = t.server.context.db;
    const [row] = await db.select().from(commentReplyLog).orderBy(desc(commentReplyLog.createdAt)).limit(1);
    await db
      .update(commentReplyLog)
      .set({ publicStatus: 'sending', privateStatus: 'queued', privateMid: null })
      .where(eq(commentReplyLog.uuid, row?.uuid ?? ''));
    const before = graph.sends().length;
    await answerComment(t.server.context, row?.uuid ?? '');
    expect(graph.sends().length).toBe(before + 1);
    expect(privates().at(-1)?.body?.recipient).toEqual({ comment_id: row?.commentId });
    expect((await log()).edges[0]?.node).toMatchObject({
      publicStatus: 'UNCONFIRMED',
      publicError: 'Sending stopped while this reply was on its way: it was not sent again',
      privateStatus: 'SENT',
    });
  });

  it('retries while Facebook cannot be reached, and says so after the last attempt', async () => {
    await deliver(t.url, said('magkano'));
    await settle();
    const db = t.server.context.db;
    const [row] = await db.select().from(commentReplyLog).orderBy(desc(commentReplyLog.createdAt)).limit(1);
    await db
      .update(commentReplyLog)
      .set({ publicStatus: 'queued', privateStatus: 'none' })
      .where(eq(commentReplyLog.uuid, row?.uuid ?? ''));
    const offline = new MessengerError('Messenger could not be reached: ECONNREFUSED', { unreachable: true });
    const messenger = {
      ...t.server.context.messenger,
      commentReply: () => Promise.reject(offline),
    };
    const deps = { ...t.server.context, messenger };
    await expect(answerComment(deps, row?.uuid ?? '')).rejects.toThrow(/could not be reached/);
    expect((await log()).edges[0]?.node).toMatchObject({ publicStatus: 'QUEUED' });
    await answerComment(deps, row?.uuid ?? '', true);
    expect((await log()).edges[0]?.node).toMatchObject({
      publicStatus: 'FAILED',
      publicError: 'Facebook could not be reached: the reply was not sent',
    });
  });

  it('keeps every store to its own rules and log', async () => {
    const other = await ownedStore(t, { email: 'other@tindahan.ph', name: 'Iba' });
    const theirs = await other.signIn();
    const [mine] = (await gql<{ commentReplyRules: Rule[] }>(RULES, { a: appUuid })).commentReplyRules;
    const asThem = (query: string, variables: Record<string, unknown>) => t.gql(query, variables, theirs);
    expect((await asThem(RULES, { a: appUuid })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await asThem(LOG, { a: appUuid })).data).toBeNull();
    expect((await asThem(TRY, { a: appUuid, m: 'x' })).data).toBeNull();
    const update = await asThem(UPDATE, {
      a: other.appUuid,
      u: mine?.uuid,
      i: { name: 'x', publicReply: 'y' },
    });
    expect(update.errors?.[0]?.message).toBe('Comment reply rule not found');
    expect((await asThem(DELETE, { a: other.appUuid, u: mine?.uuid })).data).toBeNull();
    expect((await gql<{ commentReplyRules: Rule[] }>(RULES, { a: appUuid })).commentReplyRules).toHaveLength(
      1,
    );
    const rule = await asThem(CREATE, {
      a: other.appUuid,
      i: {
        name: 'x',
        privateReply: 'y',
        buttonTitle: 'Shop',
        buttonTarget: 'PRODUCT',
        buttonProductUuid: newUuid(),
      },
    });
    expect(rule.errors?.[0]?.message).toBe('Product not found');
  });
});
