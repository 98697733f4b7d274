import { sha256Hex, signV4 } from './sigv4.ts';
import { assertSafeKey, encodeKey, type Storage, UPLOADS_PATH } from './storage.port.ts';

export interface S3Options {
  /** e.g. https://s3.us-east-1.amazonaws.com, http://127.0.0.1:9000 (MinIO), an R2 or Spaces endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base URL of the bucket's objects (a CDN, a public bucket); unset: this server serves them. */
  publicUrl?: string | undefined;
  now?: () => Date;
  timeoutMs?: number;
}

/**
 * An S3-compatible bucket over path-style URLs (`{endpoint}/{bucket}/{key}`), signed with SigV4 —
 * no AWS SDK. Works with AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces, Backblaze B2.
 */
export function createS3Storage(options: S3Options): Storage {
  const endpoint = options.endpoint.replace(/\/$/, '');
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 30_000;
  const credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };

  const send = async (method: string, key: string, body?: Buffer, contentType?: string) => {
    const url = new URL(`${endpoint}/${encodeKey(options.bucket)}/${encodeKey(assertSafeKey(key))}`);
    const payloadHash = sha256Hex(body ?? '');
    const { headers } = signV4({
      method,
      url,
      headers: {
        'x-amz-content-sha256': payloadHash,
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      payloadHash,
      region: options.region,
      service: 's3',
      credentials,
      now: now(),
    });
    return fetch(url, {
      method,
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
  };

  const fail = async (what: string, key: string, res: Response): Promise<never> => {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? text.slice(0, 200);
    throw new Error(`S3 ${what} ${key} failed: ${res.status} ${code}`);
  };

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const res = await send('PUT', key, bytes, contentType);
      if (!res.ok) await fail('PUT', key, res);
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) return fail('GET', key, res);
      return {
        bytes: Buffer.from(await res.arrayBuffer()),
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) await fail('DELETE', key, res);
      await res.arrayBuffer();
    },
    url: (key) =>
      options.publicUrl
        ? `${options.publicUrl.replace(/\/$/, '')}/${encodeKey(assertSafeKey(key))}`
        : `${UPLOADS_PATH}${assertSafeKey(key)}`,
  };
}
