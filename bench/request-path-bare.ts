/**
 * The baseline of bench/request-path: a bare node:http server that answers `{ me { uuid email } }`
 * for a bearer token as Suki does, with nothing else: it verifies the HS256 token (node:crypto),
 * reads the token's log row joined to its user with the same driver (pg Pool or PGlite), and writes
 * the same JSON. No GraphQL, no logging, no limits.
 *
 *   node --import tsx bench/request-path-bare.ts <postgres-url | pglite-dir> <secret-file>
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

const [target = '', secretFile = ''] = process.argv.slice(2);
const secret = fs.readFileSync(secretFile, 'utf8').trim();

const SQL = `SELECT u.uuid, u.email FROM generated_token_logs t JOIN users u ON u.uuid = t.user_uuid
  WHERE t.uuid = $1 AND t.user_uuid = $2 AND t.revoked_at IS NULL AND t.expires_at > $3`;

type Query = (params: unknown[]) => Promise<{ uuid: string; email: string }[]>;
let query: Query;
if (/^postgres/.test(target)) {
  const pool = new pg.Pool({ connectionString: target, max: 10 });
  query = async (params) => (await pool.query<{ uuid: string; email: string }>(SQL, params)).rows;
} else {
  const client = new PGlite(target, { extensions: { pg_trgm } });
  await client.waitReady;
  query = async (params) => (await client.query<{ uuid: string; email: string }>(SQL, params)).rows;
}

function verify(token: string): { sub: string; jti: string } | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  if (typeof claims.exp !== 'number' || claims.exp < Date.now() / 1000) return null;
  return typeof claims.sub === 'string' && typeof claims.jti === 'string'
    ? { sub: claims.sub, jti: claims.jti }
    : null;
}

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', async () => {
    JSON.parse(Buffer.concat(chunks).toString());
    const auth = req.headers.authorization ?? '';
    const claims = auth.startsWith('Bearer ') ? verify(auth.slice(7)) : null;
    const [user] = claims ? await query([claims.jti, claims.sub, new Date()]) : [];
    const text = JSON.stringify({ data: { me: user ? { uuid: user.uuid, email: user.email } : null } });
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  });
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`Bare server: http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => process.exit(0));
