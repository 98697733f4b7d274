import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { updateFeatureFlags } from '../flags/index.ts';
import { NOT_BULKABLE } from './catalog.products.rules.ts';
import { products, productVariants } from './catalog.tables.ts';

const VARIANT =
  'uuid variantName productOptions price compareAtPrice stockQuantity limited published boughtAndReservedCount productName';
const NODE = `uuid name description price compareAtPrice published hidden digitalProduct sectionName stockQuantity lowInStock
  categoryUuid options { name values } variants { ${VARIANT} } addOns { name }`;
const LIST = `query($a: ID!, $first: Int, $after: String, $search: String, $categoryUuid: ID, $published: Boolean,
  $stock: ProductStockFilter, $sort: ProductSort) {
  products(appUuid: $a, first: $first, after: $after, search: $search, categoryUuid: $categoryUuid,
    published: $published, stock: $stock, sort: $sort) {
    totalCount edges { node { uuid name price stockQuantity published } } pageInfo { hasNextPage endCursor } } }`;
const ONE = `query($u: ID!) { product(uuid: $u) { ${NODE} } }`;
const CREATE = `mutation($input: ProductCreateInput!) { productCreate(input: $input) { ${NODE} } }`;
const UPDATE = `mutation($input: ProductUpdateInput!) { productUpdate(input: $input) { ${NODE} } }`;
const DELETE = 'mutation($input: ProductDeleteInput!) { productDelete(input: $input) { uuid } }';
const BULK =
  'mutation($input: ProductsBulkUpdateInput!) { productsBulkUpdate(input: $input) { uuids action } }';

interface Variant {
  uuid: string;
  variantName: string;
  productOptions: string[];
  price: number;
  stockQuantity: number;
  limited: boolean;
}
interface Product {
  uuid: string;
  name: string;
  price: number;
  compareAtPrice: number | null;
  stockQuantity: number | null;
  lowInStock: boolean;
  published: boolean;
  options: { name: string; values: string[] }[];
  variants: Variant[];
}
interface Page {
  products: {
    totalCount: number;
    edges: { node: Pick<Product, 'uuid' | 'name' | 'price' | 'stockQuantity' | 'published'> }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const TEE = {
  name: 'Jeepney Tee',
  description: 'Heavy cotton tee',
  options: [
    { name: 'Size', values: ['S', 'M'] },
    { name: 'Color', values: ['Black', 'White'] },
  ],
  variants: [
    { productOptions: ['S', 'Black'], price: 39_900, stockQuantity: 5 },
    { productOptions: ['S', 'White'], price: 39_900, stockQuantity: 0 },
    { productOptions: ['M', 'Black'], price: 42_900, stockQuantity: 3 },
    { productOptions: ['M', 'White'], price: 37_900, compareAtPrice: 45_000, stockQuantity: 2 },
  ],
};

describe.each(testDatabases())('products on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  const clock = new ManualClock(new Date('2026-11-21T04:00:00Z'));

  const create = async (input: Record<string, unknown>, as = token) => {
    clock.advance(1000);
    return t.gql<{ productCreate: Product }>(CREATE, { input: { appUuid, ...input } }, as);
  };
  const update = (input: Record<string, unknown>, as = token) =>
    t.gql<{ productUpdate: Product }>(UPDATE, { input }, as);
  const list = async (vars: Record<string, unknown> = {}, as = token) =>
    (await t.gql<Page>(LIST, { a: appUuid, first: 100, ...vars }, as)).data?.products;
  const snapshot = async () => ({
    products: await t.server.database.db.select().from(products).orderBy(products.uuid),
    variants: await t.server.database.db.select().from(productVariants).orderBy(productVariants.uuid),
  });

  beforeAll(async () => {
    t = await startTestServer(kind, { clock });
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
  });
  afterAll(() => t.close());

  it('creates a product without options as one Default variant, edits its price and stock, deletes it', async () => {
    const made = (
      await create({ name: ' Kape Barako ', price: 25_000, stockQuantity: 12, sectionName: 'Best Sellers' })
    ).data?.productCreate;
    expect(made).toMatchObject({
      name: 'Kape Barako',
      price: 25_000,
      stockQuantity: 12,
      lowInStock: false,
      options: [],
    });
    expect(made?.variants).toMatchObject([
      { variantName: 'Default', productOptions: [], price: 25_000, stockQuantity: 12, limited: true },
    ]);
    const edited = (await update({ uuid: made?.uuid, price: 27_500, stockQuantity: 4 })).data?.productUpdate;
    expect(edited).toMatchObject({ price: 27_500, stockQuantity: 4, lowInStock: true });
    expect(edited?.variants[0]?.uuid).toBe(made?.variants[0]?.uuid);
    const unlimited = (await update({ uuid: made?.uuid, stockQuantity: null })).data?.productUpdate;
    expect(unlimited).toMatchObject({ stockQuantity: null, lowInStock: false, price: 27_500 });
    expect(unlimited?.variants[0]?.limited).toBe(false);
    expect((await t.gql(DELETE, { input: { uuid: made?.uuid } }, token)).data).toEqual({
      productDelete: { uuid: made?.uuid },
    });
    expect((await t.gql(ONE, { u: made?.uuid }, token)).errors?.[0]).toMatchObject({
      message: 'Product not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('builds two options into four variants and summarises them on the product', async () => {
    const tee = (await create(TEE)).data?.productCreate;
    expect(tee?.variants.map((v) => v.variantName)).toEqual([
      'S / Black',
      'S / White',
      'M / Black',
      'M / White',
    ]);
    expect(tee).toMatchObject({ price: 37_900, compareAtPrice: 45_000, stockQuantity: 10 });
    // A third size needs its two new variants; the ones kept keep their uuids.
    const resized = await update({
      uuid: tee?.uuid,
      options: [{ name: 'Size', values: ['S', 'M', 'L'] }, TEE.options[1]],
      variants: [
        ...TEE.variants,
        { productOptions: ['L', 'Black'], price: 44_900 },
        { productOptions: ['L', 'White'], price: 44_900 },
      ],
    });
    const variants = resized.data?.productUpdate.variants ?? [];
    expect(variants.map((v) => v.variantName)).toEqual([
      'S / Black',
      'S / White',
      'M / Black',
      'M / White',
      'L / Black',
      'L / White',
    ]);
    expect(variants[0]?.uuid).toBe(tee?.variants[0]?.uuid);
    // L is made to order (not limited), so the product never runs out.
    expect(resized.data?.productUpdate.stockQuantity).toBeNull();
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const before = await snapshot();
    const bad = await create({ name: '', price: -1 });
    expect(bad.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { name: 'Name is required', price: 'Price should not be negative' },
    });
    const missing = await create({ ...TEE, name: 'Half tee', variants: TEE.variants.slice(0, 3) });
    expect(missing.errors?.[0]?.extensions?.fields).toEqual({
      variants: 'Set a price for every variant (missing: M / White)',
    });
    const stray = await create({
      ...TEE,
      name: 'Odd tee',
      variants: [...TEE.variants, { productOptions: ['XL', 'Red'], price: 1 }],
    });
    expect(stray.errors?.[0]?.extensions?.fields).toEqual({
      'variants.4': 'XL / Red is not a combination of the options',
    });
    const dupValues = await create({
      name: 'Dup',
      options: [{ name: 'Size', values: ['S', 's'] }],
      variants: [],
    });
    expect(dupValues.errors?.[0]?.extensions?.fields).toMatchObject({
      'options.0.values': '"s" is listed twice',
    });
    const foreignCategory = await create({
      name: 'Lost',
      price: 100,
      categoryUuid: '00000000-0000-4000-8000-000000000000',
    });
    expect(foreignCategory.errors?.[0]?.extensions?.fields).toEqual({ categoryUuid: 'Category not found' });
    expect(await snapshot()).toEqual(before);
  });

  it('searches, filters by category (subcategories too), published state and stock, and sorts across keyset pages', async () => {
    const cat = await t.gql<{ categoryCreate: { uuid: string } }>(
      'mutation($i: CategoryCreateInput!) { categoryCreate(input: $i) { uuid } }',
      { i: { appUuid, name: 'Kakanin' } },
      token,
    );
    const parent = cat.data?.categoryCreate.uuid;
    const sub = await t.gql<{ categoryCreate: { uuid: string } }>(
      'mutation($i: CategoryCreateInput!) { categoryCreate(input: $i) { uuid } }',
      { i: { appUuid, name: 'Suman', parentUuid: parent } },
      token,
    );
    await create({ name: 'Bibingka', price: 9_000, stockQuantity: 0, categoryUuid: parent });
    await create({
      name: 'Suman sa Lihiya',
      price: 6_000,
      stockQuantity: 7,
      categoryUuid: sub.data?.categoryCreate.uuid,
    });
    await create({ name: 'Puto Bumbong', price: 12_000, published: false, categoryUuid: parent });
    expect((await list({ categoryUuid: parent }))?.edges.map((e) => e.node.name).sort()).toEqual([
      'Bibingka',
      'Puto Bumbong',
      'Suman sa Lihiya',
    ]);
    expect((await list({ search: 'suman' }))?.edges.map((e) => e.node.name)).toEqual(['Suman sa Lihiya']);
    expect((await list({ categoryUuid: parent, published: false }))?.edges.map((e) => e.node.name)).toEqual([
      'Puto Bumbong',
    ]);
    const out = (await list({ stock: 'out_of_stock' }))?.edges.map((e) => e.node.name);
    expect(out).toContain('Bibingka');
    expect(out).not.toContain('Suman sa Lihiya');
    const low = await list({ stock: 'low', sort: 'stock_asc' });
    expect(low?.edges.every((e) => (e.node.stockQuantity ?? 99) <= 10)).toBe(true);
    expect(low?.edges[0]?.node.stockQuantity).toBe(0);

    for (const sort of ['name_asc', 'price_desc', 'oldest', 'stock_asc'] as const) {
      const all = (await list({ sort }))?.edges.map((e) => e.node.uuid) ?? [];
      const paged: string[] = [];
      let after: string | null = null;
      for (let i = 0; i < 50; i++) {
        const page: Page['products'] | undefined = await list({ sort, first: 3, after });
        paged.push(...(page?.edges.map((e) => e.node.uuid) ?? []));
        if (!page?.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(paged).toEqual(all);
    }
    const byName = (await list({ sort: 'name_asc' }))?.edges.map((e) => e.node.name.toLowerCase()) ?? [];
    expect(byName).toEqual([...byName].sort());
    expect((await list({ first: 2 }))?.totalCount).toBe((await list())?.edges.length);
    expect((await t.gql(LIST, { a: appUuid, first: 101 }, token)).errors?.[0]?.extensions?.fields).toEqual({
      first: 'first should be between 1 and 100',
    });
  });

  it('bulk unpublishes, publishes and deletes, all or nothing, only when the store is bulkable', async () => {
    const a = (await create({ name: 'Bulk A', price: 100 })).data?.productCreate.uuid;
    const b = (await create({ name: 'Bulk B', price: 100 })).data?.productCreate.uuid;
    const off = await t.gql(BULK, { input: { appUuid, uuids: [a, b], action: 'unpublish' } }, token);
    expect(off.data).toEqual({ productsBulkUpdate: { uuids: [a, b], action: 'unpublish' } });
    expect((await list({ search: 'Bulk' }))?.edges.map((e) => e.node.published)).toEqual([false, false]);
    const before = await snapshot();
    const mixed = await t.gql(
      BULK,
      { input: { appUuid, uuids: [a, '00000000-0000-4000-8000-000000000000'], action: 'delete' } },
      token,
    );
    expect(mixed.errors?.[0]?.extensions?.fields).toEqual({ uuids: 'Product not found' });
    expect(await snapshot()).toEqual(before);
    await updateFeatureFlags(t.server.database.db, appUuid, { bulkable: false });
    const refused = await t.gql(BULK, { input: { appUuid, uuids: [a], action: 'publish' } }, token);
    expect(refused.errors?.[0]).toMatchObject({ message: NOT_BULKABLE, extensions: { code: 'FORBIDDEN' } });
    await updateFeatureFlags(t.server.database.db, appUuid, { bulkable: true });
    await t.gql(BULK, { input: { appUuid, uuids: [a, b], action: 'delete' } }, token);
    expect((await list({ search: 'Bulk' }))?.edges).toEqual([]);
  });

  it("keeps a merchant's products from everyone else", async () => {
    await createUser(t.server.database, { email: 'rival@shop.ph', password: 'Rival#2026', role: 'client' });
    const other = await t.signIn('rival@shop.ph', 'Rival#2026');
    const mine = (await create({ name: 'Secret recipe', price: 100 })).data?.productCreate.uuid;
    const before = await snapshot();
    expect((await t.gql(ONE, { u: mine }, other)).errors?.[0]?.message).toBe('Product not found');
    expect((await t.gql(LIST, { a: appUuid }, other)).errors?.[0]?.message).toBe('App not found');
    expect((await create({ name: 'Intruder', price: 1 }, other)).errors?.[0]?.message).toBe('App not found');
    expect((await update({ uuid: mine, price: 1 }, other)).errors?.[0]?.message).toBe('Product not found');
    expect((await t.gql(DELETE, { input: { uuid: mine } }, other)).errors?.[0]?.message).toBe(
      'Product not found',
    );
    expect(
      (await t.gql(BULK, { input: { appUuid, uuids: [mine], action: 'delete' } }, other)).errors?.[0]
        ?.message,
    ).toBe('App not found');
    for (const q of [
      'fetchAvailableProducts',
      'fetchAvailableProductVariants',
      'fetchSingleVariantProducts',
    ]) {
      expect(
        (await t.gql(`query($a: ID!) { ${q}(appUuid: $a) { uuid } }`, { a: appUuid }, other)).errors?.[0]
          ?.message,
      ).toBe('App not found');
    }
    expect(await snapshot()).toEqual(before);
  });
});
