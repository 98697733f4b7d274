import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { unixSeconds } from './clock.ts';

/** Tokens issued before this instant are never accepted (document 1 §4, §9). */
export const TOKEN_VALID_FROM = 1715337304;

export interface TokenClaims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
  /** The login type the token was issued for (client, affiliate, store_manager...). */
  typ: string;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const SEGMENT = /^[A-Za-z0-9_-]+$/;

const jsonObject = (segment: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/**
 * Signs and verifies HS256 JWTs (RFC 7519) with node:crypto; whether a token's log row is revoked is
 * the accounts domain's check. The key is imported once (a KeyObject), not on every request: with
 * jose's jwtVerify and a raw secret it was re-imported per call, about a sixth of a request's CPU.
 */
export class TokenSigner {
  private readonly key: KeyObject;

  constructor(secret: Uint8Array) {
    this.key = createSecretKey(secret);
  }

  private mac(signingInput: string): Buffer {
    return createHmac('sha256', this.key).update(signingInput).digest();
  }

  sign(claims: TokenClaims): Promise<string> {
    const { typ, sub, jti, iat, exp } = claims;
    const payload = Buffer.from(JSON.stringify({ typ, sub, jti, iat, exp })).toString('base64url');
    const input = `${HEADER}.${payload}`;
    return Promise.resolve(`${input}.${this.mac(input).toString('base64url')}`);
  }

  /**
   * The claims when the token is a compact JWS whose header says HS256 (nothing else: no `none`, no
   * other algorithm, no `crit` extension), the signature verifies (constant-time compare), `nbf` (if
   * any) has passed, it is not expired at `now` (unless ignoreExpiry; valid while exp ≥ now, as the
   * spec says) and it was issued at or after TOKEN_VALID_FROM; otherwise null.
   */
  async verify(token: string, now: Date, opts: { ignoreExpiry?: boolean } = {}): Promise<TokenClaims | null> {
    return this.verifySync(token, now, opts);
  }

  verifySync(token: string, now: Date, opts: { ignoreExpiry?: boolean } = {}): TokenClaims | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header = '', payload = '', signature = ''] = parts;
    if (!SEGMENT.test(header) || !SEGMENT.test(payload) || !SEGMENT.test(signature)) return null;
    const head = jsonObject(header);
    if (head?.alg !== 'HS256' || 'crit' in head || 'b64' in head) return null;
    const expected = Buffer.from(this.mac(`${header}.${payload}`).toString('base64url'));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = jsonObject(payload);
    if (!claims) return null;
    const { sub, jti, iat, exp, nbf, typ } = claims;
    if (typeof sub !== 'string' || !sub || typeof jti !== 'string' || !jti) return null;
    if (typeof iat !== 'number' || typeof exp !== 'number') return null;
    if (nbf !== undefined && (typeof nbf !== 'number' || nbf > unixSeconds(now) + 1)) return null;
    if (iat < TOKEN_VALID_FROM) return null;
    if (!opts.ignoreExpiry && exp < unixSeconds(now)) return null;
    return { sub, jti, iat, exp, typ: typeof typ === 'string' ? typ : 'client' };
  }
}
