import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { FetchPolicy, GraphQLClient, Variables } from './client';

/*
 * The hooks the lean pages read GraphQL with: the same shapes as Apollo's useQuery, useLazyQuery and
 * useMutation for what those pages use (data, loading, error, refetch, fetchMore, polling), over the
 * fetch client of ./client.
 */

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

const ClientContext = createContext<GraphQLClient | null>(null);

export function GraphQLProvider({ client, children }: { client: GraphQLClient; children: ReactNode }) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useGraphQLClient(): GraphQLClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('No GraphQLProvider above this component');
  return client;
}

export interface QueryOptions<V> {
  variables?: V;
  skip?: boolean;
  fetchPolicy?: FetchPolicy;
  /** Asks again every so many milliseconds while shown (and not skipped). */
  pollInterval?: number;
}

export interface QueryState<T, V> {
  data: T | undefined;
  loading: boolean;
  error: Error | undefined;
  refetch: () => Promise<T | undefined>;
  /** Asks for the next page with these variables and merges it into the shown data. */
  fetchMore: (options: {
    variables: Partial<V> & Variables;
    updateQuery: (previous: T, next: { fetchMoreResult: T }) => T;
  }) => Promise<void>;
  startPolling: (ms: number) => void;
  stopPolling: () => void;
}

/** A query on screen: asked for when the component shows (and when its variables change). */
export function useQuery<T, V extends Variables>(
  document: TypedDocumentNode<T, V>,
  options: QueryOptions<V> = {},
): QueryState<T, V> {
  const client = useGraphQLClient();
  const variables = (options.variables ?? {}) as V;
  const key = client.key(document, variables);
  const skip = options.skip ?? false;
  const policy = options.fetchPolicy ?? 'cache-first';
  const [, rerender] = useState(0);
  const [status, setStatus] = useState<{ key: string; loading: boolean; error: Error | undefined }>(() => ({
    key,
    loading: !skip && (policy !== 'cache-first' || client.read(document, variables) === undefined),
    error: undefined,
  }));
  const latest = useRef({ document, variables, key });
  latest.current = { document, variables, key };

  const run = useCallback(
    (fetchPolicy: FetchPolicy) => {
      const { document: doc, variables: vars, key: at } = latest.current;
      setStatus((s) =>
        s.key === at && s.loading && s.error === undefined ? s : { key: at, loading: true, error: undefined },
      );
      return client.query(doc, vars, fetchPolicy === 'cache-and-network' ? 'network-only' : fetchPolicy).then(
        (data) => {
          if (latest.current.key === at) setStatus({ key: at, loading: false, error: undefined });
          return data;
        },
        (error: unknown) => {
          if (latest.current.key === at) setStatus({ key: at, loading: false, error: asError(error) });
          return undefined;
        },
      );
    },
    [client],
  );

  useEffect(() => client.subscribe(key, () => rerender((n) => n + 1)), [client, key]);
  // Asked for again when the key (the document and its variables) changes.
  useEffect(() => {
    if (skip || !key) return;
    const { document: doc, variables: vars } = latest.current;
    if (policy === 'cache-first' && client.read(doc, vars) !== undefined) {
      setStatus({ key, loading: false, error: undefined });
      return;
    }
    void run(policy);
  }, [client, key, skip, policy, run]);

  const poll = useRef<ReturnType<typeof setInterval> | null>(null);
  const stopPolling = useCallback(() => {
    if (poll.current !== null) clearInterval(poll.current);
    poll.current = null;
  }, []);
  const startPolling = useCallback(
    (ms: number) => {
      stopPolling();
      poll.current = setInterval(() => void run('network-only'), ms);
    },
    [run, stopPolling],
  );
  useEffect(() => stopPolling, [stopPolling]);
  const every = options.pollInterval;
  useEffect(() => {
    if (skip || !every) return;
    startPolling(every);
    return stopPolling;
  }, [skip, every, startPolling, stopPolling]);

  const refetch = useCallback(() => run('network-only'), [run]);
  const fetchMore = useCallback<QueryState<T, V>['fetchMore']>(
    async ({ variables: more, updateQuery }) => {
      const { document: doc, variables: vars } = latest.current;
      const next = await client.query(doc, { ...vars, ...more } as V, 'network-only');
      const previous = client.read(doc, vars);
      if (previous !== undefined) client.write(doc, vars, updateQuery(previous, { fetchMoreResult: next }));
    },
    [client],
  );

  const current = status.key === key ? status : { loading: !skip, error: undefined };
  const data = skip ? undefined : client.read(document, variables);
  return {
    data: current.error === undefined ? data : undefined,
    loading: !skip && current.loading,
    error: skip ? undefined : current.error,
    refetch,
    fetchMore,
    startPolling,
    stopPolling,
  };
}

export interface LazyState<T, V> {
  data: T | undefined;
  loading: boolean;
  error: Error | undefined;
  called: boolean;
  variables: V | undefined;
}

/** A query asked for on demand (a form's submit): load() answers its data, or throws its error. */
export function useLazyQuery<T, V extends Variables>(
  document: TypedDocumentNode<T, V>,
): [(options: { variables: V }) => Promise<T>, LazyState<T, V>] {
  const client = useGraphQLClient();
  const [state, setState] = useState<LazyState<T, V>>({
    data: undefined,
    loading: false,
    error: undefined,
    called: false,
    variables: undefined,
  });
  const load = useCallback(
    async ({ variables }: { variables: V }) => {
      setState((s) => ({ ...s, loading: true, error: undefined, called: true, variables }));
      try {
        const data = await client.query(document, variables, 'network-only');
        setState({ data, loading: false, error: undefined, called: true, variables });
        return data;
      } catch (error) {
        setState({ data: undefined, loading: false, error: asError(error), called: true, variables });
        throw error;
      }
    },
    [client, document],
  );
  return [load, state];
}

export interface MutationState<T> {
  data: T | undefined;
  loading: boolean;
  error: Error | undefined;
}

/** A mutation: mutate() answers `{ data }`, or throws the server's refusal. */
export function useMutation<T, V extends Variables>(
  document: TypedDocumentNode<T, V>,
): [(options: { variables: V }) => Promise<{ data: T }>, MutationState<T>] {
  const client = useGraphQLClient();
  const [state, setState] = useState<MutationState<T>>({ data: undefined, loading: false, error: undefined });
  const mutate = useCallback(
    async ({ variables }: { variables: V }) => {
      setState({ data: undefined, loading: true, error: undefined });
      try {
        const data = await client.mutate(document, variables);
        setState({ data, loading: false, error: undefined });
        return { data };
      } catch (error) {
        setState({ data: undefined, loading: false, error: asError(error) });
        throw error;
      }
    },
    [client, document],
  );
  return [mutate, state];
}
