/**
 * bench/overload: open-loop load (requests arrive at a fixed rate whether or not earlier ones were
 * answered, as real clients do) at 50, 100, 200 and 400 requests/s against a real server process on
 * the embedded database, once with the load limits (the defaults) and once without them (the
 * baseline: no admission limit, no timeout, as before the hardening issue). Each request is the
 * products list of the demo store with its total count, signed in; a client gives up after 10 s.
 * Prints p50/p95 of answered requests, the share of errors (timeouts, 5xx, shed) and the ratios.
 *
 *   npm run bench:overload            (BENCH_SECONDS=10 per rate, BENCH_RATES=50,100,200,400)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RATES = (process.env.BENCH_RATES ?? '50,100,200,400').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENT_TIMEOUT_MS = 10_000;
const serverDir = path.resolve(import.meta.dirname, '../server');

interface Running {
  child: ChildProcess;
  url: string;
}

async function startServer(env: Record<string, string>): Promise<Running> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suki-overload-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      THROTTLE_FACTOR: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/Suki console: (http:\/\/\S+)/);
      if (match?.[1]) resolve({ child, url: match[1] });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

async function gql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(`${res.status} ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

/** Retries a setup call while the fresh server is still busy (503 while it catches up), up to 30 s. */
async function settled<T>(call: () => Promise<T>): Promise<T> {
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      return await call();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

interface Outcome {
  ms: number;
  ok: boolean;
  shed: boolean;
}

const LIST =
  'query($a: ID!) { products(appUuid: $a, first: 20) { totalCount edges { node { uuid name } } } }';

async function load(url: string, token: string, appUuid: string, rate: number): Promise<Outcome[]> {
  const outcomes: Promise<Outcome>[] = [];
  const body = JSON.stringify({ query: LIST, variables: { a: appUuid } });
  const one = async (): Promise<Outcome> => {
    const started = performance.now();
    try {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      await res.arrayBuffer();
      return { ms: performance.now() - started, ok: res.status === 200, shed: res.status === 503 };
    } catch {
      return { ms: performance.now() - started, ok: false, shed: false };
    }
  };
  const total = rate * SECONDS;
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    outcomes.push(one());
  }
  return Promise.all(outcomes);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

interface Row {
  rate: number;
  p50: number;
  p95: number;
  errors: number;
  shed: number;
}

function summarize(rate: number, outcomes: Outcome[]): Row {
  const answered = outcomes
    .filter((o) => o.ok)
    .map((o) => o.ms)
    .sort((a, b) => a - b);
  const failed = outcomes.filter((o) => !o.ok).length;
  return {
    rate,
    p50: percentile(answered, 0.5),
    p95: percentile(answered, 0.95),
    errors: failed / outcomes.length,
    shed: outcomes.filter((o) => o.shed).length / outcomes.length,
  };
}

async function measure(label: string, env: Record<string, string>): Promise<Row[]> {
  const server = await startServer(env);
  try {
    const signIn = await settled(() =>
      gql<{ signIn: { token: string } }>(
        server.url,
        'mutation($input: SignInInput!) { signIn(input: $input) { token } }',
        { input: { email: 'demo@suki.ph', password: 'Demo@1234', userType: 'client' } },
      ),
    );
    const token = signIn.signIn.token;
    const apps = await settled(() =>
      gql<{ apps: { edges: { node: { uuid: string } }[] } }>(
        server.url,
        '{ apps { edges { node { uuid } } } }',
        {},
        token,
      ),
    );
    const appUuid = apps.apps.edges[0]?.node.uuid ?? '';
    await load(server.url, token, appUuid, 20); // warm-up
    const rows: Row[] = [];
    for (const rate of RATES) {
      rows.push(summarize(rate, await load(server.url, token, appUuid, rate)));
      await new Promise((resolve) => setTimeout(resolve, 2_000)); // let the backlog drain
      const row = rows.at(-1);
      if (row)
        console.log(
          `${label.padEnd(9)} ${String(rate).padStart(4)} req/s  p50 ${fmt(row.p50)}  p95 ${fmt(row.p95)}  errors ${pct(row.errors)} (shed ${pct(row.shed)})`,
        );
    }
    return rows;
  } finally {
    server.child.kill('SIGTERM');
  }
}

const fmt = (ms: number) => (Number.isNaN(ms) ? '     -' : `${ms.toFixed(0).padStart(5)} ms`);
const pct = (x: number) => `${(x * 100).toFixed(1).padStart(5)}%`;

console.log(
  `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${SECONDS} s per rate`,
);
const baseline = await measure('baseline', {
  MAX_CONCURRENT_REQUESTS: '100000',
  MAX_QUEUED_REQUESTS: '0',
  REQUEST_TIMEOUT_MS: '600000',
});
const limited = await measure('limited', {});

console.log('\nrate     | baseline p50 / p95 / errors | limited p50 / p95 / errors (shed) | p95 ratio');
for (const [i, row] of limited.entries()) {
  const base = baseline[i];
  if (!base) continue;
  const ratio = Number.isNaN(row.p95) ? '-' : `${(base.p95 / row.p95).toFixed(1)}x faster`;
  console.log(
    `${String(row.rate).padStart(4)}/s   | ${fmt(base.p50)} / ${fmt(base.p95)} / ${pct(base.errors)} | ${fmt(row.p50)} / ${fmt(row.p95)} / ${pct(row.errors)} (${pct(row.shed)}) | ${ratio}`,
  );
}
process.exit(0);
