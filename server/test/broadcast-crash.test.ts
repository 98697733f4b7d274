import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { pages } from '../src/modules/apps/apps.tables.ts';
import { pageRecipients } from '../src/modules/inbox/inbox.tables.ts';
import { openDatabase } from '../src/platform/db.ts';
import { newUuid } from '../src/platform/ids.ts';
import { tempDir } from './harness.ts';
import { DEMO_FB_PAGE_ID, META_APP_SECRET } from './meta.ts';
import { gql, type Proc, signIn, spawnServer } from './processes.ts';

/*
 * Issue 21: a broadcast to 10,000 people through a Graph API server outside the process, killed with
 * kill -9 in the middle of sending, goes on after the restart; nobody gets it twice.
 */

const PEOPLE = 10_000;
const KILL_AFTER = 2_500;

/** A Send API that answers each message after a moment and counts what each person received. */
async function countingGraph() {
  const received = new Map<string, number>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url?.includes('/messages')) {
        const psid = (JSON.parse(raw) as { recipient?: { id?: string } }).recipient?.id ?? '';
        received.set(psid, (received.get(psid) ?? 0) + 1);
        setTimeout(() => res.end(JSON.stringify({ recipient_id: psid, message_id: `m_${newUuid()}` })), 2);
        return;
      }
      res.end(JSON.stringify({ data: [] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    total: () => [...received.values()].reduce((a, b) => a + b, 0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const waitFor = async (what: string, check: () => Promise<boolean> | boolean, ms = 150_000) => {
  for (const started = Date.now(); !(await check()); ) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

type Results = { sent: number; failed: number; unconfirmed: number; queued: number };
type Broadcast = { uuid: string; status: string; queuedCount: number; results: Results };
const FIELDS = 'uuid status queuedCount results { sent failed unconfirmed queued }';

describe('a broadcast to 10,000 people on the embedded database', () => {
  const graph = countingGraph();
  afterAll(async () => (await graph).close());

  it('goes on after kill -9 mid-send and sends nobody twice', { timeout: 180_000 }, async () => {
    const meta = await graph;
    const dataDir = tempDir('suki-broadcast-');
    const env = {
      DATA_DIR: dataDir,
      META_APP_SECRET,
      META_GRAPH_URL: meta.url,
      BROADCAST_SENDS_PER_SECOND: '2500',
    };
    const first = await spawnServer(env);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // 10,000 conversations inside the window, written while no server holds the folder.
    const database = await openDatabase(path.join(dataDir, 'pglite'));
    const [page] = await database.db.select().from(pages).where(eq(pages.fbPageId, DEMO_FB_PAGE_ID));
    if (!page) throw new Error('no demo page');
    const lastMessage = new Date(Date.now() - 3_600_000);
    for (let from = 0; from < PEOPLE; from += 1_000) {
      await database.db.insert(pageRecipients).values(
        Array.from({ length: 1_000 }, (_, i) => ({
          uuid: newUuid(),
          appUuid: page.appUuid,
          pageUuid: page.uuid,
          psid: `crowd-${from + i}`,
          name: `Customer ${from + i}`,
          lastCustomerMessageAt: lastMessage,
          createdAt: lastMessage,
          updatedAt: lastMessage,
        })),
      );
    }
    await database.close();

    let server: Proc = await spawnServer(env);
    const token = await signIn(server.url);
    const a = page.appUuid;
    const created = await gql<{ broadcastCreate: Broadcast }>(
      server.url,
      `mutation($a: ID!) { broadcastCreate(appUuid: $a, input: { name: "Payday", message: "Payday sale!" }) { uuid } }`,
      { a },
      token,
    );
    const uuid = created.data?.broadcastCreate.uuid ?? '';
    const sent = await gql<{ broadcastSend: Broadcast }>(
      server.url,
      `mutation($a: ID!, $u: ID!) { broadcastSend(appUuid: $a, uuid: $u) { ${FIELDS} } }`,
      { a, u: uuid },
      token,
    );
    const queued = sent.data?.broadcastSend.queuedCount ?? 0;
    expect(queued).toBeGreaterThanOrEqual(PEOPLE);

    await waitFor(`${KILL_AFTER} sends`, () => meta.total() >= KILL_AFTER);
    server.child.kill('SIGKILL');
    await server.exited;
    const atKill = meta.total();
    expect(atKill).toBeLessThan(queued);

    server = await spawnServer(env);
    const again = await signIn(server.url);
    let last: Broadcast | undefined;
    await waitFor('the broadcast to finish after the restart', async () => {
      const r = await gql<{ broadcast: Broadcast }>(
        server.url,
        `query($a: ID!, $u: ID!) { broadcast(appUuid: $a, uuid: $u) { ${FIELDS} } }`,
        { a, u: uuid },
        again,
      );
      last = r.data?.broadcast;
      return last?.status === 'SENT';
    });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const results = last?.results as Results;
    // Nobody received it twice; everyone queued was sent to, except at most one claimed group the
    // kill left unconfirmed (never sent again).
    expect(Math.max(...meta.received.values())).toBe(1);
    expect(meta.received.size).toBe(meta.total());
    expect(results.failed).toBe(0);
    expect(results.queued).toBe(0);
    expect(results.sent + results.unconfirmed).toBe(queued);
    expect(results.unconfirmed).toBeLessThanOrEqual(20);
    expect(meta.total()).toBeGreaterThanOrEqual(results.sent);
    expect(meta.total()).toBeLessThanOrEqual(results.sent + results.unconfirmed);
    expect(meta.total()).toBeGreaterThan(atKill);
  });
});
