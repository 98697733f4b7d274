import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * The storefront's Apollo client: HTTP POST to /graphql and nothing else. A shopper has no session
 * (no bearer token) and the store pushes nothing live (no websocket).
 */
export function createStoreApollo(): ApolloClient {
  return new ApolloClient({ link: new HttpLink({ uri: '/graphql' }), cache: new InMemoryCache() });
}
