/**
 * bench/catalog-import: a 10,000-row catalog CSV (4,000 simple products and 1,500 products with four
 * variants each) uploaded, previewed and applied through the real server, on the embedded database
 * (or BENCH_DATABASE_URL). The issue asks for under 10 s. Beside it, the baseline: the same kind of
 * products created one by one through productCreate, timed on a sample and scaled to 10,000 rows,
 * and the ratio. Exit code 1 when the import takes 10 s or more.
 *
 *   npm run bench:import
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/src/config.ts';
import { CSV_COLUMNS } from '../server/src/modules/catalog/catalog.import.rules.ts';
import { toCsv } from '../server/src/platform/csv.ts';
import { createLogger } from '../server/src/platform/logger.ts';
import { startServer } from '../server/src/server.ts';

const SAMPLE = Number(process.env.BENCH_SAMPLE ?? 200);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suki-bench-import-'));
const server = await startServer(
  {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: process.env.BENCH_DATABASE_URL ?? 'memory',
    seedDemo: true,
    secretKey: 'bench-secret-bench-secret-bench-secret-00',
    logLevel: 'silent',
  },
  { log: createLogger('silent') },
);
const url = `http://127.0.0.1:${server.port}`;
const gql = async <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
};

type Cells = Partial<Record<(typeof CSV_COLUMNS)[number], string | number>>;
function catalogRows(): Cells[] {
  const rows: Cells[] = [];
  for (let i = 0; i < 4_000; i++) {
    rows.push({
      Name: `Bench Item ${i}`,
      Description: 'A bench product',
      Category: `Aisle ${i % 25}`,
      Price: '149.75',
      Stock: i % 50,
    });
  }
  for (let i = 0; i < 1_500; i++) {
    for (const size of ['S', 'M']) {
      for (const color of ['Black', 'White']) {
        rows.push({
          Name: `Bench Tee ${i}`,
          Category: 'Apparel',
          'Option 1 Name': 'Size',
          'Option 1 Value': size,
          'Option 2 Name': 'Color',
          'Option 2 Value': color,
          Price: size === 'S' ? '349.00' : '379.00',
          Stock: 10,
        });
      }
    }
  }
  return rows;
}

try {
  const { signIn } = await gql<{ signIn: { token: string } }>(
    'mutation { signIn(input: { email: "demo@suki.ph", password: "Demo@1234", userType: "client" }) { token } }',
    {},
  );
  const token = signIn.token;
  const { apps } = await gql<{ apps: { edges: { node: { uuid: string } }[] } }>(
    '{ apps { edges { node { uuid } } } }',
    {},
    token,
  );
  const appUuid = apps.edges[0]?.node.uuid ?? '';
  const rows = catalogRows();
  const body = toCsv([[...CSV_COLUMNS], ...rows.map((r) => CSV_COLUMNS.map((c) => r[c] ?? ''))]);

  const started = performance.now();
  const res = await fetch(`${url}/uploads/products.csv?appUuid=${appUuid}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body,
  });
  const preview = (await res.json()) as { uuid: string; rows: number; errors: unknown[] };
  const previewed = performance.now();
  if (res.status !== 201 || preview.errors.length > 0)
    throw new Error(`preview failed: ${JSON.stringify(preview).slice(0, 500)}`);
  await gql(
    'mutation($u: ID!) { productImportApply(input: { uuid: $u }) { status } }',
    { u: preview.uuid },
    token,
  );
  const applied = performance.now();
  const importMs = applied - started;

  // Baseline: one product per request, the way a merchant would type them in.
  const baseStart = performance.now();
  for (let i = 0; i < SAMPLE; i++) {
    await gql(
      'mutation($i: ProductCreateInput!) { productCreate(input: $i) { uuid } }',
      { i: { appUuid, name: `Baseline ${i}`, price: 14_975, stockQuantity: 5 } },
      token,
    );
  }
  const perRowBaseline = (performance.now() - baseStart) / SAMPLE;
  const baselineMs = perRowBaseline * rows.length;

  console.log(
    `catalog import on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${rows.length} rows (${(body.length / 1e6).toFixed(2)} MB)`,
  );
  console.log(`  preview (upload, parse, check):  ${(previewed - started).toFixed(0)} ms`);
  console.log(`  apply (one transaction):         ${(applied - previewed).toFixed(0)} ms`);
  console.log(`  total:                           ${importMs.toFixed(0)} ms  (limit 10000 ms)`);
  console.log(`  baseline, one productCreate per row (${SAMPLE} timed, scaled): ${baselineMs.toFixed(0)} ms`);
  console.log(`  ratio baseline / import: ${(baselineMs / importMs).toFixed(1)}x`);
  process.exitCode = importMs < 10_000 ? 0 : 1;
} finally {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
