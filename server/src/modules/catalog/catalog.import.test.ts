import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstEvent,
  startTestServer,
  type TestServer,
  testDatabases,
  wsClient,
} from '../../../test/harness.ts';
import { toCsv } from '../../platform/csv.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { updateBilling } from '../billing/index.ts';
import { updateFeatureFlags } from '../flags/index.ts';
import { CSV_COLUMNS, FILE_TOO_LARGE } from './catalog.import.rules.ts';
import { NOT_IMPORTABLE } from './catalog.import.ts';
import { products, productVariants } from './catalog.tables.ts';

type Cells = Partial<Record<(typeof CSV_COLUMNS)[number], string | number>>;
const csv = (rows: Cells[]) =>
  toCsv([[...CSV_COLUMNS], ...rows.map((r) => CSV_COLUMNS.map((c) => r[c] ?? ''))]);
const APPLY =
  'mutation($u: ID!) { productImportApply(input: { uuid: $u }) { uuid status creates updates appliedAt } }';
const EXPORT = 'query($a: ID!) { productsExportCsv(appUuid: $a) }';

interface Preview {
  uuid: string;
  rows: number;
  creates: number;
  updates: number;
  errors: { row: number; column: string | null; message: string }[];
}

describe.each(testDatabases())('catalog CSV import and export on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;

  const upload = async (body: string | Buffer, as = token, app = appUuid) => {
    const res = await fetch(`${t.url}/uploads/products.csv?appUuid=${app}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${as}`, 'content-type': 'text/csv', 'x-file-name': 'catalog.csv' },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
    return { status: res.status, json: (await res.json()) as Preview & { error?: string } };
  };
  const counts = async () => {
    const db = t.server.database.db;
    const [p] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.appUuid, appUuid));
    const [v] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(productVariants)
      .where(eq(productVariants.appUuid, appUuid));
    return { products: p?.n, variants: v?.n };
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
    // Thousands of rows: on Gold, which sets no product limit (the limit has its own test below).
    await updateBilling(t.server.context.db, appUuid, { plan: 'pro_gold' });
  });
  afterAll(() => t.close());

  it("refuses to apply a file whose new products pass the plan's product limit, writing nothing", async () => {
    await updateBilling(t.server.context.db, appUuid, { plan: 'free' });
    const before = await counts();
    const room = 50 - (before.products ?? 0);
    const rows: Cells[] = Array.from({ length: room + 1 }, (_, i) => ({
      Name: `Limit Item ${i}`,
      Price: '10',
    }));
    const preview = await upload(csv(rows));
    expect(preview.json).toMatchObject({ creates: room + 1, errors: [] });
    const applied = await t.gql(APPLY, { u: preview.json.uuid }, token);
    expect(applied.errors?.[0]).toMatchObject({
      message: 'Your Free plan allows 50 products. Upgrade to Starter for up to 200.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await counts()).toEqual(before);
    const fits = await upload(csv(rows.slice(1)));
    expect((await t.gql(APPLY, { u: fits.json.uuid }, token)).errors).toBeUndefined();
    expect((await counts()).products).toBe(50);
    await updateBilling(t.server.context.db, appUuid, { plan: 'pro_gold' });
  });

  it('previews a file with a bad row, writing nothing, and refuses to apply it', async () => {
    const before = await counts();
    const preview = await upload(
      csv([
        { Name: 'Sinamay Hat', Price: '450' },
        { Name: 'Abaca Slippers', Price: 'free' },
      ]),
    );
    expect(preview.status).toBe(201);
    expect(preview.json).toMatchObject({ rows: 2, creates: 1, updates: 0 });
    expect(preview.json.errors).toEqual([
      { row: 3, column: 'Price', message: 'Price should be an amount like 349.00' },
    ]);
    const applied = await t.gql(APPLY, { u: preview.json.uuid }, token);
    expect(applied.errors?.[0]?.message).toBe('Fix the rows with errors and upload the file again');
    expect(await counts()).toEqual(before);
  });

  it('applies a clean file in one go with progress, creating categories, and a retry changes nothing twice', async () => {
    const rows: Cells[] = [];
    for (let i = 0; i < 1_200; i++)
      rows.push({ Name: `Import Item ${i}`, Category: 'Imported', Price: '10.50', Stock: 5 });
    rows.push(
      { Name: 'Import Tee', 'Option 1 Name': 'Size', 'Option 1 Value': 'S', Price: '300' },
      { Name: 'Import Tee', 'Option 1 Name': 'Size', 'Option 1 Value': 'M', Price: '320', Stock: 2 },
    );
    const before = await counts();
    const preview = await upload(csv(rows));
    expect(preview.json).toMatchObject({ rows: 1_202, creates: 1_201, updates: 0, errors: [] });
    const client = wsClient(t.url, token);
    const progress = firstEvent<{ productImportProgress: { processed: number; total: number } }>(
      client,
      'subscription($u: ID!) { productImportProgress(uuid: $u) { processed total } }',
      { u: preview.json.uuid },
    );
    await progress.ready;
    const applied = await t.gql<{ productImportApply: { status: string; creates: number } }>(
      APPLY,
      { u: preview.json.uuid },
      token,
    );
    expect(applied.data?.productImportApply).toMatchObject({ status: 'applied', creates: 1_201 });
    expect((await progress.event).data?.productImportProgress).toEqual({ processed: 0, total: 1_201 });
    await client.dispose();
    expect(await counts()).toEqual({
      products: (before.products ?? 0) + 1_201,
      variants: (before.variants ?? 0) + 1_202,
    });
    const again = await t.gql<{ productImportApply: { status: string } }>(
      APPLY,
      { u: preview.json.uuid },
      token,
    );
    expect(again.data?.productImportApply.status).toBe('applied');
    expect(await counts()).toEqual({
      products: (before.products ?? 0) + 1_201,
      variants: (before.variants ?? 0) + 1_202,
    });
    const tee = await t.gql<{
      products: {
        edges: { node: { price: number; stockQuantity: number | null; category: { name: string } | null } }[];
      };
    }>(
      'query($a: ID!) { products(appUuid: $a, search: "Import Item 7", first: 1) { edges { node { price stockQuantity category { name } } } } }',
      { a: appUuid },
      token,
    );
    expect(tee.data?.products.edges[0]?.node).toEqual({
      price: 1_050,
      stockQuantity: 5,
      category: { name: 'Imported' },
    });
  });

  it('rolls back everything when a write fails part-way', async () => {
    const db = t.server.database.db;
    await db.execute(sql`create or replace function refuse_boom() returns trigger as $$
      begin if new.name = 'Boom' then raise exception 'boom'; end if; return new; end $$ language plpgsql`);
    await db.execute(
      sql`create trigger refuse_boom before insert on products for each row execute function refuse_boom()`,
    );
    try {
      const rows: Cells[] = Array.from({ length: 700 }, (_, i) => ({ Name: `Atomic ${i}`, Price: '1' }));
      rows.push({ Name: 'Boom', Price: '1' }); // in the second batch of 500
      const before = await counts();
      const preview = await upload(csv(rows));
      const applied = await t.gql(APPLY, { u: preview.json.uuid }, token);
      expect(applied.errors?.[0]?.message).toBe('Something went wrong please try again later');
      expect(await counts()).toEqual(before);
    } finally {
      await db.execute(sql`drop trigger refuse_boom on products`);
    }
  });

  it('exports the catalog in the import columns, and the export imports back as updates that keep variant ids', async () => {
    const exported =
      (await t.gql<{ productsExportCsv: string }>(EXPORT, { a: appUuid }, token)).data?.productsExportCsv ??
      '';
    expect(exported.split('\r\n')[0]).toBe(CSV_COLUMNS.join(','));
    expect(exported).toContain('Import Tee,,,,yes,no,no,Size,M,,,,,320.00,,2,yes');
    const variantsBefore = await t.server.database.db
      .select()
      .from(productVariants)
      .orderBy(productVariants.uuid);
    const preview = await upload(exported);
    expect(preview.json.errors).toEqual([]);
    expect(preview.json.creates).toBe(0);
    await t.gql(APPLY, { u: preview.json.uuid }, token);
    const variantsAfter = await t.server.database.db
      .select()
      .from(productVariants)
      .orderBy(productVariants.uuid);
    expect(variantsAfter.map((v) => [v.uuid, v.variantName, v.price, v.stockQuantity])).toEqual(
      variantsBefore.map((v) => [v.uuid, v.variantName, v.price, v.stockQuantity]),
    );
  });

  it('refuses files over 5MB, stores without the flag, and other merchants', async () => {
    expect(await upload(Buffer.alloc(5_000_001, 'a'))).toEqual({
      status: 413,
      json: { error: FILE_TOO_LARGE },
    });
    await createUser(t.server.database, {
      email: 'csv-rival@shop.ph',
      password: 'Rival#2026',
      role: 'client',
    });
    const other = await t.signIn('csv-rival@shop.ph', 'Rival#2026');
    expect(await upload(csv([{ Name: 'X', Price: '1' }]), other)).toMatchObject({
      status: 404,
      json: { error: 'App not found' },
    });
    const mine = await upload(csv([{ Name: 'Mine', Price: '1' }]));
    expect((await t.gql(APPLY, { u: mine.json.uuid }, other)).errors?.[0]?.message).toBe('Import not found');
    expect((await t.gql(EXPORT, { a: appUuid }, other)).errors?.[0]?.message).toBe('App not found');
    await updateFeatureFlags(t.server.database.db, appUuid, { importableCsv: false });
    expect(await upload(csv([{ Name: 'X', Price: '1' }]))).toMatchObject({
      status: 403,
      json: { error: NOT_IMPORTABLE },
    });
    await updateFeatureFlags(t.server.database.db, appUuid, { importableCsv: true });
  });
});
