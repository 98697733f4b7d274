import { IDLE_LOGOUT_MS } from '../../lib/constants';

/**
 * Test hook: localStorage['suki.idleMs'] = '3000' shortens the idle limit (document 1 §4: 20
 * minutes) so end-to-end tests can watch the Session expired dialog without waiting. Any value
 * that is not a positive integer is ignored. Logout keeps this key.
 */
export const IDLE_OVERRIDE_KEY = 'suki.idleMs';

export function idleLimitMs(storage: Pick<Storage, 'getItem'> | null = safeStorage()): number {
  const raw = storage?.getItem(IDLE_OVERRIDE_KEY) ?? null;
  if (raw === null || !/^\d+$/.test(raw.trim())) return IDLE_LOGOUT_MS;
  const value = Number(raw);
  return value > 0 ? value : IDLE_LOGOUT_MS;
}

function safeStorage(): Pick<Storage, 'getItem'> | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
