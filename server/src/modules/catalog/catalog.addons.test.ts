import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';
import { seedDemoCategoriesAndAddOns } from '../../seed/catalog.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { NAME_TAKEN } from './catalog.rules.ts';
import { addOns } from './catalog.tables.ts';

const NODE = 'uuid name description price available maxQuantity';
const LIST = `query($a: ID!, $first: Int, $after: String, $search: String) {
  addOns(appUuid: $a, first: $first, after: $after, search: $search) {
    edges { node { ${NODE} } } pageInfo { hasNextPage endCursor } } }`;
const ONE = `query($u: ID!) { addOn(uuid: $u) { ${NODE} } }`;
const CREATE = `mutation($input: AddOnCreateInput!) { addOnCreate(input: $input) { ${NODE} } }`;
const UPDATE = `mutation($input: AddOnUpdateInput!) { addOnUpdate(input: $input) { ${NODE} } }`;
const DELETE = 'mutation($input: AddOnDeleteInput!) { addOnDelete(input: $input) { uuid } }';

interface Node {
  uuid: string;
  name: string;
  description: string;
  price: number;
  available: boolean;
  maxQuantity: number | null;
}
type Page = {
  addOns: { edges: Array<{ node: Node }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
};

describe.each(testDatabases())('add-ons on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  const clock = new ManualClock(new Date('2026-11-21T04:00:00Z'));

  const create = async (input: Record<string, unknown>, as = token) => {
    clock.advance(1000);
    return t.gql<{ addOnCreate: Node }>(CREATE, { input: { appUuid, ...input } }, as);
  };
  const rows = () => t.server.database.db.select().from(addOns);
  const list = async (vars: Record<string, unknown> = {}) =>
    (await t.gql<Page>(LIST, { a: appUuid, first: 100, ...vars }, token)).data?.addOns;

  beforeAll(async () => {
    t = await startTestServer(kind, { clock });
    token = await t.signIn();
    const r = await t.gql<{ apps: { edges: Array<{ node: { uuid: string } }> } }>(
      '{ apps { edges { node { uuid } } } }',
      {},
      token,
    );
    appUuid = r.data?.apps.edges[0]?.node.uuid ?? '';
    await seedDemoCategoriesAndAddOns(t.server.context, appUuid);
  });
  afterAll(() => t.close());

  it('seeds gift wrap, extra rice and chili oil in centavos', async () => {
    const nodes = (await list())?.edges.map((e) => [e.node.name, e.node.price]);
    expect(nodes).toEqual([
      ['Chili oil', 3_500],
      ['Extra rice', 2_000],
      ['Gift wrap', 3_000],
    ]);
  });

  it('creates an available add-on with no limit by default, edits it and deletes it', async () => {
    const made = await create({ name: ' Lechon sauce ', price: 4_550 });
    expect(made.data?.addOnCreate).toMatchObject({
      name: 'Lechon sauce',
      description: '',
      price: 4_550,
      available: true,
      maxQuantity: null,
    });
    const uuid = made.data?.addOnCreate.uuid;
    const edited = await t.gql<{ addOnUpdate: Node }>(
      UPDATE,
      { input: { uuid, price: 0, available: false, maxQuantity: 3, description: 'Free this week' } },
      token,
    );
    expect(edited.data?.addOnUpdate).toMatchObject({
      name: 'Lechon sauce',
      price: 0,
      available: false,
      maxQuantity: 3,
      description: 'Free this week',
    });
    const unlimited = await t.gql<{ addOnUpdate: Node }>(
      UPDATE,
      { input: { uuid, maxQuantity: null } },
      token,
    );
    expect(unlimited.data?.addOnUpdate.maxQuantity).toBeNull();
    expect((await t.gql(DELETE, { input: { uuid } }, token)).data).toEqual({ addOnDelete: { uuid } });
    expect((await t.gql(ONE, { u: uuid }, token)).errors?.[0]).toMatchObject({
      message: 'Add-On not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refuses a taken name, a negative price and a zero limit, writing nothing', async () => {
    const before = await rows();
    const dup = await create({ name: 'GIFT WRAP', price: 100 });
    expect(dup.errors?.[0]).toMatchObject({
      message: NAME_TAKEN,
      extensions: { fields: { name: NAME_TAKEN } },
    });
    const bad = await create({ name: '', price: -1, maxQuantity: 0 });
    expect(bad.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        name: 'Name is required',
        price: 'Price should not be negative',
        maxQuantity: 'Max quantity should be between 1 and 999',
      },
    });
    const rice = before.find((a) => a.name === 'Extra rice');
    const edit = await t.gql(UPDATE, { input: { uuid: rice?.uuid, name: 'Chili Oil', price: -5 } }, token);
    expect(edit.errors?.[0]?.extensions?.fields).toEqual({ price: 'Price should not be negative' });
    expect(await rows()).toEqual(before);
  });

  it('pages newest first and searches by name', async () => {
    for (const name of ['Bagoong', 'Toyomansi', 'Atchara', 'Suka']) await create({ name, price: 1_000 });
    const all = (await list())?.edges.map((e) => e.node.name) ?? [];
    expect(all.slice(0, 2)).toEqual(['Suka', 'Atchara']);
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 10; i++) {
      const page: Page['addOns'] | undefined = await list({ first: 2, after });
      seen.push(...(page?.edges.map((e) => e.node.name) ?? []));
      if (!page?.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(all);
    expect((await list({ search: 'ri' }))?.edges.map((e) => e.node.name)).toEqual(['Extra rice']);
  });

  it("keeps a merchant's add-ons from everyone else", async () => {
    await createUser(t.server.database, { email: 'other@shop.ph', password: 'Other#2026', role: 'client' });
    const other = await t.signIn('other@shop.ph', 'Other#2026');
    const before = await rows();
    const mine = before[0];
    expect((await t.gql(ONE, { u: mine?.uuid }, other)).errors?.[0]?.message).toBe('Add-On not found');
    expect((await t.gql(LIST, { a: appUuid }, other)).errors?.[0]?.message).toBe('App not found');
    expect((await create({ name: 'Intruder', price: 1 }, other)).errors?.[0]?.message).toBe('App not found');
    expect((await t.gql(UPDATE, { input: { uuid: mine?.uuid, price: 1 } }, other)).errors?.[0]?.message).toBe(
      'Add-On not found',
    );
    expect((await t.gql(DELETE, { input: { uuid: mine?.uuid } }, other)).errors?.[0]?.message).toBe(
      'Add-On not found',
    );
    expect(await rows()).toEqual(before);
  });
});
