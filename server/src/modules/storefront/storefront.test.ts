import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';

const CREATE = `mutation($input: ProductCreateInput!) { productCreate(input: $input) { uuid } }`;
const STORE = `query($a: ID!) { storefront(appUuid: $a) {
  uuid name open paymentMethods categories { name children { name } }
  cartSetting { requiredAmount freeShippingRequiredAmount additionalTax additionalTaxType deliveryFeeType locationScope }
  shippingMethods { kind name fee } } }`;
const PRODUCTS = `query($a: ID!, $s: String, $c: ID, $first: Int, $after: String) {
  storeProducts(appUuid: $a, search: $s, categoryUuid: $c, first: $first, after: $after) {
    edges { node { uuid name price photoUrl soldOut stockQuantity } } pageInfo { hasNextPage endCursor } } }`;
const PRODUCT = `query($a: ID!, $u: ID!) { storeProduct(appUuid: $a, uuid: $u) {
  name options { name values }
  variants { variantName optionValues price stockQuantity soldOut published }
  addOns { name price maxQuantity } photos { url } } }`;
const QUOTE = `query($a: ID!, $r: String!, $p: String!, $c: String) {
  storeDeliveryQuote(appUuid: $a, regionCode: $r, provinceCode: $p, cityCode: $c) {
    delivers message areaName deliveryFee leadTimeMinDays leadTimeMaxDays } }`;

const PLACES = `query($a: ID!, $p: String) {
  storeDeliveryPlaces(appUuid: $a, parentCode: $p) { code name level singleCityCode } }`;
type Place = { code: string; name: string; level: string; singleCityCode: string | null };
const CALABARZON = '0400000000';
const CAVITE = '0402100000';
const IMUS = '0402109000';
const UNKNOWN_APP = '00000000-0000-4000-8000-000000000000';

type Node = { uuid: string; name: string; price: number; soldOut: boolean; stockQuantity: number | null };
type Page = {
  storeProducts: { edges: { node: Node }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
};

describe.each(testDatabases())('storefront on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
  });
  afterAll(async () => {
    await t.close();
  });

  const create = async (input: Record<string, unknown>) => {
    const r = await t.gql<{ productCreate: { uuid: string } }>(
      CREATE,
      { input: { appUuid, price: 10_000, ...input } },
      token,
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.productCreate.uuid;
  };
  // Every storefront call below is anonymous: no token.
  const list = (vars: Record<string, unknown>) => t.gql<Page>(PRODUCTS, { a: appUuid, ...vars });

  it('answers the store with its settings, methods and payment choices without a session', async () => {
    const r = await t.gql<{ storefront: Record<string, unknown> }>(STORE, { a: appUuid });
    expect(r.errors).toBeUndefined();
    expect(r.data?.storefront).toMatchObject({
      uuid: appUuid,
      open: true,
      paymentMethods: ['cod', 'bank_transfer', 'e_wallet'],
      cartSetting: { requiredAmount: expect.any(Number), additionalTaxType: expect.any(String) },
    });
    expect(typeof r.data?.storefront.name).toBe('string');
  });

  it('lists only published, unhidden products, with a category filter that includes subcategories', async () => {
    const cat = await t.gql<{ categoryCreate: { uuid: string } }>(
      'mutation($input: CategoryCreateInput!) { categoryCreate(input: $input) { uuid } }',
      { input: { appUuid, name: 'Zq Pantry' } },
      token,
    );
    const parent = cat.data?.categoryCreate.uuid ?? '';
    const sub = await t.gql<{ categoryCreate: { uuid: string } }>(
      'mutation($input: CategoryCreateInput!) { categoryCreate(input: $input) { uuid } }',
      { input: { appUuid, name: 'Zq Jams', parentUuid: parent } },
      token,
    );
    await create({ name: 'Zq Listed', categoryUuid: sub.data?.categoryCreate.uuid, stockQuantity: 0 });
    await create({ name: 'Zq Hidden', hidden: true });
    await create({ name: 'Zq Draft', published: false });
    await create({ name: 'Zq Elsewhere' });

    const all = await list({ s: 'Zq ' });
    expect(all.errors).toBeUndefined();
    expect(all.data?.storeProducts.edges.map((e) => e.node.name).sort()).toEqual([
      'Zq Elsewhere',
      'Zq Listed',
    ]);
    const listed = all.data?.storeProducts.edges.find((e) => e.node.name === 'Zq Listed')?.node;
    expect(listed).toMatchObject({ price: 10_000, soldOut: true, stockQuantity: 0 });

    const inCategory = await list({ s: 'Zq ', c: parent });
    expect(inCategory.data?.storeProducts.edges.map((e) => e.node.name)).toEqual(['Zq Listed']);

    const store = await t.gql<{
      storefront: { categories: { name: string; children: { name: string }[] }[] };
    }>(STORE, { a: appUuid });
    expect(store.data?.storefront.categories).toContainEqual({
      name: 'Zq Pantry',
      children: [{ name: 'Zq Jams' }],
    });
    expect(store.data?.storefront.categories.map((c) => c.name)).not.toContain('Zq Jams');
  });

  it('pages by keyset without repeating or skipping a product', async () => {
    for (const n of [1, 2, 3]) await create({ name: `Zp Page ${n}` });
    const first = await list({ s: 'Zp Page', first: 2 });
    expect(first.data?.storeProducts.pageInfo.hasNextPage).toBe(true);
    const second = await list({
      s: 'Zp Page',
      first: 2,
      after: first.data?.storeProducts.pageInfo.endCursor,
    });
    const names = [
      ...(first.data?.storeProducts.edges ?? []),
      ...(second.data?.storeProducts.edges ?? []),
    ].map((e) => e.node.name);
    expect(names).toEqual(['Zp Page 3', 'Zp Page 2', 'Zp Page 1']);
    expect(second.data?.storeProducts.pageInfo.hasNextPage).toBe(false);
  });

  it('opens a hidden product by link with its variants, stock and available add-ons, but never an unpublished one', async () => {
    const addOn = async (name: string, available: boolean) =>
      (
        await t.gql<{ addOnCreate: { uuid: string } }>(
          'mutation($input: AddOnCreateInput!) { addOnCreate(input: $input) { uuid } }',
          { input: { appUuid, name, price: 1_500, maxQuantity: 3, available } },
          token,
        )
      ).data?.addOnCreate.uuid;
    const offered = await addOn('Zr Gift Wrap', true);
    const paused = await addOn('Zr Ribbon', false);
    const variant = (optionValues: string[], price: number, stockQuantity?: number) => ({
      productOptions: optionValues,
      price,
      ...(stockQuantity === undefined ? {} : { stockQuantity, limited: true }),
    });
    const hidden = await create({
      name: 'Zr Secret Tee',
      hidden: true,
      options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
      variants: [
        variant(['S'], 20_000, 0),
        variant(['M'], 21_000, 4),
        { ...variant(['L'], 22_000), published: false },
      ],
      addOnUuids: [offered, paused],
    });
    const r = await t.gql<{ storeProduct: Record<string, unknown> }>(PRODUCT, { a: appUuid, u: hidden });
    expect(r.errors).toBeUndefined();
    expect(r.data?.storeProduct).toEqual({
      name: 'Zr Secret Tee',
      options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
      variants: [
        {
          variantName: 'S',
          optionValues: ['S'],
          price: 20_000,
          stockQuantity: 0,
          soldOut: true,
          published: true,
        },
        {
          variantName: 'M',
          optionValues: ['M'],
          price: 21_000,
          stockQuantity: 4,
          soldOut: false,
          published: true,
        },
      ],
      addOns: [{ name: 'Zr Gift Wrap', price: 1_500, maxQuantity: 3 }],
      photos: [],
    });

    const draft = await create({ name: 'Zr Draft', published: false });
    const refused = await t.gql(PRODUCT, { a: appUuid, u: draft });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Product not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('never exposes merchant-only fields', async () => {
    const r = await t.gql(
      `query($a: ID!) { storeProducts(appUuid: $a) { edges { node { variants { boughtAndReservedCount } } } } }`,
      { a: appUuid },
    );
    expect(r.errors?.[0]?.message).toMatch(/Cannot query field "boughtAndReservedCount"/);
  });

  it('answers "Store not found" for an app that does not exist', async () => {
    for (const [query, vars] of [
      [STORE, { a: UNKNOWN_APP }],
      [PRODUCTS, { a: 'not-a-uuid' }],
      [PRODUCT, { a: UNKNOWN_APP, u: UNKNOWN_APP }],
      [QUOTE, { a: UNKNOWN_APP, r: CALABARZON, p: CAVITE }],
    ] as const) {
      const r = await t.gql(query, vars);
      expect(r.errors?.[0]).toMatchObject({ message: 'Store not found', extensions: { code: 'NOT_FOUND' } });
    }
  });

  it("quotes the delivery area's fee and lead time inside an area and a plain refusal outside", async () => {
    const area = await t.gql(
      'mutation($input: DeliveryAreaCreateInput!) { deliveryAreaCreate(input: $input) { uuid } }',
      {
        input: {
          appUuid,
          name: 'Cavite',
          coverage: [CAVITE],
          deliveryFee: 8_000,
          leadTimeMinDays: 1,
          leadTimeMaxDays: 3,
        },
      },
      token,
    );
    expect(area.errors).toBeUndefined();
    const inside = await t.gql<{ storeDeliveryQuote: unknown }>(QUOTE, {
      a: appUuid,
      r: CALABARZON,
      p: CAVITE,
      c: IMUS,
    });
    expect(inside.data?.storeDeliveryQuote).toEqual({
      delivers: true,
      message: null,
      areaName: 'Cavite',
      deliveryFee: 8_000,
      leadTimeMinDays: 1,
      leadTimeMaxDays: 3,
    });
    const outside = await t.gql<{ storeDeliveryQuote: unknown }>(QUOTE, {
      a: appUuid,
      r: '0700000000',
      p: '0702200000',
    });
    expect(outside.data?.storeDeliveryQuote).toEqual({
      delivers: false,
      message: 'Sorry, we do not deliver to this address yet',
      areaName: null,
      deliveryFee: null,
      leadTimeMinDays: null,
      leadTimeMaxDays: null,
    });
  });

  it("offers a shopper only the places the store delivers to, and Metro Manila's cities once", async () => {
    const places = async (parentCode?: string) => {
      const r = await t.gql<{ storeDeliveryPlaces: Place[] }>(PLACES, { a: appUuid, p: parentCode ?? null });
      expect(r.errors).toBeUndefined();
      return r.data?.storeDeliveryPlaces ?? [];
    };
    // The demo store delivers to Metro Manila and to Cavite, Laguna, Rizal and Bulacan (PSA order).
    expect((await places()).map((p) => p.name)).toEqual([
      'National Capital Region (NCR)',
      'Region III (Central Luzon)',
      'Region IV-A (CALABARZON)',
    ]);
    const calabarzon = await places(CALABARZON);
    expect(calabarzon.map((p) => p.name)).toEqual(['Cavite', 'Laguna', 'Rizal']);
    expect(calabarzon.every((p) => p.singleCityCode === null)).toBe(true);
    expect((await places(CAVITE)).some((p) => p.code === IMUS)).toBe(true);
    // Metro Manila's cities and Pateros sit at province level, each with one city: named, not repeated.
    const ncr = await places('1300000000');
    expect(ncr.length).toBe(17);
    expect(ncr.find((p) => p.name === 'City of Caloocan')?.singleCityCode).toBe('1380100000');
    expect(ncr.find((p) => p.name === 'Pateros')?.singleCityCode).toBe('1381701000');
    expect(ncr.every((p) => p.singleCityCode !== null)).toBe(true);
    expect(await places('1380100000')).toEqual([
      { code: '1380100000', name: 'City of Caloocan', level: 'CITY', singleCityCode: null },
    ]);
    // A place outside every area, an unknown code, a city: nothing under them.
    expect(await places('0700000000')).toEqual([]);
    expect(await places('9999999999')).toEqual([]);
    expect(await places(IMUS)).toEqual([]);
    const unknown = await t.gql(PLACES, { a: UNKNOWN_APP });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
