import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, loadWithReload, type ReloadDeps } from './reload';

function memoryStorage(): NonNullable<ReloadDeps['storage']> {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}

const chunkError = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/X.js'));

describe('loadWithReload', () => {
  it('reloads the page once when a chunk fails to load', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const pending = loadWithReload(chunkError, { storage, reload });
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    const settled = await Promise.race([pending.then(() => 'settled'), Promise.resolve('pending')]);
    expect(settled).toBe('pending');
  });

  it('throws instead of reloading again after a reload already happened', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '1');
    const reload = vi.fn();
    await expect(loadWithReload(chunkError, { storage, reload })).rejects.toThrow('dynamically imported');
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears the guard after a successful load so a later deploy can reload again', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '1');
    await expect(loadWithReload(() => Promise.resolve('module'), { storage, reload: vi.fn() })).resolves.toBe(
      'module',
    );
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });
});
