import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';
import { DEMO_CATEGORIES, seedDemoCategoriesAndAddOns } from '../../seed/catalog.ts';
import { DEMO_MORE_PRODUCTS } from '../../seed/demo-products.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { appMembers } from '../apps/apps.tables.ts';
import { HAS_SUBCATEGORIES, NAME_TAKEN, TOO_DEEP } from './catalog.rules.ts';
import { categories, products } from './catalog.tables.ts';

const NODE = 'uuid name description parentUuid productsCount parent { name } children { name }';
const LIST = `query($a: ID!, $first: Int, $after: String, $search: String, $top: Boolean) {
  categories(appUuid: $a, first: $first, after: $after, search: $search, topLevel: $top) {
    edges { node { ${NODE} } } pageInfo { hasNextPage endCursor } } }`;
const ONE = `query($u: ID!) { category(uuid: $u) { ${NODE} } }`;
const CREATE = `mutation($input: CategoryCreateInput!) { categoryCreate(input: $input) { ${NODE} } }`;
const UPDATE = `mutation($input: CategoryUpdateInput!) { categoryUpdate(input: $input) { ${NODE} } }`;
const DELETE = 'mutation($input: CategoryDeleteInput!) { categoryDelete(input: $input) { uuid } }';

interface Node {
  uuid: string;
  name: string;
  description: string;
  parentUuid: string | null;
  productsCount: number;
  parent: { name: string } | null;
  children: Array<{ name: string }>;
}
type Page = {
  categories: { edges: Array<{ node: Node }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
};

describe.each(testDatabases())('categories on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  const clock = new ManualClock(new Date('2026-11-21T04:00:00Z'));

  const create = async (input: Record<string, unknown>, as = token) => {
    clock.advance(1000);
    return t.gql<{ categoryCreate: Node }>(CREATE, { input: { appUuid, ...input } }, as);
  };
  const count = async () => (await t.server.database.db.select().from(categories)).length;
  const list = async (vars: Record<string, unknown> = {}) =>
    (await t.gql<Page>(LIST, { a: appUuid, first: 100, ...vars }, token)).data?.categories;

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

  it('seeds five demo categories that hold every demo product, once', async () => {
    await seedDemoCategoriesAndAddOns(t.server.context, appUuid); // a second run adds nothing
    const nodes = (await list())?.edges.map((e) => e.node) ?? [];
    expect(nodes.map((n) => n.name).sort()).toEqual(DEMO_CATEGORIES.map((c) => c.name).sort());
    expect(Object.fromEntries(nodes.map((n) => [n.name, n.productsCount]))).toEqual(
      Object.fromEntries(
        DEMO_CATEGORIES.map((c) => [
          c.name,
          c.products.length + DEMO_MORE_PRODUCTS.filter((p) => p.category === c.name).length,
        ]),
      ),
    );
    const uncategorised = (await t.server.database.db.select().from(products)).filter((p) => !p.categoryUuid);
    expect(uncategorised).toEqual([]);
  });

  it('creates, edits and deletes a subcategory, and the parent lists it as a child', async () => {
    const parent = (await create({ name: 'Bags' })).data?.categoryCreate;
    const made = await create({ name: '  Backpacks ', description: 'For school', parentUuid: parent?.uuid });
    expect(made.errors).toBeUndefined();
    const child = made.data?.categoryCreate;
    expect(child).toMatchObject({ name: 'Backpacks', description: 'For school', parent: { name: 'Bags' } });
    const read = await t.gql<{ category: Node }>(ONE, { u: parent?.uuid }, token);
    expect(read.data?.category).toMatchObject({
      name: 'Bags',
      productsCount: 0,
      children: [{ name: 'Backpacks' }],
    });

    const edited = await t.gql<{ categoryUpdate: Node }>(
      UPDATE,
      { input: { uuid: child?.uuid, name: 'School Bags', parentUuid: null } },
      token,
    );
    expect(edited.data?.categoryUpdate).toMatchObject({
      name: 'School Bags',
      description: 'For school',
      parentUuid: null,
    });

    const removed = await t.gql(DELETE, { input: { uuid: child?.uuid } }, token);
    expect(removed.data).toEqual({ categoryDelete: { uuid: child?.uuid } });
    const gone = await t.gql(ONE, { u: child?.uuid }, token);
    expect(gone.errors?.[0]).toMatchObject({
      message: 'Category not found',
      extensions: { code: 'NOT_FOUND' },
    });
    await t.gql(DELETE, { input: { uuid: parent?.uuid } }, token);
  });

  it('refuses a duplicate name ignoring case, and a blank name, writing nothing', async () => {
    const before = await count();
    const dup = await create({ name: 'apparel' });
    expect(dup.errors?.[0]).toMatchObject({
      message: NAME_TAKEN,
      extensions: { code: 'BAD_USER_INPUT', fields: { name: NAME_TAKEN } },
    });
    const blank = await create({ name: '   ' });
    expect(blank.errors?.[0]?.extensions?.fields).toEqual({ name: 'Name is required' });
    const nodes = (await list())?.edges.map((e) => e.node) ?? [];
    const accessories = nodes.find((n) => n.name === 'Accessories');
    const rename = await t.gql(UPDATE, { input: { uuid: accessories?.uuid, name: 'APPAREL' } }, token);
    expect(rename.errors?.[0]?.message).toBe(NAME_TAKEN);
    expect(await count()).toBe(before);
    expect((await t.gql<{ category: Node }>(ONE, { u: accessories?.uuid }, token)).data?.category.name).toBe(
      'Accessories',
    );
  });

  it('never puts a category under itself or its own subcategories', async () => {
    const a = (await create({ name: 'Level A' })).data?.categoryCreate;
    const b = (await create({ name: 'Level B', parentUuid: a?.uuid })).data?.categoryCreate;
    const c = (await create({ name: 'Level C', parentUuid: b?.uuid })).data?.categoryCreate;
    for (const parentUuid of [a?.uuid, c?.uuid]) {
      const r = await t.gql(UPDATE, { input: { uuid: a?.uuid, parentUuid } }, token);
      expect(r.errors?.[0]?.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { parentUuid: 'A category cannot be placed under itself or its subcategories' },
      });
    }
    const [row] = await t.server.database.db
      .select()
      .from(categories)
      .where(eq(categories.uuid, a?.uuid ?? ''));
    expect(row?.parentUuid).toBeNull();

    const d = await create({ name: 'Level D', parentUuid: c?.uuid });
    expect(d.errors?.[0]?.extensions?.fields).toEqual({ parentUuid: TOO_DEEP });
    const e = (await create({ name: 'Level E' })).data?.categoryCreate;
    await create({ name: 'Level F', parentUuid: e?.uuid });
    const deep = await t.gql(UPDATE, { input: { uuid: e?.uuid, parentUuid: b?.uuid } }, token);
    expect(deep.errors?.[0]?.message).toBe(TOO_DEEP);

    const refused = await t.gql(DELETE, { input: { uuid: a?.uuid } }, token);
    expect(refused.errors?.[0]).toMatchObject({
      message: HAS_SUBCATEGORIES,
      extensions: { code: 'CONFLICT' },
    });
    expect((await t.gql<{ category: Node }>(ONE, { u: a?.uuid }, token)).data?.category.children).toEqual([
      { name: 'Level B' },
    ]);
  });

  it('leaves the products of a deleted category uncategorised', async () => {
    const drinks = (await list({ search: 'drinks' }))?.edges[0]?.node;
    const inDrinks = [
      'Calamansi Juice Concentrate',
      'Leche Flan Llanera',
      'Ube Halaya Jar',
      ...DEMO_MORE_PRODUCTS.filter((p) => p.category === 'Desserts & Drinks').map((p) => p.name),
    ].sort();
    expect(drinks?.productsCount).toBe(inDrinks.length);
    const before = await t.server.database.db.select().from(products);
    await t.gql(DELETE, { input: { uuid: drinks?.uuid } }, token);
    const all = await t.server.database.db.select().from(products);
    expect(all).toHaveLength(before.length);
    expect(
      all
        .filter((p) => !p.categoryUuid)
        .map((p) => p.name)
        .sort(),
    ).toEqual(inDrinks);
  });

  it('pages newest first without gaps or repeats, searches by name, and lists only top-level on request', async () => {
    const all = (await list())?.edges.map((e) => e.node.name) ?? [];
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 10; i++) {
      const page: Page['categories'] | undefined = await list({ first: 3, after });
      seen.push(...(page?.edges.map((e) => e.node.name) ?? []));
      if (!page?.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(all);
    expect(all[0]).toBe('Level F');
    expect((await list({ search: 'LEVEL' }))?.edges.map((e) => e.node.name)).toEqual([
      'Level F',
      'Level E',
      'Level C',
      'Level B',
      'Level A',
    ]);
    expect((await list({ search: '%' }))?.edges).toEqual([]);
    const top = (await list({ top: true }))?.edges.map((e) => e.node.name) ?? [];
    expect(top).toContain('Level A');
    expect(top).not.toContain('Level B');
    const tooMany = await t.gql(LIST, { a: appUuid, first: 101 }, token);
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("hides one merchant's categories from another and lets store managers edit", async () => {
    const stranger = await createUser(t.server.database, {
      email: 'stranger@shop.ph',
      password: 'Stranger#2026',
      role: 'client',
    });
    const other = await t.signIn('stranger@shop.ph', 'Stranger#2026');
    const mine = (await list())?.edges[0]?.node;
    expect((await t.gql(ONE, { u: mine?.uuid }, other)).errors?.[0]?.message).toBe('Category not found');
    expect((await t.gql(LIST, { a: appUuid }, other)).errors?.[0]?.message).toBe('App not found');
    const before = await count();
    expect((await create({ name: 'Intruder' }, other)).errors?.[0]?.message).toBe('App not found');
    const edit = await t.gql(UPDATE, { input: { uuid: mine?.uuid, name: 'Hacked' } }, other);
    expect(edit.errors?.[0]?.message).toBe('Category not found');
    expect((await t.gql(DELETE, { input: { uuid: mine?.uuid } }, other)).errors?.[0]?.message).toBe(
      'Category not found',
    );
    expect(await count()).toBe(before);

    await t.server.database.db
      .insert(appMembers)
      .values({ appUuid, userUuid: stranger.uuid, role: 'store_manager' });
    const made = await create({ name: 'Manager Picks' }, other);
    expect(made.data?.categoryCreate.name).toBe('Manager Picks');
  });

  it('asks for a session', async () => {
    expect((await t.gql(LIST, { a: appUuid })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
