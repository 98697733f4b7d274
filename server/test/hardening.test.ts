import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_OVER_HTTP } from '../src/graphql/yoga.ts';
import { startTestServer, type TestServer, testDatabases } from './harness.ts';
import {
  customerMessage,
  DEMO_FB_PAGE_ID,
  deliver,
  META_APP_SECRET,
  META_VERIFY_TOKEN,
  sign,
} from './meta.ts';

/** Sends raw bytes and resolves with the status line of the answer ('' when the socket just closes). */
function rawRequest(url: string, text: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) {
        resolve(answer.split('\r\n')[0] ?? '');
        socket.destroy();
      }
    });
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
    socket.setTimeout(5_000, () => socket.destroy());
  });
}

const upgrade = (path: string, origin?: string) =>
  [
    `GET ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: Upgrade',
    'Upgrade: websocket',
    'Sec-WebSocket-Version: 13',
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
    'Sec-WebSocket-Protocol: graphql-transport-ws',
    ...(origin === undefined ? [] : [`Origin: ${origin}`]),
    '',
    '',
  ].join('\r\n');

describe.each(testDatabases())('hostile and malformed requests on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  beforeAll(async () => {
    t = await startTestServer(kind, {
      config: { metaAppSecret: META_APP_SECRET, metaVerifyToken: META_VERIFY_TOKEN, maxBodyBytes: 100_000 },
    });
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
  });
  afterAll(() => t.close());

  const healthy = async () => (await fetch(`${t.url}/healthz`)).status;

  it('refuses WebSocket upgrades with a malformed Origin or target, and keeps serving', async () => {
    for (const origin of ['x', 'null', 'http://[', 'https://evil.example']) {
      expect(await rawRequest(t.url, upgrade('/graphql', origin)), origin).toBe('HTTP/1.1 403 Forbidden');
    }
    expect(await rawRequest(t.url, upgrade('http://[x/graphql'))).toBe('HTTP/1.1 400 Bad Request');
    expect(await rawRequest(t.url, upgrade('/elsewhere'))).toBe('HTTP/1.1 404 Not Found');
    expect(await rawRequest(t.url, upgrade('/graphql', 'http://127.0.0.1'))).toBe(
      'HTTP/1.1 101 Switching Protocols',
    );
    expect(await healthy()).toBe(200);
  });

  it('answers 400 to an HTTP request whose target cannot be parsed, and keeps serving', async () => {
    const line = await rawRequest(t.url, 'GET http://[x/graphql HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(line).toBe('HTTP/1.1 400 Bad Request');
    expect(await healthy()).toBe(200);
  });

  it('answers a subscription sent as a plain POST at once, and streams it when asked for an event stream', async () => {
    const post = (accept: string) =>
      fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept, authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: 'subscription { appCreated { uuid } }' }),
        signal: AbortSignal.timeout(5_000),
      });
    for (const accept of ['*/*', 'application/json']) {
      const res = await post(accept);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        errors: [{ message: SUBSCRIPTION_OVER_HTTP, extensions: { code: 'BAD_REQUEST' } }],
      });
    }
    const stream = await post('text/event-stream');
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await stream.body?.cancel();
    expect(await healthy()).toBe(200);
  });

  it('refuses NUL and other control characters in text, naming the field, and writes nothing', async () => {
    const create = (name: string) =>
      t.gql<{ productCreate: { uuid: string } }>(
        'mutation($input: ProductCreateInput!) { productCreate(input: $input) { uuid } }',
        { input: { appUuid, name, price: 10_000, description: 'Fresh \u0000' } },
        token,
      );
    const r = await create('Fuzzy Ube 42');
    expect(r.errors?.[0]).toMatchObject({
      message: 'Description contains characters that are not allowed',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { description: 'Description contains characters that are not allowed' },
      },
    });
    const literal = await t.gql(
      `mutation { categoryCreate(input: { appUuid: "${appUuid}", name: "Bell\\u0007" }) { uuid } }`,
      {},
      token,
    );
    expect(literal.errors?.[0]?.message).toBe('Name contains characters that are not allowed');
    const search = await t.gql<{ products: { totalCount: number } }>(
      'query($a: ID!) { products(appUuid: $a, search: "Fuzzy Ube 42") { totalCount } }',
      { a: appUuid },
      token,
    );
    expect(search.data?.products.totalCount).toBe(0);
  });

  it('refuses text longer than 20,000 characters before any work', async () => {
    const r = await t.gql(
      'mutation($input: UserSettingUpdateInput!) { userSettingUpdate(input: $input) { uuid } }',
      { input: { firstName: 'x'.repeat(20_001) } },
      token,
    );
    expect(r.errors?.[0]).toMatchObject({
      message: 'First name should not exceed 20000 characters',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses an impossible calendar date with a clear message and keeps the old birthdate', async () => {
    const me = async () =>
      (await t.gql<{ me: { birthdate: string | null } }>('{ me { birthdate } }', {}, token)).data?.me;
    const before = await me();
    for (const birthdate of ['2024-02-30', '2023-02-29', '2026-13-01', '0000-01-01']) {
      const r = await t.gql(
        'mutation($input: UserSettingUpdateInput!) { userSettingUpdate(input: $input) { uuid } }',
        { input: { birthdate } },
        token,
      );
      expect(r.errors?.[0], birthdate).toMatchObject({
        message: 'Birthdate has invalid value',
        extensions: { code: 'BAD_USER_INPUT', fields: { birthdate: 'Birthdate has invalid value' } },
      });
    }
    expect(await me()).toEqual(before);
    const leap = await t.gql<{ userSettingUpdate: { birthdate: string } }>(
      'mutation($input: UserSettingUpdateInput!) { userSettingUpdate(input: $input) { birthdate } }',
      { input: { birthdate: '1996-02-29' } },
      token,
    );
    expect(leap.data?.userSettingUpdate.birthdate).toBe('1996-02-29');
  });

  it('refuses a product past the option limits at once, naming the limit, without building the matrix', async () => {
    const create = async (options: { name: string; values: string[] }[]) => {
      const started = performance.now();
      const r = await t.gql(
        'mutation($input: ProductCreateInput!) { productCreate(input: $input) { uuid } }',
        { input: { appUuid, name: 'Too Many', options, variants: [] } },
        token,
      );
      return { message: r.errors?.[0]?.message, ms: performance.now() - started };
    };
    const values = (n: number) => Array.from({ length: n }, (_, i) => `V${i}`);
    const thousand = await create(
      Array.from({ length: 1000 }, (_, i) => ({ name: `O${i}`, values: values(2) })),
    );
    expect(thousand.message).toBe('A product can have at most 3 options');
    expect(thousand.ms).toBeLessThan(2_000);
    const twenty = await create(Array.from({ length: 20 }, (_, i) => ({ name: `O${i}`, values: values(2) })));
    expect(twenty.message).toBe('A product can have at most 3 options');
    const wide = await create([{ name: 'Size', values: values(500) }]);
    expect(wide.message).toBe('An option can have at most 20 values');
    const product = await create([
      { name: 'Size', values: values(20) },
      { name: 'Color', values: values(20) },
      { name: 'Pack', values: values(20) },
    ]);
    expect(product.message).toBe('Options make 8000 variants; the most is 100');
    expect(await healthy()).toBe(200);
  });

  it('answers the Meta webhook 413 for an oversized body and stores a message with NUL text without it', async () => {
    const big = JSON.stringify({ object: 'page', entry: [], padding: 'x'.repeat(150_000) });
    const res = await fetch(`${t.url}/webhooks/meta`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(big) },
      body: big,
    });
    expect(res.status).toBe(413);
    const now = Date.now();
    const delivered = await deliver(
      t.url,
      customerMessage('7001', 'm_nul_1', 'Hello\u0000 po', now, DEMO_FB_PAGE_ID),
    );
    expect(delivered).toEqual({ status: 200, text: 'EVENT_RECEIVED' });
    const odd = await deliver(t.url, {
      object: 'page',
      entry: [
        {
          id: DEMO_FB_PAGE_ID,
          messaging: [{ sender: { id: 7002 }, timestamp: 'soon', message: { mid: 5 } }, null],
        },
      ],
    });
    expect(odd.status).toBe(200);
    type Recipients = {
      pageRecipients: {
        edges: { node: { psid: string; latestInboxMessage: { message: string | null } | null } }[];
      };
    };
    const r = await t.gql<Recipients>(
      'query($a: ID!) { pageRecipients(appUuid: $a, first: 50) { edges { node { psid latestInboxMessage { message } } } } }',
      { a: appUuid },
      token,
    );
    const nodes = r.data?.pageRecipients.edges.map((e) => e.node) ?? [];
    expect(nodes.find((n) => n.psid === '7001')?.latestInboxMessage?.message).toBe('Hello po');
    expect(nodes.find((n) => n.psid === '7002')).toBeUndefined();
  });
});

describe('load shedding', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', {
      config: { maxConcurrentRequests: 1, maxQueuedRequests: 1, queueTimeoutMs: 5_000 },
    });
  });
  afterAll(() => t.close());

  it('sheds what it cannot queue with 503 and Retry-After, serves the rest, and recovers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(`${t.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query:
              'mutation { signIn(input: { email: "demo@suki.ph", password: "Demo@1234", userType: "client" }) { token } }',
          }),
        }).then(async (res) => ({
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: await res.json(),
        })),
      ),
    );
    const shed = answers.filter((a) => a.status === 503);
    const served = answers.filter((a) => a.status === 200);
    expect(served.length).toBeGreaterThanOrEqual(2);
    expect(shed.length).toBeGreaterThan(0);
    expect(shed[0]).toMatchObject({
      retryAfter: '1',
      body: {
        errors: [
          {
            message: 'The server is busy right now, please try again in a moment',
            extensions: { code: 'SERVER_BUSY' },
          },
        ],
      },
    });
    expect(await t.signIn()).toBeTruthy();
  });
});

describe('event loop shedding', () => {
  it('answers 503 at once while the event loop runs late, then serves again once it catches up', async () => {
    const t = await startTestServer('pglite', { config: { maxEventLoopDelayMs: 100 } });
    try {
      const health = () =>
        fetch(`${t.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ serverInfo { demoMode } }' }),
        });
      // The server has just seeded its demo data: wait until the loop has caught up.
      await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe(200);
      // The test shares the server's event loop: keep it busy for 400 ms, as a CPU-bound backlog would.
      const until = performance.now() + 400;
      while (performance.now() < until) {
        /* busy */
      }
      await new Promise((resolve) => setTimeout(resolve, 60));
      const shed = await health();
      expect(shed.status).toBe(503);
      expect(shed.headers.get('retry-after')).toBe('1');
      await expect.poll(async () => (await health()).status, { timeout: 5_000 }).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('slow work', () => {
  it('answers 503 with Retry-After once a request takes longer than REQUEST_TIMEOUT_MS', async () => {
    const t = await startTestServer('pglite', { config: { requestTimeoutMs: 5 } });
    try {
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            'mutation { signIn(input: { email: "demo@suki.ph", password: "Demo@1234", userType: "client" }) { token } }',
        }),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect((await res.json()).errors[0]).toMatchObject({
        message: 'This is taking too long, please try again in a moment',
        extensions: { code: 'TIMEOUT' },
      });
      expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
