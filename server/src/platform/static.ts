import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.webmanifest',
]);

type Encoding = 'br' | 'gzip';

interface Variant {
  body: Buffer;
  etag: string;
}

interface Asset {
  identity: Variant;
  /** The compressed forms, when the file is worth compressing: built beside it (.br, .gz) or made once here. */
  encoded: Partial<Record<Encoding, Variant>>;
  type: string;
}

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The encoding to send for an Accept-Encoding header: brotli before gzip (smaller), either only when
 * the client accepts it (a `q=0` refuses), identity otherwise.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding | null {
  if (!acceptEncoding || available.length === 0) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  const weight = (encoding: Encoding) => accepted.get(encoding) ?? wildcard ?? 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if (available.includes(encoding) && weight(encoding) > 0) return encoding;
  }
  return null;
}

/** Whether an If-None-Match header names this entity tag (a list, weak tags, or `*`). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

function readIfFile(file: string): Buffer | null {
  try {
    return fs.statSync(file).isFile() ? fs.readFileSync(file) : null;
  } catch {
    return null;
  }
}

/**
 * A file's compressed forms: the ones the build wrote beside it (web/build/precompress.ts: `.br` and
 * `.gz` of every text file, whatever its size: a 600-byte chunk still halves), else made here once,
 * for a compressible file past 1 KB (the HTML pages, or a build without them).
 */
function encodedVariants(file: string, body: Buffer, ext: string, tag: string): Asset['encoded'] {
  if (!COMPRESSIBLE.has(ext)) return {};
  const make: Record<Encoding, () => Buffer> = {
    br: () =>
      zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: body.length > 256 * 1024 ? 9 : 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    gzip: () => zlib.gzipSync(body, { level: 9 }),
  };
  const encoded: Asset['encoded'] = {};
  for (const encoding of ['br', 'gzip'] as const) {
    const built = readIfFile(file + SUFFIX[encoding]);
    const compressed = built ?? (body.length > 1024 ? make[encoding]() : null);
    if (!compressed) continue;
    // Sent only when it saves bytes (a tiny or already compressed file may grow).
    if (compressed.length < body.length)
      encoded[encoding] = { body: compressed, etag: `"${tag}-${encoding}"` };
  }
  return encoded;
}

/** The customers' storefront pages (/store/{appUuid}/…): the web's second entry, store.html. */
const STORE_PAGE = /^\/store(?:\/|$)/;

/** The sign-in pages (/login/{userType}/…): the console with the sign-in screen's chunks preloaded. */
const LOGIN_PAGE = /^\/login(?:\/|$)/;

/**
 * The HTML page for a path that names no file: the storefront's under /store/, the sign-in page's
 * under /login/ (web/build/firstPages.ts; the console's own when a build has none), else the console's.
 */
export const pageFor = (pathname: string): 'store.html' | 'login.html' | 'index.html' =>
  STORE_PAGE.test(pathname) ? 'store.html' : LOGIN_PAGE.test(pathname) ? 'login.html' : 'index.html';

/**
 * Serves the built web from `root` with history routing: a file when one exists; for any other path
 * the page of its entry, store.html under /store/ (the storefront) and index.html elsewhere (the
 * console, which shows its own 404 page); and a real 404 for a missing /assets/ file so a stale chunk
 * fails fast and the page reloads. Each answer is brotli or gzip as the browser accepts (Vary:
 * Accept-Encoding), from the `.br`/`.gz` the build wrote beside the file; hashed files under /assets/
 * are cached for a year as immutable, the HTML pages revalidated on every visit (ETag, 304). Built
 * files never change while serving, so each is read once.
 */
export function createStaticHandler(root: string) {
  const cache = new Map<string, Asset | null>();

  const load = (file: string): Asset | null => {
    if (cache.has(file)) return cache.get(file) ?? null;
    let asset: Asset | null = null;
    try {
      const stat = fs.statSync(file);
      if (stat.isFile()) {
        const body = fs.readFileSync(file);
        const ext = path.extname(file);
        const tag = `${stat.size.toString(16)}-${Math.trunc(stat.mtimeMs).toString(16)}`;
        asset = {
          identity: { body, etag: `"${tag}"` },
          encoded: encodedVariants(file, body, ext, tag),
          type: MIME[ext] ?? 'application/octet-stream',
        };
      }
    } catch {
      asset = null;
    }
    cache.set(file, asset);
    return asset;
  };

  return function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const file = path.join(root, path.normalize(decoded).replace(/^(\.\.[/\\])+/, ''));
    const inside = file.startsWith(root + path.sep);
    let asset = inside ? load(file) : null;
    const isAsset = decoded.startsWith('/assets/');
    if (!asset && !isAsset)
      asset = load(path.join(root, pageFor(decoded))) ?? load(path.join(root, 'index.html'));
    if (!asset) {
      const missingConsole = !isAsset;
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end(missingConsole ? 'The console is not built yet: run `npm run build`.' : 'Not found');
      return;
    }
    const isPage = asset.type.startsWith('text/html');
    const encodings = Object.keys(asset.encoded) as Encoding[];
    const encoding = negotiateEncoding(req.headers['accept-encoding'], encodings);
    const variant = (encoding && asset.encoded[encoding]) || asset.identity;
    const headers: Record<string, string> = {
      'content-type': asset.type,
      etag: variant.etag,
      'cache-control': isAsset
        ? 'public, max-age=31536000, immutable'
        : isPage
          ? 'no-cache'
          : 'public, max-age=3600',
    };
    if (encodings.length > 0) headers.vary = 'Accept-Encoding';
    if (matchesEtag(req.headers['if-none-match'], variant.etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = String(variant.body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : variant.body);
  };
}
