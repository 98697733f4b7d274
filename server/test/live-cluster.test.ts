import { createClient } from 'graphql-ws';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freshPostgres, tempDir } from './harness.ts';
import { gql, type Proc, signIn, spawnServer } from './processes.ts';

/**
 * Issue 24's proof: three server processes on one PostgreSQL and Redis, a live client on each, a
 * stream of orders (each raising a notification), one process killed with SIGKILL and another
 * restarted with SIGTERM along the way. Every client receives every notification exactly once (by
 * cursor), and no order request fails. Clients do what the console does: keep the last cursor and
 * resubscribe `after` it, reconnecting to whichever process is up (a load balancer's job in production).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const ORDERS = 45;

interface Received {
  cursors: string[];
  duplicates: number;
}

/** A console-like live client: resumes from its last cursor on whatever process is up. */
function liveClient(urls: () => string[], token: string, appUuid: string, received: Received) {
  let turn = 0;
  const client = createClient({
    url: () => {
      const up = urls();
      turn = (turn + 1) % Math.max(1, up.length);
      return `${(up[turn] ?? up[0] ?? '').replace(/^http/, 'ws')}/graphql`;
    },
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: () => new Promise((r) => setTimeout(r, 100 + Math.random() * 300)),
    lazy: false,
  });
  const payload = {
    query:
      'subscription($a: ID!, $after: String) { notificationCreate(appUuid: $a, after: $after) { uuid } }',
    variables: { a: appUuid } as Record<string, unknown>,
  };
  // As the console's resumableLink (ResumePoint): a resume asks again for the last 15 s, and what comes
  // again is dropped; an event sent twice on one connection is the server's duplicate.
  const seen = new Set<string>();
  let onThisConnection = new Set<string>();
  const recent: { cursor: number; at: number }[] = [];
  client.on('connected', () => {
    onThisConnection = new Set();
  });
  client.subscribe(payload, {
    next: (result) => {
      const cursor = (result.extensions as { cursor?: string } | undefined)?.cursor;
      if (!cursor) return;
      if (onThisConnection.has(cursor)) received.duplicates++;
      onThisConnection.add(cursor);
      if (seen.has(cursor)) return;
      seen.add(cursor);
      received.cursors.push(cursor);
      recent.push({ cursor: Number(cursor), at: Date.now() });
      const inWindow = recent.filter((r) => r.at > Date.now() - 15_000);
      payload.variables.after = String(
        inWindow.length
          ? Math.min(...inWindow.map((r) => r.cursor))
          : Math.max(...recent.map((r) => r.cursor)),
      );
    },
    error: () => undefined,
    complete: () => undefined,
  });
  return client;
}

describe.runIf(Boolean(postgresUrl && redisUrl))('three server processes on PostgreSQL and Redis', () => {
  it('delivers every live event exactly once through a kill -9 and a restart, and no order fails', async () => {
    const db = await freshPostgres();
    const env = (seed: boolean) => ({
      DATA_DIR: tempDir('suki-cluster-'),
      DATABASE_URL: db.url,
      REDIS_URL: redisUrl ?? '',
      SECRET_KEY: 'cluster-secret-cluster-secret-cluster-secret-01',
      SEED_DEMO: seed ? 'true' : 'false',
      // 45 checkouts from one address in seconds: the per-address and per-store throttles would refuse them.
      THROTTLE_FACTOR: '10000',
      STORE_LIMIT_PER_MINUTE: '1000',
    });
    const procs: Record<'a' | 'b' | 'c', Proc> = {
      a: await spawnServer(env(true)),
      b: await spawnServer(env(false)),
      c: await spawnServer(env(false)),
    };
    const up = new Set<'a' | 'b' | 'c'>(['a', 'b', 'c']);
    const urls = () => [...up].map((k) => procs[k].url);
    const clients: Array<ReturnType<typeof createClient>> = [];
    const check = new pg.Client({ connectionString: db.url });
    await check.connect();
    try {
      const token = await signIn(procs.a.url);
      const apps = await gql<{ apps: { edges: { node: { uuid: string } }[] } }>(
        procs.a.url,
        '{ apps { edges { node { uuid } } } }',
        {},
        token,
      );
      const appUuid = apps.data?.apps.edges[0]?.node.uuid ?? '';
      const products = await gql<{
        products: { edges: { node: { variants: { uuid: string; limited: boolean; price: number }[] } }[] };
      }>(
        procs.a.url,
        'query($a: ID!) { products(appUuid: $a, first: 50) { edges { node { variants { uuid limited price } } } } }',
        { a: appUuid },
        token,
      );
      const variant = products.data?.products.edges
        .flatMap((e) => e.node.variants)
        .find((v) => !v.limited && v.price > 0);
      expect(variant).toBeDefined();
      const quantity = Math.ceil(50_000 / (variant?.price ?? 1)) + 1; // past the demo store's ₱500 minimum

      const received: Record<'a' | 'b' | 'c', Received> = {
        a: { cursors: [], duplicates: 0 },
        b: { cursors: [], duplicates: 0 },
        c: { cursors: [], duplicates: 0 },
      };
      for (const k of ['a', 'b', 'c'] as const) {
        clients.push(liveClient(() => (up.has(k) ? [procs[k].url] : urls()), token, appUuid, received[k]));
      }
      // Every client is listening once each has heard a notification: probe until they all have (the
      // state, not a fixed wait; a subscription without a cursor starts when the server gets it).
      for (let probes = 0; probes < 40; probes++) {
        if ((['a', 'b', 'c'] as const).every((k) => received[k].cursors.length > 0)) break;
        await gql(
          procs.a.url,
          'mutation($a: ID!) { notificationTestSend(input: { appUuid: $a }) { uuid } }',
          { a: appUuid },
          token,
        );
        await new Promise((r) => setTimeout(r, 250));
      }
      const before = Math.max(
        ...(['a', 'b', 'c'] as const).map((k) => Number(received[k].cursors.at(-1) ?? 0)),
      );
      expect(before).toBeGreaterThan(0);

      let failed = 0;
      const order = async (i: number) => {
        const target = urls()[i % up.size] ?? procs.a.url;
        const r = await gql<{ storeCheckout: { transactionNumber: string } }>(
          target,
          'mutation($input: StoreCheckoutInput!) { storeCheckout(input: $input) { transactionNumber } }',
          {
            input: {
              appUuid,
              items: [{ variantUuid: variant?.uuid, quantity }],
              customerName: `Cluster Customer ${i}`,
              mobileNumber: `917${String(1_000_000 + i).slice(-7)}`,
              paymentMethod: 'cod',
              fulfillment: 'pickup',
            },
          },
        ).catch(() => null);
        if (!r?.data?.storeCheckout.transactionNumber) {
          failed++;
          console.log('order failed', i, target, JSON.stringify(r?.errors ?? r));
        }
      };

      for (let i = 0; i < ORDERS; i++) {
        if (i === 15) {
          // B dies without warning: no more requests go to it, its client must move to another process.
          up.delete('b');
          procs.b.child.kill('SIGKILL');
          await procs.b.exited;
        }
        if (i === 30) {
          // C restarts: taken out of rotation, drained by SIGTERM, started again, put back.
          up.delete('c');
          procs.c.child.kill('SIGTERM');
          expect(await procs.c.exited).toBe(0);
          procs.c = await spawnServer(env(false));
          up.add('c');
        }
        await order(i);
      }
      expect(failed).toBe(0);

      // Every notification the orders raised, as the log has them.
      const expected = async () =>
        (
          await check.query<{ seq: string }>(
            "SELECT seq FROM live_events WHERE topic = 'notificationCreated' AND scope = $1 AND seq > $2 ORDER BY seq",
            [appUuid, before],
          )
        ).rows.map((r) => String(r.seq));
      let want = await expected();
      // An event whose delivery the killed process had claimed comes back when its 30 s lease lapses.
      for (let waited = 0; waited < 60_000; waited += 200) {
        want = await expected();
        const done = (['a', 'b', 'c'] as const).every(
          (k) => received[k].cursors.filter((c) => Number(c) > before).length >= want.length,
        );
        if (want.length >= ORDERS && done) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(want.length).toBeGreaterThanOrEqual(ORDERS);
      for (const k of ['a', 'b', 'c'] as const) {
        expect({ client: k, duplicates: received[k].duplicates }).toEqual({ client: k, duplicates: 0 });
        const after = received[k].cursors.filter((c) => Number(c) > before);
        expect([...after].sort((x, y) => Number(x) - Number(y))).toEqual(want);
      }
    } finally {
      await Promise.all(clients.map((c) => c.dispose()));
      await check.end();
      for (const k of up) procs[k].child.kill('SIGTERM');
      await Promise.all([...up].map((k) => procs[k].exited));
      await db.drop();
    }
  }, 180_000);
});
