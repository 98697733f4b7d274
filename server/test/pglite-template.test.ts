import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase, writePgliteTemplate } from '../src/platform/db.ts';
import { createLogger } from '../src/platform/logger.ts';
import { startServer } from '../src/server.ts';
import { TEST_SECRET, tempDir } from './harness.ts';

const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { token user { email } } }';

describe('a new embedded data folder', () => {
  it('starts as a copy of the migrated template, and the demo merchant signs in', async () => {
    const dir = tempDir('suki-template-');
    const template = path.join(dir, 'template');
    try {
      await writePgliteTemplate(template);
      // A mark only the template has: a folder that shows it was copied, not made by initdb.
      const marking = new PGlite(path.join(template, 'pgdata'), { extensions: { pg_trgm } });
      await marking.exec('CREATE TABLE template_mark (id int); INSERT INTO template_mark VALUES (18)');
      await marking.close();

      const dataDir = path.join(dir, 'data');
      const database = await openDatabase(path.join(dataDir, 'pglite'), undefined, { template });
      const mark = (await database.db.execute(sql`SELECT id FROM template_mark`)) as unknown as {
        rows: unknown[];
      };
      expect(mark.rows).toEqual([{ id: 18 }]);
      const config = {
        ...loadConfig({}),
        port: 0,
        host: '127.0.0.1',
        dataDir,
        secretKey: TEST_SECRET,
        seedDemo: true,
        webDist: path.join(dataDir, 'no-web'),
        maxEventLoopDelayMs: 0,
      };
      const server = await startServer(config, { log: createLogger('silent'), database });
      try {
        expect(server.seeded).toBe(true);
        const res = await fetch(`http://127.0.0.1:${server.port}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: SIGN_IN,
            variables: { input: { email: 'demo@suki.ph', password: 'Demo@1234', userType: 'client' } },
          }),
        });
        const body = (await res.json()) as { data?: { signIn: { token: string; user: { email: string } } } };
        expect(body.data?.signIn.user.email).toBe('demo@suki.ph');
        expect(body.data?.signIn.token.split('.')).toHaveLength(3);
      } finally {
        await server.close();
      }
      // The template itself is untouched: the next new folder starts from the same state.
      expect(fs.readdirSync(template).sort()).toEqual(['migrations.json', 'pgdata']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
