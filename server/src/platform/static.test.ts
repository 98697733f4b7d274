import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler, pageFor } from './static.ts';

const CONSOLE_HTML = '<!doctype html><title>console</title>';
const STORE_HTML = '<!doctype html><title>store</title>';
const CHUNK = `export const x = "${'a'.repeat(4000)}";`;

let root: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'suki-static-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), CONSOLE_HTML);
  fs.writeFileSync(path.join(root, 'store.html'), STORE_HTML);
  fs.writeFileSync(path.join(root, 'assets', 'store-abc.js'), CHUNK);
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
  });
});
