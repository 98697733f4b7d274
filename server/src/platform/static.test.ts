import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler, negotiateEncoding, pageFor } from './static.ts';

const CONSOLE_HTML = '<!doctype html><title>console</title>';
const STORE_HTML = '<!doctype html><title>store</title>';
const LOGIN_HTML = '<!doctype html><title>console</title><link rel="modulepreload" href="/assets/login.js">';
const CHUNK = `export const x = "${'a'.repeat(4000)}";`;
/** A built chunk with the .br and .gz the build writes beside it (web/build/precompress.ts). */
const BUILT = `export const y = "${'b'.repeat(6000)}";`;
const BUILT_BR = zlib.brotliCompressSync(BUILT);
const BUILT_GZ = zlib.gzipSync(BUILT);
/** A chunk under 1 KB: not worth compressing per request, but the build's brotli is still smaller. */
const SMALL = `export const z = "${'c'.repeat(600)}";`;
const SMALL_BR = zlib.brotliCompressSync(SMALL);
const BIG_PAGE = `<!doctype html><title>big</title><p>${'hello '.repeat(500)}</p>`;

let root: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'suki-static-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), CONSOLE_HTML);
  fs.writeFileSync(path.join(root, 'store.html'), STORE_HTML);
  fs.writeFileSync(path.join(root, 'login.html'), LOGIN_HTML);
  fs.writeFileSync(path.join(root, 'assets', 'store-abc.js'), CHUNK);
  fs.writeFileSync(path.join(root, 'assets', 'login-def.js'), BUILT);
  fs.writeFileSync(path.join(root, 'assets', 'login-def.js.br'), BUILT_BR);
  fs.writeFileSync(path.join(root, 'assets', 'login-def.js.gz'), BUILT_GZ);
  fs.writeFileSync(path.join(root, 'assets', 'icon-ghi.js'), SMALL);
  fs.writeFileSync(path.join(root, 'assets', 'icon-ghi.js.br'), SMALL_BR);
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(root, 'big.html'), BIG_PAGE);
  const serve = createStaticHandler(root);
  server = http.createServer((req, res) => serve(req, res, new URL(req.url ?? '/', 'http://x').pathname));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the built web, two entries', () => {
  it('answers a storefront page with store.html, revalidated on every visit', async () => {
    for (const url of ['/store/app-1', '/store/app-1/', '/store/app-1/orders/T-1/thanks', '/store']) {
      const res = await fetch(base + url);
      expect(res.status, url).toBe(200);
      expect(await res.text(), url).toBe(STORE_HTML);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers every other page with the console, including paths that only start like the store', async () => {
    for (const url of [
      '/',
      '/apps',
      '/apps/ecommerce-b2c/app-1/orders',
      '/stores',
      '/store-manager/signin',
    ]) {
      const res = await fetch(base + url);
      expect(res.status, url).toBe(200);
      expect(await res.text(), url).toBe(CONSOLE_HTML);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves the storefront chunk as an immutable, gzipped asset, and 304 on its etag', async () => {
    const res = await fetch(`${base}/assets/store-abc.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(CHUNK);
    const etag = res.headers.get('etag') ?? '';
    const again = await fetch(`${base}/assets/store-abc.js`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers a missing chunk with 404, not a page, so a stale storefront reloads', async () => {
    const res = await fetch(`${base}/assets/store-old.js`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not found');
  });

  it('picks the page by path', () => {
    expect(pageFor('/store/app-1/cart')).toBe('store.html');
    expect(pageFor('/store')).toBe('store.html');
    expect(pageFor('/storefront')).toBe('index.html');
    expect(pageFor('/apps/x')).toBe('index.html');
    expect(pageFor('/login/client')).toBe('login.html');
    expect(pageFor('/login')).toBe('login.html');
    expect(pageFor('/loginx')).toBe('index.html');
  });

  it('answers a sign-in page with the page that preloads its chunks, or the console when the build has none', async () => {
    const login = await fetch(`${base}/login/client?mode=signup`);
    expect(login.headers.get('cache-control')).toBe('no-cache');
    expect(await login.text()).toBe(LOGIN_HTML);

    const older = fs.mkdtempSync(path.join(os.tmpdir(), 'suki-static-'));
    fs.writeFileSync(path.join(older, 'index.html'), CONSOLE_HTML);
    const serve = createStaticHandler(older);
    const plain = http.createServer((req, res) =>
      serve(req, res, new URL(req.url ?? '/', 'http://x').pathname),
    );
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(plain.address() as AddressInfo).port}/login/client`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(CONSOLE_HTML);
    } finally {
      await new Promise((resolve) => plain.close(resolve));
      fs.rmSync(older, { recursive: true, force: true });
    }
  });
});

/** A raw GET (fetch would decode the body and hide its encoding and length). */
function get(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compression and caching', () => {
  it('sends the brotli file the build wrote to a browser that accepts brotli, with its length', async () => {
    const res = await get(`${base}/assets/login-def.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body.equals(BUILT_BR)).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(BUILT_BR.length);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(BUILT);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gz = await get(`${base}/assets/login-def.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(BUILT_GZ)).toBe(true);
    expect(Number(gz.headers['content-length'])).toBe(BUILT_GZ.length);

    const refused = await get(`${base}/assets/login-def.js`, { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');

    const plain = await get(`${base}/assets/login-def.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BUILT);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(BUILT));
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it('compresses a page the build left plain, and revalidates it: no-cache, 304 on its own etag only', async () => {
    const res = await get(`${base}/big.html`, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(BIG_PAGE);
    const etag = String(res.headers.etag);
    const again = await get(`${base}/big.html`, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The gzip form is another representation with its own tag: the brotli tag does not validate it.
    const otherForm = await get(`${base}/big.html`, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(otherForm.status).toBe(200);
    expect(otherForm.headers['content-encoding']).toBe('gzip');
  });

  it('answers HEAD with the headers and length of the body it would send, and no body', async () => {
    const res = await get(`${base}/assets/login-def.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(BUILT_BR.length);
    expect(res.body.length).toBe(0);
  });

  it('sends the brotli the build wrote for a chunk under 1 KB too', async () => {
    const res = await get(`${base}/assets/icon-ghi.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBeLessThan(Buffer.byteLength(SMALL));
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(SMALL);
  });

  it('leaves a tiny file uncompressed and caches a file outside /assets/ for an hour', async () => {
    const res = await get(`${base}/favicon.svg`, { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('negotiates by the q-values and the wildcard', () => {
    expect(negotiateEncoding('gzip, br', ['br', 'gzip'])).toBe('br');
    expect(negotiateEncoding('gzip;q=1.0, br;q=0', ['br', 'gzip'])).toBe('gzip');
    expect(negotiateEncoding('*', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('*;q=0', ['br', 'gzip'])).toBeNull();
    expect(negotiateEncoding('identity', ['br', 'gzip'])).toBeNull();
    expect(negotiateEncoding(undefined, ['br'])).toBeNull();
    expect(negotiateEncoding('br', [])).toBeNull();
  });
});
