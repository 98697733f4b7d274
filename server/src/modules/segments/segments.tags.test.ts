import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedStore, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { newUuid } from '../../platform/ids.ts';
import { pages } from '../apps/apps.tables.ts';
import { customers } from '../customers/customers.tables.ts';
import { pageRecipients } from '../inbox/inbox.tables.ts';

/* The segments' tags rule: "tagged any of" against a hand-computed set, alone and with another rule. */

const SET = `mutation($a: ID!, $u: ID!, $t: [String!]!) { customerTagsSet(appUuid: $a, uuid: $u, tags: $t) { tags } }`;
const PREVIEW = `query($a: ID!, $r: [SegmentRuleInput!]!) { customerSegmentPreview(appUuid: $a, rules: $r) {
  count sample { name } } }`;
const CREATE = `mutation($a: ID!, $i: CustomerSegmentInput!) { customerSegmentCreate(appUuid: $a, input: $i) {
  name rules { field op ids } } }`;

type Rule = { field: string; op: string; value?: number; ids?: string[] };
const tagged = (...ids: string[]): Rule => ({ field: 'TAGS', op: 'ANY_OF', ids });

describe.each(testDatabases())('segments by tags on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;

  const preview = (rules: Rule[]) =>
    t.gql<{ customerSegmentPreview: { count: number; sample: { name: string }[] } }>(
      PREVIEW,
      { a: appUuid, r: rules },
      token,
    );
  const names = async (rules: Rule[]) => {
    const r = await preview(rules);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.customerSegmentPreview.sample.map((c) => c.name).sort();
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    const store = await ownedStore(t);
    appUuid = store.appUuid;
    token = await store.signIn();
    const db = t.server.context.db;
    const at = new Date('2026-11-20T04:00:00Z');
    const pageUuid = newUuid();
    await db.insert(pages).values({ uuid: pageUuid, appUuid, fbPageId: '2001', name: 'Tindahan' });
    const customer = async (name: string, messenger: boolean, tags: string[]) => {
      let pageRecipientUuid: string | null = null;
      if (messenger) {
        pageRecipientUuid = newUuid();
        await db.insert(pageRecipients).values({
          uuid: pageRecipientUuid,
          appUuid,
          pageUuid,
          psid: pageRecipientUuid,
          name,
          createdAt: at,
          updatedAt: at,
        });
      }
      const uuid = newUuid();
      await db
        .insert(customers)
        .values({ uuid, appUuid, name, pageRecipientUuid, createdAt: at, lastActiveAt: at });
      const r = await t.gql(SET, { a: appUuid, u: uuid, t: tags }, token);
      expect(r.errors).toBeUndefined();
    };
    await customer('Ana', true, ['VIP', 'suki']);
    await customer('Ben', false, ['suki']);
    await customer('Cora', true, ['wholesale']);
    await customer('Dina', true, []);
    // Another store's VIP is never in this store's segments.
    const other = await ownedStore(t, { email: 'other@tindahan.ph', name: 'Iba' });
    await db.insert(customers).values({
      uuid: newUuid(),
      appUuid: other.appUuid,
      name: 'Elle',
      tags: ['vip'],
      createdAt: at,
      lastActiveAt: at,
    });
  });
  afterAll(() => t.close());

  it('matches customers tagged with any of the tags, in any case', async () => {
    expect(await names([tagged('vip')])).toEqual(['Ana']);
    expect(await names([tagged('suki')])).toEqual(['Ana', 'Ben']);
    expect(await names([tagged(' VIP ', 'Wholesale')])).toEqual(['Ana', 'Cora']);
    expect(await names([tagged('vip', 'suki', 'wholesale')])).toEqual(['Ana', 'Ben', 'Cora']);
    expect(await names([tagged('nobody')])).toEqual([]);
  });

  it('combines with another rule: every rule must hold', async () => {
    expect(await names([tagged('suki'), { field: 'MESSENGER', op: 'IS' }])).toEqual(['Ana']);
    expect(await names([tagged('suki', 'wholesale'), { field: 'MESSENGER', op: 'IS_NOT' }])).toEqual(['Ben']);
  });

  it('refuses a tags rule without tags, with too many or with a bad tag, in plain words', async () => {
    const problem = async (rule: Rule) => (await preview([rule])).errors?.[0]?.message;
    expect(await problem(tagged())).toBe('Choose at least one tag');
    expect(await problem(tagged(...Array.from({ length: 51 }, (_, i) => `t${i}`)))).toBe(
      'Choose at most 50 tags',
    );
    expect(await problem(tagged('vip!'))).toBe('A tag should be 1 to 30 letters, digits, spaces or hyphens');
  });

  it('saves the rule with its tags normalized and deduplicated', async () => {
    const r = await t.gql<{ customerSegmentCreate: { rules: Rule[] } }>(
      CREATE,
      { a: appUuid, i: { name: 'VIPs', rules: [tagged(' VIP', 'vip', 'Suki')] } },
      token,
    );
    expect(r.data?.customerSegmentCreate.rules).toEqual([
      { field: 'TAGS', op: 'ANY_OF', ids: ['vip', 'suki'] },
    ]);
  });
});
