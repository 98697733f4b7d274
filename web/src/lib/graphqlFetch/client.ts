import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/*
 * A small GraphQL client over fetch for the pages a first-time visitor opens (the storefront, the
 * sign-in screen), where Apollo Client and graphql-js would be most of the page's JavaScript (issue 18).
 * It sends the operation's text, printed at build time (build/graphqlDocuments.ts adds it to each
 * document as `__text`): nothing is parsed or printed in the browser. It keeps answers by operation and
 * variables (no normalised cache: these pages read each answer where they asked for it).
 */

/** A GraphQL error as the server sends it (message, extensions.code, extensions.fields). */
export interface GraphQLErrorShape {
  message: string;
  extensions?: Record<string, unknown>;
}

/**
 * A failed operation. `errors` holds the server's GraphQL errors (lib/errors reads them: errorCode,
 * errorMessage, fieldErrors), empty for a network failure; `statusCode` is the HTTP status, if any.
 */
export class GraphQLRequestError extends Error {
  readonly errors: GraphQLErrorShape[];
  readonly statusCode: number | null;
  constructor(message: string, errors: GraphQLErrorShape[] = [], statusCode: number | null = null) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.errors = errors;
    this.statusCode = statusCode;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: documents of any result and variables
export type AnyDocument = TypedDocumentNode<any, any>;
export type Variables = Record<string, unknown>;

/** One operation to send: the document and its variables. */
export interface Operation {
  document: AnyDocument;
  variables: Variables;
}

/** Sends an operation and answers its data, or throws a GraphQLRequestError. */
export type Transport = (operation: Operation) => Promise<unknown>;

export type FetchPolicy = 'cache-first' | 'network-only' | 'cache-and-network';

/** The operation's text, printed at build time (see build/graphqlDocuments.ts). */
export function documentText(document: AnyDocument): string {
  const text = (document as { __text?: unknown }).__text;
  if (typeof text !== 'string') throw new Error('A GraphQL document without its printed text (__text)');
  return text;
}

/** The operation's name (`query StoreProducts(…)` -> StoreProducts), sent beside the text as Apollo does. */
export function operationName(document: AnyDocument): string | undefined {
  return /^\s*(?:query|mutation|subscription)\s+(\w+)/.exec(documentText(document))?.[1];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * POST /graphql with the operation's text, and the bearer token when `token()` gives one. A body with
 * errors (any status) throws them; a failure to reach the server throws with no GraphQL errors.
 */
export function httpTransport(url: string, token: () => string | null = () => null): Transport {
  return async ({ document, variables }) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    const bearer = token();
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        operationName: operationName(document),
        query: documentText(document),
        variables,
      }),
    });
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    const errors = isRecord(body) && Array.isArray(body.errors) ? (body.errors as GraphQLErrorShape[]) : [];
    if (errors.length > 0)
      throw new GraphQLRequestError(errors[0]?.message ?? 'GraphQL error', errors, response.status);
    if (!response.ok || !isRecord(body) || !isRecord(body.data))
      throw new GraphQLRequestError(`Response not successful: ${response.status}`, [], response.status);
    return body.data;
  };
}

type Listener = () => void;

interface Entry {
  data?: unknown;
  promise?: Promise<unknown>;
}

/** The client the hooks share: answers kept by operation and variables, requests in flight shared. */
export class GraphQLClient {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly ids = new WeakMap<object, number>();
  private nextId = 0;

  constructor(private readonly transport: Transport) {}

  /** The key of an operation and its variables. */
  key(document: AnyDocument, variables: Variables = {}): string {
    let id = this.ids.get(document);
    if (id === undefined) {
      id = this.nextId++;
      this.ids.set(document, id);
    }
    return `${id}:${JSON.stringify(variables)}`;
  }

  /** The kept answer, if any. */
  // biome-ignore lint/suspicious/noExplicitAny: any variables
  read<T>(document: TypedDocumentNode<T, any>, variables: Variables = {}): T | undefined {
    return this.entries.get(this.key(document, variables))?.data as T | undefined;
  }

  /** Replaces the kept answer and tells the pages showing it. */
  write(document: AnyDocument, variables: Variables, data: unknown): void {
    const key = this.key(document, variables);
    this.entries.set(key, { ...this.entries.get(key), data });
    for (const listener of this.listeners.get(key) ?? []) listener();
  }

  subscribe(key: string, listener: Listener): () => void {
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  /**
   * A query's data: the kept answer (cache-first), or the one already on its way, or a new request
   * whose answer is kept and shown wherever the same query is on screen.
   */
  query<T, V extends Variables>(
    document: TypedDocumentNode<T, V>,
    variables: V = {} as V,
    fetchPolicy: FetchPolicy = 'cache-first',
  ): Promise<T> {
    const key = this.key(document, variables);
    const entry = this.entries.get(key);
    if (fetchPolicy === 'cache-first' && entry?.data !== undefined) return Promise.resolve(entry.data as T);
    if (fetchPolicy === 'cache-first' && entry?.promise) return entry.promise as Promise<T>;
    const promise = this.transport({ document, variables }).then(
      (data) => {
        if (this.entries.get(key)?.promise === promise) this.write(document, variables, data);
        return data as T;
      },
      (error: unknown) => {
        const current = this.entries.get(key);
        if (current?.promise === promise) this.entries.set(key, { data: current.data });
        throw error;
      },
    );
    this.entries.set(key, { ...entry, promise });
    return promise;
  }

  /** Sends a mutation (never kept). */
  mutate<T, V extends Variables>(document: TypedDocumentNode<T, V>, variables: V = {} as V): Promise<T> {
    return this.transport({ document, variables }) as Promise<T>;
  }
}
