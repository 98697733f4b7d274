import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedStore, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { apps } from '../apps/apps.tables.ts';
import { createApp } from '../apps/index.ts';
import { addOns, products, productVariants } from './catalog.tables.ts';

const CREATE = `mutation($input: ProductCreateInput!) { productCreate(input: $input) { uuid } }`;
const ADD_ON = `mutation($input: AddOnCreateInput!) { addOnCreate(input: $input) { uuid } }`;
const APPLY = `mutation($a: ID!) { applyAppMdrPrices(input: { appUuid: $a }) { uuid mdrApplied mainStore } }`;
const APPLY_ALL = `mutation($a: ID!) { applyMdrToAllProducts(appUuid: $a) {
  app { uuid mdrApplied } products variants options } }`;
const INCLUDED = `mutation($a: ID!) { updateAppMdrApplied(appUuid: $a) { uuid mdrApplied mainStore } }`;
const ROWS = (field: string) => `query($a: ID!, $first: Int, $after: String) {
  ${field}(appUuid: $a, first: $first, after: $after) { rowType name price mdrAppliedPrice cursor } }`;
const APPLIED = '2.5% MDR is already applied to all product prices';

describe.each(testDatabases())('the payment fee (MDR) in the price on %s', (kind) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  /** A new store with a product with options, a product without, and an add-on. */
  async function stocked(email: string) {
    const store = await ownedStore(t, { email });
    const token = await store.signIn();
    const gql = async (query: string, input: Record<string, unknown>) => {
      const r = await t.gql<Record<string, { uuid: string }>>(query, { input }, token);
      if (!r.data) throw new Error(JSON.stringify(r.errors));
    };
    await gql(CREATE, {
      appUuid: store.appUuid,
      name: 'Barong',
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { productOptions: ['S'], price: 100_000, compareAtPrice: 150_000 },
        { productOptions: ['M'], price: 120_050 },
      ],
    });
    await gql(CREATE, { appUuid: store.appUuid, name: 'Candy', price: 19 });
    await gql(ADD_ON, { appUuid: store.appUuid, name: 'Gift wrap', price: 1_500 });
    return { ...store, token };
  }

  async function prices(appUuid: string) {
    const db = t.server.database.db;
    const variants = await db
      .select({
        name: productVariants.variantName,
        price: productVariants.price,
        was: productVariants.compareAtPrice,
      })
      .from(productVariants)
      .where(eq(productVariants.appUuid, appUuid))
      .orderBy(productVariants.price);
    const items = await db
      .select({ name: products.name, price: products.price, was: products.compareAtPrice })
      .from(products)
      .where(eq(products.appUuid, appUuid))
      .orderBy(products.name);
    const options = await db.select({ price: addOns.price }).from(addOns).where(eq(addOns.appUuid, appUuid));
    return { variants, items, options };
  }

  it('raises every product, variant and option price once, to the centavo, and leaves other stores alone', async () => {
    const a = await stocked('mdr-a@tindahan.ph');
    const b = await stocked('mdr-b@tindahan.ph');
    const before = await prices(b.appUuid);

    const applied = await t.gql(APPLY, { a: a.appUuid }, a.token);
    expect(applied.errors).toBeUndefined();
    expect(applied.data?.applyAppMdrPrices).toEqual({ uuid: a.appUuid, mdrApplied: true, mainStore: false });
    const after = await prices(a.appUuid);
    expect(after.variants).toEqual([
      { name: 'Default', price: 19, was: null }, // 19.475 centavos rounds to 19
      { name: 'S', price: 102_500, was: 153_750 },
      { name: 'M', price: 123_051, was: null }, // 123,051.25
    ]);
    expect(after.items).toEqual([
      { name: 'Barong', price: 102_500, was: 153_750 },
      { name: 'Candy', price: 19, was: null },
    ]);
    expect(after.options).toEqual([{ price: 1_538 }]); // 1,537.5 rounds up
    expect(await prices(b.appUuid)).toEqual(before);

    // A second apply, by either call, is refused and changes nothing.
    for (const [query, field] of [
      [APPLY, 'applyAppMdrPrices'],
      [APPLY_ALL, 'applyMdrToAllProducts'],
    ] as const) {
      const again = await t.gql(query, { a: a.appUuid }, a.token);
      expect(again.data?.[field] ?? null).toBeNull();
      expect(again.errors?.[0]).toMatchObject({ message: APPLIED, extensions: { code: 'CONFLICT' } });
    }
    expect(await prices(a.appUuid)).toEqual(after);
  });

  it('applies once when two applies race, and answers what it raised', async () => {
    const c = await stocked('mdr-c@tindahan.ph');
    const results = await Promise.all([
      t.gql(APPLY_ALL, { a: c.appUuid }, c.token),
      t.gql(APPLY_ALL, { a: c.appUuid }, c.token),
    ]);
    const won = results.filter((r) => !r.errors);
    expect(won).toHaveLength(1);
    expect(won[0]?.data?.applyMdrToAllProducts).toEqual({
      app: { uuid: c.appUuid, mdrApplied: true },
      products: 2,
      variants: 3,
      options: 1,
    });
    expect(results.find((r) => r.errors)?.errors?.[0]?.message).toBe(APPLIED);
    expect((await prices(c.appUuid)).variants.map((v) => v.price)).toEqual([19, 102_500, 123_051]);
  });

  it('records "already included" without touching a price, after which an apply is refused', async () => {
    const d = await stocked('mdr-d@tindahan.ph');
    const before = await prices(d.appUuid);
    const r = await t.gql(INCLUDED, { a: d.appUuid }, d.token);
    expect(r.data?.updateAppMdrApplied).toEqual({ uuid: d.appUuid, mdrApplied: true, mainStore: false });
    const again = await t.gql(INCLUDED, { a: d.appUuid }, d.token);
    expect(again.data?.updateAppMdrApplied).toMatchObject({ mdrApplied: true });
    const apply = await t.gql(APPLY, { a: d.appUuid }, d.token);
    expect(apply.errors?.[0]?.message).toBe(APPLIED);
    expect(await prices(d.appUuid)).toEqual(before);
    const app = await t.gql<{ fetchAppByUuid: { mdrApplied: boolean; mainStore: boolean } }>(
      'query($a: ID!) { fetchAppByUuid(appUuid: $a) { mdrApplied mainStore } }',
      { a: d.appUuid },
      d.token,
    );
    expect(app.data?.fetchAppByUuid).toEqual({ mdrApplied: true, mainStore: false });
  });

  it("refuses another merchant's store, excluded bundles, and Shopify's price raise", async () => {
    const e = await stocked('mdr-e@tindahan.ph');
    const other = await ownedStore(t, { email: 'mdr-other@tindahan.ph' });
    const otherToken = await other.signIn();
    for (const query of [APPLY, APPLY_ALL, INCLUDED]) {
      const r = await t.gql(query, { a: e.appUuid }, otherToken);
      expect(r.errors?.[0]).toMatchObject({ message: 'App not found', extensions: { code: 'NOT_FOUND' } });
    }
    const rows = await t.gql(ROWS('fetchAvailableProducts'), { a: e.appUuid }, otherToken);
    expect(rows.errors?.[0]?.message).toBe('App not found');

    const ctx = t.server.context;
    const insurance = await createApp(ctx, other.userUuid, { name: 'Seguro', bundleKey: 'insurance-bundle' });
    const r = await t.gql(INCLUDED, { a: insurance.uuid }, otherToken);
    expect(r.errors?.[0]?.message).toBe("Payment fees are not added to this store's prices");
    const shopify = await createApp(ctx, other.userUuid, { name: 'Shop', bundleKey: 'shopify-bundle' });
    const s = await t.gql(APPLY, { a: shopify.uuid }, otherToken);
    expect(s.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const ok = await t.gql(INCLUDED, { a: shopify.uuid }, otherToken);
    expect(ok.data?.updateAppMdrApplied).toMatchObject({ mdrApplied: true });
    expect(await prices(e.appUuid)).toMatchObject({ options: [{ price: 1_500 }] });
  });

  it('checks out at the raised prices with no payment-fee line', async () => {
    const token = await t.signIn();
    const appUuid = await t.firstAppUuid(token); // the demo store: launched, so it takes orders
    // The demo answered the MDR question already (its prices include the fee): asked again here.
    await t.server.context.db.update(apps).set({ mdrApplied: false }).where(eq(apps.uuid, appUuid));
    const addOn = await t.gql<{ addOnCreate: { uuid: string } }>(
      ADD_ON,
      {
        input: { appUuid, name: 'MDR Extra Leche', price: 2_500 },
      },
      token,
    );
    const made = await t.gql<{ productCreate: { variants: { uuid: string }[] } }>(
      'mutation($input: ProductCreateInput!) { productCreate(input: $input) { variants { uuid } } }',
      {
        input: { appUuid, name: 'MDR Halo-halo', price: 12_000, addOnUuids: [addOn.data?.addOnCreate.uuid] },
      },
      token,
    );
    expect((await t.gql(APPLY, { a: appUuid }, token)).errors).toBeUndefined();
    const r = await t.gql<{ storeCheckout: { total: number } }>(
      'mutation($input: StoreCheckoutInput!) { storeCheckout(input: $input) { total } }',
      {
        input: {
          appUuid,
          items: [
            {
              variantUuid: made.data?.productCreate.variants[0]?.uuid,
              quantity: 2,
              addOns: [{ addOnUuid: addOn.data?.addOnCreate.uuid, quantity: 1 }],
            },
          ],
          customerName: 'Liza Reyes',
          mobileNumber: '+63 917 555 0101',
          fulfillment: 'pickup',
          paymentMethod: 'cod',
        },
      },
    );
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    // 2 × ₱123.00 + ₱25.63 (₱25.625 rounded half up): the prices already hold the fee, nothing is added.
    expect(r.data?.storeCheckout.total).toBe(2 * 12_300 + 2_563);
  });

  it('pages the price rows by keyset', async () => {
    const f = await stocked('mdr-f@tindahan.ph');
    await t.gql(CREATE, { input: { appUuid: f.appUuid, name: 'adobo mix', price: 5_000 } }, f.token);
    type Row = { rowType: string; name: string; price: number; mdrAppliedPrice: number; cursor: string };
    const page = async (field: string, first: number, after?: string) => {
      const r = await t.gql<Record<string, Row[]>>(ROWS(field), { a: f.appUuid, first, after }, f.token);
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      return r.data[field] ?? [];
    };
    const one = await page('fetchAvailableProducts', 2);
    expect(one.map((r) => r.name)).toEqual(['adobo mix', 'Barong']);
    const two = await page('fetchAvailableProducts', 2, one.at(-1)?.cursor);
    expect(two.map((r) => [r.name, r.price, r.mdrAppliedPrice])).toEqual([['Candy', 19, 19]]);
    const variants = await page('fetchAvailableProductVariants', 1);
    expect(variants.map((r) => [r.rowType, r.name, r.mdrAppliedPrice])).toEqual([['variant', 'S', 102_500]]);
    const rest = await page('fetchAvailableProductVariants', 1, variants[0]?.cursor);
    expect(rest.map((r) => r.name)).toEqual(['M']);
    // After the variants, the add-ons as option rows, across a page boundary too.
    const option = await page('fetchAvailableProductVariants', 1, rest[0]?.cursor);
    expect(option.map((r) => [r.rowType, r.name, r.price, r.mdrAppliedPrice])).toEqual([
      ['option', 'Gift wrap', 1_500, 1_538],
    ]);
    expect(await page('fetchAvailableProductVariants', 1, option[0]?.cursor)).toEqual([]);
    expect((await page('fetchAvailableProductVariants', 5)).map((r) => r.rowType)).toEqual([
      'variant',
      'variant',
      'option',
    ]);
    expect((await page('fetchSingleVariantProducts', 5)).map((r) => r.name)).toEqual(['adobo mix', 'Candy']);
    const bad = await t.gql(ROWS('fetchAvailableProducts'), { a: f.appUuid, after: 'nonsense' }, f.token);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
