/**
 * bench/lists: the console's lists at a million rows each in ONE store (orders, products, customers,
 * notifications, conversations) on PostgreSQL, in a fresh database this bench creates and drops. Each
 * case is one request the console makes for a list's first page with its counts (the web's own
 * GraphQL documents, from web/src/generated), sent to a warm server (its median is held to the
 * issue's budget); alongside, in the same process and in rotation with it, the SQL that request costs
 * now and its baseline, the old form of the same request as SQL (the page query and a plain count(*)
 * over the filter, or the status GROUP BY for the tracker's tabs). The ratio is new SQL / old SQL: the
 * data layer's gain, apart from GraphQL's own cost. Then the same on PGlite at a tenth of the rows.
 *
 *   npm run bench:lists                  (1,000,000 rows per list on PostgreSQL, 100,000 on PGlite)
 *   BENCH_QUICK=1 npm run bench:lists    (100,000 rows on PostgreSQL only, fewer runs: the CI check)
 *
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the PostgreSQL server; BENCH_ROWS overrides the size.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { print } from 'graphql';
import pg from 'pg';
import { loadConfig } from '../server/src/config.ts';
import { createUser } from '../server/src/modules/accounts/accounts.service.ts';
import { createApp } from '../server/src/modules/apps/index.ts';
import { createLogger } from '../server/src/platform/logger.ts';
import { startServer } from '../server/src/server.ts';
import { CASES, type Case } from './lib/list-cases.ts';
import { type Figures, quick, record } from './lib/report.ts';
import { seedLists } from './lib/seed-lists.ts';

const loadAtStart = os.loadavg()[0] ?? 0;
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const ROWS = Number(process.env.BENCH_ROWS ?? (quick ? 40_000 : 1_000_000));
const PGLITE_ROWS = Math.round(ROWS / 10);
const RUNS = quick ? 60 : 100;
/** BENCH_SEED_ONLY=1: seed PostgreSQL, keep the database and stop (to EXPLAIN the queries at full size). */
const SEED_ONLY = process.env.BENCH_SEED_ONLY === '1';
const WARM = quick ? 3 : 15;
type Db = Awaited<ReturnType<typeof startServer>>['database']['db'];

interface Timing {
  median: number;
  p95: number;
}

/**
 * Times each of `runs` in rotation (a, b, c, then b, c, a, …), so that all see the same machine: on
 * shared cores a burst of other work lands on each alike, and the ratios between them hold.
 */
async function measureTogether(runs: Array<() => Promise<unknown>>): Promise<Timing[]> {
  for (let i = 0; i < WARM; i++) for (const run of runs) await run();
  const times: number[][] = runs.map(() => []);
  for (let i = 0; i < RUNS; i++)
    for (let j = 0; j < runs.length; j++) {
      const k = (i + j) % runs.length;
      const start = performance.now();
      await runs[k]?.();
      times[k]?.push(performance.now() - start);
    }
  return times.map((t) => {
    t.sort((x, y) => x - y);
    return { median: t[Math.floor(RUNS / 2)] ?? 0, p95: t[Math.floor(RUNS * 0.95)] ?? 0 };
  });
}

/** A store with `rows` of each list, owned by the bench's user. */
async function seed(server: Awaited<ReturnType<typeof startServer>>, rows: number, kind: string) {
  const user = await createUser(server.database, {
    email: 'bench@suki.ph',
    password: 'Bench#2026',
    role: 'client',
  });
  const app = await createApp(server.context, user.uuid, {
    name: 'Bench',
    bundleKey: 'ecommerce-b2c-bundle',
  });
  const t0 = performance.now();
  await seedLists(server.database.db, app.uuid, rows);
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  console.log(`${kind}: seeded ${rows.toLocaleString('en-PH')} rows per list in one store in ${seconds} s`);
  return app;
}

/** The store an earlier BENCH_SEED_ONLY run seeded (BENCH_REUSE names its database). */
async function benchApp(db: Db): Promise<{ uuid: string }> {
  const rows = (await db.execute(sql`select uuid from apps where name = 'Bench' limit 1`)) as unknown as {
    rows: { uuid: string }[];
  };
  const app = rows.rows[0];
  if (!app) throw new Error('BENCH_REUSE: no Bench store in that database');
  return app;
}

/** One database: a server on it, one store seeded with `rows` of each list, every case timed. */
async function runOn(kind: 'postgres' | 'pglite', databaseUrl: string, rows: number) {
  const server = await startServer(
    {
      ...loadConfig({}),
      port: 0,
      host: '127.0.0.1',
      databaseUrl,
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'suki-bench-lists-')),
      seedDemo: false,
      secretKey: 'bench-secret-bench-secret-bench-secret-00',
      logLevel: 'silent',
      throttleFactor: 1000,
      maxEventLoopDelayMs: 0,
      // The bulk seed runs statements longer than a request may (the pool's statement_timeout follows it).
      requestTimeoutMs: 900_000,
    },
    { log: createLogger('silent') },
  );
  const db: Db = server.database.db;
  try {
    const app = REUSE ? await benchApp(db) : await seed(server, rows, kind);
    if (SEED_ONLY) return [];
    const endpoint = `http://127.0.0.1:${server.port}/graphql`;
    const signIn = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation { signIn(input: { email: "bench@suki.ph", password: "Bench#2026", userType: "client" }) { token } }',
      }),
    });
    const token = ((await signIn.json()) as { data: { signIn: { token: string } } }).data.signIn.token;
    const results: Array<{ c: Case; api: Timing; now: Timing; base: Timing }> = [];
    const sequence = (statements: SQL[]) => async () => {
      for (const s of statements) await db.execute(s);
    };
    for (const c of CASES) {
      const body = JSON.stringify({ query: print(c.doc), variables: { appUuid: app.uuid, ...c.vars } });
      const [api, now, base] = await measureTogether([
        async () => {
          const res = await fetch(endpoint, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body,
          });
          const json = (await res.json()) as { errors?: unknown };
          if (json.errors) throw new Error(`${c.key}: ${JSON.stringify(json.errors)}`);
        },
        sequence(c.now(app.uuid)),
        sequence(c.baseline(app.uuid)),
      ]);
      if (api && now && base) results.push({ c, api, now, base });
    }
    return results;
  } finally {
    await server.close();
  }
}

/** BENCH_REUSE=<database>: time the lists on a database an earlier BENCH_SEED_ONLY run kept (no seeding). */
const REUSE = process.env.BENCH_REUSE;
const name = REUSE ?? `suki_bench_lists_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
if (!REUSE) await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const figures: Figures = {};
const lines: string[] = [];
const ms = (t: number) => `${t.toFixed(2)} ms`;
const table = (
  kind: string,
  rows: number,
  results: Awaited<ReturnType<typeof runOn>>,
  prefix: string,
  targets: boolean,
) => {
  lines.push(
    `${kind}, ${rows.toLocaleString('en-PH')} rows per list in one store, ${RUNS} runs each`,
    `${'case'.padEnd(30)}${'GraphQL'.padStart(10)}${'p95'.padStart(10)}${'new SQL'.padStart(10)}${'old SQL'.padStart(11)}${'p95'.padStart(10)}${'ratio'.padStart(8)}  budget (GraphQL median)`,
  );
  for (const { c, api, now, base } of results) {
    const ratio = now.median / base.median;
    const median = {
      value: Number(api.median.toFixed(2)),
      unit: 'ms',
      better: 'lower' as const,
      kind: targets ? ('budget' as const) : ('info' as const),
      ...(targets ? { target: c.budget } : {}),
    };
    figures[`${prefix}${c.key}.median`] = median;
    figures[`${prefix}${c.key}.ratio`] = {
      value: Number(ratio.toFixed(3)),
      unit: 'x',
      better: 'lower',
      kind: c.checked ? 'ratio' : 'info',
    };
    const budget = targets ? `≤ ${c.budget} ms: ${median.value <= c.budget ? 'met' : 'NOT MET'}` : '—';
    lines.push(
      `${c.label.padEnd(30)}${ms(api.median).padStart(10)}${ms(api.p95).padStart(10)}${ms(now.median).padStart(10)}${ms(base.median).padStart(11)}${ms(base.p95).padStart(10)}${`${ratio.toFixed(2)}x`.padStart(8)}  ${budget}`,
    );
  }
  lines.push('');
};

try {
  table('PostgreSQL', ROWS, await runOn('postgres', url.toString(), ROWS), '', true);
} finally {
  // BENCH_KEEP=1 keeps the seeded database (to EXPLAIN the lists' queries at full size).
  if (process.env.BENCH_KEEP || SEED_ONLY || REUSE) console.log(`kept database ${name}`);
  else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
if (SEED_ONLY) process.exit(0);
if (!quick && !process.env.BENCH_SKIP_PGLITE && !REUSE) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suki-bench-lists-pglite-'));
  try {
    table('PGlite', PGLITE_ROWS, await runOn('pglite', path.join(dir, 'db'), PGLITE_ROWS), 'pglite.', false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
const block = lines.join('\n');
console.log(`\n${block}`);
// A BENCH_REUSE run is a check on a kept database, not a result: it records nothing.
if (!REUSE)
  record(
    'lists',
    'Lists and counts at 1M rows (`npm run bench:lists`)',
    block,
    figures,
    '"GraphQL": median/p95 of each request the console makes for a list\'s first page with its counts, to a warm server (held to the budget). "new SQL" and "old SQL": the statements that request costs now, and its old form (the page query and count(*) over the filter), run in the same process in rotation with it; ratio = new SQL / old SQL. Plain counts come from list_counts (kept by triggers); filtered ones stop at 10,000 ("10,000+", a text search at "500+").' +
      ` Load average ${loadAtStart.toFixed(1)} at the start and ${(os.loadavg()[0] ?? 0).toFixed(1)} at the end: the GraphQL column carries the machine's load.`,
  );
const missed = Object.entries(figures).filter(([, f]) => f.target !== undefined && f.value > f.target);
// Printed, not the exit code: bench:check and npm run bench judge the targets from the recorded figures.
if (missed.length > 0) console.log(`over budget: ${missed.map(([k]) => k).join(', ')}`);
