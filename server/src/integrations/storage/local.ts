import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type Storage, UPLOADS_PATH } from './storage.port.ts';

/** The content types the local adapter keeps, by file extension (keys carry the right one). */
const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
};

const typeOf = (key: string): string | undefined => TYPES[path.extname(key).toLowerCase()];

/**
 * Files under `{dataDir}/uploads`, served by this server at `/uploads/{key}`. The content type is
 * the key's extension (so no side files): `put` refuses a key whose extension says otherwise.
 * Writes go to a temporary file first and are renamed into place, so a reader never sees half a file.
 */
export function createLocalStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir, 'uploads');
  const fileOf = (key: string): string => {
    const file = path.resolve(root, assertSafeKey(key));
    if (!file.startsWith(`${root}${path.sep}`)) throw new Error(`unsafe storage key: ${key}`);
    return file;
  };
  return {
    kind: 'local',
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      if (typeOf(key) !== contentType) {
        throw new Error(`local storage keeps ${contentType} under a matching extension, not ${key}`);
      }
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.tmp`;
      try {
        await fs.writeFile(temp, bytes, { flag: 'wx' });
        await fs.rename(temp, file);
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
    },
    async get(key) {
      const contentType = typeOf(key);
      if (!contentType) return null;
      try {
        return { bytes: await fs.readFile(fileOf(key)), contentType };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    url: (key) => `${UPLOADS_PATH}${assertSafeKey(key)}`,
  };
}
