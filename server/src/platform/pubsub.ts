import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';

/**
 * Live events for subscriptions: in-process by default; through Redis when REDIS_URL is set, so an
 * event published on one server process reaches subscribers connected to another.
 * Topics are `<name>:<scope uuid>`; payloads are JSON-serialisable.
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

export type PubSub = ReturnType<typeof createPubSub<Topics>>;

export interface PubSubHandle {
  pubsub: PubSub;
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

export function createPlatformPubSub(redisUrl: string | undefined): PubSubHandle {
  if (!redisUrl) return { pubsub: createPubSub<Topics>(), close: async () => undefined };
  const publishClient = createRedisClient(redisUrl);
  const subscribeClient = createRedisClient(redisUrl);
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<Topics>({ eventTarget }),
    async close() {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
