import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { withMdr } from './catalog.products.rules.ts';
import { releaseStock, reserveStock } from './catalog.stock.ts';
import { products, productVariants } from './catalog.tables.ts';

const CREATE = `mutation($input: ProductCreateInput!) { productCreate(input: $input) {
  uuid variants { uuid variantName } } }`;

describe('MDR price rule', () => {
  it('adds 2.5% or 3.5% and rounds half up to the centavo', () => {
    expect(withMdr(100_000, 25)).toBe(102_500); // ₱1,000.00 → ₱1,025.00
    expect(withMdr(100_000, 35)).toBe(103_500);
    expect(withMdr(19, 25)).toBe(19); // 19.475 centavos
    expect(withMdr(20, 25)).toBe(21); // 20.5 centavos rounds up
    expect(withMdr(0, 35)).toBe(0);
  });
});

describe.each(testDatabases())('stock and price rows on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
  });
  afterAll(() => t.close());

  const make = async (input: Record<string, unknown>) => {
    const r = await t.gql<{
      productCreate: { uuid: string; variants: { uuid: string; variantName: string }[] };
    }>(CREATE, { input: { appUuid, ...input } }, token);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.productCreate;
  };

  it('never sells a limited variant below zero under 50 concurrent reservations', async () => {
    const p = await make({
      name: 'Last-call Leche Flan',
      options: [{ name: 'Size', values: ['Small', 'Big'] }],
      variants: [
        { productOptions: ['Small'], price: 15_000, stockQuantity: 20 },
        { productOptions: ['Big'], price: 28_000, stockQuantity: 5 },
      ],
    });
    const small = p.variants[0]?.uuid ?? '';
    const db = t.server.database.db;
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => db.transaction((tx) => reserveStock(tx, appUuid, small, 1))),
    );
    const won = results.filter((r) => r.status === 'fulfilled').length;
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toBe(20);
    expect(lost).toHaveLength(30);
    expect(lost.every((r) => r.status === 'rejected' && (r.reason as Error).message === 'Out of stock')).toBe(
      true,
    );
    const [variant] = await db.select().from(productVariants).where(eq(productVariants.uuid, small));
    expect(variant).toMatchObject({ stockQuantity: 0, boughtAndReservedCount: 20 });
    const [product] = await db.select().from(products).where(eq(products.uuid, p.uuid));
    expect(product?.stockQuantity).toBe(5); // only the big ones left

    await releaseStock(db, appUuid, small, 2);
    const [back] = await db.select().from(productVariants).where(eq(productVariants.uuid, small));
    expect(back).toMatchObject({ stockQuantity: 2, boughtAndReservedCount: 18 });
    const [again] = await db.select().from(products).where(eq(products.uuid, p.uuid));
    expect(again?.stockQuantity).toBe(7);
  });

  it('reserves from unlimited variants without counting down, and refuses other stores and bad quantities', async () => {
    const p = await make({ name: 'Made-to-order Adobo', price: 18_000 });
    const v = p.variants[0]?.uuid ?? '';
    const db = t.server.database.db;
    await reserveStock(db, appUuid, v, 40);
    const [row] = await db.select().from(productVariants).where(eq(productVariants.uuid, v));
    expect(row).toMatchObject({ limited: false, stockQuantity: 0, boughtAndReservedCount: 40 });
    await expect(reserveStock(db, '00000000-0000-4000-8000-000000000000', v, 1)).rejects.toThrow(
      'Product variant not found',
    );
    await expect(reserveStock(db, appUuid, v, 0)).rejects.toThrow('Quantity should be at least 1');
  });

  it('lists price rows with the MDR prices for products, variants and single-variant products', async () => {
    await make({
      name: 'AAA Price Check Tee',
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { productOptions: ['S'], price: 100_000 },
        { productOptions: ['M'], price: 120_050 },
      ],
    });
    await make({ name: 'AAA Price Check Mug', price: 19 });
    await make({ name: 'AAA Hidden Draft', price: 5_000, published: false });
    type Row = {
      rowType: string;
      name: string;
      productName: string;
      variantName: string | null;
      price: number;
      mdrAppliedPrice: number;
      glifeMdrAppliedPrice: number;
    };
    const q = async (field: string) =>
      (
        await t.gql<Record<string, Row[]>>(
          `query($a: ID!) { ${field}(appUuid: $a) { rowType name productName variantName price mdrAppliedPrice glifeMdrAppliedPrice } }`,
          { a: appUuid },
          token,
        )
      ).data?.[field]?.filter((r) => r.productName.startsWith('AAA'));
    expect(await q('fetchAvailableProducts')).toEqual([
      {
        rowType: 'product',
        name: 'AAA Price Check Mug',
        productName: 'AAA Price Check Mug',
        variantName: null,
        price: 19,
        mdrAppliedPrice: 19,
        glifeMdrAppliedPrice: 20,
      },
      {
        rowType: 'product',
        name: 'AAA Price Check Tee',
        productName: 'AAA Price Check Tee',
        variantName: null,
        price: 100_000,
        mdrAppliedPrice: 102_500,
        glifeMdrAppliedPrice: 103_500,
      },
    ]);
    expect(await q('fetchAvailableProductVariants')).toEqual([
      {
        rowType: 'variant',
        name: 'S',
        productName: 'AAA Price Check Tee',
        variantName: 'S',
        price: 100_000,
        mdrAppliedPrice: 102_500,
        glifeMdrAppliedPrice: 103_500,
      },
      {
        rowType: 'variant',
        name: 'M',
        productName: 'AAA Price Check Tee',
        variantName: 'M',
        price: 120_050,
        mdrAppliedPrice: 123_051,
        glifeMdrAppliedPrice: 124_252,
      },
    ]);
    expect((await q('fetchSingleVariantProducts'))?.map((r) => r.name)).toEqual(['AAA Price Check Mug']);
  });
});
