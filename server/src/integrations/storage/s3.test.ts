import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { createS3Storage } from './s3.ts';

const ACCESS = 'AKIDLOCALTEST';
const SECRET = 'local/secret+key';
const REGION = 'ap-southeast-1';

interface Seen {
  method: string;
  path: string;
  verified: boolean;
  problem?: string;
}

/**
 * A tiny S3: path-style PUT/GET/DELETE on one bucket, every request checked against its own
 * SigV4 verification (written here independently of the adapter's signer).
 */
const objects = new Map<string, { bytes: Buffer; contentType: string }>();
let seen: Seen[] = [];
let server: Server;
let endpoint = '';

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function verify(req: IncomingMessage, body: Buffer): string | null {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      String(req.headers.authorization ?? ''),
    );
  if (!auth) return 'no SigV4 Authorization header';
  const [, access, date, region, signedHeaders = '', signature] = auth;
  if (access !== ACCESS) return 'InvalidAccessKeyId';
  if (region !== REGION) return 'AuthorizationHeaderMalformed';
  const payload = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payload !== sha(body)) return 'XAmzContentSHA256Mismatch';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(date ?? '-')) return 'date mismatch';
  const names = signedHeaders.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!names.includes(required)) return `${required} is not signed`;
  }
  const [path = '', query = ''] = (req.url ?? '').split('?');
  const canonical = [
    req.method,
    path,
    query,
    `${names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}`).join('\n')}\n`,
    signedHeaders,
    payload,
  ].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, `${date}/${region}/s3/aws4_request`, sha(canonical)].join(
    '\n',
  );
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, date ?? ''), REGION), 's3'), 'aws4_request');
  return hmac(key, toSign).toString('hex') === signature ? null : 'SignatureDoesNotMatch';
}

const xmlError = (code: string) => `<?xml version="1.0"?><Error><Code>${code}</Code></Error>`;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const problem = verify(req, body);
      const path = req.url ?? '';
      seen.push({ method: req.method ?? '', path, verified: !problem, ...(problem ? { problem } : {}) });
      if (problem) {
        res.writeHead(403, { 'content-type': 'application/xml' }).end(xmlError(problem));
        return;
      }
      const object = objects.get(path);
      if (req.method === 'PUT') {
        objects.set(path, { bytes: body, contentType: String(req.headers['content-type']) });
        res.writeHead(200, { etag: `"${sha(body).slice(0, 32)}"` }).end();
      } else if (req.method === 'GET' && object) {
        res.writeHead(200, { 'content-type': object.contentType }).end(object.bytes);
      } else if (req.method === 'GET') {
        res.writeHead(404, { 'content-type': 'application/xml' }).end(xmlError('NoSuchKey'));
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  objects.clear();
});

const storage = (overrides: { secretAccessKey?: string; publicUrl?: string } = {}) =>
  createS3Storage({
    endpoint,
    bucket: 'suki-photos',
    region: REGION,
    accessKeyId: ACCESS,
    secretAccessKey: overrides.secretAccessKey ?? SECRET,
    publicUrl: overrides.publicUrl,
  });

describe('S3 storage adapter', () => {
  it('puts, gets and deletes objects with signed path-style requests', async () => {
    const s3 = storage();
    const key = 'photos/0b6f3c1e-1111-4222-8333-944445555666/a1b2c3d4-thumb.webp';
    const bytes = Buffer.from('RIFF....WEBPVP8 fake image bytes');
    await s3.put(key, bytes, 'image/webp');
    expect(await s3.get(key)).toEqual({ bytes, contentType: 'image/webp' });
    await s3.delete(key);
    expect(await s3.get(key)).toBeNull();
    await s3.delete(key); // deleting what is gone is fine
    expect(seen.map((s) => [s.method, s.path, s.verified])).toEqual([
      ['PUT', `/suki-photos/${key}`, true],
      ['GET', `/suki-photos/${key}`, true],
      ['DELETE', `/suki-photos/${key}`, true],
      ['GET', `/suki-photos/${key}`, true],
      ['DELETE', `/suki-photos/${key}`, true],
    ]);
  });

  it("fails loudly with S3's error code when the signature is wrong, storing nothing", async () => {
    const s3 = storage({ secretAccessKey: 'not-the-secret' });
    await expect(s3.put('photos/a/b.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      'S3 PUT photos/a/b.webp failed: 403 SignatureDoesNotMatch',
    );
    expect(objects.size).toBe(0);
    await expect(s3.get('photos/a/b.webp')).rejects.toThrow('403 SignatureDoesNotMatch');
  });

  it('refuses keys that climb out of the bucket prefix before sending anything', async () => {
    const s3 = storage();
    await expect(s3.put('photos/../secret.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      'unsafe storage key',
    );
    await expect(s3.get('/etc/passwd')).rejects.toThrow('unsafe storage key');
    expect(seen).toEqual([]);
  });

  it('gives the public base URL when S3_PUBLIC_URL is set, else the server-served /uploads path', () => {
    expect(storage({ publicUrl: 'https://cdn.suki.ph/' }).url('photos/a/b.webp')).toBe(
      'https://cdn.suki.ph/photos/a/b.webp',
    );
    expect(storage().url('photos/a/b.webp')).toBe('/uploads/photos/a/b.webp');
  });
});

describe('S3 configuration', () => {
  it('selects the bucket by S3_BUCKET, with us-east-1 and the AWS endpoint by default', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).s3).toEqual({
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      bucket: 'b',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      publicUrl: undefined,
    });
    expect(() => loadConfig({ S3_BUCKET: 'b' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_ENDPOINT: 'minio:9000',
      }),
    ).toThrow('S3_ENDPOINT must be an http(s):// URL');
  });

  it('stores an uploaded photo in the bucket and serves it back through /uploads when there is no public URL', async () => {
    const t = await startTestServer('pglite', {
      config: {
        s3: {
          endpoint,
          bucket: 'suki-photos',
          region: REGION,
          accessKeyId: ACCESS,
          secretAccessKey: SECRET,
          publicUrl: undefined,
        },
      },
    });
    try {
      const token = await t.signIn();
      const apps = await t.gql<{ apps: { edges: Array<{ node: { uuid: string } }> } }>(
        '{ apps { edges { node { uuid } } } }',
        {},
        token,
      );
      const appUuid = apps.data?.apps.edges[0]?.node.uuid;
      const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#333' } })
        .png()
        .toBuffer();
      const res = await fetch(`${t.url}/uploads/photos?appUuid=${appUuid}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: new Uint8Array(image),
      });
      expect(res.status).toBe(201);
      const photo = (await res.json()) as { uuid: string; url: string };
      // The demo seed's product photos went to the bucket too; these two are the upload's.
      expect([...objects.keys()].filter((key) => key.includes(photo.uuid)).sort()).toEqual([
        `/suki-photos/photos/${appUuid}/${photo.uuid}-thumb.webp`,
        `/suki-photos/photos/${appUuid}/${photo.uuid}.webp`,
      ]);
      expect(seen.every((s) => s.verified)).toBe(true);
      const served = await fetch(`${t.url}${photo.url}`);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(64);
    } finally {
      await t.close();
    }
  });
});
