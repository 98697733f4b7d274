import { and, asc, eq, gt, lt, lte, max, sql } from 'drizzle-orm';
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import { liveEvents } from './live.tables.ts';
import { liveQueue } from './live-queue.ts';
import { memoryTransport, redisTransport, type Transport } from './pubsub-transport.ts';

export { createRedisClient } from './pubsub-transport.ts';

/**
 * Live events for subscriptions, with a durable log (live.tables.ts). `publish` writes the event to
 * the log, then announces it: in-process by default, through Redis when REDIS_URL is set, so an event
 * published on one process reaches subscribers on every other. Each event's log position is its
 * cursor. `subscribe` listens first, then sends from the log whatever came after the cursor it was
 * given (or after the moment it was asked, so an event published while a Redis subscription is being
 * set up is not lost), then goes on live, with no gap and no duplicate between the two. A cursor older
 * than the log keeps (24 hours) or more than REPLAY_MAX events behind gets one gap marker instead, so
 * the client refetches its lists. Topics are `<name>` with a scope (an app's, a user's or an import's
 * uuid); payloads are JSON. A process listens once per channel and hands each event to all of its
 * subscribers there with one shared map (`SHARED`), so what they load for it is loaded once.
 */
export type Topics = {
  appCreated: [userUuid: string, payload: { appUuid: string }];
  notificationCreated: [appUuid: string, payload: { notificationUuid: string }];
  inboxMessage: [appUuid: string, payload: { messageUuid: string }];
  inboxMessagesCount: [appUuid: string, payload: { appUuid: string }];
  productImportProgress: [importUuid: string, payload: { processed: number; total: number }];
  /** A store's plan usage moved (users, contacts, replies left, or the plan itself). */
  appEnterprisePlan: [appUuid: string, payload: { appUuid: string }];
};
export type Topic = keyof Topics;

/**
 * Topics that carry a state rather than events (an import's progress: only the latest matters): not
 * logged, no cursor, nothing replayed. Progress is published inside the import's transaction, where
 * a log write would wait for the commit on the embedded database.
 */
const VOLATILE: ReadonlySet<Topic> = new Set<Topic>(['productImportProgress']);

/** The event's cursor, on every item a subscription yields. */
export const CURSOR: unique symbol = Symbol('live cursor');
/** Set on the one item that stands for events that can no longer be replayed. */
export const GAP: unique symbol = Symbol('live gap');
/**
 * What the subscribers of one event on this process load once and share (graphql/live.ts `once` and
 * the per-event loaders): one map per event as it arrives, the same on every subscriber's item.
 */
export const SHARED: unique symbol = Symbol('live shared');
export type LiveItem<P> = P & { [CURSOR]: string; [GAP]?: true; [SHARED]: Map<string, unknown> };

export const REPLAY_MAX = 1000;
export const LOG_KEPT_MS = 24 * 3600_000;

export interface PubSub {
  /** Logs the event, then announces it to every process's subscribers. */
  publish<K extends Topic>(topic: K, scope: Topics[K][0], payload: Topics[K][1]): Promise<void>;
  /** Live events of a topic's scope, after `after` (a cursor) if given, else from now. */
  subscribe<K extends Topic>(
    topic: K,
    scope: Topics[K][0],
    after?: string | null,
  ): AsyncIterableIterator<LiveItem<Topics[K][1]>>;
  /** A control message to every process (not logged), e.g. a revoked session. */
  signal(channel: string, message: string): Promise<void>;
  /** Resolves once `handler` will hear every later signal on `channel`; returns the way to stop. */
  onSignal(channel: string, handler: (message: string) => void): Promise<() => void>;
}

export interface PubSubHandle {
  pubsub: PubSub;
  close(): Promise<void>;
}

const channelOf = (topic: string, scope: string) => `live:${topic}:${scope}`;

/** An event as it reached this process: parsed once, with the loads its subscribers share. */
interface Arrived {
  seq: number;
  payload: unknown;
  shared: Map<string, unknown>;
  /** The item its live subscribers here are handed: one object for all of them (made on first use). */
  item?: object;
}

/**
 * One transport listener per channel on this process, fanned out to its local subscribers: each
 * message is parsed once and handed to all of them as one `Arrived`, so what they load for it is
 * loaded once (issue 18: one query per event, not one per subscriber).
 */
function localFanOut(transport: Transport) {
  const channels = new Map<
    string,
    { handlers: Set<(event: Arrived) => void>; ready: Promise<() => void>; arrived: Set<number> }
  >();
  /** Hands an event to the channel's subscribers here, once per seq (Redis and the sweep may both bring it). */
  const dispatch = (channel: string, event: { seq: number; payload: unknown }) => {
    const entry = channels.get(channel);
    if (!entry) return;
    if (event.seq > 0) {
      if (entry.arrived.has(event.seq)) return;
      entry.arrived.add(event.seq);
      if (entry.arrived.size > ARRIVED_KEPT)
        entry.arrived.delete(entry.arrived.values().next().value as number);
    }
    const arrived: Arrived = { seq: event.seq, payload: event.payload, shared: new Map() };
    for (const h of entry.handlers) {
      try {
        h(arrived);
      } catch {
        /* one subscriber's failure is its own: the others still get the event */
      }
    }
  };
  async function listen(channel: string, handler: (event: Arrived) => void): Promise<() => void> {
    let entry = channels.get(channel);
    if (!entry) {
      const handlers = new Set<(event: Arrived) => void>();
      const ready = transport.listen(channel, (message) =>
        dispatch(channel, JSON.parse(message) as { seq: number; payload: unknown }),
      );
      entry = { handlers, ready, arrived: new Set() };
      channels.set(channel, entry);
    }
    const mine = entry;
    mine.handlers.add(handler);
    const leave = () => {
      mine.handlers.delete(handler);
      if (mine.handlers.size > 0 || channels.get(channel) !== mine) return;
      channels.delete(channel);
      mine.ready.then(
        (unlisten) => unlisten(),
        () => undefined,
      );
    };
    try {
      await mine.ready;
    } catch (err) {
      leave();
      throw err;
    }
    return leave;
  }
  return {
    listen,
    dispatch,
    listening: () => channels.size > 0,
    has: (channel: string) => channels.has(channel),
  };
}

/** How many seqs per channel a process remembers having handed out (the sweep's dedupe). */
const ARRIVED_KEPT = 10_000;
/**
 * The sweep: a process that committed an event and died before announcing it (kill -9 between the two)
 * would leave it in the log but unheard by live subscribers elsewhere. Every SWEEP_MS each process reads
 * the log's recent events (older than SWEEP_GRACE_MS, so Redis has had its chance) and hands its
 * subscribers any they have not had.
 */
const SWEEP_MS = 1_000;
const SWEEP_GRACE_MS = 1_500;
const SWEEP_OVERLAP_MS = 10_000;

const parseCursor = (cursor: string): number | null => (/^\d{1,15}$/.test(cursor) ? Number(cursor) : null);

export function createPlatformPubSub(
  redisUrl: string | undefined,
  deps: { db: Db; clock: Clock },
): PubSubHandle {
  const transport = redisUrl ? redisTransport(redisUrl) : memoryTransport();
  const fanOut = localFanOut(transport);
  const listen = fanOut.listen;
  const { db, clock } = deps;

  let sweptTo: number | null = null;
  let sweeping = false;
  const sweep = async () => {
    if (sweeping || !fanOut.listening()) return;
    sweeping = true;
    try {
      const to = clock.now().getTime() - SWEEP_GRACE_MS;
      const from = Math.min(sweptTo ?? to, to) - SWEEP_OVERLAP_MS;
      const rows = await db
        .select({
          topic: liveEvents.topic,
          scope: liveEvents.scope,
          seq: liveEvents.seq,
          payload: liveEvents.payload,
        })
        .from(liveEvents)
        .where(and(gt(liveEvents.createdAt, new Date(from)), lte(liveEvents.createdAt, new Date(to))))
        .orderBy(asc(liveEvents.seq))
        .limit(REPLAY_MAX * 5);
      for (const row of rows) {
        const channel = channelOf(row.topic, row.scope);
        if (fanOut.has(channel)) fanOut.dispatch(channel, row);
      }
      sweptTo = to;
    } catch {
      /* the next sweep tries again */
    } finally {
      sweeping = false;
    }
  };
  const sweeper = setInterval(() => void sweep(), SWEEP_MS);
  sweeper.unref();

  const lastSeq = async (topic: string, scope: string): Promise<number> => {
    const [row] = await db
      .select({ seq: max(liveEvents.seq) })
      .from(liveEvents)
      .where(and(eq(liveEvents.topic, topic), eq(liveEvents.scope, scope)));
    return Number(row?.seq ?? 0);
  };

  const pubsub: PubSub = {
    async publish(topic, scope, payload) {
      if (VOLATILE.has(topic)) {
        await transport.publish(channelOf(topic, scope), JSON.stringify({ seq: 0, payload }));
        return;
      }
      // Cursors compare seqs, so a channel's seqs must commit in order: under a lock on the channel the
      // next seq is taken only after the previous one committed. Without it, two processes publishing
      // at once could commit 50 before 48, and a client resuming from 50 would never be sent 48.
      const [row] = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${channelOf(topic, scope)}))`);
        return tx
          .insert(liveEvents)
          .values({ topic, scope, payload, createdAt: clock.now() })
          .returning({ seq: liveEvents.seq });
      });
      if (!row) throw new Error('live event insert returned nothing');
      await transport.publish(channelOf(topic, scope), JSON.stringify({ seq: row.seq, payload }));
    },

    subscribe<K extends Topic>(topic: K, scope: Topics[K][0], after?: string | null) {
      type Item = LiveItem<Topics[K][1]>;
      // A replayed or gap item is this subscriber's own: it shares its loads with nobody.
      const item = (seq: number, payload: unknown, gap = false, shared = new Map<string, unknown>()): Item =>
        Object.assign({}, payload as object, {
          [CURSOR]: String(seq),
          [SHARED]: shared,
          ...(gap ? { [GAP]: true } : {}),
        }) as Item;
      if (VOLATILE.has(topic)) {
        return liveQueue<Item>(async (push, stop) => {
          const unlisten = await listen(channelOf(topic, scope), (event) => {
            push(item(0, event.payload, false, event.shared));
          });
          await stop;
          unlisten();
        });
      }
      const asked = after == null ? null : parseCursor(after);
      // Without a cursor: from the moment of asking (read now, not when the first event is pulled), so
      // nothing published while the listener is being set up is lost.
      const start = asked === null ? lastSeq(topic, scope) : Promise.resolve(asked);
      start.catch(() => undefined);
      return liveQueue<Item>(async (push, stop) => {
        const since = await start;
        const seen = new Set<number>();
        let buffer: Arrived[] | null = [];
        /** A logged row (replayed: this subscriber's own) or an event as it arrived (shared). */
        const deliver = (event: { seq: number; payload: unknown } | Arrived) => {
          const { seq } = event;
          if (seq <= since || seen.has(seq)) return;
          seen.add(seq);
          if (seen.size > 2 * REPLAY_MAX) seen.delete(seen.values().next().value as number);
          if (!('shared' in event)) push(item(seq, event.payload));
          else {
            event.item ??= item(seq, event.payload, false, event.shared);
            push(event.item as Item);
          }
        };
        const unlisten = await listen(channelOf(topic, scope), (event) => {
          if (buffer) buffer.push(event);
          else deliver(event);
        });
        try {
          const oldest = new Date(clock.now().getTime() - LOG_KEPT_MS);
          const rows = await db
            .select({ seq: liveEvents.seq, payload: liveEvents.payload, createdAt: liveEvents.createdAt })
            .from(liveEvents)
            .where(and(eq(liveEvents.topic, topic), eq(liveEvents.scope, scope), gt(liveEvents.seq, since)))
            .orderBy(asc(liveEvents.seq))
            .limit(REPLAY_MAX + 1);
          // The cursor's own event must still be in the log, and the rest must fit: else one gap marker.
          const known =
            asked === null ||
            asked === 0 ||
            (
              await db
                .select({ seq: liveEvents.seq })
                .from(liveEvents)
                .where(and(eq(liveEvents.seq, asked), eq(liveEvents.scope, scope)))
            ).length > 0;
          const tooOld = rows.some((r) => r.createdAt < oldest);
          if (!known || rows.length > REPLAY_MAX || (asked !== null && tooOld)) {
            const now = await lastSeq(topic, scope);
            for (const r of rows) seen.add(r.seq);
            push(item(now, {}, true));
            for (const event of buffer) if (event.seq > now) deliver(event);
          } else {
            for (const r of rows) deliver(r);
            for (const event of buffer) deliver(event);
          }
          buffer = null;
          await stop;
        } finally {
          unlisten();
        }
      });
    },

    signal: (channel, message) => transport.publish(`signal:${channel}`, message),
    onSignal: (channel, handler) => transport.listen(`signal:${channel}`, handler),
  };
  return {
    pubsub,
    close: () => {
      clearInterval(sweeper);
      return transport.close();
    },
  };
}

export const PRUNE_LIVE_EVENTS = 'platform.prune-live-events';

/** Drops log entries older than the replay window (the platform's hourly prune). */
export async function pruneLiveEvents(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, new Date(now.getTime() - LOG_KEPT_MS)))
    .returning({ seq: liveEvents.seq });
  return gone.length;
}
