import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { unixSeconds } from './clock.ts';
import { TOKEN_VALID_FROM, type TokenClaims, TokenSigner } from './tokens.ts';

const SECRET = new TextEncoder().encode('a-signing-secret-a-signing-secret-0123');
const signer = new TokenSigner(SECRET);
const now = new Date('2026-11-26T08:00:00Z');
const claims: TokenClaims = {
  sub: '5b7a3c1e-9f1d-4c51-9a59-0c2f0e6c1a11',
  jti: '8d2b6f0a-3e4c-4a2b-8f6e-1d9c7b5a3e22',
  iat: unixSeconds(now) - 60,
  exp: unixSeconds(now) + 3600,
  typ: 'client',
};

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with any header and payload, signed with `alg`'s HMAC (or unsigned). */
const craft = (header: Record<string, unknown>, payload: Record<string, unknown>, hash?: string) => {
  const input = `${b64(header)}.${b64(payload)}`;
  const signature = hash ? createHmac(hash, SECRET).update(input).digest('base64url') : '';
  return `${input}.${signature}`;
};

describe('TokenSigner (HS256 with node:crypto)', () => {
  it('verifies what it signs and returns the claims', async () => {
    expect(await signer.verify(await signer.sign(claims), now)).toEqual(claims);
  });

  it('reads tokens jose signed before, and jose reads the ones it signs', async () => {
    const fromJose = await new SignJWT({ typ: 'affiliate' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .sign(SECRET);
    expect(await signer.verify(fromJose, now)).toEqual({ ...claims, typ: 'affiliate' });
    const { payload } = await jwtVerify(await signer.sign(claims), SECRET, { currentDate: now });
    expect(payload).toMatchObject({ sub: claims.sub, jti: claims.jti, exp: claims.exp });
  });

  it('accepts a token until its expiry second and refuses it one second later', async () => {
    const token = await signer.sign({ ...claims, exp: unixSeconds(now) });
    expect(await signer.verify(token, now)).not.toBeNull();
    expect(await signer.verify(token, new Date(now.getTime() + 1000))).toBeNull();
    expect(await signer.verify(token, new Date(now.getTime() + 1000), { ignoreExpiry: true })).not.toBeNull();
  });

  it('refuses a token signed with another secret or altered after signing', async () => {
    const other = new TokenSigner(new TextEncoder().encode('another-secret-another-secret-another'));
    expect(await signer.verify(await other.sign(claims), now)).toBeNull();
    const [header, , signature] = (await signer.sign(claims)).split('.');
    const altered = `${header}.${b64({ ...claims, sub: 'someone-else' })}.${signature}`;
    expect(await signer.verify(altered, now)).toBeNull();
  });

  it('refuses alg none, other algorithms and extensions it does not understand', async () => {
    expect(await signer.verify(craft({ alg: 'none', typ: 'JWT' }, { ...claims }), now)).toBeNull();
    expect(await signer.verify(craft({ alg: 'HS512', typ: 'JWT' }, { ...claims }, 'sha512'), now)).toBeNull();
    expect(await signer.verify(craft({ alg: 'RS256', typ: 'JWT' }, { ...claims }, 'sha256'), now)).toBeNull();
    expect(await signer.verify(craft({ typ: 'JWT' }, { ...claims }, 'sha256'), now)).toBeNull();
    const crit = craft({ alg: 'HS256', crit: ['exp'], exp: 1 }, { ...claims }, 'sha256');
    expect(await signer.verify(crit, now)).toBeNull();
    // The same construction with a plain header is accepted: the refusals above are the header's.
    expect(await signer.verify(craft({ alg: 'HS256', typ: 'JWT' }, { ...claims }, 'sha256'), now)).toEqual(
      claims,
    );
  });

  it('refuses a token issued before the cut-off, or not valid yet', async () => {
    expect(await signer.verify(await signer.sign({ ...claims, iat: TOKEN_VALID_FROM - 1 }), now)).toBeNull();
    expect(await signer.verify(await signer.sign({ ...claims, iat: TOKEN_VALID_FROM }), now)).not.toBeNull();
    const early = craft({ alg: 'HS256' }, { ...claims, nbf: unixSeconds(now) + 60 }, 'sha256');
    expect(await signer.verify(early, now)).toBeNull();
  });

  it('refuses tokens without the required claims and anything that is not a compact JWS', async () => {
    const { jti: _jti, ...noJti } = claims;
    expect(await signer.verify(craft({ alg: 'HS256' }, noJti, 'sha256'), now)).toBeNull();
    expect(
      await signer.verify(craft({ alg: 'HS256' }, { ...claims, exp: String(claims.exp) }, 'sha256'), now),
    ).toBeNull();
    for (const junk of ['', 'not.a.jwt', 'a.b', 'a.b.c.d', `${b64({ alg: 'HS256' })}.bm90IGpzb24.x`])
      expect(await signer.verify(junk, now)).toBeNull();
  });
});
