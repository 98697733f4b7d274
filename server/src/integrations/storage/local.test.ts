import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../../test/harness.ts';
import { createLocalStorage } from './local.ts';
import { isSafeKey } from './storage.port.ts';

const dir = tempDir('suki-storage-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('local storage adapter', () => {
  const storage = createLocalStorage(dir);

  it('keeps files under DATA_DIR/uploads and serves them at /uploads/{key}', async () => {
    const bytes = Buffer.from('webp bytes');
    await storage.put('photos/app/one.webp', bytes, 'image/webp');
    expect(fs.readFileSync(path.join(dir, 'uploads/photos/app/one.webp'))).toEqual(bytes);
    expect(await storage.get('photos/app/one.webp')).toEqual({ bytes, contentType: 'image/webp' });
    expect(storage.url('photos/app/one.webp')).toBe('/uploads/photos/app/one.webp');
    await storage.delete('photos/app/one.webp');
    expect(await storage.get('photos/app/one.webp')).toBeNull();
    await storage.delete('photos/app/one.webp');
    expect(fs.readdirSync(path.join(dir, 'uploads/photos/app'))).toEqual([]);
  });

  it('refuses paths that climb out, absolute paths and odd characters', async () => {
    for (const key of [
      '../x.webp',
      'photos/../../x.webp',
      '/etc/x.webp',
      'a//b.webp',
      'a\\b.webp',
      'a/./b.webp',
      '',
    ]) {
      expect(isSafeKey(key)).toBe(false);
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('unsafe storage key');
    }
    expect(isSafeKey('photos/0b6f3c1e-1111-4222-8333-944445555666/a1-thumb.webp')).toBe(true);
    expect(fs.existsSync(path.join(dir, 'x.webp'))).toBe(false);
  });

  it('stores a content type only under its matching extension', async () => {
    await expect(storage.put('photos/app/two.webp', Buffer.from('x'), 'text/html')).rejects.toThrow(
      'matching extension',
    );
    expect(await storage.get('photos/app/two.webp')).toBeNull();
  });
});
