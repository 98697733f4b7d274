import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { printedSchema } from '../src/graphql/schema.ts';
import { BATCH_LIMIT, LIMITS } from '../src/graphql/yoga.ts';
import { securityHeaders } from '../src/platform/http.ts';
import { createLogger } from '../src/platform/logger.ts';
import { startTestServer, type TestServer, tempDir, testDatabases } from './harness.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

describe('generated artifacts', () => {
  it('schema.graphql at the repo root is the schema the server prints', () => {
    const committed = fs.readFileSync(path.resolve(serverDir, '../schema.graphql'), 'utf8');
    expect(committed, 'schema.graphql is stale: run `npm run schema:print -w server`').toBe(printedSchema());
  });

  it('the committed migrations match the tables (drizzle-kit generates nothing new)', () => {
    const out = tempDir('suki-migrations-');
    fs.cpSync(path.join(serverDir, 'migrations'), out, { recursive: true });
    const before = fs.readdirSync(out).sort();
    execFileSync(
      process.execPath,
      [path.resolve(serverDir, '../node_modules/drizzle-kit/bin.cjs'), 'generate'],
      {
        cwd: serverDir,
        env: { ...process.env, MIGRATIONS_OUT: out },
        stdio: 'pipe',
      },
    );
    expect(fs.readdirSync(out).sort(), 'migrations are stale: run `npm run db:generate -w server`').toEqual(
      before,
    );
  });
});

describe.each(testDatabases())('http and GraphQL protections on %s', (kind) => {
  let t: TestServer;
  let webDist: string;
  beforeAll(async () => {
    webDist = tempDir('suki-web-');
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Suki console</title>');
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1.js'), 'console.log(1)');
    t = await startTestServer(kind, { config: { webDist } });
  });
  afterAll(() => t.close());

  it('answers /healthz with status ok once migrated', async () => {
    const res = await fetch(`${t.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('serves the console for unknown paths (history routing) but 404s a missing asset and webhook', async () => {
    for (const p of ['/', '/apps', '/apps/ecommerce-b2c/x/overview', '/no/such/page']) {
      const res = await fetch(`${t.url}${p}`);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toContain('Suki console');
    }
    expect((await fetch(`${t.url}/assets/app-1.js`)).status).toBe(200);
    expect((await fetch(`${t.url}/assets/gone-2.js`)).status).toBe(404);
    expect((await fetch(`${t.url}/webhooks/unknown`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${t.url}/../../etc/passwd`)).status).toBe(200); // normalised to the console, never a file outside
  });

  it('sends security headers and a request id', async () => {
    const res = await fetch(`${t.url}/healthz`, { headers: { 'x-request-id': 'trace-abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-abc-123');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('lets images come from the public URL and the object store even over plain http', () => {
    const csp = securityHeaders([
      'http://shop.test:8080/x',
      'http://minio.local:9000',
      'not a url',
      undefined,
    ])['content-security-policy'];
    const img = csp?.split('; ').find((d) => d.startsWith('img-src')) ?? '';
    expect(img.split(' ')).toEqual(
      expect.arrayContaining(["'self'", 'https:', 'http://shop.test:8080', 'http://minio.local:9000']),
    );
    expect(img).not.toContain('not a url');
    expect(csp).toContain("script-src 'self';");
  });

  it('refuses GraphQL over GET and non-JSON posts (CSRF)', async () => {
    expect((await fetch(`${t.url}/graphql?query={me{uuid}}`)).status).toBe(405);
    const form = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query=mutation{appCreate(input:{name:"x",bundleKey:"b2b-bundle"}){uuid}}',
    });
    expect(form.status).toBe(415);
  });

  it('refuses a request body over the limit', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ me { uuid } }`, variables: { pad: 'x'.repeat(1_100_000) } }),
    });
    expect(res.status).toBe(413);
  });

  it('rejects a query deeper than the depth limit before running it', async () => {
    let selection = 'name';
    for (let i = 0; i < LIMITS.maxDepth + 2; i++) selection = `ofType { ${selection} }`;
    const r = await t.gql(`{ __type(name: "User") { fields { type { ${selection} } } } }`);
    expect(r.data ?? null).toBeNull();
    expect(r.errors?.map((e) => e.message).join(' ')).toMatch(/Query depth limit of 10 exceeded/);
    expect(r.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('counts the fields inside fragments toward the depth limit, but not the spreads themselves', async () => {
    let deep = 'name';
    for (let i = 0; i < LIMITS.maxDepth + 2; i++) deep = `ofType { ${deep} }`;
    const hidden = await t.gql(
      `{ __type(name: "User") { ...T } } fragment T on __Type { fields { type { ${deep} } } }`,
    );
    expect(hidden.errors?.map((e) => e.message).join(' ')).toMatch(/Query depth limit of 10 exceeded/);
    const shallow = await t.gql(
      `{ __type(name: "User") { ...A } } fragment A on __Type { ...B } fragment B on __Type { ...C } fragment C on __Type { name }`,
    );
    expect(shallow.errors).toBeUndefined();
  });

  it('rejects too many aliases, and batches past BATCH_LIMIT operations', async () => {
    const aliases = Array.from({ length: LIMITS.maxAliases + 1 }, (_, i) => `a${i}: me { uuid }`).join(' ');
    const r = await t.gql(`{ ${aliases} }`);
    expect(r.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded/);
    expect(r.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    const batch = (n: number, query = '{ serverInfo { version } }') =>
      fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(Array.from({ length: n }, () => ({ query }))),
      });
    // A screen's queries travel together (up to BATCH_LIMIT), each answered in its place...
    const together = await batch(BATCH_LIMIT);
    expect(together.status).toBe(200);
    expect(await together.json()).toEqual(
      Array.from({ length: BATCH_LIMIT }, () => ({ data: { serverInfo: { version: '0.1.0' } } })),
    );
    // ...one more is refused whole, and every operation in a batch keeps its own limits.
    expect((await batch(BATCH_LIMIT + 1)).ok).toBe(false);
    const [tooMany] = (await (await batch(2, `{ ${aliases} }`)).json()) as {
      errors?: { message: string }[];
    }[];
    expect(tooMany?.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded/);
  });

  it('refuses a document over the token limit before running it, answering a normal one', async () => {
    // `{ serverInfo {` and `} }` are five tokens; each repeated field is one more: 2001 in all.
    const fields = (n: number) => `{ serverInfo { ${'version '.repeat(n)}} }`;
    const over = await t.gql(fields(LIMITS.maxTokens - 4));
    expect(over.data ?? null).toBeNull();
    expect(over.errors).toEqual([
      {
        message: `Syntax Error: Token limit of ${LIMITS.maxTokens} exceeded.`,
        extensions: { code: 'GRAPHQL_PARSE_FAILED' },
      },
    ]);
    expect(await t.gql(fields(20))).toEqual({ data: { serverInfo: { version: '0.1.0' } } });
  });

  it('refuses a query over the cost limit before running it, answering the same query at a normal page size', async () => {
    const token = await t.signIn();
    // Armor multiplies a list's cost by its `first`: 1000 stores cost 12875, 20 cost 257.5.
    const apps = (first: number) => `{ apps(first: ${first}) { edges { node { name } } } }`;
    const over = await t.gql(apps(1000), {}, token);
    expect(over.data ?? null).toBeNull();
    expect(over.errors).toHaveLength(1);
    expect(over.errors?.[0]?.message).toMatch(
      new RegExp(`^Syntax Error: Query Cost limit of ${LIMITS.maxCost} exceeded, found \\d+\\.$`),
    );
    expect(over.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    const unknownField = await t.gql('{ me { noSuchField } }', {}, token);
    expect(unknownField.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const normal = await t.gql<{ apps: { edges: Array<{ node: { name: string } }> } }>(apps(20), {}, token);
    expect(normal.errors).toBeUndefined();
    expect(normal.data?.apps.edges.map((e) => e.node.name)).toContain('Suki Demo Store');
  });

  it('refuses a WebSocket opened by a page on another origin', async () => {
    const ws = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { origin: 'https://evil.example' },
    });
    const outcome = await new Promise<string>((resolve) => {
      ws.on('open', () => resolve('open'));
      ws.on('error', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
  });
});

interface LogLine {
  msg: string;
  requestId?: string;
  [field: string]: unknown;
}

describe('request logs', () => {
  it('writes every line of a request with the request id its response carries', async () => {
    const lines: LogLine[] = [];
    const destination = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
    const t = await startTestServer('pglite', { log: createLogger('debug', destination) });
    try {
      const token = await t.signIn();
      lines.length = 0;
      const ask = (headers: Record<string, string>) =>
        fetch(`${t.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
          body: JSON.stringify({ query: '{ me { email } }' }),
        });
      // Two at once: each line belongs to its own request, never to the other one.
      const [fresh, traced] = await Promise.all([ask({}), ask({ 'x-request-id': 'trace-abc-123' })]);
      const freshId = fresh.headers.get('x-request-id') ?? '';
      expect(freshId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(traced.headers.get('x-request-id')).toBe('trace-abc-123');
      await vi.waitFor(() => expect(lines.filter((l) => l.msg === 'request')).toHaveLength(2));

      for (const id of [freshId, 'trace-abc-123']) {
        const own = lines.filter((l) => l.requestId === id);
        expect(own.length, id).toBeGreaterThan(1); // GraphQL's own lines, then the access line
        expect(own.at(-1)).toMatchObject({ msg: 'request', method: 'POST', url: '/graphql', status: 200 });
      }
      const untagged = lines.filter((l) => l.requestId !== freshId && l.requestId !== 'trace-abc-123');
      expect(untagged.map((l) => l.msg)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('production mode', () => {
  it('turns introspection off while answering normal queries', async () => {
    const t = await startTestServer('pglite', { config: { production: true } });
    try {
      const introspection = await t.gql('{ __schema { queryType { name } } }');
      expect(introspection.data ?? null).toBeNull();
      expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);
      expect((await t.gql('{ serverInfo { version } }')).data).toEqual({ serverInfo: { version: '0.1.0' } });
    } finally {
      await t.close();
    }
  });

  it('does not turn demo mode on by itself in production, even on an empty embedded database', async () => {
    const t = await startTestServer('pglite', { config: { production: true, seedDemo: undefined } });
    try {
      expect((await t.gql('{ serverInfo { demoMode demoEmail } }')).data).toEqual({
        serverInfo: { demoMode: false, demoEmail: null },
      });
      expect((await t.gql('{ mailOutbox(first: 1) { to } }')).errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
    } finally {
      await t.close();
    }
  });

  it('leaves introspection on outside production (codegen and tools)', async () => {
    const t = await startTestServer('pglite');
    try {
      expect((await t.gql('{ __schema { queryType { name } } }')).data).toEqual({
        __schema: { queryType: { name: 'Query' } },
      });
    } finally {
      await t.close();
    }
  });
});
