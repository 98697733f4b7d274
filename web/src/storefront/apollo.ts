import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { createSessionStore, isTokenValid } from '../lib/session';

/**
 * The storefront's Apollo client: HTTP POST to /graphql and nothing else. A shopper has no session;
 * a merchant signed in to the console on this browser sends theirs, so the server lets the store's own
 * team preview (and test-order) a store that is not open to customers yet. The store pushes nothing
 * live (no websocket).
 */
export function createStoreApollo(
  token: () => string | null = () => {
    const stored = createSessionStore().get()?.token ?? null;
    return isTokenValid(stored) ? stored : null;
  },
): ApolloClient {
  const link = new HttpLink({
    uri: '/graphql',
    fetch: (uri, init) => {
      const bearer = token();
      if (!bearer) return fetch(uri, init);
      const headers = new Headers(init?.headers);
      headers.set('authorization', `Bearer ${bearer}`);
      return fetch(uri, { ...init, headers });
    },
  });
  return new ApolloClient({ link, cache: new InMemoryCache() });
}
