/** Which adapter each port gets: the real service when it is configured, else the embedded default. */

import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { Config } from './config.ts';
import type { Courier } from './integrations/couriers/couriers.port.ts';
import { COURIER_WEBHOOK_PATH, createFakeCourier } from './integrations/couriers/fake.ts';
import { createGrabExpressCourier } from './integrations/couriers/grab-express.ts';
import { createLalamoveCourier } from './integrations/couriers/lalamove.ts';
import { createOpenAiChatModel } from './integrations/llm/openai.ts';
import { createGraphMessenger } from './integrations/messenger/graph.ts';
import { createLocalMessenger } from './integrations/messenger/local.ts';
import type { Messenger } from './integrations/messenger/messenger.port.ts';
import { createFakeMeta, type FakeMeta } from './integrations/meta/fake.ts';
import { createGraphMeta } from './integrations/meta/graph.ts';
import type { Meta } from './integrations/meta/meta.port.ts';
import type { PaymentProvider } from './integrations/payments/payments.port.ts';
import { createSandboxProvider } from './integrations/payments/sandbox.ts';
import { createXenditProvider } from './integrations/payments/xendit.ts';
import { createLocalStorage } from './integrations/storage/local.ts';
import { createS3Storage } from './integrations/storage/s3.ts';
import type { Storage } from './integrations/storage/storage.port.ts';
import {
  type Assistant,
  createLlmAssistant,
  createOfflineAssistant,
  MODEL_BUDGET_MS,
} from './modules/assistant/index.ts';
import type { Clock } from './platform/clock.ts';
import { createRedisClient } from './platform/pubsub.ts';
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore } from './platform/rate-limit.ts';

/** Meta's Graph API once a Meta app is configured; otherwise the local adapter (the test tool's customer). */
export function messengerFor(config: Config): Messenger {
  return config.metaAppSecret
    ? createGraphMessenger({ graphUrl: config.metaGraphUrl })
    : createLocalMessenger();
}

/** The local fake Meta (served under /fake-meta) when no Meta app is configured at all: the embedded default. */
export function fakeMetaFor(config: Config, secret: Uint8Array, publicUrl: () => string): FakeMeta | null {
  if (config.metaAppId || config.metaAppSecret) return null;
  const appSecret = createHmac('sha256', secret).update('fake-meta-app-secret').digest('hex');
  return createFakeMeta({ appSecret, publicUrl });
}

/**
 * Facebook Login for Business and the page edges: Meta's Graph API once META_APP_ID is set; the same
 * adapter pointed at the local fake otherwise; none when only META_APP_SECRET is (pages by id and token).
 */
export function metaFor(config: Config, fake: FakeMeta | null): Meta | null {
  if (config.metaAppId && config.metaAppSecret && config.metaLoginConfigId)
    return createGraphMeta({
      appId: config.metaAppId,
      appSecret: config.metaAppSecret,
      loginConfigId: config.metaLoginConfigId,
      graphUrl: config.metaGraphUrl,
      dialogUrl: config.metaDialogUrl,
    });
  if (!fake) return null;
  return createGraphMeta({
    appId: fake.appId,
    appSecret: fake.appSecret,
    loginConfigId: 'fake-login-config',
    graphUrl: fake.graphUrl,
    dialogUrl: fake.dialogUrl,
  });
}

/** An OpenAI-compatible API when LLM_BASE_URL is set; otherwise the built-in offline agent. */
export function assistantFor(config: Config): Assistant {
  return config.llmBaseUrl
    ? createLlmAssistant(
        createOpenAiChatModel({
          baseUrl: config.llmBaseUrl,
          apiKey: config.llmApiKey ?? '',
          model: config.llmModel,
          // One request may not outlast the whole message's budget.
          timeoutMs: MODEL_BUDGET_MS,
        }),
      )
    : createOfflineAssistant();
}

/** An S3-compatible bucket when S3_BUCKET is set; otherwise files under DATA_DIR/uploads. */
export function storageFor(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
}

/** Rate limits counted in Redis when REDIS_URL is set (they hold across processes), else in memory. */
export function limiterFor(config: Config, clock: Clock): { limiter: RateLimiter; close(): Promise<void> } {
  const store = config.redisUrl
    ? new RedisRateLimitStore(createRedisClient(config.redisUrl))
    : new MemoryRateLimitStore();
  const limiter = new RateLimiter(clock, store, config.throttleFactor);
  return { limiter, close: () => limiter.close() };
}

/**
 * Xendit when XENDIT_SECRET_KEY is set; otherwise the sandbox provider, whose action pages this server
 * serves and whose callbacks it posts to itself with a token derived from the server secret.
 */
export function paymentsFor(
  config: Config,
  secret: Uint8Array,
  urls: { publicUrl(): string; selfUrl(): string },
): PaymentProvider {
  if (config.xenditSecretKey) {
    return createXenditProvider({
      baseUrl: config.xenditApiUrl,
      secretKey: config.xenditSecretKey,
      callbackToken: config.xenditCallbackToken ?? '',
    });
  }
  const callbackToken =
    config.xenditCallbackToken ??
    createHmac('sha256', secret).update('sandbox-payments-callback').digest('base64url');
  return createSandboxProvider({
    callbackToken,
    stateFile: path.join(config.dataDir, 'sandbox-payments.json'),
    ...urls,
  });
}

/**
 * The express courier: Grab Express when GRAB_EXPRESS_CLIENT_ID is set, else Lalamove when
 * LALAMOVE_API_KEY is, else the local fake (Lalamove-shaped, webhooks signed with a key and secret
 * derived from the server secret).
 */
export function courierFor(config: Config, secret: Uint8Array, selfUrl: () => string): Courier {
  const c = config.courier;
  if (c.kind === 'grab_express')
    return createGrabExpressCourier({
      baseUrl: c.apiUrl,
      tokenUrl: c.tokenUrl,
      clientId: c.clientId,
      clientSecret: c.clientSecret,
      webhookToken: c.webhookToken,
    });
  if (c.kind === 'lalamove')
    return createLalamoveCourier({ baseUrl: c.apiUrl, apiKey: c.apiKey, apiSecret: c.apiSecret });
  const derive = (what: string) => createHmac('sha256', secret).update(what).digest('hex');
  return createFakeCourier({
    apiKey: derive('fake-courier-key'),
    apiSecret: derive('fake-courier-secret'),
    advance: {
      stepMs: c.stepMs,
      post: (body) =>
        fetch(`${selfUrl()}${COURIER_WEBHOOK_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(10_000),
        }),
    },
  });
}
