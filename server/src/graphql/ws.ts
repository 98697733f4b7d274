import type { IncomingMessage } from 'node:http';
import type { ExecutionArgs } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import type { WebSocketServer } from 'ws';
import { newUuid } from '../platform/ids.ts';
import type { Logger } from '../platform/logger.ts';
import type { Context, Session } from './context.ts';
import type { GraphQLServer } from './yoga.ts';

interface Deps {
  yoga: GraphQLServer;
  log: Logger;
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

const bearer = (params: Record<string, unknown> | undefined): string | null => {
  const raw = params?.authorization ?? params?.Authorization;
  return typeof raw === 'string' && raw.startsWith('Bearer ') ? raw.slice(7) : null;
};

/** graphql-ws on /graphql, bridged to Yoga's envelop so the same schema, limits and masking apply. */
export function attachGraphQLWs(wss: WebSocketServer, deps: Deps) {
  return useServer<Record<string, unknown>, { request: IncomingMessage }>(
    {
      execute: (args) => (args as Args).rootValue.execute(args),
      subscribe: (args) => (args as Args).rootValue.subscribe(args),
      onConnect: async (ctx) => {
        const token = bearer(ctx.connectionParams);
        // A socket must carry a valid session; a revoked or expired token is refused.
        return token ? (await deps.authenticate(token)) !== null : false;
      },
      onSubscribe: async (ctx, _id, payload) => {
        const token = bearer(ctx.connectionParams);
        const session = token ? await deps.authenticate(token) : null;
        if (!session) {
          ctx.extra.socket.close(CloseCode.Forbidden, 'Expired access token');
          return [];
        }
        const requestId = newUuid();
        const contextValue = deps.makeContext({
          requestId,
          log: deps.log.child({ requestId, ws: true }),
          session,
          userAgent: ctx.extra.request.headers['user-agent'],
        });
        const { schema, execute, subscribe, parse, validate, contextFactory } =
          deps.yoga.getEnveloped(contextValue);
        const document = parse(payload.query);
        const errors = validate(schema, document);
        if (errors.length) return errors;
        const args: Args = {
          schema,
          document,
          operationName: payload.operationName ?? null,
          variableValues: payload.variables ?? null,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        return args;
      },
    },
    wss,
  );
}
