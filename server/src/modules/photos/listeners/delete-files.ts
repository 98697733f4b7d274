import type { Storage } from '../../../integrations/storage/storage.port.ts';
import type { EventBus } from '../../../platform/events.ts';
import type { Logger } from '../../../platform/logger.ts';

/** Deletes stored files, logging (not throwing) the ones that fail: a stray file costs less than a failed save. */
export async function deleteStoredFiles(
  storage: Storage,
  keys: readonly string[],
  log: Logger,
): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'could not delete a stored file')),
    ),
  );
}

/** Removed photos' files are deleted once the rows' deletion has committed. */
export function registerPhotosStorageListeners(events: EventBus): void {
  events.on('photos.removed', ({ keys }, deps) => deleteStoredFiles(deps.storage, keys, deps.log));
}
