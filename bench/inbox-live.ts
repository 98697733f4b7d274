/**
 * bench/inbox-live: how long a customer's Messenger message takes from the webhook to a console
 * subscribed to the inbox (DESIGN.md §5: under 100 ms). A real server on the embedded database (or
 * BENCH_DATABASE_URL), a real WebSocket subscriber, signed deliveries one after another. Prints the
 * median and p99 of webhook → subscriber, beside the baseline of the webhook round trip alone (the
 * POST answered) in the same run, and their ratio. Exit code 1 when the median is over 100 ms.
 *
 *   npm run bench:inbox
 */
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { loadConfig } from '../server/src/config.ts';
import { createLogger } from '../server/src/platform/logger.ts';
import { startServer } from '../server/src/server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const SECRET = 'bench-meta-app-secret';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suki-bench-inbox-'));
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
    metaAppSecret: SECRET,
    metaGraphUrl: 'http://127.0.0.1:9',
  },
  { log: createLogger('silent') },
);
const url = `http://127.0.0.1:${server.port}`;
const gql = async <T>(query: string, token?: string): Promise<T> => {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return ((await res.json()) as { data: T }).data;
};
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;

try {
  const { signIn } = await gql<{ signIn: { token: string } }>(
    'mutation { signIn(input: { email: "demo@suki.ph", password: "Demo@1234", userType: "client" }) { token } }',
  );
  const { apps } = await gql<{ apps: { edges: { node: { baseGlobalId: string } }[] } }>(
    '{ apps { edges { node { baseGlobalId } } } }',
    signIn.token,
  );
  const waiters = new Map<string, (at: number) => void>();
  const client = createClient({
    url: `${url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${signIn.token}` },
  });
  client.subscribe<{ inboxMessages: { message: string | null } }>(
    {
      query: `subscription { inboxMessages(appGlobalId: "${apps.edges[0]?.node.baseGlobalId}") { message } }`,
    },
    {
      next: (v) => waiters.get(v.data?.inboxMessages.message ?? '')?.(performance.now()),
      error: (e) => console.error(e),
      complete: () => undefined,
    },
  );
  await new Promise((r) => setTimeout(r, 500));

  const live: number[] = [];
  const roundTrip: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const text = `bench message ${i}`;
    const body = JSON.stringify({
      object: 'page',
      entry: [
        {
          id: '104839201938475',
          messaging: [
            {
              sender: { id: `77${i % 20}` },
              recipient: { id: '104839201938475' },
              timestamp: Date.now(),
              message: { mid: `m_bench_${i}`, text },
            },
          ],
        },
      ],
    });
    const arrived = new Promise<number>((resolve) => waiters.set(text, resolve));
    const t0 = performance.now();
    await fetch(`${url}/webhooks/meta`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`,
      },
      body,
    });
    roundTrip.push(performance.now() - t0);
    live.push((await arrived) - t0);
    waiters.delete(text);
    await server.context.jobs.idle(); // the assistant's work is not what is measured
  }
  await client.dispose();
  const med = quantile(live, 0.5);
  const base = quantile(roundTrip, 0.5);
  console.log(`webhook → subscriber  median ${med.toFixed(1)} ms  p99 ${quantile(live, 0.99).toFixed(1)} ms`);
  console.log(
    `webhook round trip    median ${base.toFixed(1)} ms  p99 ${quantile(roundTrip, 0.99).toFixed(1)} ms  (baseline)`,
  );
  console.log(`ratio live / baseline ${(med / base).toFixed(2)}x over ${RUNS} messages`);
  process.exitCode = med > 100 ? 1 : 0;
} finally {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
