/**
 * File uploads over plain HTTP (the raw file as the body, not multipart), for bodies larger than
 * GraphQL's limit: the session and the caller's own check first (401/403/404 before a byte of the
 * body is read), then the body under its cap (413 with the user-facing message), then the work.
 * Answers JSON: the work's result, or `{ error }` with the message a merchant reads.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Context, type ContextBase, createContext, type Session } from '../graphql/context.ts';
import { checkRule, UPLOADS, withRule } from '../graphql/permissions.ts';
import { AppError, type ErrorCode, GENERIC_ERROR } from './errors.ts';
import { BodyTooLargeError, sendJson } from './http.ts';
import type { Logger } from './logger.ts';

export interface UploadDeps {
  base: ContextBase;
  authenticate(token: string): Promise<Session | null>;
}

export interface Upload<T> {
  /** Its rule in graphql/permissions.ts UPLOADS: who may send it and the store roles it needs. */
  permission: string;
  /** What the body may not exceed, and the message when it does ("Photo should be less than 5MB"). */
  maxBytes: number;
  tooLarge: string;
  /** Runs before the body is read: the session and tenancy checks. */
  authorize(ctx: Context, params: URLSearchParams): Promise<void>;
  /**
   * The cap for this caller, when it depends on them (the store's plan): replaces maxBytes and
   * tooLarge; asked after `authorize`, before a byte of the body is read.
   */
  limitFor?(ctx: Context, params: URLSearchParams): Promise<{ maxBytes: number; tooLarge: string }>;
  /** The work on the bytes; its result is answered with `status`. */
  accept(ctx: Context, bytes: Buffer, params: URLSearchParams, fileName: string | undefined): Promise<T>;
  status: number;
}

const STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UPSTREAM_ERROR: 502,
};

const bearer = (req: IncomingMessage): string | null => {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
};

/** The browser's file name (X-File-Name, URL-encoded): a label only, it decides nothing. */
function fileNameOf(req: IncomingMessage): string | undefined {
  const raw = req.headers['x-file-name'];
  if (typeof raw !== 'string') return undefined;
  try {
    return decodeURIComponent(raw).slice(0, 255);
  } catch {
    return undefined;
  }
}

/**
 * Reads the body up to `limit` bytes. Past the limit it stops keeping bytes and rejects at once, but
 * keeps draining the request so the 413 reaches the browser instead of a reset connection (the
 * server's request timeout bounds a sender that never stops).
 */
export function readUpload(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(new BodyTooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

export async function handleUpload<T>(
  deps: UploadDeps,
  upload: Upload<T>,
  req: IncomingMessage,
  res: ServerResponse,
  scope: { requestId: string; log: Logger },
): Promise<void> {
  const noStore = { 'cache-control': 'no-store' };
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { allow: 'POST' }).end();
    return;
  }
  if (req.method !== 'POST') {
    sendJson(res, 405, { error: 'Upload files with POST' }, { allow: 'POST', ...noStore });
    return;
  }
  const params = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
  const token = bearer(req);
  const session = token ? await deps.authenticate(token) : null;
  const ctx = createContext(deps.base, {
    ...scope,
    session,
    userAgent: req.headers['user-agent'],
    remoteAddress: req.socket.remoteAddress,
  });
  let limit = { maxBytes: upload.maxBytes, tooLarge: upload.tooLarge };
  try {
    const rule = UPLOADS[upload.permission];
    await checkRule(ctx, rule);
    const guarded = rule ? withRule(ctx, rule) : ctx;
    await upload.authorize(guarded, params);
    if (upload.limitFor) limit = await upload.limitFor(guarded, params);
    const bytes = await readUpload(req, limit.maxBytes);
    sendJson(res, upload.status, await upload.accept(guarded, bytes, params, fileNameOf(req)), noStore);
  } catch (err) {
    if (err instanceof BodyTooLargeError) {
      req.resume();
      sendJson(res, 413, { error: limit.tooLarge }, noStore);
    } else if (err instanceof AppError) {
      const status = err.message === limit.tooLarge ? 413 : (STATUS[err.extensions.code as ErrorCode] ?? 400);
      const retryAfter = err.extensions.retryAfterSeconds;
      sendJson(
        res,
        status,
        { error: err.message, fields: err.extensions.fields },
        {
          ...noStore,
          ...(typeof retryAfter === 'number' ? { 'retry-after': String(retryAfter) } : {}),
        },
      );
    } else {
      scope.log.error({ err }, 'upload failed');
      sendJson(res, 500, { error: GENERIC_ERROR }, noStore);
    }
  }
}
