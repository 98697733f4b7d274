import { GraphQLClient, httpTransport } from '../lib/graphqlFetch/client';
import { createSessionStore, isTokenValid } from '../lib/session';

/**
 * The storefront's GraphQL client: HTTP POST to /graphql over fetch (no Apollo: issue 18). A shopper
 * has no session; a merchant signed in to the console on this browser sends theirs, so the server lets
 * the store's own team preview (and test-order) a store that is not open to customers yet. The store
 * pushes nothing live (no websocket).
 */
export function createStoreClient(
  token: () => string | null = () => {
    const stored = createSessionStore().get()?.token ?? null;
    return isTokenValid(stored) ? stored : null;
  },
): GraphQLClient {
  return new GraphQLClient(httpTransport('/graphql', token));
}
