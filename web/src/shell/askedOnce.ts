import { formatDate } from '../lib/format';

/**
 * A question the console asks by itself once (issue 15: never a prompt on every visit): after
 * "Later" it stays closed for that id (a user, a store) in this browser, and waits in the dashboard's
 * setup checklist instead.
 */
export interface AskedOnce {
  deferred(id: string, storage?: Pick<Storage, 'getItem'>): boolean;
  defer(id: string, storage?: Pick<Storage, 'getItem' | 'setItem'>): void;
}

function readList(storage: Pick<Storage, 'getItem'>, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The ids answered "Later", kept under one local-storage key. */
export function askedOnce(key: string): AskedOnce {
  return {
    deferred: (id, storage = localStorage) => readList(storage, key).includes(id),
    defer: (id, storage = localStorage) => {
      const list = readList(storage, key);
      if (!list.includes(id)) storage.setItem(key, JSON.stringify([...list, id]));
    },
  };
}

/**
 * A prompt closed for the rest of the Manila day (its Later, or ✕), per id (a store, a store and a
 * stage) in this browser: it asks again the next day.
 */
export function closedForTheDay(prefix: string) {
  const key = (id: string) => `${prefix}.${id}`;
  return {
    closed: (id: string, storage: Pick<Storage, 'getItem'> = localStorage, now = new Date()) =>
      storage.getItem(key(id)) === formatDate(now),
    close: (id: string, storage: Pick<Storage, 'setItem'> = localStorage, now = new Date()) =>
      storage.setItem(key(id), formatDate(now)),
  };
}
