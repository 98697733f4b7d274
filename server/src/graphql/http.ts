/**
 * POST /graphql: refuses what is not a JSON POST (CSRF), reads the body under its cap, admits the
 * request under the load limits (503 + Retry-After past them), times out slow work, and streams
 * Yoga's answer back (a JSON result, or an event stream for a subscription that asked for one).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Admission, BUSY_MESSAGE, RETRY_AFTER_SECONDS } from '../platform/admission.ts';
import { BodyTooLargeError, readBody, sendGraphQLError } from '../platform/http.ts';
import type { Logger } from '../platform/logger.ts';
import { type ContextBase, createContext, type Session } from './context.ts';
import type { GraphQLServer } from './yoga.ts';

export interface GraphQLHttpDeps {
  yoga: GraphQLServer;
  base: ContextBase;
  admission: Admission;
  authenticate(token: string): Promise<Session | null>;
  maxBodyBytes: number;
  /** Past this, the caller gets 503 (the work still ends, bounded by the database's statement timeout). */
  requestTimeoutMs: number;
}

export const TIMED_OUT = 'This is taking too long, please try again in a moment';

export const bearerOf = (req: IncomingMessage): string | null => {
  const header = req.headers.authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : null;
};

const busy = (res: ServerResponse, message: string, code: string) => {
  res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
  sendGraphQLError(res, 503, message, code);
};

export function createGraphQLHandler(deps: GraphQLHttpDeps) {
  return async (
    req: IncomingMessage,
    res: ServerResponse,
    scope: { requestId: string; log: Logger },
  ): Promise<void> => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { allow: 'POST' }).end();
      return;
    }
    if (req.method !== 'POST') {
      sendGraphQLError(res, 405, 'Send GraphQL requests with POST', 'METHOD_NOT_ALLOWED');
      return;
    }
    // CSRF: only JSON bodies, which a cross-site form or simple request cannot send without a preflight.
    if (!/^application\/(graphql-response\+)?json\b/i.test(String(req.headers['content-type'] ?? ''))) {
      sendGraphQLError(res, 415, 'Content-Type must be application/json', 'UNSUPPORTED_MEDIA_TYPE');
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(req, deps.maxBodyBytes);
    } catch (err) {
      if (err instanceof BodyTooLargeError) {
        sendGraphQLError(res, 413, 'Request body is too large', 'PAYLOAD_TOO_LARGE');
        return;
      }
      throw err;
    }
    const release = await deps.admission.enter();
    if (!release) {
      busy(res, BUSY_MESSAGE, 'SERVER_BUSY');
      return;
    }
    let response: Response | 'timeout';
    let timer: NodeJS.Timeout | undefined;
    const work = execute(deps, req, body, scope).finally(release);
    try {
      response = await Promise.race([
        work,
        new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), deps.requestTimeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
    if (response === 'timeout') {
      work.catch((err: unknown) => scope.log.error({ err }, 'timed-out request failed'));
      scope.log.warn({ ms: deps.requestTimeoutMs }, 'request timed out');
      busy(res, TIMED_OUT, 'TIMEOUT');
      return;
    }
    await send(res, response);
  };
}

async function execute(
  deps: GraphQLHttpDeps,
  req: IncomingMessage,
  body: Buffer,
  scope: { requestId: string; log: Logger },
): Promise<Response> {
  const token = bearerOf(req);
  const session = token ? await deps.authenticate(token) : null;
  const context = createContext(deps.base, {
    ...scope,
    session,
    userAgent: req.headers['user-agent'],
    remoteAddress: req.socket.remoteAddress,
  });
  // Yoga's own Request class (the @whatwg-node ponyfill) over the body already read: Yoga reads it
  // back without a second bridge (Node's built-in Request would copy it through a web stream).
  const request = new deps.yoga.fetchAPI.Request('http://localhost/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: String(req.headers.accept ?? 'application/json'),
    },
    body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
  });
  return deps.yoga.fetch(request, context);
}

/** A ponyfill Response built from a string (every JSON result) keeps it as is: written without a stream. */
const stringBodyOf = (response: Response): string | null => {
  const own = response as unknown as { bodyType?: unknown; bodyInit?: unknown };
  return own.bodyType === 'String' && typeof own.bodyInit === 'string' ? own.bodyInit : null;
};

/** Writes Yoga's response: status, headers, then the body as it comes (an event stream never ends). */
async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const text = stringBodyOf(response);
  if (text !== null) {
    headers['content-length'] = String(Buffer.byteLength(text));
    res.writeHead(response.status, headers);
    res.end(text);
    return;
  }
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  // Yoga's body is a web stream (its own ponyfill): read it chunk by chunk until it ends or the client leaves.
  const reader = response.body.getReader();
  let open = true;
  res.on('close', () => {
    open = false;
    reader.cancel().catch(() => undefined);
  });
  try {
    while (open) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value))
        await new Promise((resolve) => res.once('drain', resolve).once('close', resolve));
    }
    res.end();
  } catch {
    res.destroy();
  }
}
