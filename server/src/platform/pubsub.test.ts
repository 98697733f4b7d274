import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../test/harness.ts';
import { ManualClock } from './clock.ts';
import { liveEvents } from './live.tables.ts';
import {
  CURSOR,
  createPlatformPubSub,
  GAP,
  type LiveItem,
  type PubSubHandle,
  pruneLiveEvents,
  REPLAY_MAX,
  SHARED,
} from './pubsub.ts';

type Item = LiveItem<{ notificationUuid: string }>;

/** The next `n` items of a subscription (or fails after 5 s). */
async function take(it: AsyncIterator<Item>, n: number): Promise<Item[]> {
  const out: Item[] = [];
  const deadline = setTimeout(() => void it.return?.(), 5000);
  while (out.length < n) {
    const r = await it.next();
    if (r.done) break;
    out.push(r.value);
  }
  clearTimeout(deadline);
  return out;
}
const ids = (items: Item[]) => items.map((i) => (i[GAP] ? 'gap' : i.notificationUuid));

const transports = process.env.TEST_REDIS_URL ? ['memory', 'redis'] : ['memory'];

describe.each(testDatabases())('live event log on %s', (kind) => {
  let t: TestServer;
  const clock = new ManualClock(new Date('2026-11-26T00:00:00Z'));
  const handles: PubSubHandle[] = [];
  const open = (transport: string) => {
    const h = createPlatformPubSub(transport === 'redis' ? process.env.TEST_REDIS_URL : undefined, {
      db: t.server.context.db,
      clock,
    });
    handles.push(h);
    return h.pubsub;
  };
  beforeAll(async () => {
    t = await startTestServer(kind, { seedDemo: false });
  });
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await t.close();
  });

  describe.each(transports)('over %s', (transport) => {
    it('hands live subscribers an event its publisher logged but died before announcing (the sweep)', async () => {
      const scope = `${transport}-orphan`;
      const listener = open(transport);
      const live = listener.subscribe('notificationCreated', scope, '0');
      const first = take(live, 2);
      await listener.publish('notificationCreated', scope, { notificationUuid: 'announced' });
      // What a process killed between its commit and its announcement leaves: the row, and silence.
      await t.server.context.db.insert(liveEvents).values({
        topic: 'notificationCreated',
        scope,
        payload: { notificationUuid: 'orphan' },
        createdAt: new Date(clock.now().getTime() - 2_000),
      });
      expect(ids(await first)).toEqual(['announced', 'orphan']);
      await live.return?.();
    });

    it('replays what came after a cursor, then goes on live, without a gap or a duplicate', async () => {
      const scope = `${transport}-replay`;
      const a = open(transport);
      const b = transport === 'redis' ? open(transport) : a; // another process when on Redis
      // '0': everything this scope ever had (the scope is new), so the test does not race the anchor.
      const first = a.subscribe('notificationCreated', scope, '0');
      await a.publish('notificationCreated', scope, { notificationUuid: 'n1' });
      const [one] = await take(first, 1);
      await first.return?.();
      await a.publish('notificationCreated', scope, { notificationUuid: 'n2' });
      await a.publish('notificationCreated', scope, { notificationUuid: 'n3' });
      const again = b.subscribe('notificationCreated', scope, one?.[CURSOR]);
      const replayed = await take(again, 2);
      await a.publish('notificationCreated', scope, { notificationUuid: 'n4' });
      const live = await take(again, 1);
      await again.return?.();
      expect(ids([one as Item])).toEqual(['n1']);
      expect(ids([...replayed, ...live])).toEqual(['n2', 'n3', 'n4']);
      const cursors = [...replayed, ...live].map((i) => Number(i[CURSOR]));
      expect([...cursors].sort((x, y) => x - y)).toEqual(cursors);
    });

    it('loses nothing published while another process is still setting up its listener', async () => {
      const scope = `${transport}-first`;
      const a = open(transport);
      const b = transport === 'redis' ? open(transport) : a;
      await a.publish('notificationCreated', scope, { notificationUuid: 'anchor' });
      const anchor = await take(b.subscribe('notificationCreated', scope, '0'), 1);
      // Subscribed from the anchor and published to at once: Redis may not have confirmed the SUBSCRIBE.
      const sub = b.subscribe('notificationCreated', scope, anchor[0]?.[CURSOR]);
      const pending = take(sub, 20);
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          a.publish('notificationCreated', scope, { notificationUuid: `e${i}` }),
        ),
      );
      const got = await pending;
      await sub.return?.();
      expect(new Set(ids(got)).size).toBe(20);
      expect(ids(got)).not.toContain('anchor');
    });

    it("hands an event's subscribers on one process one shared load map, and a replay its own", async () => {
      const scope = `${transport}-shared`;
      const a = open(transport);
      const b = transport === 'redis' ? open(transport) : a;
      const first = b.subscribe('notificationCreated', scope, '0');
      const second = b.subscribe('notificationCreated', scope, '0');
      // Once both have the warm-up event (replayed or live), both are live.
      const warm = Promise.all([take(first, 1), take(second, 1)]);
      await a.publish('notificationCreated', scope, { notificationUuid: 'warm-up' });
      await warm;
      const both = Promise.all([take(first, 1), take(second, 1)]);
      await a.publish('notificationCreated', scope, { notificationUuid: 'one' });
      const [[x], [y]] = await both;
      await Promise.all([first.return?.(), second.return?.()]);
      expect(ids([x as Item, y as Item])).toEqual(['one', 'one']);
      // One item for the event (read only), with one map for what its subscribers load.
      expect(x?.[SHARED]).toBeInstanceOf(Map);
      expect(x).toBe(y);
      // A replay is that subscriber's alone; the channel, left by both, is listened to again.
      const late = b.subscribe('notificationCreated', scope, x?.[CURSOR]);
      const lateWarm = take(late, 1);
      await a.publish('notificationCreated', scope, { notificationUuid: 'two' });
      const [replayedOrLive] = await lateWarm;
      const next = take(late, 1);
      await a.publish('notificationCreated', scope, { notificationUuid: 'three' });
      expect(ids(await next)).toEqual(['three']);
      await late.return?.();
      expect(ids([replayedOrLive as Item])).toEqual(['two']);
      const again = b.subscribe('notificationCreated', scope, '0');
      const replayed = await take(again, 3);
      await again.return?.();
      expect(ids(replayed)).toEqual(['warm-up', 'one', 'two']);
      expect(replayed[1]?.[SHARED]).not.toBe(x?.[SHARED]);
      expect(replayed[1]?.[SHARED]).not.toBe(replayed[2]?.[SHARED]);
    });
  });

  it('answers a cursor the log no longer holds with one gap marker, then goes on live', async () => {
    const scope = 'gap';
    const pubsub = open('memory');
    const sub = pubsub.subscribe('notificationCreated', scope, '0');
    await pubsub.publish('notificationCreated', scope, { notificationUuid: 'old' });
    const [old] = await take(sub, 1);
    await sub.return?.();
    clock.advance(25 * 3600_000);
    expect(await pruneLiveEvents(t.server.context.db, clock.now())).toBeGreaterThan(0);
    await pubsub.publish('notificationCreated', scope, { notificationUuid: 'after-prune' });
    const back = pubsub.subscribe('notificationCreated', scope, old?.[CURSOR]);
    const first = await take(back, 1);
    await pubsub.publish('notificationCreated', scope, { notificationUuid: 'live' });
    const next = await take(back, 1);
    await back.return?.();
    expect(ids([...first, ...next])).toEqual(['gap', 'live']);
  });

  it(`answers a cursor more than ${REPLAY_MAX} events behind with a gap marker`, async () => {
    const scope = 'far-behind';
    const pubsub = open('memory');
    const sub = pubsub.subscribe('notificationCreated', scope, '0');
    await pubsub.publish('notificationCreated', scope, { notificationUuid: 'start' });
    const [start] = await take(sub, 1);
    await sub.return?.();
    await t.server.context.db.insert(liveEvents).values(
      Array.from({ length: REPLAY_MAX + 1 }, (_, i) => ({
        topic: 'notificationCreated',
        scope,
        payload: { notificationUuid: `bulk${i}` },
        createdAt: clock.now(),
      })),
    );
    const back = pubsub.subscribe('notificationCreated', scope, start?.[CURSOR]);
    expect(ids(await take(back, 1))).toEqual(['gap']);
    await back.return?.();
  });
});
