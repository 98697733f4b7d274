/**
 * bench/notifications: 1,000,000 notifications across 1,000 apps on PostgreSQL. Prints the median and
 * p99 of the first page, of a deep page (cursor after row 500,000) and of the unread count, each through
 * GraphQL on a warm server and as the plain indexed SQL query of the same rows run in this process,
 * with their ratio. The first page's median must stay under 10 ms (DESIGN.md §5): exit code 1 if not.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:notifications
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../server/src/config.ts';
import { createUser } from '../server/src/modules/accounts/accounts.service.ts';
import { encodeCursor } from '../server/src/platform/cursor.ts';
import { createLogger } from '../server/src/platform/logger.ts';
import { startServer } from '../server/src/server.ts';

const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const TOTAL = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS_OVERRIDE = process.env.BENCH_RUNS;
const APPS = 1000;
const BIG = Math.round(TOTAL * 0.6); // one busy app holds 60%, so a cursor can sit after row 500,000
const RUNS = Number(RUNS_OVERRIDE ?? 200);

/** Rows of a raw query on the node-postgres driver. */
const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const name = `suki_bench_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const server = await startServer(
  {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    databaseUrl: url.toString(),
    seedDemo: false,
    secretKey: 'bench-secret-bench-secret-bench-secret-00',
    logLevel: 'silent',
  },
  { log: createLogger('silent') },
);
const db = server.database.db;
try {
  const user = await createUser(server.database, {
    email: 'bench@suki.ph',
    password: 'Bench#2026',
    role: 'client',
  });
  console.log(`seeding ${TOTAL.toLocaleString()} notifications across ${APPS} apps...`);
  const t0 = performance.now();
  await db.execute(sql`
    insert into apps (uuid, name, bundle_key, owner_uuid, created_at)
    select gen_random_uuid(), 'Bench ' || g, 'ecommerce-b2c-bundle', ${user.uuid}, now() - g * interval '1 second'
    from generate_series(1, ${APPS}::int) g`);
  await db.execute(
    sql`insert into app_members (app_uuid, user_uuid, role) select uuid, ${user.uuid}, 'owner' from apps`,
  );
  await db.execute(sql`
    with ranked as (select uuid, row_number() over (order by created_at desc) as n from apps)
    insert into notifications (uuid, app_uuid, category, message, created_at, read_at)
    select gen_random_uuid(), r.uuid, 'order_created', 'Order SDS-' || g,
           now() - g * interval '1 second', case when g % 10 = 0 then null else now() end
    from ranked r
    cross join lateral generate_series(1, case when r.n = 1 then ${BIG}::int else ${Math.floor((TOTAL - BIG) / (APPS - 1))}::int end) g`);
  await db.execute(sql`analyze`);
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const appUuid =
    rows<{ uuid: string }>(await db.execute(sql`select uuid from apps order by created_at desc limit 1`))[0]
      ?.uuid ?? '';
  const deep = rows<{ created_at: string | Date; uuid: string }>(
    await db.execute(sql`select created_at, uuid from notifications where app_uuid = ${appUuid}
      order by created_at desc, uuid desc offset 499999 limit 1`),
  )[0];
  const deepCursor = encodeCursor({ createdAt: new Date(deep?.created_at ?? 0), uuid: deep?.uuid ?? '' });

  const signIn = await fetch(`http://127.0.0.1:${server.port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation { signIn(input: { email: "bench@suki.ph", password: "Bench#2026", userType: "client" }) { token } } ',
    }),
  });
  const token = ((await signIn.json()) as { data: { signIn: { token: string } } }).data.signIn.token;
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`http://127.0.0.1:${server.port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  };
  const PAGE = `query($a: ID!, $after: String) { notifications(appUuid: $a, first: 20, after: $after) {
    edges { node { uuid category message readAt createdAt } } pageInfo { hasNextPage endCursor } } }`;

  async function measure(run: () => Promise<unknown>): Promise<{ median: number; p99: number }> {
    for (let i = 0; i < 20; i++) await run(); // warm up
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(RUNS / 2)] ?? 0, p99: times[Math.floor(RUNS * 0.99)] ?? 0 };
  }
  const sqlPage = (after?: { created_at: string | Date; uuid: string }) =>
    db.execute(sql`select uuid, category, message, read_at, created_at from notifications where app_uuid = ${appUuid}
      ${after ? sql`and (created_at, uuid) < (${new Date(after.created_at)}, ${after.uuid})` : sql``}
      order by created_at desc, uuid desc limit 21`);

  const cases: Array<[string, () => Promise<unknown>, () => Promise<unknown>]> = [
    ['first page (20)', () => gql(PAGE, { a: appUuid }), () => sqlPage()],
    ['deep page (after 500,000)', () => gql(PAGE, { a: appUuid, after: deepCursor }), () => sqlPage(deep)],
    [
      'unread count',
      () => gql('query($a: ID!) { unreadNotificationsCount(appUuid: $a) }', { a: appUuid }),
      () =>
        db.execute(sql`select count(*) from notifications where app_uuid = ${appUuid} and read_at is null`),
    ],
  ];
  console.log(
    `\n${'case'.padEnd(28)}${'GraphQL median'.padStart(16)}${'p99'.padStart(10)}${'SQL median'.padStart(14)}${'p99'.padStart(10)}${'ratio'.padStart(8)}`,
  );
  let firstPageMedian = 0;
  for (const [label, api, baseline] of cases) {
    const a = await measure(api);
    const b = await measure(baseline);
    if (label.startsWith('first')) firstPageMedian = a.median;
    console.log(
      `${label.padEnd(28)}${`${a.median.toFixed(2)} ms`.padStart(16)}${`${a.p99.toFixed(2)} ms`.padStart(10)}${`${b.median.toFixed(2)} ms`.padStart(14)}${`${b.p99.toFixed(2)} ms`.padStart(10)}${`${(a.median / b.median).toFixed(1)}x`.padStart(8)}`,
    );
  }
  console.log(
    `\nfirst page median ${firstPageMedian.toFixed(2)} ms (budget 10 ms): ${firstPageMedian < 10 ? 'OK' : 'OVER BUDGET'}`,
  );
  process.exitCode = firstPageMedian < 10 ? 0 : 1;
} finally {
  await server.close();
  if (process.env.BENCH_KEEP) console.log(`kept database ${name}`);
  else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
