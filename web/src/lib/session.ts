import { TOKEN_VALID_FROM } from './constants';

/** The claims the console reads from an access token. */
export interface TokenClaims {
  exp: number;
  iat: number;
  jti: string;
  sub: string;
}

function decodeBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment) || segment.length % 4 === 1) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a JWT's payload without verifying it (the server verifies every request).
 * Returns null for anything that is not three dot-separated base64url parts whose payload is
 * a JSON object with numeric exp and iat and string jti and sub.
 */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const json = decodeBase64Url(parts[1] ?? '');
  if (json === null) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(payload)) return null;
  const { exp, iat, jti, sub } = payload;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  if (typeof iat !== 'number' || !Number.isFinite(iat)) return null;
  if (typeof jti !== 'string' || typeof sub !== 'string') return null;
  return { exp, iat, jti, sub };
}

/** Now, in whole seconds since the epoch. */
export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * Document 1 §4: a token is valid only if it has not expired (expiry at or after now) and was
 * issued at or after the cut-off TOKEN_VALID_FROM.
 */
export function isTokenValid(token: string | null | undefined, nowSeconds: number = nowInSeconds()): boolean {
  const claims = decodeToken(token);
  if (claims === null) return false;
  return claims.exp >= nowSeconds && claims.iat >= TOKEN_VALID_FROM;
}

/** What the browser keeps of a session. loginType is the account type, e.g. 'client' or 'store_manager'. */
export interface StoredSession {
  token: string;
  loginType: string;
}

export const SESSION_STORAGE_KEY = 'suki.session';
/**
 * When the session last expired (sessionStorage, this tab): a reload in the next seconds shows
 * "Expired access token" again, so the reason is not lost when the page reloads as it ends.
 */
export const EXPIRED_AT_KEY = 'suki.expiredAt';

export interface SessionStore {
  get(): StoredSession | null;
  set(session: StoredSession): void;
  clear(): void;
  /** Clears all of local storage, as logout does (document 1 §4). */
  clearAll(): void;
}

/** The subset of the Web Storage API the store uses. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * A session store over a Storage. The storage is looked up on each call, so the default store
 * works in the browser and in jsdom, and degrades to "no session" where storage is missing or
 * throws (private browsing, server-side code).
 */
export function createSessionStore(
  storage: () => StorageLike | null = browserStorage,
  key: string = SESSION_STORAGE_KEY,
): SessionStore {
  const run = <T>(fallback: T, action: (s: StorageLike) => T): T => {
    const target = storage();
    if (target === null) return fallback;
    try {
      return action(target);
    } catch {
      return fallback;
    }
  };
  return {
    get: () =>
      run(null, (s) => {
        const raw = s.getItem(key);
        if (raw === null) return null;
        const value: unknown = JSON.parse(raw);
        if (!isRecord(value)) return null;
        const { token, loginType } = value;
        if (typeof token !== 'string' || token === '' || typeof loginType !== 'string') return null;
        return { token, loginType };
      }),
    set: (session) =>
      run(undefined, (s) =>
        s.setItem(key, JSON.stringify({ token: session.token, loginType: session.loginType })),
      ),
    clear: () => run(undefined, (s) => s.removeItem(key)),
    clearAll: () => run(undefined, (s) => s.clear()),
  };
}

export const sessionStore: SessionStore = createSessionStore();
