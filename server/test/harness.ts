import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { type Config, loadConfig } from '../src/config.ts';
import type { Clock } from '../src/platform/clock.ts';
import { openPgliteSnapshot } from '../src/platform/db.ts';
import { createLogger, type Logger } from '../src/platform/logger.ts';
import { type RunningServer, startServer } from '../src/server.ts';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The databases every server test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set.
 * Under CI nothing is skipped: a missing TEST_DATABASE_URL is a failure, not a quieter run.
 */
export function testDatabases(): DatabaseKind[] {
  if (process.env.TEST_DATABASE_URL) return ['pglite', 'postgres'];
  if (process.env.CI === 'true')
    throw new Error('CI=true but TEST_DATABASE_URL is not set: PostgreSQL tests would be skipped');
  return ['pglite'];
}

/**
 * A fresh PostgreSQL database on the TEST_DATABASE_URL server, dropped by the returned function:
 * empty, or a copy of the run's migrated template (global-setup.ts) when `migrated`.
 */
export async function freshPostgres(
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `suki_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const template = options.migrated ? inject('postgresTemplate') : '';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export const tempDir = (prefix = 'suki-test-'): string => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

export interface GqlResult<T = Record<string, unknown>> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>;
}

export interface TestServer {
  url: string;
  server: RunningServer;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GqlResult<T>>;
  signIn(email?: string, password?: string, userType?: string): Promise<string>;
  /** The uuid of the first app the token's user sees (the demo store for the demo merchant). */
  firstAppUuid(token: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  clock?: Clock;
  seedDemo?: boolean;
  config?: Partial<Config>;
  /** The server's logger; silent unless a test reads the log. */
  log?: Logger;
}

/** The run's migrated PGlite (global-setup.ts), read once per test file. */
let snapshot: Blob | undefined;
function pgliteSnapshot(): Blob {
  snapshot ??= new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
  return snapshot;
}

export async function startTestServer(kind: DatabaseKind, opts: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = tempDir();
  const postgres = kind === 'postgres' ? await freshPostgres({ migrated: true }) : null;
  const config: Config = {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: postgres?.url ?? 'memory',
    seedDemo: opts.seedDemo ?? true,
    // The demo's storefront traffic only where a test reads it (analytics): it costs every start ~1 s.
    demoTraffic: false,
    secretKey: TEST_SECRET,
    webDist: path.join(dataDir, 'no-web'),
    // Every test signs in from 127.0.0.1: per-address throttles are loosened unless a test sets its own.
    throttleFactor: 100,
    // Test files share two busy cores: the event-loop shedding is tested on its own (hardening.test.ts).
    maxEventLoopDelayMs: 0,
    ...opts.config,
  };
  const database = postgres ? undefined : await openPgliteSnapshot(pgliteSnapshot());
  const server = await startServer(config, {
    // TEST_LOG_LEVEL=error (say) prints the servers' logs of a test run: what an internal error was.
    log: opts.log ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
    ...(database ? { database } : {}),
    ...(opts.clock ? { clock: opts.clock } : {}),
  });
  const url = `http://127.0.0.1:${server.port}`;
  const gql = async <T>(query: string, variables?: Record<string, unknown>, token?: string) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as GqlResult<T>;
    // Side effects are delivered by the job worker after the answer: wait for them (the state, not time).
    await server.context.jobs.idle();
    return body;
  };
  return {
    url,
    server,
    gql,
    async signIn(email = 'demo@suki.ph', password = 'Demo@1234', userType = 'client') {
      const r = await gql<{ signIn: { token: string } }>(
        'mutation($input: SignInInput!) { signIn(input: $input) { token } }',
        { input: { email, password, userType } },
      );
      if (!r.data?.signIn) throw new Error(`sign in failed: ${JSON.stringify(r.errors)}`);
      return r.data.signIn.token;
    },
    async firstAppUuid(token: string) {
      const r = await gql<{ apps: { edges: { node: { uuid: string } }[] } }>(
        '{ apps { edges { node { uuid } } } }',
        {},
        token,
      );
      const uuid = r.data?.apps.edges[0]?.node.uuid;
      if (!uuid) throw new Error(`no app: ${JSON.stringify(r.errors)}`);
      return uuid;
    },
    async close() {
      await server.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A graphql-ws client on a real WebSocket. */
export function wsClient(httpUrl: string, token: string | null) {
  return createClient({
    url: `${httpUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: true,
  });
}

/** Resolves with the first `next` payload of a subscription, or rejects on error/timeout. */
export function firstEvent<T>(
  client: ReturnType<typeof wsClient>,
  query: string,
  variables: Record<string, unknown> = {},
  timeoutMs = 10_000,
): { ready: Promise<void>; event: Promise<GqlResult<T>> } {
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const event = new Promise<GqlResult<T>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no subscription event in time')), timeoutMs);
    client.on('connected', () => setTimeout(markReady, 100));
    client.on('closed', (event) => {
      clearTimeout(timer);
      reject(new Error(`socket closed: ${(event as { code?: number }).code ?? 'unknown'}`));
    });
    const dispose = client.subscribe<T>(
      { query, variables },
      {
        next: (value) => {
          clearTimeout(timer);
          dispose();
          resolve(value as GqlResult<T>);
        },
        error: (err) => {
          clearTimeout(timer);
          reject(err instanceof Error ? err : new Error(JSON.stringify(err)));
        },
        complete: () => undefined,
      },
    );
  });
  return { ready, event };
}

/** The newest outbox mail to `to` (demo mode), and the first link in it. */
export async function latestMail(
  t: TestServer,
  to: string,
): Promise<{ subject: string; text: string; link: string }> {
  const r = await t.gql<{ mailOutbox: Array<{ to: string; subject: string; text: string }> }>(
    '{ mailOutbox(first: 50) { to subject text } }',
  );
  const mail = r.data?.mailOutbox.find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}: ${JSON.stringify(r.data ?? r.errors)}`);
  return { ...mail, link: mail.text.match(/https?:\/\/\S+/)?.[0] ?? '' };
}

export const mailCount = async (t: TestServer, to: string): Promise<number> => {
  const r = await t.gql<{ mailOutbox: Array<{ to: string }> }>('{ mailOutbox(first: 100) { to } }');
  return r.data?.mailOutbox.filter((m) => m.to === to).length ?? 0;
};

/** The token at the end of an emailed link. */
export const tokenOf = (link: string): string => link.split('/').at(-1) ?? '';

/**
 * A new merchant who owns a new, unlaunched ecommerce store: the store's uuid, and `signIn()` for its
 * owner at the server clock's time (a test that moves the clock by months signs in again).
 */
export async function ownedStore(
  t: TestServer,
  { email = 'owner@tindahan.ph', password = 'Owner#2026', name = 'Tindahan' } = {},
): Promise<{ appUuid: string; userUuid: string; signIn(): Promise<string> }> {
  const { createUser } = await import('../src/modules/accounts/accounts.service.ts');
  const { createApp } = await import('../src/modules/apps/index.ts');
  const user = await createUser(t.server.context, { email, password, role: 'client' });
  const app = await createApp(t.server.context, user.uuid, { name, bundleKey: 'ecommerce-b2c-bundle' });
  return { appUuid: app.uuid, userUuid: user.uuid, signIn: () => t.signIn(email, password) };
}

/**
 * A ₱500.00 cash-on-delivery order of `appUuid`, completed (or cancelled) at `at`, written directly:
 * the orders a billing period charges its transaction fees on.
 */
export async function completedOrder(
  t: TestServer,
  appUuid: string,
  transactionNumber: string,
  at: Date,
  status: 'completed' | 'cancelled' = 'completed',
): Promise<void> {
  const { orders } = await import('../src/modules/orders/orders.tables.ts');
  const { newUuid } = await import('../src/platform/ids.ts');
  await t.server.context.db.insert(orders).values({
    uuid: newUuid(),
    appUuid,
    transactionNumber,
    status,
    paymentStatus: 'pay_success',
    paymentMethod: 'cod',
    customerName: 'Liza Reyes',
    mobileNumber: '9171234567',
    fulfillment: 'pickup',
    subtotal: 50_000,
    deliveryFee: 0,
    tax: 0,
    total: 50_000,
    createdAt: at,
    updatedAt: at,
    completedAt: at,
  });
}
