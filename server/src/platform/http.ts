import type { IncomingMessage, ServerResponse } from 'node:http';
import { newUuid } from './ids.ts';
import type { Logger } from './logger.ts';
import { requestScope } from './request-scope.ts';

export class BodyTooLargeError extends Error {}

/** Reads the whole body, refusing more than `limit` bytes (checked while streaming, not only by header). */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new BodyTooLargeError());
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLargeError());
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export const sendJson = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
};

/** A GraphQL-shaped error body for requests refused before reaching GraphQL. */
export const sendGraphQLError = (res: ServerResponse, status: number, message: string, code: string) =>
  sendJson(res, status, { errors: [{ message, extensions: { code } }] });

/** The origin of an http(s) URL, or null. */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/**
 * The security headers of every answer. Images may also come from `imageHosts` (the public URL the
 * server builds upload links with, the object store's public URL): a console opened under another
 * host name, or over plain http, still shows them.
 */
export function securityHeaders(imageHosts: readonly (string | undefined)[] = []): Record<string, string> {
  const extra = [...new Set(imageHosts.map(originOf).filter((o): o is string => o !== null))];
  const img = ["'self'", 'data:', 'blob:', 'https:', ...extra].join(' ');
  return {
    'content-security-policy':
      `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src ${img}; ` +
      "font-src 'self' data:; connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
}

export const SECURITY_HEADERS: Record<string, string> = securityHeaders();

const REQUEST_ID_RE = /^[\w-]{8,64}$/;

/** Runs `handle` with a request id (X-Request-Id in and out), a child logger and an access log line. */
export function withRequestScope(
  log: Logger,
  handle: (
    req: IncomingMessage,
    res: ServerResponse,
    scope: { requestId: string; log: Logger },
  ) => Promise<void>,
  headers: Record<string, string> = SECURITY_HEADERS,
) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && REQUEST_ID_RE.test(incoming) ? incoming : newUuid();
    const child = log.child({ requestId });
    const started = performance.now();
    res.setHeader('x-request-id', requestId);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.on('finish', () => {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const line = { method: req.method, url: req.url, status: res.statusCode, ms };
      if (res.statusCode >= 500) child.error(line, 'request');
      else child.debug(line, 'request');
    });
    const scope = { requestId, log: child, queries: 0 };
    // The statements a response cost, as browsers' devtools show them (and the dashboard budget test reads).
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
      if (!this.headersSent) this.setHeader('server-timing', `db;desc="${scope.queries} queries"`);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    requestScope.run(scope, () => {
      handle(req, res, { requestId, log: child }).catch((err: unknown) => {
        child.error({ err }, 'request failed');
        if (!res.headersSent)
          sendGraphQLError(res, 500, 'Something went wrong please try again later', 'INTERNAL_SERVER_ERROR');
        else res.destroy();
      });
    });
  };
}

/** The request target's path, or null when it cannot be parsed (`GET http://[x/ HTTP/1.1`): answered 400, never thrown. */
export function pathnameOf(req: IncomingMessage): string | null {
  try {
    return new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    return null;
  }
}

/**
 * Whether a WebSocket upgrade's Origin may open our socket (cross-site WebSocket hijacking): no Origin
 * (not a browser), this server's own host, or PUBLIC_URL's origin. Any header that does not parse as
 * a URL (`x`, `null`, `http://[`) is refused, never thrown.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  publicUrl: string | undefined,
): boolean {
  if (origin === undefined) return true;
  const parsed = urlOrNull(origin);
  if (!parsed || !/^https?:$/.test(parsed.protocol)) return false;
  if (host !== undefined && parsed.host === host.toLowerCase()) return true;
  return publicUrl !== undefined && urlOrNull(publicUrl)?.origin === parsed.origin;
}

const urlOrNull = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/** Loopback callers only: 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
