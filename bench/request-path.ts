/**
 * bench/request-path: GraphQL throughput on a trivial authenticated query (`{ me { uuid email } }`,
 * signed in as the demo merchant) against a bare node:http server answering the same data for the
 * same token in the same run (bench/request-path-bare.ts: verifies the token, reads the token's row
 * and its user with the same driver, writes the same JSON). Same load generator for both: a fixed
 * number of concurrent keep-alive requests for a fixed time. On PostgreSQL and on PGlite. Then a
 * short run of the server under --cpu-prof (PostgreSQL), summarised as self time by package: what the
 * rest of the gap is made of. Everything Suki does per request stays on (request id, admission,
 * limits, CSRF check, depth/cost limits, throttles).
 *
 *   npm run bench:request-path     (BENCH_QUICK=1: 2-second runs, no profile unless
 *                                   BENCH_PROFILE=1; BENCH_PROFILE_ONLY=1: the profile alone)
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { selfTimeByPackage } from './lib/cpu-profile.ts';
import { spawnUntil } from './lib/processes.ts';
import { type Figures, quick, record, show } from './lib/report.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? (quick ? 2 : 8));
const WARM_SECONDS = quick ? 0.5 : 2;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = 'suki_bench_request_path';
const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'server');
const QUERY = JSON.stringify({ query: '{ me { uuid email } }' });
const loadAtStart = os.loadavg()[0] ?? 0;

const pgUrl = (() => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${BENCH_DB}`;
  return u.toString();
})();

/** A new database for this run (migrated and seeded by the server's first start). */
async function ensureBenchDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  } finally {
    await admin.end();
  }
}

const startSuki = (dataDir: string, databaseUrl: string | undefined, nodeArgs: string[] = []) =>
  spawnUntil(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      JOBS_POLL_MS: '60000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    ready: /Suki console: (http:\/\/\S+)/,
  });

const startBare = (target: string, secretFile: string) =>
  spawnUntil(process.execPath, ['--import', 'tsx', 'bench/request-path-bare.ts', target, secretFile], {
    cwd: root,
    env: { ...process.env },
    ready: /Bare server: (http:\/\/\S+)/,
  });

async function signIn(url: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($input: SignInInput!) { signIn(input: $input) { token } }',
        variables: { input: { email: 'demo@suki.ph', password: 'Demo@1234', userType: 'client' } },
      }),
    });
    const body = (await res.json()) as { data?: { signIn: { token: string } } };
    if (body.data?.signIn.token) return body.data.signIn.token;
    if (attempt > 20) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Closed-loop load: CONCURRENCY keep-alive connections each sending the next request as soon as one is answered. */
async function load(url: string, token: string, seconds: number): Promise<{ rps: number; expected: string }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const target = new URL('/graphql', url);
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  let shed = 0;
  let expected = '';
  const failures = new Map<string, number>();
  const one = () =>
    new Promise<void>((resolve) => {
      const req = http.request(
        target,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'content-length': Buffer.byteLength(QUERY),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            if (res.statusCode === 200 && text.includes('"email"')) {
              done += 1;
              expected ||= text;
            } else if (res.statusCode === 503) {
              // Shed by the admission control (the event loop ran late on a busy machine): not an answer.
              shed += 1;
            } else {
              failed += 1;
              const key = `${res.statusCode} ${text.slice(0, 120)}`;
              failures.set(key, (failures.get(key) ?? 0) + 1);
            }
            resolve();
          });
        },
      );
      req.on('error', () => {
        failed += 1;
        resolve();
      });
      req.end(QUERY);
    });
  const worker = async () => {
    while (performance.now() < until) await one();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  if (failed > done * 0.01 || shed > done)
    throw new Error(
      `${failed} failed and ${shed} shed requests against ${url} (${done} answered): ${[...failures].join('; ')}`,
    );
  return { rps: done / elapsed, expected };
}

interface Pair {
  suki: number;
  bare: number;
}

/** Suki, then the bare server on the same data; the better of two rounds each (2-core machine, noisy). */
async function measure(kind: 'postgres' | 'pglite'): Promise<Pair> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `suki-rp-${kind}-`));
  const databaseUrl = kind === 'postgres' ? pgUrl : undefined;
  const best = { suki: 0, bare: 0 };
  let token = '';
  try {
    for (let round = 0; round < 2; round++) {
      const suki = await startSuki(dataDir, databaseUrl);
      try {
        token ||= await signIn(suki.url);
        await load(suki.url, token, WARM_SECONDS);
        best.suki = Math.max(best.suki, (await load(suki.url, token, SECONDS)).rps);
      } finally {
        await suki.stop();
      }
      const bare = await startBare(
        databaseUrl ?? path.join(dataDir, 'pglite'),
        path.join(dataDir, 'secret.key'),
      );
      try {
        await load(bare.url, token, WARM_SECONDS);
        best.bare = Math.max(best.bare, (await load(bare.url, token, SECONDS)).rps);
      } finally {
        await bare.stop();
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return best;
}

/** A short run under --cpu-prof on PostgreSQL: self time by package. */
async function profile(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suki-rp-prof-'));
  const profDir = path.join(dataDir, 'prof');
  try {
    const suki = await startSuki(dataDir, pgUrl, ['--cpu-prof', `--cpu-prof-dir=${profDir}`]);
    let loadStart = 0;
    let loadEnd = 0;
    try {
      const token = await signIn(suki.url);
      await load(suki.url, token, 1);
      loadStart = performance.now();
      await load(suki.url, token, 5);
      loadEnd = performance.now();
    } finally {
      await suki.stop();
    }
    const exited = performance.now();
    const file = fs.readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) return '(no profile written)';
    // Only the samples of the measured load (not start-up, sign-in, warm-up or shutdown).
    const window = { fromEndMs: exited - loadStart, toEndMs: exited - loadEnd };
    // Kept for a closer look (bench/lib/cpu-profile.ts reads it with the same window).
    fs.copyFileSync(path.join(profDir, file), path.join(os.tmpdir(), 'suki-request-path.cpuprofile'));
    fs.writeFileSync(path.join(os.tmpdir(), 'suki-request-path.window.json'), JSON.stringify(window));
    return selfTimeByPackage(path.join(profDir, file), window)
      .slice(0, 16)
      .map(({ name, share }) => `  ${(share * 100).toFixed(1).padStart(5)}%  ${name}`)
      .join('\n');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `request path: { me { uuid email } } signed in, ${CONCURRENCY} concurrent keep-alive requests, ${SECONDS} s per run`,
);
await ensureBenchDatabase();
if (process.env.BENCH_PROFILE_ONLY) {
  console.log(await profile());
  process.exit(0);
}
const postgres = await measure('postgres');
const pglite = await measure('pglite');
const rows = [
  ['PostgreSQL', postgres],
  ['PGlite', pglite],
] as const;
const figures: Figures = {
  postgresRatio: {
    value: postgres.suki / postgres.bare,
    unit: '×',
    better: 'higher',
    target: 0.3,
    kind: 'ratio',
  },
  pgliteRatio: { value: pglite.suki / pglite.bare, unit: '×', better: 'higher', target: 0.15, kind: 'ratio' },
  postgresRps: { value: Math.round(postgres.suki), unit: 'req/s', better: 'higher', kind: 'info' },
  pgliteRps: { value: Math.round(pglite.suki), unit: 'req/s', better: 'higher', kind: 'info' },
};
let block = 'database    | bare node:http (baseline) | Suki GraphQL | Suki / bare\n';
for (const [name, pair] of rows) {
  const ratio = name === 'PostgreSQL' ? figures.postgresRatio : figures.pgliteRatio;
  block += `${name.padEnd(11)} | ${pair.bare.toFixed(0).padStart(19)} req/s | ${pair.suki.toFixed(0).padStart(6)} req/s | ${ratio ? show(ratio) : ''}\n`;
}
block += `(before issue 18: 0.03× on PostgreSQL, 0.01–0.02× on PGlite)\n`;
if (!quick || process.env.BENCH_PROFILE)
  block +=
    `\nSelf time by package, Suki on PostgreSQL under --cpu-prof (busy time of the measured load):\n${await profile()}\n` +
    'node:internal, (native) and node:_http_*: sockets and HTTP parsing, which the bare server pays too\n' +
    '(writev is the largest single item); @whatwg-node/*, graphql-yoga and @envelop/core: the Fetch API\n' +
    'Request/Response and plugin pipeline Yoga builds around each operation; graphql and\n' +
    '@graphql-tools/executor: execution (parse and validation are cached); suki: request scope, admission,\n' +
    'limits, the session check (node:crypto HMAC, then the 2-second session cache).\n';
console.log(`\n${block}`);
record(
  'request-path',
  'Request path: GraphQL against bare node:http',
  block,
  figures,
  `Load generator and both servers on the same machine; ${CONCURRENCY} concurrent keep-alive requests; the better of two ${SECONDS}-second runs each. Load average ${loadAtStart.toFixed(1)} at the start and ${(os.loadavg()[0] ?? 0).toFixed(1)} at the end. The bare server is bound by the database's round trips, Suki by its own CPU: a machine with a faster database raises the baseline more than Suki, and the ratio falls with it.`,
);
