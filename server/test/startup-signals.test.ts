import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tempDir } from './harness.ts';
import { spawnServer } from './processes.ts';

describe('a server stopped the moment it announces its URL', () => {
  it('closes cleanly (exit 0) every time, not killed by the signal', async () => {
    const dataDir = tempDir('suki-signals-');
    try {
      // Before the fix about one stop in three came before the handler: exit by SIGTERM, code null.
      for (let i = 0; i < 4; i++) {
        const server = await spawnServer({ DATA_DIR: dataDir });
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
