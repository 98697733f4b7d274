import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedStore, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { newUuid } from '../../platform/ids.ts';
import { customers } from './customers.tables.ts';
import { cleanTags, normalizeTag } from './customers.tags.ts';

/* Customer tags: normalized and deduplicated, refused in plain words with nothing changed, the store's tags with counts, tenancy. */

const SET = `mutation($a: ID!, $u: ID!, $t: [String!]!) { customerTagsSet(appUuid: $a, uuid: $u, tags: $t) { uuid tags } }`;
const ONE = 'query($a: ID!, $u: ID!) { customer(appUuid: $a, uuid: $u) { tags } }';
const TAGS = 'query($a: ID!) { customerTags(appUuid: $a) { tag count } }';

describe('tag rules', () => {
  it('trims, lowercases and keeps single spaces', () => {
    expect(normalizeTag('  VIP   Buyer ')).toBe('vip buyer');
    expect(cleanTags(['Suki', 'suki ', 'VIP', 'Pasay-Branch', 'Niño']).tags).toEqual([
      'suki',
      'vip',
      'pasay-branch',
      'niño',
    ]);
  });
  it('refuses blank, long, odd and too many tags in plain words', () => {
    expect(cleanTags(['  ']).problem).toBe('A tag cannot be blank');
    expect(cleanTags(['a'.repeat(31)]).problem).toMatch(/longer than 30 characters/);
    expect(cleanTags(['a'.repeat(30)]).problem).toBeNull();
    expect(cleanTags(['vip!']).problem).toBe('"vip!" should use only letters, digits, spaces and hyphens');
    const eleven = Array.from({ length: 11 }, (_, i) => `t${i}`);
    expect(cleanTags(eleven).problem).toBe('A customer has at most 10 tags');
    expect(cleanTags([...eleven.slice(0, 10), 'T0']).problem).toBeNull();
  });
});

describe.each(testDatabases())('customer tags on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  const uuids: Record<string, string> = {};

  const set = (u: string, tags: string[], as = token, a = appUuid) =>
    t.gql<{ customerTagsSet: { uuid: string; tags: string[] } }>(SET, { a, u, t: tags }, as);
  const tagsOf = async (u: string) =>
    (await t.gql<{ customer: { tags: string[] } }>(ONE, { a: appUuid, u }, token)).data?.customer.tags;

  beforeAll(async () => {
    t = await startTestServer(kind);
    const store = await ownedStore(t);
    appUuid = store.appUuid;
    token = await store.signIn();
    const at = new Date('2026-11-20T04:00:00Z');
    for (const name of ['Ana', 'Ben', 'Cora']) {
      uuids[name] = newUuid();
      await t.server.context.db
        .insert(customers)
        .values({ uuid: uuids[name] as string, appUuid, name, createdAt: at, lastActiveAt: at });
    }
  });
  afterAll(() => t.close());

  it('starts with no tags, and sets them normalized and deduplicated', async () => {
    const ana = uuids.Ana as string;
    expect(await tagsOf(ana)).toEqual([]);
    const r = await set(ana, [' VIP ', 'vip', 'Suki  Ko']);
    expect(r.errors).toBeUndefined();
    expect(r.data?.customerTagsSet).toEqual({ uuid: ana, tags: ['vip', 'suki ko'] });
    expect(await tagsOf(ana)).toEqual(['vip', 'suki ko']);
  });

  it('refuses bad tags at the field, in plain words, changing nothing', async () => {
    const ana = uuids.Ana as string;
    const bad = await set(ana, ['ok', 'no/slash']);
    expect(bad.data ?? null).toBeNull();
    expect(bad.errors?.[0]?.message).toBe('"no/slash" should use only letters, digits, spaces and hyphens');
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({
      tags: '"no/slash" should use only letters, digits, spaces and hyphens',
    });
    const many = await set(
      ana,
      Array.from({ length: 11 }, (_, i) => `t${i}`),
    );
    expect(many.errors?.[0]?.message).toBe('A customer has at most 10 tags');
    expect(await tagsOf(ana)).toEqual(['vip', 'suki ko']);
  });

  it("lists the store's tags with counts, most used first", async () => {
    await set(uuids.Ben as string, ['vip', 'wholesale']);
    await set(uuids.Cora as string, ['VIP', 'Suki Ko', 'abroad']);
    const r = await t.gql<{ customerTags: { tag: string; count: number }[] }>(TAGS, { a: appUuid }, token);
    expect(r.data?.customerTags).toEqual([
      { tag: 'vip', count: 3 },
      { tag: 'suki ko', count: 2 },
      { tag: 'abroad', count: 1 },
      { tag: 'wholesale', count: 1 },
    ]);
    // Clearing a customer's tags takes them out of the counts.
    expect((await set(uuids.Ben as string, [])).data?.customerTagsSet.tags).toEqual([]);
    const after = await t.gql<{ customerTags: { tag: string }[] }>(TAGS, { a: appUuid }, token);
    expect(after.data?.customerTags.map((x) => x.tag)).toEqual(['suki ko', 'vip', 'abroad']);
  });

  it("keeps a store's customers' tags to its own team", async () => {
    const other = await ownedStore(t, { email: 'other@tindahan.ph', name: 'Iba' });
    const theirs = await other.signIn();
    // Not a member of this store.
    const foreign = await set(uuids.Ana as string, ['mine'], theirs);
    expect(foreign.data ?? null).toBeNull();
    expect(foreign.errors?.[0]?.extensions?.code).toMatch(/NOT_FOUND|FORBIDDEN/);
    // Their own store, this store's customer: not found.
    const across = await set(uuids.Ana as string, ['mine'], theirs, other.appUuid);
    expect(across.errors?.[0]?.message).toBe('Customer not found');
    const list = await t.gql(TAGS, { a: appUuid }, theirs);
    expect(list.data ?? null).toBeNull();
    const own = await t.gql<{ customerTags: unknown[] }>(TAGS, { a: other.appUuid }, theirs);
    expect(own.data?.customerTags).toEqual([]);
    expect(await tagsOf(uuids.Ana as string)).toEqual(['vip', 'suki ko']);
  });
});
