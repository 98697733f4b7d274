import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { isMutationOperation, isSubscriptionOperation, relayStylePagination } from '@apollo/client/utilities';
import type { Client } from 'graphql-ws';
import { from, mergeMap, type Observable } from 'rxjs';
import { isUnauthenticated } from '../lib/errors';
import { sessionStore } from '../lib/session';
import { liveStatus } from './liveStatus';

/*
 * The console's one Apollo client: HTTP POST to /graphql with the bearer token, subscriptions over
 * graphql-ws on the same path. An UNAUTHENTICATED answer to any operation (except the ones that
 * handle it themselves) is announced to the session, which runs the expired-session flow.
 */

type Listener = () => void;
const unauthenticatedListeners = new Set<Listener>();

/** Called when the server refuses the session; returns an unsubscribe function. */
export function onUnauthenticated(listener: Listener): () => void {
  unauthenticatedListeners.add(listener);
  return () => {
    unauthenticatedListeners.delete(listener);
  };
}

/** Runs the expired-session flow for a refusal that did not come through Apollo (photo uploads). */
export function announceUnauthenticated(): void {
  // Only a session that existed can expire; a visitor has nothing to log out of.
  if (!sessionStore.get()) return;
  for (const listener of unauthenticatedListeners) listener();
}

/** What the console's uploads (lib/upload) send and do on a 401: the bearer token, the expired-session flow. */
export function consoleUploadAuth(): { authorization?: string; onUnauthorized: () => void } {
  return { authorization: bearer(sessionStore.get()?.token), onUnauthorized: announceUnauthenticated };
}

/** Operations that expect and handle an UNAUTHENTICATED answer themselves. */
const SELF_HANDLED = new Set(['SignIn', 'DestroyAuthToken']);

export function bearer(token: string | null | undefined): string | undefined {
  return token ? `Bearer ${token}` : undefined;
}

/**
 * Types the cache keeps one copy of by uuid, so a mutation's answer updates every list and screen
 * showing the same row. Every selection of them must ask for `uuid` (cacheKeys.test.ts checks).
 */
export const KEYED_BY_UUID = [
  'User',
  'EnterprisePlan',
  'App',
  'AppStatus',
  'Page',
  'GeneratedTokenLog',
  'Member',
  'Notification',
  'Product',
  'ProductVariant',
  'Photo',
  'Category',
  'AddOn',
  'ShippingMethod',
  'DeliveryArea',
  'Order',
  'Customer',
  'MessengerNotificationRecipient',
  'PageUtilityTemplate',
  'Billing',
  'BillingDetail',
  'Broadcast',
] as const;

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      ...Object.fromEntries(KEYED_BY_UUID.map((type) => [type, { keyFields: ['uuid'] }])),
      // An app's billing flags belong to the app: the widget's and Billing Manager's selections merge.
      AppBillingPaymentStatus: { merge: true },
      Query: {
        fields: {
          // The drawer's pages (fetchMore with `after`) and live arrivals form one list per app.
          notifications: relayStylePagination(['appUuid']),
          // Billing Manager's Load more appends to the store's list of bills.
          billings: relayStylePagination(['appUuid']),
        },
      },
    },
  });
}

function websocketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/graphql`;
}

export interface ConsoleApollo {
  client: ApolloClient;
  /** Drops the socket so the next subscription reconnects with the current token (after sign-in or logout). */
  resetSocket(): void;
}

/**
 * The graphql-ws link (resumable: see resumableLink.ts), loaded with graphql-ws on the first
 * subscription so the sign-in page does not download it. The socket itself is lazy too: it opens with the first subscription and closes after
 * the last, reconnecting (with the then-current token) while subscriptions remain.
 */
class LazySocketLink extends ApolloLink {
  private loading: Promise<{ link: ApolloLink; socket: Client }> | null = null;

  constructor(private readonly onGap: () => void) {
    super();
  }

  private load() {
    this.loading ??= Promise.all([import('graphql-ws'), import('./resumableLink')]).then(
      ([{ createClient }, { ResumableWsLink, jitteredWait }]) => {
        const socket = createClient({
          url: websocketUrl(),
          lazy: true,
          retryAttempts: Number.POSITIVE_INFINITY,
          shouldRetry: () => true,
          // Spread out: after a server restart its clients do not all come back at the same instant.
          retryWait: jitteredWait,
          connectionParams: () => {
            const authorization = bearer(sessionStore.get()?.token);
            return authorization ? { authorization } : {};
          },
          on: {
            connected: () => liveStatus.connected(),
            // 1000: the socket was let go after the last subscription (lazy), not lost.
            closed: (event) =>
              (event as { code?: number } | null)?.code === 1000
                ? liveStatus.connected()
                : liveStatus.closed(),
          },
        });
        return { link: new ResumableWsLink(socket, this.onGap), socket };
      },
    );
    return this.loading;
  }

  override request(
    operation: ApolloLink.Operation,
    forward: ApolloLink.ForwardFunction,
  ): Observable<ApolloLink.Result> {
    return from(this.load()).pipe(mergeMap(({ link }) => link.request(operation, forward)));
  }

  /** Drops the socket so open subscriptions reconnect with the current token. */
  reset(): void {
    void this.loading?.then(({ socket }) => socket.terminate());
  }
}

export function createApollo(): ConsoleApollo {
  const auth = new SetContextLink((previous) => {
    const authorization = bearer(sessionStore.get()?.token);
    if (!authorization) return {};
    return { headers: { ...(previous.headers ?? {}), authorization } };
  });

  const errors = new ErrorLink(({ error, operation }) => {
    if (operation.operationName && SELF_HANDLED.has(operation.operationName)) return;
    if (!isUnauthenticated(error)) return;
    announceUnauthenticated();
  });

  const http = new HttpLink({ uri: '/graphql' });
  // The queries a screen fires together travel as one request (the server answers up to 10 at once:
  // BATCH_LIMIT): one round trip and one session check instead of one per widget. A mutation goes
  // alone, at once.
  const batched = new BatchHttpLink({
    uri: '/graphql',
    batchMax: 10,
    batchInterval: 20,
    batchDebounce: true,
  });
  // Too many live events were missed to replay: what is on screen is fetched again.
  const ws = new LazySocketLink(() => void client.refetchQueries({ include: 'active' }));
  const transport = ApolloLink.split(
    ({ query }) => isSubscriptionOperation(query),
    ws,
    ApolloLink.split(({ query }) => isMutationOperation(query), http, batched),
  );

  const client = new ApolloClient({
    link: ApolloLink.from([errors, auth, transport]),
    cache: createCache(),
  });

  return { client, resetSocket: () => ws.reset() };
}
