/** How live events travel between processes: in memory (one process), or Redis pub/sub. */
import { Redis } from 'ioredis';

/** How messages travel between processes: in memory, or Redis pub/sub. */
export interface Transport {
  publish(channel: string, message: string): Promise<void>;
  /** Resolves once messages on `channel` reach `handler`. */
  listen(channel: string, handler: (message: string) => void): Promise<() => void>;
  close(): Promise<void>;
}

/** A Redis connection that reports its errors through commands (never an unhandled 'error' event). */
export function createRedisClient(redisUrl: string): Redis {
  const client = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  client.on('error', () => {
    /* a lost connection surfaces as failed commands; ioredis reconnects by itself */
  });
  return client;
}

export function memoryTransport(): Transport {
  const handlers = new Map<string, Set<(message: string) => void>>();
  return {
    async publish(channel, message) {
      for (const handler of handlers.get(channel) ?? []) queueMicrotask(() => handler(message));
    },
    async listen(channel, handler) {
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      return () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(channel);
      };
    },
    async close() {
      handlers.clear();
    },
  };
}

export function redisTransport(redisUrl: string): Transport {
  const publisher = createRedisClient(redisUrl);
  const subscriber = createRedisClient(redisUrl);
  const handlers = new Map<string, Set<(message: string) => void>>();
  // A channel's SUBSCRIBE, shared by everyone who listens to it while it is pending.
  const subscribing = new Map<string, Promise<unknown>>();
  subscriber.on('message', (channel: string, message: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });
  return {
    async publish(channel, message) {
      await publisher.publish(channel, message);
    },
    async listen(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        subscribing.set(channel, subscriber.subscribe(channel));
      }
      set.add(handler);
      await subscribing.get(channel);
      const mine = set;
      return () => {
        mine.delete(handler);
        if (mine.size > 0 || handlers.get(channel) !== mine) return;
        handlers.delete(channel);
        subscribing.delete(channel);
        void subscriber.unsubscribe(channel).catch(() => undefined);
      };
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
