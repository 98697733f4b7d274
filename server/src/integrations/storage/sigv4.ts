import { createHash, createHmac } from 'node:crypto';
import { encodeRfc3986 } from './storage.port.ts';

/**
 * AWS Signature Version 4 (header form), written with node:crypto: the canonical request, the string
 * to sign, the derived signing key and the Authorization header, as AWS documents them. S3 flavour:
 * the path is encoded once (not twice) and is not normalised.
 */
export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to sign besides host and x-amz-date (names in any case). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (or UNSIGNED-PAYLOAD); S3 also wants it sent as x-amz-content-sha256. */
  payloadHash: string;
  region: string;
  service: string;
  credentials: Credentials;
  now: Date;
}

export interface Signed {
  /** The headers to send: the input headers plus x-amz-date and Authorization (host is the URL's). */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
}

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** 20130524T000000Z */
export const amzDate = (now: Date): string =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const canonicalQuery = (url: URL): string =>
  [...url.searchParams]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : av > bv ? 1 : 0) : ak < bk ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

/** The path as sent, each segment decoded then encoded once (RFC 3986 unreserved characters kept). */
const canonicalPath = (url: URL): string =>
  url.pathname
    .split('/')
    .map((segment) => encodeRfc3986(decodeURIComponent(segment)))
    .join('/') || '/';

export function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

export function signV4(input: SignInput): Signed {
  const datetime = amzDate(input.now);
  const date = datetime.slice(0, 8);
  const headers: Record<string, string> = { ...input.headers, 'x-amz-date': datetime };
  const canonical = new Map<string, string>([['host', input.url.host]]);
  for (const [name, value] of Object.entries(headers)) {
    canonical.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  }
  const names = [...canonical.keys()].sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalPath(input.url),
    canonicalQuery(input.url),
    `${names.map((n) => `${n}:${canonical.get(n)}`).join('\n')}\n`,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${date}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', datetime, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = hmac(
    signingKey(input.credentials.secretAccessKey, date, input.region, input.service),
    stringToSign,
  ).toString('hex');
  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${input.credentials.accessKeyId}/${scope}, ` +
    `SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { headers, canonicalRequest, stringToSign, signature };
}
