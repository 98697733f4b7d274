/**
 * The first-page benchmark's measuring parts: start the built server on a fresh data folder, load a page
 * in Chromium as a first-time visitor and count the JavaScript it fetched, as transferred and as decoded.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';

export interface Server {
  child: ChildProcess;
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The built server (npm run build) with the demo data, on a free port and a fresh data folder. */
export async function startBuiltServer(): Promise<Server> {
  const main = path.join(repoRoot, 'server/dist/src/main.js');
  if (!fs.existsSync(main) || !fs.existsSync(path.join(repoRoot, 'web/dist/index.html'))) {
    throw new Error('Nothing built: run `npm run build` first.');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suki-first-page-'));
  const child = spawn(process.execPath, [main], {
    cwd: path.join(repoRoot, 'server'),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      THROTTLE_FACTOR: '1000',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Whatever ends the bench, the server goes with it.
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  const stop = async () => {
    process.off('exit', orphan);
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/Suki console: (http:\/\/\S+)/);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  return { child, url, dataDir, stop };
}

/** Retries a call while the fresh server is still busy seeding (503), up to 30 s. */
async function settled<T>(call: () => Promise<T>): Promise<T> {
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      return await call();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** The demo store's uuid, through the API as the demo merchant. */
export async function demoStoreUuid(url: string): Promise<string> {
  const gql = async <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: unknown };
    if (!body.data) throw new Error(`${res.status} ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  const { signIn } = await settled(() =>
    gql<{ signIn: { token: string } }>(
      'mutation ($input: SignInInput!) { signIn(input: $input) { token } }',
      { input: { email: 'demo@suki.ph', password: 'Demo@1234', userType: 'client' } },
    ),
  );
  const { apps } = await gql<{ apps: { edges: { node: { uuid: string; name: string } }[] } }>(
    '{ apps(first: 20) { edges { node { uuid name } } } }',
    {},
    signIn.token,
  );
  const stores = apps.edges.map((edge) => edge.node);
  const demo = stores.find((app) => app.name === 'Suki Demo Store') ?? stores[0];
  if (!demo) throw new Error('The demo merchant has no store');
  return demo.uuid;
}

export interface PageWeight {
  /** JavaScript as transferred (compressed, with Accept-Encoding: br, gzip), in bytes. */
  scriptBytes: number;
  /** The same scripts decoded: what they weigh without compression. */
  scriptDecodedBytes: number;
  scripts: number;
  /** Everything the page fetched (HTML, CSS, fonts, images, API answers), as transferred. */
  allBytes: number;
  requests: number;
  encodings: Record<string, number>;
  files: { path: string; bytes: number; decoded: number }[];
}

/**
 * Loads `url` as a first-time visitor (new context, empty cache, 390 px phone) until `ready` is visible
 * and the network is idle, counting every response.
 */
export async function weighPage(browser: Browser, url: string, ready: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const weight: PageWeight = {
    scriptBytes: 0,
    scriptDecodedBytes: 0,
    scripts: 0,
    allBytes: 0,
    requests: 0,
    encodings: {},
    files: [],
  };
  const pending: Promise<void>[] = [];
  let closing = false;
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        if (closing) return;
        const response = await request.response();
        if (!response) return;
        const sizes = await request.sizes();
        const transferred = sizes.responseBodySize;
        weight.allBytes += transferred + sizes.responseHeadersSize;
        weight.requests += 1;
        if (request.resourceType() !== 'script') return;
        const decoded = (await response.body()).length;
        const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
        weight.encodings[encoding] = (weight.encodings[encoding] ?? 0) + 1;
        weight.scripts += 1;
        weight.scriptBytes += transferred;
        weight.scriptDecodedBytes += decoded;
        weight.files.push({ path: new URL(request.url()).pathname, bytes: transferred, decoded });
      })().catch((error: unknown) => {
        // A request that ends while the page closes is not the page's load.
        if (!closing) throw error;
      }),
    );
  });
  await page.goto(url);
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // Until no handler is left running (one may start while others are awaited).
  for (let seen = -1; seen !== pending.length; ) {
    seen = pending.length;
    await Promise.all(pending);
  }
  closing = true;
  await context.close();
  weight.files.sort((a, b) => b.bytes - a.bytes);
  return weight;
}
