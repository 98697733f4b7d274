import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { firstEvent, freshPostgres, tempDir, wsClient } from './harness.ts';
import { customerMessage, deliver, META_APP_SECRET } from './meta.ts';
import { gql, type Proc, signIn, spawnServer } from './processes.ts';

describe('one server process on the embedded database', () => {
  const dataDir = tempDir('suki-proc-');

  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    const first = await spawnServer({ DATA_DIR: dataDir });
    expect(first.output()).toContain('Demo sign-in: demo@suki.ph / Demo@1234');
    const second = spawnServer({ DATA_DIR: dataDir });
    const err = (await second.catch((e: unknown) => e)) as { code: number; out: string };
    expect(err.code).toBe(3);
    expect(err.out).toMatch(/Another Suki server \(pid \d+\) is already using the data folder/);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'suki.lock'))).toBe(false);
  });

  it('keeps an acknowledged write after kill -9 and restarts on the same folder', async () => {
    const first = await spawnServer({ DATA_DIR: dataDir });
    expect(first.output()).not.toContain('Demo sign-in'); // seeded only on the first start
    const token = await signIn(first.url);
    const write = await gql(
      first.url,
      'mutation { userSettingUpdate(input: { firstName: "Durable" }) { firstName } }',
      {},
      token,
    );
    expect(write.data).toEqual({ userSettingUpdate: { firstName: 'Durable' } });
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await spawnServer({ DATA_DIR: dataDir });
    const me = await gql<{ me: { firstName: string } }>(
      second.url,
      '{ me { firstName } }',
      {},
      await signIn(second.url),
    );
    expect(me.data?.me.firstName).toBe('Durable');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});

/** Sends raw bytes to the server and resolves with the status line it answers (or '' on a reset). */
function rawStatusLine(url: string, text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(new URL(url).port), '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) socket.destroy();
    });
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', () => resolve(''));
  });
}

describe('a real server process under malformed upgrades', () => {
  it('answers a bad Origin or request target without exiting, and keeps serving', async () => {
    const server = await spawnServer({ DATA_DIR: tempDir('suki-bad-upgrade-') });
    const upgrade = (target: string, origin: string) =>
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
      `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nOrigin: ${origin}\r\n\r\n`;
    for (const origin of ['x', 'null', 'http://[']) {
      expect(await rawStatusLine(server.url, upgrade('/graphql', origin)), origin).toBe(
        'HTTP/1.1 403 Forbidden',
      );
    }
    expect(await rawStatusLine(server.url, upgrade('http://[x/graphql', 'x'))).toBe(
      'HTTP/1.1 400 Bad Request',
    );
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});

const SIGN_UP = 'mutation($input: SignUpInput!) { signUp(input: $input) { email } }';
const newAccount = (email: string) => ({
  input: { email, password: 'Maganda@123', firstName: 'Ana', lastName: 'Cruz' },
});
/** How many mails the outbox holds for each address (demo mode's developer mailbox). */
async function mailsTo(url: string, prefix: string): Promise<Map<string, number>> {
  const r = await gql<{ mailOutbox: { to: string }[] }>(url, '{ mailOutbox(first: 100) { to } }');
  const counts = new Map<string, number>();
  for (const m of r.data?.mailOutbox ?? []) {
    if (m.to.startsWith(prefix)) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
  }
  return counts;
}

describe('durable side effects', () => {
  it('delivers an event written before kill -9 once, after the restart', async () => {
    const dataDir = tempDir('suki-outbox-');
    // A process that runs no jobs: the sign-up commits its mail's delivery, and nothing sends it.
    const first = await spawnServer({ DATA_DIR: dataDir, JOBS_WORKER: 'false' });
    const signUp = await gql(first.url, SIGN_UP, newAccount('crash-test@example.com'));
    expect(signUp.errors).toBeUndefined();
    expect(await mailsTo(first.url, 'crash-test@')).toEqual(new Map());
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await spawnServer({ DATA_DIR: dataDir });
    for (let waited = 0; (await mailsTo(second.url, 'crash-test@')).size === 0; waited += 100) {
      if (waited > 20_000) throw new Error('the mail was never delivered after the restart');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await mailsTo(second.url, 'crash-test@')).toEqual(new Map([['crash-test@example.com', 1]]));
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});

describe('graceful shutdown', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s closes open graphql-ws connections with 1012 (service restart), releases the data folder and exits 0',
    async (signal) => {
      const dataDir = tempDir('suki-stop-');
      const server = await spawnServer({ DATA_DIR: dataDir });
      const client = wsClient(server.url, await signIn(server.url));
      const closed = new Promise<number | undefined>((resolve) =>
        client.on('closed', (event) => resolve((event as { code?: number }).code)),
      );
      const sub = firstEvent(client, 'subscription { appCreated { name } }');
      await sub.ready;
      expect(fs.existsSync(path.join(dataDir, 'suki.lock'))).toBe(true);

      server.child.kill(signal);
      expect(await closed).toBe(1012); // Service restart: the console reconnects, with backoff, elsewhere
      await expect(sub.event).rejects.toThrow('socket closed: 1012');
      expect(await server.exited).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'suki.lock'))).toBe(false);
    },
  );
});

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (process.env.CI === 'true' && !(postgresUrl && redisUrl)) {
  throw new Error('CI=true needs TEST_DATABASE_URL and TEST_REDIS_URL: the scale-out tests would be skipped');
}

/** Two server processes on one fresh PostgreSQL database, sharing DATA_DIR (so the generated secret). */
async function twoServers(extraEnv: Record<string, string> = {}) {
  const db = await freshPostgres();
  const env = {
    DATA_DIR: tempDir('suki-scale-'),
    DATABASE_URL: db.url,
    REDIS_URL: '', // none unless asked for
    SEED_DEMO: 'true',
    ...extraEnv,
  };
  const a = await spawnServer(env);
  const b = await spawnServer(env);
  return {
    a,
    b,
    databaseUrl: db.url,
    async stop() {
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
      await db.drop();
    },
  };
}

describe.runIf(Boolean(postgresUrl))('two server processes on one PostgreSQL', () => {
  it('accepts a token issued by the other process, and honours its revocation there', async () => {
    const { a, b, stop } = await twoServers(); // no Redis: sessions live in PostgreSQL alone
    try {
      const token = await signIn(a.url);
      const me = await gql<{ me: { email: string } | null }>(b.url, '{ me { email } }', {}, token);
      expect(me.data?.me?.email).toBe('demo@suki.ph');
      const revoke = await gql(
        b.url,
        'mutation($t: String!) { destroyAuthToken(input: { token: $t }) { generatedTokenLog { uuid } } }',
        { t: token },
        token,
      );
      expect(revoke.errors).toBeUndefined();
      expect((await gql(a.url, '{ me { email } }', {}, token)).data).toEqual({ me: null });
    } finally {
      await stop();
    }
  });
});

describe.runIf(Boolean(postgresUrl))('event deliveries on two server processes', () => {
  it('delivers each of 40 events once while both workers race for them', async () => {
    const { a, b, stop } = await twoServers({ JOBS_POLL_MS: '50' });
    try {
      const emails = Array.from({ length: 40 }, (_, i) => `race${i}@example.com`);
      await Promise.all(emails.map((email, i) => gql(i % 2 ? a.url : b.url, SIGN_UP, newAccount(email))));
      for (let waited = 0; (await mailsTo(a.url, 'race')).size < emails.length; waited += 100) {
        if (waited > 20_000) throw new Error('not every mail was delivered');
        await new Promise((r) => setTimeout(r, 100));
      }
      await new Promise((r) => setTimeout(r, 500)); // time for a duplicate to show, were there one
      const counts = await mailsTo(b.url, 'race');
      expect([...counts.values()]).toEqual(emails.map(() => 1));
    } finally {
      await stop();
    }
  });
});

describe.runIf(Boolean(postgresUrl))('the auto-confirm job on two server processes', () => {
  it('confirms each pending order left 10 days exactly once while both processes run it', async () => {
    const N = 3000;
    const { a, b, databaseUrl, stop } = await twoServers({ AUTO_CONFIRM_EVERY_MS: '100', LOG_LEVEL: 'info' });
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      // One statement: both processes' next runs find all N overdue at once and race for them.
      await db.query(
        `INSERT INTO orders (uuid, app_uuid, transaction_number, payment_method, customer_name, mobile_number,
           fulfillment, subtotal, delivery_fee, tax, total, created_at, updated_at)
         SELECT gen_random_uuid(), (SELECT uuid FROM apps ORDER BY created_at LIMIT 1), 'OLD-' || g, 'cod',
           'Overdue ' || g, '9170000000', 'pickup', 10000, 0, 0, 10000,
           now() - interval '11 days', now() - interval '11 days'
         FROM generate_series(1, $1::int) g`,
        [N],
      );
      const left = async () =>
        Number(
          (
            await db.query(
              `SELECT count(*) AS n FROM orders WHERE transaction_number LIKE 'OLD-%' AND status = 'pending'`,
            )
          ).rows[0]?.n,
        );
      for (let waited = 0; (await left()) > 0; waited += 100) {
        if (waited > 30_000) throw new Error(`still pending after 30 s: ${await left()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const done = await db.query(
        `SELECT count(*) AS n FROM orders WHERE transaction_number LIKE 'OLD-%'
           AND status = 'for_delivery' AND auto_confirmed_at IS NOT NULL AND for_delivery_at IS NOT NULL`,
      );
      expect(Number(done.rows[0]?.n)).toBe(N);
      // Each process logs how many it confirmed per run: together, each order once.
      const confirmedBy = (proc: Proc) =>
        proc
          .output()
          .split('\n')
          .filter((line) => line.includes('auto-confirmed pending orders'))
          .reduce((sum, line) => sum + Number((JSON.parse(line) as { confirmed: number }).confirmed), 0);
      const total = () => confirmedBy(a) + confirmedBy(b);
      for (let waited = 0; total() < N && waited < 5_000; waited += 100)
        await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 500)); // and nothing confirmed a second time after
      expect(total()).toBe(N);
    } finally {
      await db.end();
      await stop();
    }
  });
});

describe.runIf(Boolean(postgresUrl && redisUrl))('two server processes on one PostgreSQL and Redis', () => {
  it('delivers events, notifications and inbox messages raised on one process to subscribers on the other', async () => {
    const { a, b, stop } = await twoServers({
      REDIS_URL: redisUrl ?? '',
      // Several processes must share one secret (a Redis deployment refuses to start without it).
      SECRET_KEY: 'two-processes-secret-two-processes-secret-01',
      META_APP_SECRET,
      META_GRAPH_URL: 'http://127.0.0.1:9', // no Graph API here: profiles fall back to a generic name
    });
    try {
      const token = await signIn(a.url);

      const client = wsClient(b.url, token);
      const sub = firstEvent<{ appCreated: { name: string } }>(
        client,
        'subscription { appCreated { name } }',
      );
      await sub.ready;
      await gql(
        a.url,
        'mutation { appCreate(input: { name: "Made on A", bundleKey: "b2b-bundle" }) { uuid } }',
        {},
        token,
      );
      expect((await sub.event).data).toEqual({ appCreated: { name: 'Made on A' } });
      await client.dispose();

      // A notification raised on A reaches a console subscribed on B.
      const apps = await gql<{ apps: { edges: Array<{ node: { uuid: string } }> } }>(
        a.url,
        '{ apps { edges { node { uuid } } } }',
        {},
        token,
      );
      const appUuid = apps.data?.apps.edges[0]?.node.uuid;
      const notifications = wsClient(b.url, token);
      const live = firstEvent<{ notificationCreate: { category: string } }>(
        notifications,
        'subscription($a: ID!) { notificationCreate(appUuid: $a) { category } }',
        { a: appUuid },
      );
      await live.ready;
      await gql(
        a.url,
        'mutation($a: ID!) { notificationTestSend(input: { appUuid: $a }) { uuid } }',
        { a: appUuid },
        token,
      );
      expect((await live.event).data).toEqual({ notificationCreate: { category: 'test_notification' } });
      await notifications.dispose();

      // A Messenger message delivered to A's webhook reaches an inbox open on B.
      const globalIds = await gql<{
        apps: { edges: Array<{ node: { name: string; baseGlobalId: string } }> };
      }>(a.url, '{ apps { edges { node { name baseGlobalId } } } }', {}, token);
      const demo = globalIds.data?.apps.edges.find((e) => e.node.name === 'Suki Demo Store')?.node
        .baseGlobalId;
      const inbox = wsClient(b.url, token);
      const arrived = firstEvent<{ inboxMessages: { message: string } }>(
        inbox,
        'subscription($g: ID!) { inboxMessages(appGlobalId: $g) { message } }',
        { g: demo },
      );
      await arrived.ready;
      expect(
        (await deliver(a.url, customerMessage('5550001', 'm_scale_1', 'Hello from Messenger', Date.now())))
          .status,
      ).toBe(200);
      expect((await arrived.event).data).toEqual({ inboxMessages: { message: 'Hello from Messenger' } });
      await inbox.dispose();
    } finally {
      await stop();
    }
  });
});
