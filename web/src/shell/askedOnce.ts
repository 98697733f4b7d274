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
