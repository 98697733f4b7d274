/**
 * graphql-ws on /graphql, bridged to Yoga's envelop so the same schema, limits and masking apply.
 * One client cannot hurt the others (issue 24): a bad `subscribe` (syntax, validation, an error of
 * ours) is answered with an `error` for that operation id only, never by closing the socket with
 * 4500; a socket runs at most `subscriptionsPerSocket` operations at once and a user holds at most
 * `socketsPerUser` sockets on this process. Close codes are the protocol's: 4400 bad message, 4401
 * subscribe before init, 4403 no or expired token, 4409 duplicate id, 4429 too many (a second init,
 * or a socket past the per-user cap, whose reason names the limit).
 */
import type { IncomingMessage } from 'node:http';
import { type ExecutionArgs, type ExecutionResult, GraphQLError } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import type { WebSocket, WebSocketServer } from 'ws';
import { GENERIC_ERROR } from '../platform/errors.ts';
import { newUuid } from '../platform/ids.ts';
import type { Logger } from '../platform/logger.ts';
import type { Context, Session } from './context.ts';
import { shareLoadsPerEvent } from './live.ts';
import { type GraphQLServer, withoutInternals } from './yoga.ts';

export interface LiveLimits {
  /** Operations one socket may run at once (subscriptions, and queries while they run). */
  subscriptionsPerSocket: number;
  /** Sockets one user may hold open on this process. */
  socketsPerUser: number;
}

interface Deps {
  yoga: GraphQLServer;
  log: Logger;
  limits: LiveLimits;
  /** The server's clock (a token's expiry is in its time). */
  now(): Date;
  authenticate(token: string): Promise<Session | null>;
  makeContext(request: {
    requestId: string;
    log: Logger;
    session: Session | null;
    userAgent?: string;
  }): Context;
}

type Enveloped = ReturnType<GraphQLServer['getEnveloped']>;
type Args = ExecutionArgs & {
  rootValue: { execute: Enveloped['execute']; subscribe: Enveloped['subscribe'] };
};

/** The close code of a socket refused past the per-user cap (the protocol's "too many"). */
export const SOCKET_LIMIT_CLOSE_CODE = CloseCode.TooManyInitialisationRequests;
export const tooManySockets = (limit: number) =>
  `Too many open connections: at most ${limit} per user, close another tab`;
export const tooManySubscriptions = (limit: number) =>
  `Too many subscriptions on one connection: at most ${limit} at once`;
export const EXPIRED_TOKEN = 'Expired access token';
export const SESSION_ENDED = 'Session ended';
/** How often open sockets re-check their session (a revocation whose signal was lost ends by then). */
export const SESSION_RECHECK_MS = 30_000;
/** The close code of a server going away for a restart (clients reconnect elsewhere, with backoff). */
export const SERVICE_RESTART = 1012;
const MAX_TIMER_MS = 2 ** 31 - 1;

const bearer = (params: Record<string, unknown> | undefined): string | null => {
  const raw = params?.authorization ?? params?.Authorization;
  return typeof raw === 'string' && raw.startsWith('Bearer ') ? raw.slice(7) : null;
};

/** The error with a code, and without what only HTTP reads (`extensions.http`) or internals. */
const coded = (e: GraphQLError, code: string): GraphQLError => {
  const { http: _http, ...extensions } = withoutInternals(e).extensions ?? {};
  return new GraphQLError(e.message, {
    nodes: e.nodes,
    source: e.source,
    positions: e.positions,
    extensions: { ...extensions, code: extensions.code ?? code },
  });
};

export function attachGraphQLWs(wss: WebSocketServer, deps: Deps) {
  const { limits, log } = deps;
  /** Open sockets per user uuid, and the user and token (jti) each counted socket belongs to. */
  const socketsOf = new Map<string, number>();
  const ownerOf = new WeakMap<
    WebSocket,
    { user: string; jti: string; token: string; expiry: ReturnType<typeof setTimeout> }
  >();
  /** Refusals since start, logged with each one (a counter a log search can graph). */
  const refused = { subscriptions: 0, sockets: 0 };

  /** An unexpected failure stays with its operation: logged with a request id, masked for the client. */
  const internal = (err: unknown, requestId: string): GraphQLError[] => {
    log.error({ err, requestId, ws: true }, 'subscribe failed');
    return [new GraphQLError(GENERIC_ERROR, { extensions: { code: 'INTERNAL_SERVER_ERROR', requestId } })];
  };

  /** Yoga's execute/subscribe, with anything they throw answered as that operation's errors. */
  const guarded =
    (run: (args: Args) => ReturnType<Enveloped['execute']>) =>
    async (args: ExecutionArgs): Promise<Awaited<ReturnType<Enveloped['execute']>>> => {
      try {
        return await run(args as Args);
      } catch (err) {
        const requestId = (args.contextValue as Partial<Context> | undefined)?.requestId ?? newUuid();
        return { errors: err instanceof GraphQLError ? [err] : internal(err, requestId) } as ExecutionResult;
      }
    };

  const server = useServer<Record<string, unknown>, { request: IncomingMessage }>(
    {
      execute: guarded((args) => args.rootValue.execute(args)),
      subscribe: guarded((args) => args.rootValue.subscribe(args)),
      onConnect: async (ctx) => {
        const token = bearer(ctx.connectionParams);
        let session: Session | null;
        try {
          session = token ? await deps.authenticate(token) : null;
        } catch (err) {
          // The database could not say: the client may try again later (not 4500).
          log.error({ err, ws: true }, 'socket authentication failed');
          ctx.extra.socket.close(1013, 'Try again later');
          return false;
        }
        // A socket must carry a valid session; a revoked or expired token is refused (4403).
        if (!session) return false;
        const user = session.user.uuid;
        const open = socketsOf.get(user) ?? 0;
        if (open >= limits.socketsPerUser) {
          refused.sockets += 1;
          log.warn(
            { user, limit: limits.socketsPerUser, refusedSockets: refused.sockets },
            'websocket refused: too many sockets for one user',
          );
          ctx.extra.socket.close(SOCKET_LIMIT_CLOSE_CODE, tooManySockets(limits.socketsPerUser));
          return false;
        }
        socketsOf.set(user, open + 1);
        // The token's expiry ends the socket then (its subscriptions with it).
        const socket = ctx.extra.socket;
        const left = Math.max(0, session.expiresAt.getTime() - deps.now().getTime());
        const expiry = setTimeout(
          () => socket.close(CloseCode.Forbidden, EXPIRED_TOKEN),
          Math.min(left, MAX_TIMER_MS),
        );
        expiry.unref();
        ownerOf.set(socket, { user, jti: session.jti, token: token ?? '', expiry });
        return true;
      },
      onClose: (ctx) => {
        const owner = ownerOf.get(ctx.extra.socket);
        if (!owner) return;
        const user = owner.user;
        clearTimeout(owner.expiry);
        ownerOf.delete(ctx.extra.socket);
        const left = (socketsOf.get(user) ?? 1) - 1;
        if (left > 0) socketsOf.set(user, left);
        else socketsOf.delete(user);
      },
      onSubscribe: async (ctx, id, payload) => {
        const requestId = newUuid();
        try {
          // This operation is already counted in ctx.subscriptions.
          if (Object.keys(ctx.subscriptions).length > limits.subscriptionsPerSocket) {
            refused.subscriptions += 1;
            log.warn(
              {
                id,
                user: ownerOf.get(ctx.extra.socket)?.user,
                limit: limits.subscriptionsPerSocket,
                refusedSubscriptions: refused.subscriptions,
              },
              'subscription refused: too many on one socket',
            );
            return [
              new GraphQLError(tooManySubscriptions(limits.subscriptionsPerSocket), {
                extensions: { code: 'TOO_MANY_SUBSCRIPTIONS', limit: limits.subscriptionsPerSocket },
              }),
            ];
          }
          const token = bearer(ctx.connectionParams);
          const session = token ? await deps.authenticate(token) : null;
          if (!session) {
            ctx.extra.socket.close(CloseCode.Forbidden, EXPIRED_TOKEN);
            return [new GraphQLError(EXPIRED_TOKEN, { extensions: { code: 'UNAUTHENTICATED' } })];
          }
          const contextValue = deps.makeContext({
            requestId,
            log: log.child({ requestId, ws: true }),
            session,
            userAgent: ctx.extra.request.headers['user-agent'],
          });
          const { schema, execute, subscribe, parse, validate, contextFactory } =
            deps.yoga.getEnveloped(contextValue);
          let document: ReturnType<typeof parse>;
          try {
            document = parse(payload.query);
          } catch (err) {
            // A syntax error (or too many tokens) is this operation's error, not the socket's.
            if (err instanceof GraphQLError) return [coded(err, 'GRAPHQL_PARSE_FAILED')];
            throw err;
          }
          const errors = validate(schema, document);
          if (errors.length) return errors.map((e: GraphQLError) => coded(e, 'GRAPHQL_VALIDATION_FAILED'));
          const args: Args = {
            schema,
            document,
            operationName: payload.operationName ?? null,
            variableValues: payload.variables ?? null,
            // A live event's subscribers on this process share its loads (issue 18; graphql/live.ts).
            contextValue: shareLoadsPerEvent((await contextFactory()) as Context),
            rootValue: { execute, subscribe },
          };
          return args;
        } catch (err) {
          return err instanceof GraphQLError ? [err] : internal(err, requestId);
        }
      },
    },
    wss,
  );
  // A frame ws refuses (too big, bad UTF-8, a protocol error) is the client's fault: ws has already
  // closed the socket with its code (1009, 1007, 1002). graphql-ws would print it to the console as an
  // internal error and try 4500; it is logged as what it is instead.
  wss.on('connection', (socket: WebSocket) => {
    socket.removeAllListeners('error');
    socket.on('error', (err) => log.info({ err: err.message, ws: true }, 'websocket closed on a bad frame'));
  });
  // A revoked session whose signal was lost (Redis down a moment) still ends within SESSION_RECHECK_MS.
  const recheck = setInterval(() => {
    const byToken = new Map<string, WebSocket[]>();
    for (const socket of wss.clients) {
      const owner = ownerOf.get(socket);
      if (owner && socket.readyState === socket.OPEN)
        byToken.set(owner.token, [...(byToken.get(owner.token) ?? []), socket]);
    }
    for (const [token, sockets] of byToken) {
      deps.authenticate(token).then(
        (session) => {
          if (!session) for (const socket of sockets) socket.close(CloseCode.Forbidden, SESSION_ENDED);
        },
        (err: unknown) => log.warn({ err, ws: true }, 'session re-check failed; kept for now'),
      );
    }
  }, SESSION_RECHECK_MS);
  recheck.unref();

  return {
    /**
     * Ends every socket with 1012 (service restart): their clients reconnect, with backoff, to the
     * processes that remain.
     */
    async dispose() {
      clearInterval(recheck);
      for (const socket of wss.clients) socket.close(SERVICE_RESTART, 'Service restart');
      await server.dispose();
    },
    /**
     * Closes (4403) this process's sockets of a revoked token (`jti`) or of every token of a user
     * (`userUuid`); their subscriptions end with them. Returns how many were closed.
     */
    endSessions(end: { jti: string } | { userUuid: string }, reason = SESSION_ENDED): number {
      let closed = 0;
      for (const socket of wss.clients) {
        const owner = ownerOf.get(socket);
        if (
          !owner ||
          socket.readyState !== socket.OPEN ||
          ('jti' in end ? owner.jti !== end.jti : owner.user !== end.userUuid)
        )
          continue;
        socket.close(CloseCode.Forbidden, reason);
        closed += 1;
      }
      return closed;
    },
    /** Sockets open on this process and refusals since start (for logs and tests). */
    stats: () => ({
      sockets: [...socketsOf.values()].reduce((a, b) => a + b, 0),
      refused: { ...refused },
    }),
  };
}
