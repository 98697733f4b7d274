// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_VALID_FROM } from './constants';
import {
  createSessionStore,
  decodeToken,
  isTokenValid,
  SESSION_STORAGE_KEY,
  type StorageLike,
  sessionStore,
} from './session';

function base64Url(text: string | Uint8Array): string {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function jwt(payload: unknown): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.c2ln`;
}

const NOW = 1_800_000_000;
const claims = { exp: NOW + 3600, iat: NOW - 60, jti: 'b1f0c2d4', sub: 'user-uuid-1' };

describe('decodeToken', () => {
  it('reads the payload claims of a JWT', () => {
    expect(decodeToken(jwt(claims))).toEqual(claims);
  });

  it('decodes base64url payloads containing - and _ and non-ASCII text', () => {
    // '???' and 'ñ' make the base64 of this payload use the url-safe alphabet
    const payload = { ...claims, sub: 'Niño???>>>' };
    const token = jwt(payload);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeToken(token)).toEqual(payload);
  });

  it('ignores extra claims', () => {
    expect(decodeToken(jwt({ ...claims, role: 'client' }))).toEqual(claims);
  });

  it('returns null for malformed tokens', () => {
    const good = jwt(claims);
    const [header, payload] = good.split('.');
    for (const token of [
      '',
      'abc',
      `${header}.${payload}`,
      `${good}.extra`,
      `${header}.!!!.sig`,
      `${header}.${base64Url('not json')}.sig`,
      `${header}.${base64Url('[1,2]')}.sig`,
      `${header}.${base64Url('null')}.sig`,
      `${header}.a.sig`,
      `${header}.__4.sig`,
      null,
      undefined,
    ]) {
      expect(decodeToken(token), String(token)).toBeNull();
    }
  });

  it('returns null for a payload that is not valid UTF-8', () => {
    const json = new TextEncoder().encode(JSON.stringify({ ...claims, sub: 'X' }));
    const bytes = json.map((b) => (b === 'X'.charCodeAt(0) ? 0xff : b));
    const [header] = jwt(claims).split('.');
    expect(decodeToken(`${header}.${base64Url(bytes)}.sig`)).toBeNull();
  });

  it('returns null when a required claim is missing or has the wrong type', () => {
    expect(decodeToken(jwt({ ...claims, exp: undefined }))).toBeNull();
    expect(decodeToken(jwt({ ...claims, exp: '1800003600' }))).toBeNull();
    expect(decodeToken(jwt({ ...claims, iat: null }))).toBeNull();
    expect(decodeToken(jwt({ ...claims, jti: 7 }))).toBeNull();
    expect(decodeToken(jwt({ exp: claims.exp, iat: claims.iat, jti: claims.jti }))).toBeNull();
  });
});

describe('isTokenValid', () => {
  it('accepts a current token issued after the cut-off', () => {
    expect(isTokenValid(jwt(claims), NOW)).toBe(true);
  });

  it('accepts a token expiring exactly now and refuses one that expired a second ago', () => {
    expect(isTokenValid(jwt({ ...claims, exp: NOW }), NOW)).toBe(true);
    expect(isTokenValid(jwt({ ...claims, exp: NOW - 1 }), NOW)).toBe(false);
  });

  it('accepts a token issued exactly at the cut-off and refuses one issued a second before', () => {
    expect(isTokenValid(jwt({ ...claims, iat: TOKEN_VALID_FROM }), NOW)).toBe(true);
    expect(isTokenValid(jwt({ ...claims, iat: 1715337303 }), NOW)).toBe(false);
  });

  it('refuses missing and malformed tokens', () => {
    expect(isTokenValid(null, NOW)).toBe(false);
    expect(isTokenValid('', NOW)).toBe(false);
    expect(isTokenValid('not.a.jwt', NOW)).toBe(false);
  });

  it('uses the current clock when no time is given', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(isTokenValid(jwt({ ...claims, exp: now + 60 }))).toBe(true);
    expect(isTokenValid(jwt({ ...claims, exp: now - 60 }))).toBe(false);
  });
});

describe('sessionStore (jsdom localStorage)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('is empty until a session is set', () => {
    expect(sessionStore.get()).toBeNull();
  });

  it('keeps token and login type under one key', () => {
    sessionStore.set({ token: 't0k3n', loginType: 'store_manager' });
    expect(sessionStore.get()).toEqual({ token: 't0k3n', loginType: 'store_manager' });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual({
      token: 't0k3n',
      loginType: 'store_manager',
    });
    expect(localStorage.length).toBe(1);
  });

  it('clear removes only the session', () => {
    localStorage.setItem('other', 'kept');
    sessionStore.set({ token: 't', loginType: 'client' });
    sessionStore.clear();
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('other')).toBe('kept');
  });

  it('clearAll empties local storage', () => {
    localStorage.setItem('other', 'gone');
    sessionStore.set({ token: 't', loginType: 'client' });
    sessionStore.clearAll();
    expect(localStorage.length).toBe(0);
  });

  it('treats corrupt or incomplete stored values as no session', () => {
    for (const raw of ['{not json', '"token"', '[]', '{"token":"t"}', '{"token":"","loginType":"client"}']) {
      localStorage.setItem(SESSION_STORAGE_KEY, raw);
      expect(sessionStore.get(), raw).toBeNull();
    }
  });
});

describe('createSessionStore', () => {
  it('degrades to no session when storage is unavailable or throws', () => {
    const missing = createSessionStore(() => null);
    missing.set({ token: 't', loginType: 'client' });
    expect(missing.get()).toBeNull();

    const failing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
      clear: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createSessionStore(() => failing);
    expect(() => store.set({ token: 't', loginType: 'client' })).not.toThrow();
    expect(store.get()).toBeNull();
    expect(() => store.clear()).not.toThrow();
    expect(() => store.clearAll()).not.toThrow();
  });
});
