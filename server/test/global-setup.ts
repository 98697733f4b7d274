/**
 * Once per `vitest run`: a migrated PGlite snapshot on disk and, when TEST_DATABASE_URL is set, a
 * migrated PostgreSQL template database. Every test server then starts from a copy of one of them
 * (harness.ts) instead of running initdb and every migration again: seconds saved per server start,
 * and about a hundred starts in the suite. The demo seed still runs per server, on that server's clock.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratedPgliteSnapshot, openDatabase } from '../src/platform/db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite's dumpDataDir(). */
    pgliteSnapshot: string;
    /** A migrated PostgreSQL database to CREATE DATABASE … TEMPLATE from ('' without TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `suki_tpl_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString());
  await database.migrate();
  await database.close();
  return name;
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suki-snapshot-'));
  const file = path.join(dir, 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await (await migratedPgliteSnapshot()).arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = adminUrl ? await createPostgresTemplate(adminUrl) : '';
  project.provide('postgresTemplate', template);
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (adminUrl && template) await dropDatabase(adminUrl, template);
  };
}
