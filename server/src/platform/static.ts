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

interface Asset {
  body: Buffer;
  gzip: Buffer | null;
  type: string;
  etag: string;
}

/** The customers' storefront pages (/store/{appUuid}/…): the web's second entry, store.html. */
const STORE_PAGE = /^\/store(?:\/|$)/;

/** The HTML page for a path that names no file: the storefront's under /store/, else the console's. */
export const pageFor = (pathname: string): 'store.html' | 'index.html' =>
  STORE_PAGE.test(pathname) ? 'store.html' : 'index.html';

/**
 * Serves the built web from `root` with history routing: a file when one exists; for any other path
 * the page of its entry, store.html under /store/ (the storefront) and index.html elsewhere (the
 * console, which shows its own 404 page); and a real 404 for a missing /assets/ file so a stale chunk
 * fails fast and the page reloads. Built files never change while serving, so each is read and
 * gzipped once.
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
        asset = {
          body,
          gzip: COMPRESSIBLE.has(ext) && body.length > 1024 ? zlib.gzipSync(body, { level: 9 }) : null,
          type: MIME[ext] ?? 'application/octet-stream',
          etag: `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`,
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
    if (!asset && !isAsset) asset = load(path.join(root, pageFor(decoded)));
    if (!asset) {
      const missingConsole = !isAsset;
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end(missingConsole ? 'The console is not built yet: run `npm run build`.' : 'Not found');
      return;
    }
    const isIndex = asset.type.startsWith('text/html');
    const headers: Record<string, string> = {
      'content-type': asset.type,
      etag: asset.etag,
      'cache-control': isAsset
        ? 'public, max-age=31536000, immutable'
        : isIndex
          ? 'no-cache'
          : 'public, max-age=3600',
      vary: 'accept-encoding',
    };
    if (req.headers['if-none-match'] === asset.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    const gzip = asset.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip && asset.gzip ? asset.gzip : asset.body;
    if (gzip) headers['content-encoding'] = 'gzip';
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
