import { errors, jwtVerify, SignJWT } from 'jose';
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

/** Signs and verifies HS256 JWTs; whether a token's log row is revoked is the accounts domain's check. */
export class TokenSigner {
  constructor(private readonly secret: Uint8Array) {}

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ typ: claims.typ })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .sign(this.secret);
  }

  /**
   * The claims when the signature verifies, the token is not expired at `now` (unless ignoreExpiry)
   * and it was issued at or after TOKEN_VALID_FROM; otherwise null.
   */
  async verify(token: string, now: Date, opts: { ignoreExpiry?: boolean } = {}): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        currentDate: now,
        requiredClaims: ['sub', 'jti', 'iat', 'exp'],
        // jose treats exp as exclusive; one second of tolerance lets the exact check below decide.
        clockTolerance: opts.ignoreExpiry ? Number.MAX_SAFE_INTEGER : 1,
      });
      const { sub, jti, iat, exp, typ } = payload;
      if (!sub || !jti || typeof iat !== 'number' || typeof exp !== 'number') return null;
      if (iat < TOKEN_VALID_FROM) return null;
      // The spec keeps a token valid while its expiry is at or after now.
      if (!opts.ignoreExpiry && exp < unixSeconds(now)) return null;
      return { sub, jti, iat, exp, typ: typeof typ === 'string' ? typ : 'client' };
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}
