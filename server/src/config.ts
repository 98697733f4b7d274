import path from 'node:path';
import { type DepositAccount, parseDepositAccounts } from './platform/deposit-accounts.ts';

/** Environment → typed configuration, with the embedded defaults (README "Configuration"). */
export interface Config {
  port: number;
  host: string;
  /** PGlite files, generated secrets, uploads. */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded PGlite; 'memory' runs PGlite in memory (tests). */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string | undefined;
  logLevel: string;
  /** undefined = seed only an empty embedded database. */
  seedDemo: boolean | undefined;
  /**
   * The demo store's 30 days of storefront traffic for its dashboard (DEMO_TRAFFIC, on by default):
   * the test suite turns it off (a few thousand rows on every test server's start) except where read.
   */
  demoTraffic: boolean;
  production: boolean;
  /** Overrides the secret generated into DATA_DIR (needed when processes do not share DATA_DIR). */
  secretKey: string | undefined;
  tokenTtlSeconds: number;
  /** The built console (web/dist); served with history fallback when present. */
  webDist: string;
  /** Largest accepted request body in bytes. */
  maxBodyBytes: number;
  /** Storefront checkouts and deposit-slip uploads one address may make per store per minute. */
  storeLimitPerMinute: number;
  /** How often the job confirming pending orders left 10 days runs (every process runs it). */
  autoConfirmEveryMs: number;
  /** Multiplies every per-address throttle (sign-in, sign-up...): for tests and load tests from one address. */
  throttleFactor: number;
  /** Requests doing work at once in this process; more wait in a queue. */
  maxConcurrentRequests: number;
  /** Requests waiting for a slot; past this they are shed with 503 + Retry-After. */
  maxQueuedRequests: number;
  /** How long a request may wait for a slot before it is shed. */
  queueTimeoutMs: number;
  /** New requests are shed while the event loop runs later than this (0: never). */
  maxEventLoopDelayMs: number;
  /** How long a GraphQL request may take before its caller gets 503 (PostgreSQL's statement timeout is the same). */
  requestTimeoutMs: number;
  /** Operations one WebSocket may run at once (a console tab needs a handful); past it, that operation is refused. */
  maxSubscriptionsPerSocket: number;
  /** WebSockets one user may hold open on this process; past it, the new socket is closed (4429). */
  maxSocketsPerUser: number;
  /** false: this process serves requests and writes jobs, but runs none (worker processes do). */
  jobsWorker: boolean;
  /** Emails of the operators who may see and retry background jobs (the demo user too, in demo mode). */
  operatorEmails: string[];
  /** Suki's accounts merchants may pay a bill to by deposit slip (BILLING_DEPOSIT_ACCOUNTS, JSON). */
  billingDepositAccounts: DepositAccount[];
  /** How often this process looks for due jobs written by other processes (its own start at once). */
  jobsPollMs: number;
  /** A broadcast's Messenger sends per second per page (BROADCAST_SENDS_PER_SECOND). */
  broadcastSendsPerSecond: number;
  /** Connections in the PostgreSQL pool of this process. */
  dbPoolSize: number;
  /** smtp:// or smtps:// URL; unset keeps mail in the database outbox (the embedded default). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Meta app secret: verifies X-Hub-Signature-256 on /webhooks/meta and selects the Graph API Messenger. */
  metaAppSecret: string | undefined;
  /** Echoed check for Meta's webhook subscription (GET /webhooks/meta). */
  metaVerifyToken: string | undefined;
  /** Graph API base URL (tests point it at a local server). */
  metaGraphUrl: string;
  /** Meta app id for Facebook Login for Business; with META_APP_SECRET, pages connect through real Meta. */
  metaAppId: string | undefined;
  /** The Facebook Login for Business configuration the login dialog asks for (config_id). */
  metaLoginConfigId: string | undefined;
  /** Login dialog base URL: {META_DIALOG_URL}/dialog/oauth. */
  metaDialogUrl: string;
  /** An OpenAI-compatible chat-completions API; unset uses the built-in offline agent. */
  llmBaseUrl: string | undefined;
  llmApiKey: string | undefined;
  llmModel: string;
  /** An S3-compatible bucket for uploads (selected by S3_BUCKET); unset keeps them under DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /** Xendit: the secret API key selects the real provider (needs the callback token); unset uses the sandbox. */
  xenditSecretKey: string | undefined;
  /** Verifies x-callback-token on /webhooks/xendit; on the sandbox, derived from the server secret when unset. */
  xenditCallbackToken: string | undefined;
  /** Xendit API base URL (tests point it at a local server). */
  xenditApiUrl: string;
  /** The express courier: Grab Express when its client id is set, else Lalamove with its key, else the local fake. */
  courier: CourierConfig;
}

export type CourierConfig =
  | {
      kind: 'grab_express';
      clientId: string;
      clientSecret: string;
      webhookToken: string;
      apiUrl: string;
      tokenUrl: string;
    }
  | { kind: 'lalamove'; apiKey: string; apiSecret: string; apiUrl: string }
  /** stepMs: how often the fake moves a booking (FAKE_COURIER_STEP_MS; 0: never, the tests' choice). */
  | { kind: 'fake'; stepMs: number };

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base URL of the objects; unset: this server serves them at /uploads/{key}. */
  publicUrl: string | undefined;
}

export class ConfigError extends Error {}

function parseBool(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

function parseInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a whole number, got "${value}"`);
  return n;
}

function httpUrl(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^https?:\/\//.test(value)) throw new ConfigError(`${name} must be an http(s):// URL`);
  return value.replace(/\/$/, '');
}

function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET || undefined;
  if (!bucket) return undefined;
  const region = env.S3_REGION || 'us-east-1';
  const accessKeyId = env.S3_ACCESS_KEY_ID || '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || '';
  if (!accessKeyId || !secretAccessKey) {
    throw new ConfigError('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    endpoint: httpUrl('S3_ENDPOINT', env.S3_ENDPOINT) ?? `https://s3.${region}.amazonaws.com`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    publicUrl: httpUrl('S3_PUBLIC_URL', env.S3_PUBLIC_URL),
  };
}

function xenditConfig(env: NodeJS.ProcessEnv) {
  const xenditSecretKey = env.XENDIT_SECRET_KEY || undefined;
  const xenditCallbackToken = env.XENDIT_CALLBACK_TOKEN || undefined;
  if (xenditSecretKey && !xenditCallbackToken) {
    throw new ConfigError('XENDIT_SECRET_KEY needs XENDIT_CALLBACK_TOKEN (callbacks are verified with it)');
  }
  return {
    xenditSecretKey,
    xenditCallbackToken,
    xenditApiUrl: httpUrl('XENDIT_API_URL', env.XENDIT_API_URL) ?? 'https://api.xendit.co',
  };
}

function courierConfig(env: NodeJS.ProcessEnv): CourierConfig {
  if (env.GRAB_EXPRESS_CLIENT_ID) {
    const clientSecret = env.GRAB_EXPRESS_CLIENT_SECRET || '';
    const webhookToken = env.GRAB_EXPRESS_WEBHOOK_TOKEN || '';
    if (!clientSecret || !webhookToken)
      throw new ConfigError(
        'GRAB_EXPRESS_CLIENT_ID needs GRAB_EXPRESS_CLIENT_SECRET and GRAB_EXPRESS_WEBHOOK_TOKEN',
      );
    return {
      kind: 'grab_express',
      clientId: env.GRAB_EXPRESS_CLIENT_ID,
      clientSecret,
      webhookToken,
      apiUrl:
        httpUrl('GRAB_EXPRESS_API_URL', env.GRAB_EXPRESS_API_URL) ??
        'https://partner-api.grab.com/grab-express',
      tokenUrl:
        httpUrl('GRAB_EXPRESS_TOKEN_URL', env.GRAB_EXPRESS_TOKEN_URL) ??
        'https://partner-api.grab.com/grabid/v1/oauth2/token',
    };
  }
  if (env.LALAMOVE_API_KEY) {
    if (!env.LALAMOVE_API_SECRET) throw new ConfigError('LALAMOVE_API_KEY needs LALAMOVE_API_SECRET');
    return {
      kind: 'lalamove',
      apiKey: env.LALAMOVE_API_KEY,
      apiSecret: env.LALAMOVE_API_SECRET,
      apiUrl: httpUrl('LALAMOVE_API_URL', env.LALAMOVE_API_URL) ?? 'https://rest.lalamove.com',
    };
  }
  return { kind: 'fake', stepMs: parseInteger('FAKE_COURIER_STEP_MS', env.FAKE_COURIER_STEP_MS, 20_000) };
}

const repoRoot = path.resolve(
  import.meta.dirname,
  import.meta.dirname.includes(`${path.sep}dist${path.sep}`) ? '../../..' : '../..',
);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parseInteger('PORT', env.PORT, 8080);
  if (port > 65535) throw new ConfigError(`PORT must be at most 65535, got "${env.PORT}"`);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && databaseUrl !== 'memory' && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// URL (or unset for the embedded database)');
  }
  const billingDepositAccounts = env.BILLING_DEPOSIT_ACCOUNTS
    ? parseDepositAccounts(env.BILLING_DEPOSIT_ACCOUNTS)
    : [];
  if (!billingDepositAccounts)
    throw new ConfigError(
      'BILLING_DEPOSIT_ACCOUNTS must be a JSON array of { "bank", "accountName", "accountNumber" }',
    );
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
  if (env.META_APP_ID && (!env.META_APP_SECRET || !env.META_LOGIN_CONFIG_ID))
    throw new ConfigError('META_APP_ID needs META_APP_SECRET and META_LOGIN_CONFIG_ID');
  const secretKey = env.SECRET_KEY || undefined;
  if (secretKey && secretKey.length < 32) throw new ConfigError('SECRET_KEY must be at least 32 characters');
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl && !secretKey)
    throw new ConfigError(
      'REDIS_URL is set (several processes) but SECRET_KEY is not: set the same SECRET_KEY (32+ characters) on every process, or a token issued by one process is refused by the others',
    );
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, 'data')),
    databaseUrl,
    redisUrl,
    publicUrl: env.PUBLIC_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: parseBool('SEED_DEMO', env.SEED_DEMO),
    demoTraffic: parseBool('DEMO_TRAFFIC', env.DEMO_TRAFFIC) ?? true,
    production: env.NODE_ENV === 'production',
    secretKey,
    tokenTtlSeconds: parseInteger('TOKEN_TTL_SECONDS', env.TOKEN_TTL_SECONDS, 7 * 24 * 3600),
    webDist: path.resolve(env.WEB_DIST || path.join(repoRoot, 'web/dist')),
    maxBodyBytes: parseInteger('MAX_BODY_BYTES', env.MAX_BODY_BYTES, 1_000_000),
    storeLimitPerMinute: parseInteger('STORE_LIMIT_PER_MINUTE', env.STORE_LIMIT_PER_MINUTE, 30),
    autoConfirmEveryMs: parseInteger('AUTO_CONFIRM_EVERY_MS', env.AUTO_CONFIRM_EVERY_MS, 60 * 60_000),
    throttleFactor: Math.max(1, parseInteger('THROTTLE_FACTOR', env.THROTTLE_FACTOR, 1)),
    maxConcurrentRequests: Math.max(
      1,
      parseInteger('MAX_CONCURRENT_REQUESTS', env.MAX_CONCURRENT_REQUESTS, 16),
    ),
    maxQueuedRequests: parseInteger('MAX_QUEUED_REQUESTS', env.MAX_QUEUED_REQUESTS, 64),
    queueTimeoutMs: parseInteger('QUEUE_TIMEOUT_MS', env.QUEUE_TIMEOUT_MS, 2_000),
    maxEventLoopDelayMs: parseInteger('MAX_EVENT_LOOP_DELAY_MS', env.MAX_EVENT_LOOP_DELAY_MS, 500),
    requestTimeoutMs: Math.max(1, parseInteger('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 15_000)),
    maxSubscriptionsPerSocket: Math.max(
      1,
      parseInteger('MAX_SUBSCRIPTIONS_PER_SOCKET', env.MAX_SUBSCRIPTIONS_PER_SOCKET, 50),
    ),
    maxSocketsPerUser: Math.max(1, parseInteger('MAX_SOCKETS_PER_USER', env.MAX_SOCKETS_PER_USER, 20)),
    jobsWorker: parseBool('JOBS_WORKER', env.JOBS_WORKER) ?? true,
    operatorEmails: (env.OPERATOR_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    billingDepositAccounts,
    jobsPollMs: Math.max(50, parseInteger('JOBS_POLL_MS', env.JOBS_POLL_MS, 1_000)),
    broadcastSendsPerSecond: Math.max(
      1,
      parseInteger('BROADCAST_SENDS_PER_SECOND', env.BROADCAST_SENDS_PER_SECOND, 40),
    ),
    dbPoolSize: Math.max(1, parseInteger('DB_POOL_SIZE', env.DB_POOL_SIZE, 10)),
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Suki <no-reply@suki.ph>',
    metaAppSecret: env.META_APP_SECRET || undefined,
    metaVerifyToken: env.META_VERIFY_TOKEN || undefined,
    metaGraphUrl: httpUrl('META_GRAPH_URL', env.META_GRAPH_URL) ?? 'https://graph.facebook.com/v25.0',
    metaAppId: env.META_APP_ID || undefined,
    metaLoginConfigId: env.META_LOGIN_CONFIG_ID || undefined,
    metaDialogUrl: httpUrl('META_DIALOG_URL', env.META_DIALOG_URL) ?? 'https://www.facebook.com/v25.0',
    llmBaseUrl: httpUrl('LLM_BASE_URL', env.LLM_BASE_URL),
    llmApiKey: env.LLM_API_KEY || undefined,
    llmModel: env.LLM_MODEL || 'gpt-4o-mini',
    s3: s3Config(env),
    ...xenditConfig(env),
    courier: courierConfig(env),
  };
}

/**
 * What several processes (REDIS_URL set) do not share unless told to, said loudly at start-up rather
 * than refused: one host or a shared volume may give every process the same DATA_DIR (docs/decisions.md).
 */
export function scaleOutWarnings(config: Pick<Config, 'redisUrl' | 's3' | 'databaseUrl'>): string[] {
  if (!config.redisUrl) return [];
  const warnings: string[] = [];
  if (!config.s3)
    warnings.push(
      'REDIS_URL is set (several processes) but S3_BUCKET is not: uploads are kept in this process\'s DATA_DIR/uploads, so a photo uploaded through one process is 404 on the others unless every process mounts the same DATA_DIR. Set the S3_* settings (README "PostgreSQL and Redis (scale-out)").',
    );
  if (!config.databaseUrl || config.databaseUrl === 'memory')
    warnings.push(
      'REDIS_URL is set (several processes) but DATABASE_URL is not: each process has its own embedded database. Point every process at one PostgreSQL with DATABASE_URL.',
    );
  return warnings;
}
