import type { AddressInfo } from 'node:net';
import {
  assistantFor,
  courierFor,
  fakeMetaFor,
  limiterFor,
  messengerFor,
  metaFor,
  paymentsFor,
  storageFor,
} from './adapters.ts';
import { type Config, scaleOutWarnings } from './config.ts';
import type { ContextBase, Session } from './graphql/context.ts';
import { createGraphQL } from './graphql/yoga.ts';
import { createHttpServer } from './http-server.ts';
import { createOutboxMailer } from './integrations/mail/outbox.ts';
import { isLocalMessenger } from './integrations/messenger/local.ts';
import type { FakeMeta } from './integrations/meta/fake.ts';
import { authenticate, forgetSessions, registerAccountsMailListeners } from './modules/accounts/index.ts';
import { defineAnalyticsJobs, registerAnalyticsListeners } from './modules/analytics/index.ts';
import {
  activePageByFbId,
  registerAppsLiveListeners,
  registerAppsMailListeners,
  registerAppsMetaListeners,
} from './modules/apps/index.ts';
import {
  defineInboxJobs,
  registerAssistantListeners,
  registerAssistantLiveListeners,
} from './modules/assistant/index.ts';
import {
  defineBillingJobs,
  defineBillingOverdueJobs,
  planLimits,
  registerBillingChargeListeners,
  registerBillingLiveListeners,
  registerBillingOverdueListeners,
  registerBillingPaymentListeners,
  registerTopUpChargeListeners,
} from './modules/billing/index.ts';
import { defineBroadcastJobs, registerBroadcastListeners } from './modules/broadcasts/index.ts';
import { defineCommentReplyJobs, registerCommentReplyListeners } from './modules/comment-replies/index.ts';
import {
  receiveEcho,
  receiveReceipt,
  registerInboxDeliveryListeners,
  registerInboxLiveListeners,
  registerInboxTemplateListeners,
} from './modules/inbox/index.ts';
import { defineGatewayJobs } from './modules/kyc/index.ts';
import { registerLaunchMessengerListeners } from './modules/launch/index.ts';
import {
  registerBillingNotificationListeners,
  registerCustomerUnreachableListeners,
  registerKycNotificationListeners,
  registerNotificationsLiveListeners,
  registerNotificationsMessengerListeners,
  registerOrderNotificationListeners,
  registerStoreStatusListeners,
} from './modules/notifications/index.ts';
import {
  defineOrderJobs,
  registerOrderCourierListeners,
  registerOrderRefundListeners,
  registerOrdersMessengerListeners,
} from './modules/orders/index.ts';
import { definePhotoJobs, registerPhotosStorageListeners } from './modules/photos/index.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { type Database, openDatabase } from './platform/db.ts';
import { DEMO_DEPOSIT_ACCOUNTS } from './platform/deposit-accounts.ts';
import { EventBus } from './platform/events.ts';
import { Jobs, PRUNE_JOBS } from './platform/jobs.ts';
import { parseSessionEnd, SESSIONS_CHANNEL } from './platform/live-sessions.ts';
import { lockDataDir } from './platform/lock.ts';
import { createLogger, type Logger } from './platform/logger.ts';
import { createPlatformPubSub, PRUNE_LIVE_EVENTS, pruneLiveEvents } from './platform/pubsub.ts';
import { createSealer } from './platform/seal.ts';
import { loadOrCreateSecret } from './platform/secrets.ts';
import { TokenSigner } from './platform/tokens.ts';
import { demoUserExists, isDatabaseEmpty, seedDemo } from './seed/demo.ts';

export interface RunningServer {
  url: string;
  port: number;
  database: Database;
  /** true when this start created the demo data (not when it was already there, seeded by another start or process). */
  seeded: boolean;
  demoMode: boolean;
  /** The local fake Meta this server serves under /fake-meta (null when a Meta app is configured). */
  fakeMeta: FakeMeta | null;
  /** The services' context (database, clock, events...): for tests and tools that call use cases directly. */
  context: ContextBase;
  close(): Promise<void>;
}

export interface ServerOptions {
  clock?: Clock;
  log?: Logger;
  /** A database already opened (tests hand in one loaded from a migrated snapshot); closed with the server. */
  database?: Database;
  /** The data folder's lock, already taken by whoever opened `database` (main.ts); released with the server. */
  releaseLock?: () => void;
}

/** Resolves SEED_DEMO: on by default only for an empty embedded database outside production (docs/decisions.md). */
async function decideDemo(config: Config, database: Database, ctx: { db: Database['db'] }) {
  const embedded = database.kind === 'pglite';
  // Never on by itself in production: demo mode shows the demo sign-in and the developer mailbox.
  const auto = embedded && !config.production;
  const seed = config.seedDemo ?? (auto && (await isDatabaseEmpty(ctx)));
  return { seed, demoMode: config.seedDemo ?? (auto && (seed || (await demoUserExists(ctx)))) };
}

/** config → database → migrations → http (+ websocket). */
export async function startServer(config: Config, options: ServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? createLogger(config.logLevel);
  const clock = options.clock ?? systemClock;
  const databaseUrl = config.databaseUrl ?? `${config.dataDir}/pglite`;
  const releaseLock =
    options.releaseLock ??
    (/^postgres/.test(databaseUrl) || databaseUrl === 'memory'
      ? () => undefined
      : lockDataDir(config.dataDir));
  const cleanup: Array<() => Promise<void> | void> = [releaseLock];
  for (const warning of scaleOutWarnings(config)) log.warn(warning);
  try {
    const secret = loadOrCreateSecret(config.dataDir, config.secretKey);
    const database =
      options.database ??
      (await openDatabase(databaseUrl, {
        size: config.dbPoolSize,
        statementTimeoutMs: config.requestTimeoutMs,
      }));
    cleanup.unshift(() => database.close());
    await database.migrate();
    const { pubsub, close: closePubSub } = createPlatformPubSub(config.redisUrl, { db: database.db, clock });
    cleanup.unshift(closePubSub);
    const limiter = limiterFor(config, clock);
    cleanup.unshift(limiter.close);
    // nodemailer loads only when mail leaves through SMTP (not on the embedded default's start).
    const mailer = config.smtpUrl
      ? (await import('./integrations/mail/smtp.ts')).createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(database.db, clock);
    cleanup.unshift(() => mailer.close());
    // Links in mail: PUBLIC_URL, else this server's own address once it listens.
    const jobs = new Jobs(database.db, clock, log, {
      pollMs: config.jobsPollMs,
      worker: config.jobsWorker,
      sole: database.kind === 'pglite',
    });
    cleanup.unshift(() => jobs.close());
    const messenger = messengerFor(config);
    const sealer = createSealer(secret, 'page-access-token');
    const publicUrl = () => listenerDeps.publicUrl;
    const fakeMeta = fakeMetaFor(config, secret, publicUrl);
    const meta = metaFor(config, fakeMeta);
    const storage = storageFor(config);
    // The sandbox provider posts its callbacks to this process once it listens.
    const self = { url: '' };
    const payments = paymentsFor(config, secret, { publicUrl, selfUrl: () => self.url });
    const courier = courierFor(config, secret, () => self.url);
    const listenerDeps = {
      db: database.db,
      pubsub,
      log,
      clock,
      mailer,
      jobs,
      messenger,
      meta,
      sealer,
      storage,
      payments,
      courier,
      publicUrl: config.publicUrl ?? '',
    };
    const events = new EventBus(listenerDeps);
    // Each group's name names its deliveries in the jobs table: keep them stable.
    events.register('inbox.live', registerInboxLiveListeners);
    events.register('inbox.delivery', registerInboxDeliveryListeners);
    events.register('apps.live', registerAppsLiveListeners);
    events.register('apps.mail', registerAppsMailListeners);
    events.register('accounts.mail', registerAccountsMailListeners);
    events.register('notifications.live', registerNotificationsLiveListeners);
    events.register('notifications.messenger', registerNotificationsMessengerListeners);
    events.register('photos.storage', registerPhotosStorageListeners);
    events.register('notifications.orders', registerOrderNotificationListeners);
    events.register('orders.messenger', registerOrdersMessengerListeners);
    events.register('orders.refunds', registerOrderRefundListeners);
    events.register('orders.courier', registerOrderCourierListeners);
    events.register('notifications.unreachable', registerCustomerUnreachableListeners);
    events.register('inbox.templates', registerInboxTemplateListeners);
    events.register('assistant.inbox', registerAssistantListeners);
    events.register('apps.meta', registerAppsMetaListeners);
    events.register('billing.payments', registerBillingPaymentListeners);
    events.register('billing.charges', registerBillingChargeListeners);
    events.register('billing.overdue', registerBillingOverdueListeners);
    events.register('billing.topups', registerTopUpChargeListeners);
    events.register('notifications.storeStatus', registerStoreStatusListeners);
    events.register('notifications.billing', registerBillingNotificationListeners);
    events.register('notifications.kyc', registerKycNotificationListeners);
    events.register('launch.messenger', registerLaunchMessengerListeners);
    events.register('billing.live', registerBillingLiveListeners);
    events.register('assistant.live', registerAssistantLiveListeners);
    events.register('analytics.orders', registerAnalyticsListeners);
    events.register('broadcasts.receipts', registerBroadcastListeners);
    events.register('commentReplies.answer', registerCommentReplyListeners);

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
      limiter: limiter.limiter,
      storeLimit: { limit: config.storeLimitPerMinute, windowMs: 60_000 },
      limits: planLimits,
      operatorEmails: config.operatorEmails,
      depositAccounts:
        config.billingDepositAccounts.length || !demo.demoMode
          ? config.billingDepositAccounts
          : DEMO_DEPOSIT_ACCOUNTS,
      messenger,
      assistant: assistantFor(config),
      sealer,
      meta,
      loginStateSealer: createSealer(secret, 'meta-login-state'),
      jobs,
      storage,
      payments,
      courier,
      publicUrl,
    };
    if (isLocalMessenger(base.messenger)) {
      const local = base.messenger;
      local.onEcho((echo) => receiveEcho(base, echo));
      local.onReceipt(async ({ fbPageId, ...receipt }) => {
        const page = await activePageByFbId(base, fbPageId);
        if (page) await receiveReceipt(base, { pageUuid: page.uuid, ...receipt });
      });
      cleanup.unshift(() => local.idle());
    }
    // Seeded by this start only when the demo merchant did not exist yet (another process may have seeded it).
    const seeded = demo.seed && !(await demoUserExists(base));
    // One transaction for the whole demo: one commit instead of hundreds (seconds on a new data folder).
    // What it queues waits for the worker, which starts once the server listens.
    if (seeded)
      await database.db.transaction((tx) => seedDemo({ ...base, db: tx }, { traffic: config.demoTraffic }));
    defineInboxJobs(base);
    definePhotoJobs(base);
    defineOrderJobs(base, config.autoConfirmEveryMs);
    defineBillingJobs(base);
    defineBillingOverdueJobs(base);
    defineGatewayJobs(base);
    defineBroadcastJobs({ ...base, sendsPerSecond: config.broadcastSendsPerSecond });
    defineCommentReplyJobs(base);
    defineAnalyticsJobs(base);
    jobs.define(PRUNE_JOBS, async () => void (await jobs.prune()), 6 * 3600_000);
    jobs.define(
      PRUNE_LIVE_EVENTS,
      async () => void (await pruneLiveEvents(database.db, clock.now())),
      3600_000,
    );

    const authenticateToken = (token: string): Promise<Session | null> =>
      authenticate({ db: database.db, signer, clock }, token);
    const yoga = createGraphQL({ production: config.production, log });
    const http = createHttpServer({ config, base, yoga, log, authenticate: authenticateToken, fakeMeta });
    const { server } = http;
    // A revocation on any process ends this process's cached sessions and live sockets of that token or user.
    const stopSessionSignals = await pubsub.onSignal(SESSIONS_CHANNEL, (message) => {
      const end = parseSessionEnd(message);
      if (!end) return;
      forgetSessions(end);
      http.endSessions(end);
    });
    cleanup.unshift(stopSessionSignals);

    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
    // The worker starts once the server answers: what the seed queued (live pushes, the assistant's
    // draft) runs in the background, not between a new process and its first answer.
    jobs.start();
    const port = (server.address() as AddressInfo).port;
    self.url = `http://${['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host}:${port}`;
    const url = config.publicUrl ?? `http://localhost:${port}`;
    listenerDeps.publicUrl = url.replace(/\/$/, '');

    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= (async () => {
        await http.close();
        for (const step of cleanup) await step();
      })();
      return closing;
    };
    return {
      url,
      port,
      database,
      seeded,
      demoMode: demo.demoMode,
      fakeMeta,
      context: base,
      close,
    };
  } catch (err) {
    for (const step of cleanup) await Promise.resolve(step()).catch(() => undefined);
    throw err;
  }
}
