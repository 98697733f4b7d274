import DataLoader from 'dataloader';
import type { Courier } from '../integrations/couriers/couriers.port.ts';
import type { Messenger } from '../integrations/messenger/messenger.port.ts';
import type { Meta } from '../integrations/meta/meta.port.ts';
import type { PaymentProvider } from '../integrations/payments/payments.port.ts';
import type { Storage } from '../integrations/storage/storage.port.ts';
import type { UserRow } from '../modules/accounts/index.ts';
import type { MemberRole } from '../modules/apps/index.ts';
import type { Assistant } from '../modules/assistant/index.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db.ts';
import type { DepositAccount } from '../platform/deposit-accounts.ts';
import { unauthenticated } from '../platform/errors.ts';
import type { EventBus } from '../platform/events.ts';
import type { Jobs } from '../platform/jobs.ts';
import type { PlanLimitsPort } from '../platform/limits.ts';
import type { Logger } from '../platform/logger.ts';
import type { PubSub } from '../platform/pubsub.ts';
import type { Limit, RateLimiter } from '../platform/rate-limit.ts';
import type { Sealer } from '../platform/seal.ts';
import type { TokenSigner } from '../platform/tokens.ts';

/** What every use case needs: the database, the clock, the event bus and a logger. */
export interface ServiceContext {
  db: Db;
  clock: Clock;
  events: EventBus;
  log: Logger;
}

export interface Session {
  user: UserRow;
  /** The token's log row uuid. */
  jti: string;
  loginType: string;
  /** When the token stops working (a live socket is closed then). */
  expiresAt: Date;
}

export interface Context extends ContextBase {
  requestId: string;
  pubsub: PubSub;
  signer: TokenSigner;
  session: Session | null;
  userAgent: string | undefined;
  /** The caller's address as the socket sees it (proxies are not trusted). */
  remoteAddress: string | undefined;
  demoMode: boolean;
  tokenTtlSeconds: number;
  /** A per-request DataLoader, created on first use under `name` (batching, no N+1). */
  loader<K, V>(
    name: string,
    batch: (keys: readonly K[]) => Promise<readonly (V | Error)[]>,
  ): DataLoader<K, V>;
  userOrThrow(): UserRow;
  /** The store roles the operation's rule requires (graphql/permissions.ts); the tenancy guard checks them. */
  requiredRoles?: readonly MemberRole[];
}

export interface ContextBase extends ServiceContext {
  pubsub: PubSub;
  messenger: Messenger;
  assistant: Assistant;
  /** Seals page access tokens at rest. */
  sealer: Sealer;
  /** Facebook Login and the page edges (real Meta or the local fake); null when only META_APP_SECRET is set. */
  meta: Meta | null;
  /** Seals the `state` of a Facebook login (CSRF: who asked, for which store, until when). */
  loginStateSealer: Sealer;
  jobs: Jobs;
  /** Uploaded files (product photos): local disk under DATA_DIR, or an S3-compatible bucket. */
  storage: Storage;
  /** The payment provider (Xendit, or the sandbox on the embedded default). */
  payments: PaymentProvider;
  /** The express courier (Grab Express, Lalamove, or the local fake on the embedded default). */
  courier: Courier;
  /** This server's public base URL (links in messages), e.g. http://localhost:8080. */
  publicUrl(): string;
  signer: TokenSigner;
  demoMode: boolean;
  tokenTtlSeconds: number;
  /** OPERATOR_EMAILS: who may see and retry background jobs. */
  operatorEmails: readonly string[];
  /** Suki's accounts for paying a bill by deposit slip (none: the option is not offered). */
  depositAccounts: readonly DepositAccount[];
  /** Limits on the public storefront (checkout, deposit slips), per address and store. */
  limiter: RateLimiter;
  storeLimit: Limit;
  /** The store's plan limits (billing answers): catalog, photos, members and exports ask before they add. */
  limits: PlanLimitsPort;
}

export function createContext(
  base: ContextBase,
  request: {
    requestId: string;
    log: Logger;
    session: Session | null;
    userAgent: string | undefined;
    remoteAddress?: string | undefined;
  },
  /** Subscriptions live long: their loaders batch but never cache, so each event reads fresh rows. */
  options: { cacheLoaders: boolean } = { cacheLoaders: true },
): Context {
  const loaders = new Map<string, unknown>();
  return {
    ...base,
    ...request,
    remoteAddress: request.remoteAddress,
    loader<K, V>(name: string, batch: (keys: readonly K[]) => Promise<readonly (V | Error)[]>) {
      let loader = loaders.get(name) as DataLoader<K, V> | undefined;
      if (!loader) {
        loader = new DataLoader<K, V>(batch, { cache: options.cacheLoaders });
        loaders.set(name, loader);
      }
      return loader;
    },
    userOrThrow() {
      if (!request.session) throw unauthenticated();
      return request.session.user;
    },
  };
}
