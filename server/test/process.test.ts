import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstEvent, freshPostgres, type GqlResult, tempDir, wsClient } from './harness.ts';
import { customerMessage, deliver, META_APP_SECRET } from './meta.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

interface Proc {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts `node src/main.ts` as a real process and waits until it prints its URL (or exits). */
function spawnServer(env: Record<string, string>): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/Suki console: (http:\/\/\S+)/);
      if (match?.[1]) resolve({ child, url: match[1], output: () => out, exited });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    exited.then((code) =>
      reject(Object.assign(new Error(`server exited with ${code}: ${out}`), { code, out })),
    );
    setTimeout(() => reject(new Error(`server did not start: ${out}`)), 45_000);
  });
}

async function gql<T>(url: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlResult<T>;
}

async function signIn(url: string): Promise<string> {
  const r = await gql<{ signIn: { token: string } }>(
    url,
    'mutation { signIn(input: { email: "demo@suki.ph", password: "Demo@1234", userType: "client" }) { token } }',
  );
  if (!r.data?.signIn) throw new Error(JSON.stringify(r.errors));
  return r.data.signIn.token;
}

const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

describe('one server process on the embedded database', () => {
  const dataDir = tempDir('suki-proc-');

  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    const first = await spawnServer({ DATA_DIR: dataDir });
    running.push(first.child);
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
    running.push(first.child);
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
    running.push(second.child);
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

const scaleOut = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
if (process.env.CI === 'true' && !scaleOut) {
  throw new Error('CI=true needs TEST_DATABASE_URL and TEST_REDIS_URL for the scale-out test');
}

describe.runIf(scaleOut)('two server processes on one PostgreSQL and Redis', () => {
  it('accepts a token issued by the other process and delivers its events, notifications and inbox messages to this one’s subscribers', async () => {
    const db = await freshPostgres();
    try {
      const shared = tempDir('suki-scale-'); // both share DATA_DIR, so they share the generated secret
      const env = {
        DATA_DIR: shared,
        DATABASE_URL: db.url,
        REDIS_URL: process.env.TEST_REDIS_URL ?? '',
        SEED_DEMO: 'true',
        META_APP_SECRET,
        META_GRAPH_URL: 'http://127.0.0.1:9', // no Graph API here: profiles fall back to a generic name
      };
      const a = await spawnServer(env);
      running.push(a.child);
      const b = await spawnServer(env);
      running.push(b.child);

      const token = await signIn(a.url);
      const me = await gql<{ me: { email: string } }>(b.url, '{ me { email } }', {}, token);
      expect(me.data?.me.email).toBe('demo@suki.ph');

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
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
    } finally {
      await db.drop();
    }
  });
});
