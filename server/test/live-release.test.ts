import http from 'node:http';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSubscriptions } from '../src/graphql/yoga.ts';
import { startTestServer, type TestServer, testDatabases } from './harness.ts';
import { RawSocket, until } from './ws-protocol.ts';

const APP_CREATED = 'subscription { appCreated { name } }';

/** Opens a subscription as a server-sent event stream; resolves once the answer's headers arrive. */
function openStream(
  url: string,
  token: string,
): Promise<{ res: http.IncomingMessage; req: http.ClientRequest }> {
  const body = JSON.stringify({ query: APP_CREATED });
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}/graphql`, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: `Bearer ${token}`,
        'content-length': Buffer.byteLength(body),
      },
    });
    req.on('response', (res) => resolve({ res, req }));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A full garbage collection: `global.gc` when Node runs with --expose-gc, else the same function
 * taken from a fresh context once the flag is set at run time (vitest's workers start without it).
 */
const collectGarbage: () => void =
  (globalThis as { gc?: () => void }).gc ??
  (() => {
    v8.setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  })();

/**
 * MiB of heap in use after full collections. The server runs in this process, so this is its heap
 * (with the test's own clients, which the test lets go of before measuring).
 */
async function heapMiB(): Promise<number> {
  for (let i = 0; i < 3; i += 1) {
    collectGarbage();
    // Lets closed sockets' callbacks and finalizers run between collections.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed / 2 ** 20;
}

/**
 * Heap that may stay after 300 abandoned streams are released. The 300 open streams hold about 20 MiB
 * of this process's heap (server and clients), and after their release 0.2–2 MiB stays; the bug held
 * 67–150 MiB for good. A bound far above the noise and far below what the streams hold.
 */
const RETAINED_LIMIT_MIB = 5;

/** Median milliseconds of `n` runs of `work`. */
async function medianMs(n: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(n / 2)] ?? 0;
}

describe.each(testDatabases())(
  'what a subscription holds is released when its client goes away, on %s',
  (kind) => {
    let t: TestServer;
    let token: string;
    beforeAll(async () => {
      t = await startTestServer(kind);
      token = await t.signIn();
    });
    afterAll(() => t.close());

    const me = () => t.gql('{ me { email } }', {}, token);

    it('serves a subscription over server-sent events (distinct connections) when asked for text/event-stream', async () => {
      const { res, req } = await openStream(t.url, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      let text = '';
      res.on('data', (chunk) => {
        text += String(chunk);
      });
      await until(() => liveSubscriptions.count > 0, true);
      await t.gql(
        'mutation { appCreate(input: { name: "Over SSE", bundleKey: "b2b-bundle" }) { uuid } }',
        {},
        token,
      );
      await until(() => text.includes('Over SSE'), true);
      expect(text).toContain('event: next\ndata: {"data":{"appCreated":{"name":"Over SSE"}}');
      req.destroy();
    });

    it('releases 300 abandoned event-stream subscriptions: a query still answers quickly and the heap is back where it was', async () => {
      const before = await until(() => liveSubscriptions.count, 0);
      expect(before).toBe(0);
      const baseline = await medianMs(9, me);
      const heapBefore = await heapMiB();
      const streams: Array<{ req: http.ClientRequest }> = [];
      // In batches: 300 at once would be shed by the admission queue (which is the point of it).
      for (let batch = 0; batch < 15; batch += 1) {
        streams.push(...(await Promise.all(Array.from({ length: 20 }, () => openStream(t.url, token)))));
      }
      expect(await until(() => liveSubscriptions.count, 300)).toBe(300);
      const heapHeld = (await heapMiB()) - heapBefore;
      // Clients gone without a word: their sockets just close (and the test lets go of them too).
      for (const { req } of streams) req.destroy();
      streams.length = 0;
      expect(await until(() => liveSubscriptions.count, 0)).toBe(0);
      const after = await medianMs(9, me);
      expect(after).toBeLessThan(Math.max(100, baseline * 4));
      // Memory where it was: the open streams showed in the heap (else this measures nothing), and
      // once released, what stays is a small fraction of it.
      const heapRetained = (await heapMiB()) - heapBefore;
      expect(heapHeld, `300 open streams held ${heapHeld.toFixed(1)} MiB`).toBeGreaterThan(
        RETAINED_LIMIT_MIB,
      );
      expect(heapRetained, `released streams left ${heapRetained.toFixed(1)} MiB`).toBeLessThan(
        RETAINED_LIMIT_MIB,
      );
    });

    it('releases subscriptions of WebSockets that vanish without closing', async () => {
      const sockets = await Promise.all(Array.from({ length: 5 }, () => RawSocket.acked(t.url, token)));
      for (const [n, socket] of sockets.entries()) {
        for (let i = 0; i < 10; i += 1) socket.subscribe(`s${n}-${i}`, APP_CREATED);
      }
      expect(await until(() => liveSubscriptions.count, 50)).toBe(50);
      for (const socket of sockets) socket.ws.terminate();
      expect(await until(() => liveSubscriptions.count, 0)).toBe(0);
    });

    it('answers an invalid JSON body with a plain 400, without the parser error or a stack', async () => {
      for (const body of ['{"query": ', 'not json']) {
        const res = await fetch(`${t.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        expect(res.status).toBe(400);
        const text = await res.text();
        expect(JSON.parse(text)).toEqual({
          errors: [{ message: 'POST body sent invalid JSON.', extensions: { code: 'BAD_REQUEST' } }],
        });
        expect(text).not.toMatch(/originalError|SyntaxError|stack|at .*\.js/);
      }
    });
  },
);
