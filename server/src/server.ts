import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { WebSocketServer } from 'ws';
import type { Config } from './config.ts';
import { type ContextBase, createContext, type Session } from './graphql/context.ts';
import { attachGraphQLWs } from './graphql/ws.ts';
import { createGraphQL } from './graphql/yoga.ts';
import { createLlmAssistant } from './integrations/llm/openai.ts';
import { createOutboxMailer } from './integrations/mail/outbox.ts';
import { createSmtpMailer } from './integrations/mail/smtp.ts';
import { createGraphMessenger } from './integrations/messenger/graph.ts';
import { createLocalMessenger, isLocalMessenger } from './integrations/messenger/local.ts';
import type { Messenger } from './integrations/messenger/messenger.port.ts';
import { createLocalStorage } from './integrations/storage/local.ts';
import { createS3Storage } from './integrations/storage/s3.ts';
import { type Storage, UPLOADS_PATH } from './integrations/storage/storage.port.ts';
import { authenticate } from './modules/accounts/accounts.service.ts';
import { registerAccountsMailListeners } from './modules/accounts/listeners/send-mail.ts';
import { registerAppsLiveListeners } from './modules/apps/listeners/publish-live.ts';
import { registerAppsMailListeners } from './modules/apps/listeners/send-mail.ts';
import { createOfflineAssistant } from './modules/assistant/agent/offline.ts';
import type { Assistant } from './modules/assistant/agent/types.ts';
import { defineInboxJobs } from './modules/assistant/assistant.jobs.ts';
import { PRODUCT_IMPORT_PATH, productImportUpload } from './modules/catalog/catalog.import.http.ts';
import { receiveEcho } from './modules/inbox/inbox.receive.ts';
import { handleMetaWebhook } from './modules/inbox/inbox.webhook.ts';
import { registerInboxLiveListeners } from './modules/inbox/listeners/publish-live.ts';
import { registerInboxTemplateListeners } from './modules/inbox/listeners/sync-templates.ts';
import { registerCustomerUnreachableListeners } from './modules/notifications/listeners/customer-unreachable.ts';
import { registerOrderNotificationListeners } from './modules/notifications/listeners/order-created.ts';
import { registerNotificationsLiveListeners } from './modules/notifications/listeners/publish-live.ts';
import { registerNotificationsMessengerListeners } from './modules/notifications/listeners/send-messenger.ts';
import { registerOrdersMessengerListeners } from './modules/orders/listeners/send-messenger.ts';
import { defineOrderJobs } from './modules/orders/orders.jobs.ts';
import { DEPOSIT_SLIP_UPLOAD_PATH, depositSlipUpload } from './modules/orders/orders.slips.ts';
import { registerPhotosStorageListeners } from './modules/photos/listeners/delete-files.ts';
import { PHOTO_UPLOAD_PATH, photoUpload, serveUpload } from './modules/photos/photos.http.ts';
import { definePhotoJobs } from './modules/photos/photos.jobs.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { type Database, openDatabase } from './platform/db.ts';
import { EventBus } from './platform/events.ts';
import {
  BodyTooLargeError,
  readBody,
  sendGraphQLError,
  sendJson,
  withRequestScope,
} from './platform/http.ts';
import { Jobs } from './platform/jobs.ts';
import { lockDataDir } from './platform/lock.ts';
import { createLogger, type Logger } from './platform/logger.ts';
import { createPlatformPubSub } from './platform/pubsub.ts';
import { RateLimiter } from './platform/rate-limit.ts';
import { createSealer } from './platform/seal.ts';
import { loadOrCreateSecret } from './platform/secrets.ts';
import { createStaticHandler } from './platform/static.ts';
import { TokenSigner } from './platform/tokens.ts';
import { handleUpload } from './platform/upload.ts';
import { demoUserExists, isDatabaseEmpty, seedDemo } from './seed/demo.ts';

export interface RunningServer {
  url: string;
  port: number;
  database: Database;
  /** true when this start seeded the demo data (first start of an embedded database). */
  seeded: boolean;
  demoMode: boolean;
  /** The services' context (database, clock, events...): for tests and tools that call use cases directly. */
  context: ContextBase;
  close(): Promise<void>;
}

export interface ServerOptions {
  clock?: Clock;
  log?: Logger;
}

/** Resolves SEED_DEMO: on by default only for an empty embedded database outside production (docs/decisions.md). */
async function decideDemo(config: Config, database: Database, ctx: { db: Database['db'] }) {
  const embedded = database.kind === 'pglite';
  // Never on by itself in production: demo mode shows the demo sign-in and the developer mailbox.
  const auto = embedded && !config.production;
  const seed = config.seedDemo ?? (auto && (await isDatabaseEmpty(ctx)));
  return { seed, demoMode: config.seedDemo ?? (auto && (seed || (await demoUserExists(ctx)))) };
}

const bearer = (req: IncomingMessage): string | null => {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
};

/** Meta's Graph API once a Meta app is configured; otherwise the local adapter (the test tool's customer). */
function messengerFor(config: Config): Messenger {
  return config.metaAppSecret
    ? createGraphMessenger({ graphUrl: config.metaGraphUrl })
    : createLocalMessenger();
}

/** An OpenAI-compatible API when LLM_BASE_URL is set; otherwise the built-in offline agent. */
function assistantFor(config: Config): Assistant {
  return config.llmBaseUrl
    ? createLlmAssistant({
        baseUrl: config.llmBaseUrl,
        apiKey: config.llmApiKey ?? '',
        model: config.llmModel,
      })
    : createOfflineAssistant();
}

/** An S3-compatible bucket when S3_BUCKET is set; otherwise files under DATA_DIR/uploads. */
function storageFor(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
}

/** config → database → migrations → http (+ websocket). */
export async function startServer(config: Config, options: ServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? createLogger(config.logLevel);
  const clock = options.clock ?? systemClock;
  const databaseUrl = config.databaseUrl ?? `${config.dataDir}/pglite`;
  const releaseLock =
    /^postgres/.test(databaseUrl) || databaseUrl === 'memory' ? () => undefined : lockDataDir(config.dataDir);
  const cleanup: Array<() => Promise<void> | void> = [releaseLock];
  try {
    const secret = loadOrCreateSecret(config.dataDir, config.secretKey);
    const database = await openDatabase(databaseUrl);
    cleanup.unshift(() => database.close());
    await database.migrate();
    const { pubsub, close: closePubSub } = createPlatformPubSub(config.redisUrl);
    cleanup.unshift(closePubSub);
    const mailer = config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(database.db, clock);
    cleanup.unshift(() => mailer.close());
    // Links in mail: PUBLIC_URL, else this server's own address once it listens.
    const jobs = new Jobs(log);
    cleanup.unshift(() => jobs.close());
    const messenger = messengerFor(config);
    const sealer = createSealer(secret, 'page-access-token');
    const storage = storageFor(config);
    const listenerDeps = {
      db: database.db,
      pubsub,
      log,
      clock,
      mailer,
      jobs,
      messenger,
      sealer,
      storage,
      publicUrl: config.publicUrl ?? '',
    };
    const events = new EventBus(listenerDeps);
    registerInboxLiveListeners(events);
    registerAppsLiveListeners(events);
    registerAppsMailListeners(events);
    registerAccountsMailListeners(events);
    registerNotificationsLiveListeners(events);
    registerNotificationsMessengerListeners(events);
    registerPhotosStorageListeners(events);
    registerOrderNotificationListeners(events);
    registerOrdersMessengerListeners(events);
    registerCustomerUnreachableListeners(events);
    registerInboxTemplateListeners(events);

    const signer = new TokenSigner(secret);
    const demo = await decideDemo(config, database, { db: database.db });
    const base: ContextBase = {
      db: database.db,
      clock,
      events,
      log,
      pubsub,
      signer,
      demoMode: demo.demoMode,
      tokenTtlSeconds: config.tokenTtlSeconds,
      limiter: new RateLimiter(clock),
      storeLimit: { limit: config.storeLimitPerMinute, windowMs: 60_000 },
      messenger,
      assistant: assistantFor(config),
      sealer,
      jobs,
      storage,
      publicUrl: () => listenerDeps.publicUrl,
    };
    if (isLocalMessenger(base.messenger)) {
      const local = base.messenger;
      local.onEcho((echo) => receiveEcho(base, echo));
      cleanup.unshift(() => local.idle());
    }
    if (demo.seed) await seedDemo(base);
    defineInboxJobs(base);
    definePhotoJobs(base);
    defineOrderJobs(base, config.autoConfirmEveryMs);

    const authenticateToken = (token: string): Promise<Session | null> =>
      authenticate({ db: database.db, signer, clock }, token);
    const metaWebhook = {
      appSecret: config.metaAppSecret,
      verifyToken: config.metaVerifyToken,
      maxBodyBytes: config.maxBodyBytes,
    };
    const uploads = { base, authenticate: authenticateToken };
    const yoga = createGraphQL({ production: config.production, log });
    const serveStatic = createStaticHandler(config.webDist);

    const handleGraphQL = async (
      req: IncomingMessage,
      res: ServerResponse,
      scope: { requestId: string; log: Logger },
    ): Promise<void> => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { allow: 'POST' }).end();
        return;
      }
      if (req.method !== 'POST') {
        sendGraphQLError(res, 405, 'Send GraphQL requests with POST', 'METHOD_NOT_ALLOWED');
        return;
      }
      // CSRF: only JSON bodies, which a cross-site form or simple request cannot send without a preflight.
      if (!/^application\/(graphql-response\+)?json\b/i.test(String(req.headers['content-type'] ?? ''))) {
        sendGraphQLError(res, 415, 'Content-Type must be application/json', 'UNSUPPORTED_MEDIA_TYPE');
        return;
      }
      let body: Buffer;
      try {
        body = await readBody(req, config.maxBodyBytes);
      } catch (err) {
        if (err instanceof BodyTooLargeError) {
          sendGraphQLError(res, 413, 'Request body is too large', 'PAYLOAD_TOO_LARGE');
          return;
        }
        throw err;
      }
      const token = bearer(req);
      const session = token ? await authenticateToken(token) : null;
      const context = createContext(base, {
        ...scope,
        session,
        userAgent: req.headers['user-agent'],
        remoteAddress: req.socket.remoteAddress,
      });
      const request = new Request(`http://localhost${req.url ?? '/graphql'}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: String(req.headers.accept ?? 'application/json'),
        },
        body: new Uint8Array(body),
      });
      const response = await yoga.fetch(request, context);
      const headers: Record<string, string> = {};
      response.headers.forEach((value, key) => {
        headers[key] = value;
      });
      res.writeHead(response.status, headers);
      res.end(Buffer.from(await response.arrayBuffer()));
    };

    const server = http.createServer(
      withRequestScope(log, async (req, res, scope) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (pathname === '/healthz') {
          await database.db.execute(sql`select 1`);
          sendJson(res, 200, { status: 'ok' }, { 'cache-control': 'no-store' });
        } else if (pathname === '/graphql') {
          await handleGraphQL(req, res, scope);
        } else if (pathname === PHOTO_UPLOAD_PATH) {
          // Uploads have their own caps, not MAX_BODY_BYTES: the body is the raw file.
          await handleUpload(uploads, photoUpload, req, res, scope);
        } else if (pathname === DEPOSIT_SLIP_UPLOAD_PATH) {
          await handleUpload(uploads, depositSlipUpload, req, res, scope);
        } else if (pathname === PRODUCT_IMPORT_PATH) {
          await handleUpload(uploads, productImportUpload, req, res, scope);
        } else if (pathname.startsWith(UPLOADS_PATH)) {
          await serveUpload(storage, req, res, pathname);
        } else if (pathname === '/webhooks/meta') {
          await handleMetaWebhook(base, metaWebhook, req, res);
        } else if (pathname === '/webhooks' || pathname.startsWith('/webhooks/')) {
          sendJson(res, 404, { error: 'Unknown webhook' });
        } else {
          serveStatic(req, res, pathname);
        }
      }),
    );
    server.requestTimeout = 30_000;
    server.headersTimeout = 15_000;

    const wss = new WebSocketServer({ noServer: true, maxPayload: config.maxBodyBytes });
    const wsServer = attachGraphQLWs(wss, {
      yoga,
      log,
      authenticate: authenticateToken,
      makeContext: (request) =>
        createContext(base, { ...request, userAgent: request.userAgent }, { cacheLoaders: false }),
    });
    server.on('upgrade', (req, socket, head) => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      const origin = req.headers.origin;
      // Cross-site WebSocket hijacking: a browser page from another origin may not open our socket.
      const allowed =
        !origin ||
        new URL(origin).host === req.headers.host ||
        (config.publicUrl !== undefined && new URL(config.publicUrl).origin === origin);
      if (pathname !== '/graphql' || !allowed) {
        socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    });

    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
    const port = (server.address() as AddressInfo).port;
    const url = config.publicUrl ?? `http://localhost:${port}`;
    listenerDeps.publicUrl = url.replace(/\/$/, '');

    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= (async () => {
        await wsServer.dispose();
        for (const client of wss.clients) client.terminate();
        wss.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          setTimeout(() => server.closeAllConnections(), 5_000).unref();
        });
        for (const step of cleanup) await step();
      })();
      return closing;
    };
    return { url, port, database, seeded: demo.seed, demoMode: demo.demoMode, context: base, close };
  } catch (err) {
    for (const step of cleanup) await Promise.resolve(step()).catch(() => undefined);
    throw err;
  }
}
