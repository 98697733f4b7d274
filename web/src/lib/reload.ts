/*
 * A failed lazy load of a screen chunk reloads the page (document 1 §4), typically after a deploy
 * replaced the chunk. One reload only: a flag in sessionStorage stops a loop when the chunk is
 * truly gone, and the error then reaches the route's error page.
 */

export const CHUNK_RELOAD_KEY = 'suki.chunkReload';

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  reload: () => void;
}

function defaultDeps(): ReloadDeps {
  let storage: ReloadDeps['storage'] = null;
  try {
    storage = typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    storage = null;
  }
  return { storage, reload: () => window.location.reload() };
}

export async function loadWithReload<T>(
  load: () => Promise<T>,
  deps: ReloadDeps = defaultDeps(),
): Promise<T> {
  try {
    const loaded = await load();
    deps.storage?.removeItem(CHUNK_RELOAD_KEY);
    return loaded;
  } catch (error) {
    if (deps.storage !== null && deps.storage.getItem(CHUNK_RELOAD_KEY) === null) {
      deps.storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
      deps.reload();
      // The page is going away; never settle, so nothing renders an error meanwhile.
      return new Promise<T>(() => undefined);
    }
    throw error;
  }
}
