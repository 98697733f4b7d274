import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../src/config.ts';
import { createLogger } from '../src/platform/logger.ts';
import { startServer } from '../src/server.ts';
import { freshPostgres, TEST_SECRET, tempDir } from './harness.ts';
import { capturedLog } from './ws-protocol.ts';

const configFor = (dataDir: string, extra: Partial<Config> = {}): Config => ({
  ...loadConfig({}),
  port: 0,
  host: '127.0.0.1',
  dataDir,
  secretKey: TEST_SECRET,
  seedDemo: true,
  webDist: path.join(dataDir, 'no-web'),
  maxEventLoopDelayMs: 0,
  ...extra,
});

describe('what a start says of itself', () => {
  it('reports seeding only on the start that created the demo data (the embedded database, restarted)', async () => {
    const dataDir = tempDir('suki-seeded-');
    try {
      const first = await startServer(configFor(dataDir), { log: createLogger('silent') });
      expect({ seeded: first.seeded, demoMode: first.demoMode }).toEqual({ seeded: true, demoMode: true });
      await first.close();
      const again = await startServer(configFor(dataDir), { log: createLogger('silent') });
      expect({ seeded: again.seeded, demoMode: again.demoMode }).toEqual({ seeded: false, demoMode: true });
      await again.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  const postgresUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  describe.runIf(Boolean(postgresUrl && redisUrl))('several processes on one PostgreSQL and Redis', () => {
    it('seeds on one process only, and warns loudly that uploads are not shared without S3', async () => {
      const db = await freshPostgres();
      const dataDirs = [tempDir('suki-proc-a-'), tempDir('suki-proc-b-')];
      const logs = [capturedLog(), capturedLog()];
      try {
        const [a, b] = [0, 1].map((i) =>
          configFor(dataDirs[i] ?? '', { databaseUrl: db.url, redisUrl: redisUrl ?? '' }),
        );
        const first = await startServer(a as Config, { log: logs[0]?.log });
        const second = await startServer(b as Config, { log: logs[1]?.log });
        expect([first.seeded, second.seeded]).toEqual([true, false]);
        expect([first.demoMode, second.demoMode]).toEqual([true, true]);
        for (const { lines } of logs) {
          expect(lines.filter((l) => l.level === 40).map((l) => l.msg)).toEqual([
            expect.stringMatching(/^REDIS_URL is set \(several processes\) but S3_BUCKET is not/),
          ]);
        }
        await Promise.all([first.close(), second.close()]);
      } finally {
        await db.drop();
        for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
      }
    }, 60_000);
  });
});
