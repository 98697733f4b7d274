import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type ValidationContext } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { GENERIC_ERROR } from '../platform/errors.ts';
import type { Logger } from '../platform/logger.ts';
import { requestScope } from '../platform/request-scope.ts';
import type { Context } from './context.ts';
import { inputSanitizer, requestError } from './input-sanitizer.ts';
import { useLiveCursor } from './live.ts';
import { schema } from './schema.ts';

/** Query limits (GraphQL Armor): the API refuses abusive documents before executing them. */
export const LIMITS = { maxDepth: 10, maxAliases: 15, maxTokens: 2000, maxCost: 5000, maxDirectives: 50 };

const disableIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

const withCode = (e: GraphQLError, code: string): GraphQLError =>
  new GraphQLError(e.message, {
    nodes: e.nodes,
    source: e.source,
    positions: e.positions,
    originalError: e.originalError,
    extensions: { ...e.extensions, code },
  });

/**
 * Every refused document answers with a code (DESIGN.md rule 4): Armor's limits QUERY_TOO_COMPLEX,
 * any other validation failure GRAPHQL_VALIDATION_FAILED.
 */
const TOO_COMPLEX = /limit of \d+ exceeded/i;
const validationCodes: Plugin = {
  onValidate() {
    return ({ result, setResult }) => {
      if (result.length === 0 || result.every((e) => e.extensions?.code)) return;
      setResult(
        result.map((e) =>
          e.extensions?.code
            ? e
            : withCode(e, TOO_COMPLEX.test(e.message) ? 'QUERY_TOO_COMPLEX' : 'GRAPHQL_VALIDATION_FAILED'),
        ),
      );
    };
  },
};

export const SUBSCRIPTION_OVER_HTTP =
  'Subscriptions are served over WebSocket (graphql-ws) at /graphql, or as an event stream when the request accepts text/event-stream';

/** A subscription sent as a plain HTTP POST is answered at once (400) unless it asked for an event stream. */
const subscriptionsNeedAStream: Plugin<Context> = {
  onSubscribe({ args, setResultAndStopExecution }) {
    const request = (args.contextValue as { request?: Request }).request;
    if (request && !/\btext\/event-stream\b/i.test(request.headers.get('accept') ?? '')) {
      setResultAndStopExecution({
        errors: [
          new GraphQLError(SUBSCRIPTION_OVER_HTTP, {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          }),
        ],
      });
    }
  },
};

/**
 * Live subscriptions of this process, whatever their transport (graphql-ws or an event stream):
 * counted when a stream starts and uncounted when it ends or its client goes away. Tests read it to
 * prove an abandoned subscription releases what it held; a metrics endpoint could export it.
 */
export const liveSubscriptions = { count: 0 };

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

const countLiveSubscriptions: Plugin<Context> = {
  onSubscribe() {
    return {
      onSubscribeResult({ result }) {
        if (!isAsyncIterable(result)) return;
        liveSubscriptions.count += 1;
        let ended = false;
        return {
          onEnd() {
            if (ended) return;
            ended = true;
            liveSubscriptions.count -= 1;
          },
        };
      },
    };
  },
};

/** The logger of the request being handled (it carries the request id), else the server's. */
const scopedLog = (log: Logger): Logger => requestScope.getStore()?.log ?? log;

/** Extensions that carry internals (a parser's error object, a stack): never sent to a client. */
const INTERNAL_EXTENSIONS = ['originalError', 'stacktrace', 'stack', 'exception'];

/** The same error without internal extensions (Yoga's JSON parser puts the SyntaxError in `originalError`). */
export function withoutInternals(error: GraphQLError): GraphQLError {
  const extensions = error.extensions ?? {};
  if (!INTERNAL_EXTENSIONS.some((key) => key in extensions)) return error;
  const kept = Object.fromEntries(
    Object.entries(extensions).filter(([k]) => !INTERNAL_EXTENSIONS.includes(k)),
  );
  // Yoga reads `originalError` to answer a broken body 400 rather than 200: keep that status without it.
  const http = extensions.http as { spec?: boolean } | undefined;
  if (http?.spec) kept.http = { ...http, spec: false };
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: kept,
  });
}

/** Expected failures (GraphQLError, with a code) pass through; anything else is logged and masked. */
function maskError(error: unknown, log: Logger): Error {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (error instanceof GraphQLError && (!original || original instanceof GraphQLError)) {
    // A variable of the wrong type (or a bad date): the client's mistake, in the spec's words.
    if (!error.path && /^Variable "\$/.test(error.message)) return requestError(error);
    if (error.extensions?.code) return withoutInternals(error);
    // Without a path the request itself is wrong; with one, a field failed without saying why (masked).
    if (!error.path) return withoutInternals(requestError(error));
    // A field went wrong without saying why (a non-null field resolved to null): ours, logged and masked.
  }
  const scope = requestScope.getStore();
  (scope?.log ?? log).error({ err: original ?? error }, 'unexpected error');
  return new GraphQLError(GENERIC_ERROR, {
    extensions: { code: 'INTERNAL_SERVER_ERROR', ...(scope ? { requestId: scope.requestId } : {}) },
    ...(error instanceof GraphQLError && error.path ? { path: error.path } : {}),
  });
}

export function createGraphQL(opts: { production: boolean; log: Logger }) {
  // Reported as validation errors (not thrown), so validationCodes gives them their code.
  const report = {
    propagateOnRejection: false,
    onReject: [(ctx: ValidationContext | null, error: GraphQLError) => ctx?.reportError(error)],
  };
  const armor = EnvelopArmorPlugin({
    // Depth counts fields only: a fragment spread is how the console shares field lists, not nesting.
    maxDepth: { n: LIMITS.maxDepth, flattenFragments: true, ...report },
    maxAliases: { n: LIMITS.maxAliases, ...report },
    // Counted while parsing (no validation yet): refused with GRAPHQL_PARSE_FAILED.
    maxTokens: { n: LIMITS.maxTokens },
    costLimit: { maxCost: LIMITS.maxCost, ...report },
    maxDirectives: { n: LIMITS.maxDirectives, ...report },
    blockFieldSuggestion: { enabled: opts.production },
  });
  return createYoga<Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    // The console sends the queries a screen fires together as one request (Apollo's BatchHttpLink):
    // one round trip, one session check, and the request's DataLoaders shared across them.
    batching: { limit: BATCH_LIMIT },
    // The console is served from this origin and the API answers no other: no CORS headers to work out.
    cors: false,
    // Yoga's own lines go to the request's logger when there is one, so they carry its request id. Its
    // debug lines (a few per request) are not even put together unless debug is on.
    logging: {
      debug: (...args) => {
        if (opts.log.isLevelEnabled('debug')) scopedLog(opts.log).debug(args.map(String).join(' '));
      },
      info: (...args) => scopedLog(opts.log).info(args.map(String).join(' ')),
      warn: (...args) => scopedLog(opts.log).warn(args.map(String).join(' ')),
      error: (...args) => scopedLog(opts.log).error(args.map(String).join(' ')),
    },
    maskedErrors: { maskError: (error) => maskError(error, opts.log) },
    plugins: [
      armor,
      validationCodes,
      subscriptionsNeedAStream,
      countLiveSubscriptions,
      useLiveCursor(),
      inputSanitizer,
      ...(opts.production ? [disableIntrospection] : []),
    ],
  });
}

/** At most this many operations in one batched request (each still under its own depth and cost limits). */
export const BATCH_LIMIT = 10;

export type GraphQLServer = ReturnType<typeof createGraphQL>;
