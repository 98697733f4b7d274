import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedStore, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';
import { newUuid } from '../../platform/ids.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { appMembers, pages } from '../apps/apps.tables.ts';
import { pageRecipients } from '../inbox/inbox.tables.ts';
import { recordMarketingOptIn } from './broadcasts.marketing.ts';
import { marketingOptIns } from './broadcasts.tables.ts';

/*
 * The merchant's list of who opted in to the page's marketing messages, through GraphQL: newest
 * first with the inbox's names, active / stopped / expired as the clock moves, keyset pages without
 * gaps or repeats, a status filter with its count, tenancy, plain refusals, and never a token.
 */

const FIELDS = 'uuid name status statusLabel optedInAt expiresAt statusChangedAt endedReason';
const LIST = `query($a: ID!, $first: Int, $after: String, $status: MarketingOptInStatus) {
  marketingOptIns(appUuid: $a, first: $first, after: $after, status: $status) {
    totalCount totalCountCapped pageInfo { hasNextPage endCursor } edges { cursor node { ${FIELDS} } } } }`;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface OptIn {
  uuid: string;
  name: string | null;
  status: 'ACTIVE' | 'STOPPED' | 'EXPIRED';
  statusLabel: string;
  optedInAt: string;
  expiresAt: string | null;
  statusChangedAt: string;
  endedReason: string | null;
}
interface Conn {
  totalCount: number;
  totalCountCapped: boolean;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: OptIn }[];
}

describe.each(testDatabases())('marketing opt-ins list on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  let otherToken: string;
  let otherAppUuid: string;
  const clock = new ManualClock(new Date('2026-11-26T04:00:00Z'));
  const T = clock.now().getTime();
  const sealedTokens: string[] = [];

  const list = async (vars: Record<string, unknown> = {}, as = token) => {
    const r = await t.gql<{ marketingOptIns: Conn }>(LIST, { a: appUuid, ...vars }, as);
    if (!r.data) throw new Error(r.errors?.[0]?.message ?? 'no data');
    return r.data.marketingOptIns;
  };
  const refusal = async (vars: Record<string, unknown>, as = token) =>
    (await t.gql(LIST, { a: appUuid, ...vars }, as)).errors?.[0]?.message;
  /** Every page in turn, `first` at a time: the names in the order the pages gave them. */
  const allPages = async (first: number, status?: string) => {
    const names: (string | null)[] = [];
    let after: string | null = null;
    for (let i = 0; i < 50; i++) {
      const page: Conn = await list({ first, after, status });
      names.push(...page.edges.map((e) => e.node.name));
      if (!page.pageInfo.hasNextPage) return names;
      after = page.pageInfo.endCursor;
    }
    throw new Error('paging never ended');
  };
  const optIn = async (
    app: string,
    pageUuid: string,
    psid: string,
    opts: { at: number; status?: 'opted_in' | 'stopped' | 'expired'; expiresAt?: number },
  ) => {
    const tokenSealed = t.server.context.sealer.seal(`tok-secret-${psid}`);
    sealedTokens.push(tokenSealed);
    await recordMarketingOptIn(
      t.server.context.db,
      {
        appUuid: app,
        pageUuid,
        psid,
        status: opts.status ?? 'opted_in',
        tokenSealed,
        tokenExpiresAt: opts.expiresAt ? new Date(opts.expiresAt).toISOString() : null,
        at: new Date(opts.at).toISOString(),
      },
      new Date(opts.at),
    );
  };
  const conversation = async (app: string, pageUuid: string, psid: string, name: string) =>
    t.server.context.db.insert(pageRecipients).values({
      uuid: newUuid(),
      appUuid: app,
      pageUuid,
      psid,
      name,
      lastCustomerMessageAt: new Date(T - 3 * DAY),
      createdAt: new Date(T - 30 * DAY),
      updatedAt: new Date(T - 3 * DAY),
    });

  beforeAll(async () => {
    t = await startTestServer(kind, { clock, seedDemo: false });
    const store = await ownedStore(t);
    appUuid = store.appUuid;
    token = await store.signIn();
    const db = t.server.context.db;
    const pageUuid = newUuid();
    const oldPage = newUuid();
    await db.insert(pages).values({ uuid: oldPage, appUuid, fbPageId: '3002', name: 'Old', active: false });
    await db.insert(pages).values({ uuid: pageUuid, appUuid, fbPageId: '3003', name: 'Tindahan' });
    // 24 people opted in a minute apart, newest last; every third shares the minute before it, so the
    // uuid decides their order (the pages' edges fall on those ties).
    for (let i = 1; i <= 24; i++) {
      const psid = `psid-${i}`;
      await conversation(appUuid, pageUuid, psid, `Person ${String(i).padStart(2, '0')}`);
      await optIn(appUuid, pageUuid, psid, { at: T - DAY + (i - (i % 3 === 0 ? 1 : 0)) * MINUTE });
    }
    // Sol's opt-in expires tomorrow; Ivy stopped; Gus's token was not refreshed (Meta said expired).
    await conversation(appUuid, pageUuid, 'psid-sol', 'Sol');
    await optIn(appUuid, pageUuid, 'psid-sol', { at: T - 2 * MINUTE, expiresAt: T + DAY });
    await conversation(appUuid, pageUuid, 'psid-ivy', 'Ivy');
    await optIn(appUuid, pageUuid, 'psid-ivy', { at: T - 4 * MINUTE });
    await optIn(appUuid, pageUuid, 'psid-ivy', { at: T - 3 * MINUTE, status: 'stopped' });
    await conversation(appUuid, pageUuid, 'psid-gus', 'Gus');
    await optIn(appUuid, pageUuid, 'psid-gus', { at: T - 5 * MINUTE });
    await optIn(appUuid, pageUuid, 'psid-gus', { at: T - MINUTE / 2, status: 'expired' });
    // Someone the inbox has no conversation with, and someone on the store's old page.
    await optIn(appUuid, pageUuid, 'psid-unknown', { at: T - MINUTE });
    await conversation(appUuid, oldPage, 'psid-old', 'Old page person');
    await optIn(appUuid, oldPage, 'psid-old', { at: T });

    const other = await ownedStore(t, { email: 'other@tindahan.ph', name: 'Iba' });
    otherAppUuid = other.appUuid;
    otherToken = await other.signIn();
    const otherPage = newUuid();
    await db.insert(pages).values({ uuid: otherPage, appUuid: otherAppUuid, fbPageId: '4004', name: 'Iba' });
    await conversation(otherAppUuid, otherPage, 'psid-zed', 'Zed');
    await optIn(otherAppUuid, otherPage, 'psid-zed', { at: T });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the active page's opt-ins newest first, with the inbox's names and where each stands", async () => {
    const page = await list({ first: 4 });
    expect(page.totalCount).toBe(28);
    expect(page.totalCountCapped).toBe(false);
    expect(page.edges.map((e) => [e.node.name, e.node.status])).toEqual([
      [null, 'ACTIVE'],
      ['Sol', 'ACTIVE'],
      ['Ivy', 'STOPPED'],
      ['Gus', 'EXPIRED'],
    ]);
    const [unknown, sol, ivy, gus] = page.edges.map((e) => e.node);
    expect(unknown).toMatchObject({ expiresAt: null, endedReason: null, statusLabel: 'Active' });
    expect(sol).toMatchObject({
      optedInAt: new Date(T - 2 * MINUTE).toISOString(),
      expiresAt: new Date(T + DAY).toISOString(),
      endedReason: null,
    });
    expect(ivy).toMatchObject({
      statusLabel: 'Stopped',
      optedInAt: new Date(T - 4 * MINUTE).toISOString(),
      statusChangedAt: new Date(T - 3 * MINUTE).toISOString(),
      endedReason: 'They stopped marketing messages from the page',
    });
    expect(gus).toMatchObject({
      statusLabel: 'Expired',
      endedReason: 'Their marketing messages opt-in expired',
    });
    // Another store's and the store's old page's opt-ins are not on it.
    const everyone = await allPages(100);
    expect(everyone).not.toContain('Zed');
    expect(everyone).not.toContain('Old page person');
  });

  it('pages through everyone without a gap or a repeat, ties on the same minute included', async () => {
    const whole = await allPages(100);
    expect(whole).toHaveLength(28);
    expect(new Set(whole).size).toBe(28);
    for (const size of [1, 3, 7]) expect(await allPages(size)).toEqual(whole);
  });

  it('filters by status, with the count of that status', async () => {
    const stopped = await list({ status: 'STOPPED' });
    expect(stopped.totalCount).toBe(1);
    expect(stopped.edges.map((e) => e.node.name)).toEqual(['Ivy']);
    expect((await list({ status: 'EXPIRED' })).edges.map((e) => e.node.name)).toEqual(['Gus']);
    const active = await list({ status: 'ACTIVE', first: 10 });
    expect(active.totalCount).toBe(26);
    expect(active.pageInfo.hasNextPage).toBe(true);
    expect(await allPages(10, 'ACTIVE')).toHaveLength(26);
  });

  it('an opt-in past its expiry shows expired once the clock passes it, with no webhook', async () => {
    clock.set(new Date(T + DAY + 1));
    try {
      const expired = await list({ status: 'EXPIRED' });
      expect(expired.totalCount).toBe(2);
      expect(expired.edges.map((e) => e.node)).toEqual([
        expect.objectContaining({
          name: 'Sol',
          status: 'EXPIRED',
          statusChangedAt: new Date(T + DAY).toISOString(),
          endedReason: 'Their marketing messages opt-in expired',
        }),
        expect.objectContaining({ name: 'Gus', status: 'EXPIRED' }),
      ]);
      expect((await list({ status: 'ACTIVE' })).totalCount).toBe(25);
      // The whole list still has everyone, Sol now expired.
      const all = await list({ first: 2 });
      expect(all.totalCount).toBe(28);
      expect(all.edges[1]?.node).toMatchObject({ name: 'Sol', status: 'EXPIRED' });
    } finally {
      clock.set(new Date(T));
    }
    expect((await list({ first: 2 })).edges[1]?.node.status).toBe('ACTIVE');
  });

  it("refuses another merchant, lets the store's managers read it, and refuses bad input plainly", async () => {
    expect(await refusal({}, otherToken)).toBe('App not found');
    // The other merchant sees only their own.
    const own = await t.gql<{ marketingOptIns: Conn }>(LIST, { a: otherAppUuid }, otherToken);
    expect(own.data?.marketingOptIns.edges.map((e) => e.node.name)).toEqual(['Zed']);

    const manager = await createUser(t.server.context, {
      email: 'manager@tindahan.ph',
      password: 'Manager#2026',
      role: 'store_manager',
    });
    await t.server.context.db
      .insert(appMembers)
      .values({ appUuid, userUuid: manager.uuid, role: 'store_manager' });
    const managerToken = await t.signIn('manager@tindahan.ph', 'Manager#2026', 'store_manager');
    expect((await list({ first: 1 }, managerToken)).totalCount).toBe(28);

    expect(await refusal({ a: 'not-a-uuid' })).toBe('App not found');
    expect(await refusal({ after: 'not-a-cursor' })).toBe('Invalid cursor');
    expect(await refusal({ first: 0 })).toBe('first should be between 1 and 100');
    expect(await refusal({ first: 101 })).toBe('first should be between 1 and 100');
    expect((await t.gql(LIST, { a: appUuid })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('never gives out the token, sealed or not', async () => {
    const fields = await t.gql<{ __type: { fields: { name: string }[] } }>(
      '{ __type(name: "MarketingOptIn") { fields { name } } }',
      {},
      token,
    );
    const names = fields.data?.__type.fields.map((f) => f.name) ?? [];
    expect(names).toContain('status');
    expect(names.filter((n) => /token|psid|sealed/i.test(n))).toEqual([]);
    const body = JSON.stringify(await list({ first: 100 }));
    expect(body).not.toContain('tok-secret');
    const stored = await t.server.context.db.select({ s: marketingOptIns.tokenSealed }).from(marketingOptIns);
    expect(stored.length).toBeGreaterThan(0);
    for (const { s } of stored) expect(body).not.toContain(s);
    expect(sealedTokens.every((s) => !body.includes(s))).toBe(true);
  });
});
