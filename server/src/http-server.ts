/**
 * The HTTP server: routes (health, GraphQL, uploads, webhooks, the console), the WebSocket upgrade
 * for subscriptions, and the guarantees every route shares: a request id, no exception that escapes a
 * request or a socket, load shedding (503 + Retry-After) and per-address throttles (429 + Retry-After).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { sql } from 'drizzle-orm';
import { WebSocketServer } from 'ws';
import type { Config } from './config.ts';
import { type ContextBase, createContext, type Session } from './graphql/context.ts';
import { createGraphQLHandler } from './graphql/http.ts';
import { attachGraphQLWs } from './graphql/ws.ts';
import type { GraphQLServer } from './graphql/yoga.ts';
import { FAKE_META_PREFIX, type FakeMeta } from './integrations/meta/fake.ts';
import { isSandboxProvider, SANDBOX_PATH } from './integrations/payments/sandbox.ts';
import { UPLOADS_PATH } from './integrations/storage/storage.port.ts';
import { META_CALLBACK_PATH, metaLoginCallback } from './modules/apps/index.ts';
import { handlePaymentCallback } from './modules/billing/index.ts';
import { PRODUCT_IMPORT_PATH, productImportUpload } from './modules/catalog/index.ts';
import { handleMetaWebhook } from './modules/inbox/index.ts';
import {
  COURIER_WEBHOOK_PATH,
  DEPOSIT_SLIP_UPLOAD_PATH,
  depositSlipUpload,
  handleCourierWebhook,
} from './modules/orders/index.ts';
import { PHOTO_UPLOAD_PATH, photoUpload, serveUpload } from './modules/photos/index.ts';
import { handleShortLink, SHORT_LINK_PREFIX } from './modules/referrals/index.ts';
import { Admission, BUSY_MESSAGE, RETRY_AFTER_SECONDS } from './platform/admission.ts';
import { AppError } from './platform/errors.ts';
import {
  originAllowed,
  pathnameOf,
  securityHeaders,
  sendGraphQLError,
  sendJson,
  withRequestScope,
} from './platform/http.ts';
import type { Logger } from './platform/logger.ts';
import type { ThrottleName } from './platform/rate-limit.ts';
import { createStaticHandler } from './platform/static.ts';
import { handleUpload } from './platform/upload.ts';

export interface HttpDeps {
  config: Config;
  base: ContextBase;
  yoga: GraphQLServer;
  log: Logger;
  authenticate(token: string): Promise<Session | null>;
  /** The local fake Meta, served under /fake-meta when no Meta app is configured. */
  fakeMeta?: FakeMeta | null;
}

const refuseUpgrade = (socket: Duplex, status: number, reason: string) => {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
};

export function createHttpServer({ config, base, yoga, log, authenticate, fakeMeta = null }: HttpDeps) {
  const admission = new Admission({
    concurrency: config.maxConcurrentRequests,
    queue: config.maxQueuedRequests,
    maxWaitMs: config.queueTimeoutMs,
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
  });
  const handleGraphQL = createGraphQLHandler({
    yoga,
    base,
    admission,
    authenticate,
    maxBodyBytes: config.maxBodyBytes,
    requestTimeoutMs: config.requestTimeoutMs,
  });
  const uploads = { base, authenticate };
  const metaWebhook = {
    // The fake Meta signs its deliveries with its own app secret, as Meta does with the app's.
    appSecret: config.metaAppSecret ?? fakeMeta?.appSecret,
    verifyToken: config.metaVerifyToken,
    maxBodyBytes: config.maxBodyBytes,
  };
  const serveStatic = createStaticHandler(config.webDist);

  /** Uploads and webhooks do work too: they wait for a slot like GraphQL, or are shed with 503. */
  const admitted = async (res: ServerResponse, work: () => Promise<void>) => {
    const release = await admission.enter();
    if (!release) {
      res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
      sendGraphQLError(res, 503, BUSY_MESSAGE, 'SERVER_BUSY');
      return;
    }
    try {
      await work();
    } finally {
      release();
    }
  };

  /** true (and 429 + Retry-After answered) when the caller's address is over `name`'s throttle. */
  const throttled = async (name: ThrottleName, req: IncomingMessage, res: ServerResponse) => {
    try {
      await base.limiter.throttle(name, req.socket.remoteAddress);
      return false;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const retryAfter = String(err.extensions.retryAfterSeconds ?? 60);
      sendJson(res, 429, { error: err.message }, { 'retry-after': retryAfter });
      return true;
    }
  };

  const route = async (
    req: IncomingMessage,
    res: ServerResponse,
    scope: { requestId: string; log: Logger },
  ): Promise<void> => {
    const pathname = pathnameOf(req);
    if (pathname === null) {
      sendGraphQLError(res, 400, 'The request target is not a valid path', 'BAD_REQUEST');
    } else if (pathname === '/healthz') {
      await base.db.execute(sql`select 1`);
      sendJson(res, 200, { status: 'ok' }, { 'cache-control': 'no-store' });
    } else if (pathname === '/graphql') {
      await handleGraphQL(req, res, scope);
    } else if (pathname === PHOTO_UPLOAD_PATH) {
      // Uploads have their own caps, not MAX_BODY_BYTES: the body is the raw file.
      await admitted(res, () => handleUpload(uploads, photoUpload, req, res, scope));
    } else if (pathname === DEPOSIT_SLIP_UPLOAD_PATH) {
      await admitted(res, () => handleUpload(uploads, depositSlipUpload, req, res, scope));
    } else if (pathname === PRODUCT_IMPORT_PATH) {
      await admitted(res, () => handleUpload(uploads, productImportUpload, req, res, scope));
    } else if (pathname.startsWith(UPLOADS_PATH)) {
      await serveUpload(base.storage, req, res, pathname);
    } else if (pathname === '/webhooks/meta') {
      if (await throttled('webhook', req, res)) return;
      await admitted(res, () => handleMetaWebhook(base, metaWebhook, req, res));
    } else if (pathname === META_CALLBACK_PATH) {
      metaLoginCallback(base, req, res);
    } else if (fakeMeta && (pathname === FAKE_META_PREFIX || pathname.startsWith(`${FAKE_META_PREFIX}/`))) {
      await fakeMeta.handle(req, res, pathname);
    } else if (pathname === '/webhooks/xendit') {
      if (await throttled('webhook', req, res)) return;
      await admitted(res, () => handlePaymentCallback(base, config.maxBodyBytes, req, res));
    } else if (pathname === COURIER_WEBHOOK_PATH) {
      if (await throttled('webhook', req, res)) return;
      await admitted(res, () => handleCourierWebhook(base, config.maxBodyBytes, req, res));
    } else if (pathname.startsWith(SANDBOX_PATH) && isSandboxProvider(base.payments)) {
      const sandbox = base.payments;
      await admitted(res, () => sandbox.handle(req, res, pathname));
    } else if (pathname.startsWith(SHORT_LINK_PREFIX)) {
      await admitted(res, () => handleShortLink(base, req, res, pathname));
    } else if (pathname === '/webhooks' || pathname.startsWith('/webhooks/')) {
      sendJson(res, 404, { error: 'Unknown webhook' });
    } else {
      serveStatic(req, res, pathname);
    }
  };

  const headers = securityHeaders([config.publicUrl, config.s3?.publicUrl, config.s3?.endpoint]);
  const server = http.createServer(withRequestScope(log, route, headers));
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;

  const wss = new WebSocketServer({ noServer: true, maxPayload: config.maxBodyBytes });
  let closing = false;
  const wsServer = attachGraphQLWs(wss, {
    yoga,
    log,
    authenticate,
    limits: {
      subscriptionsPerSocket: config.maxSubscriptionsPerSocket,
      socketsPerUser: config.maxSocketsPerUser,
    },
    now: () => base.clock.now(),
    makeContext: (request) =>
      createContext(base, { ...request, userAgent: request.userAgent }, { cacheLoaders: false }),
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Nothing a client sends on an upgrade may end the process: a bad target, a bad Origin, a reset.
    socket.on('error', (err) => log.debug({ err }, 'upgrade socket error'));
    try {
      if (closing) return refuseUpgrade(socket, 503, 'Service Unavailable');
      const pathname = pathnameOf(req);
      if (pathname === null) return refuseUpgrade(socket, 400, 'Bad Request');
      if (pathname !== '/graphql') return refuseUpgrade(socket, 404, 'Not Found');
      // Cross-site WebSocket hijacking: a browser page from another origin may not open our socket.
      if (!originAllowed(req.headers.origin, req.headers.host, config.publicUrl)) {
        return refuseUpgrade(socket, 403, 'Forbidden');
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    } catch (err) {
      log.error({ err, url: req.url }, 'upgrade failed');
      socket.destroy();
    }
  });

  return {
    server,
    admission,
    /** Closes this process's live sockets of a revoked token or user (4403); see graphql/ws.ts. */
    endSessions: (end: { jti: string } | { userUuid: string }) => wsServer.endSessions(end),
    /** Live sockets open here and refusals since start. */
    liveStats: () => wsServer.stats(),
    /**
     * Stops accepting (new requests and upgrades), lets the requests in flight end (at most 5 s), then
     * closes the live sockets with 1012 so their clients reconnect to the processes that remain.
     */
    async close(): Promise<void> {
      closing = true;
      const drained = new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      const inFlight = async () => {
        for (
          let waited = 0;
          admission.stats().running + admission.stats().waiting > 0 && waited < 5_000;
          waited += 50
        )
          await new Promise((r) => setTimeout(r, 50));
      };
      await inFlight();
      admission.close();
      await wsServer.dispose();
      for (const client of wss.clients) client.terminate();
      wss.close();
      setTimeout(() => server.closeAllConnections(), 5_000).unref();
      await drained;
    },
  };
}
