import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgAsyncDatabase, PgAsyncTransaction, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { queryCounter } from './request-scope.ts';

/** One type for both drivers: PGlite (embedded) and node-postgres (a PostgreSQL server). */
export type Db = PgAsyncDatabase<PgQueryResultHKT>;
export type Tx = PgAsyncTransaction<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(
  import.meta.dirname,
  import.meta.dirname.includes(`${path.sep}dist${path.sep}`) ? '../../../migrations' : '../../migrations',
);

/**
 * A migrated PGlite data folder made at build time (`npm run build -w server`, seed/template.ts):
 * a new data folder starts as a copy of it, so the first start runs neither initdb (a second
 * WebAssembly instance: seconds, and memory the process keeps) nor the migrations already in it.
 */
export const PGLITE_TEMPLATE_DIR = path.resolve(migrationsFolder, '../dist/pglite-template');
const TEMPLATE_DATA = 'pgdata';
const TEMPLATE_MIGRATIONS = 'migrations.json';

const migrationNames = (): string[] =>
  fs
    .readdirSync(migrationsFolder, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

/** Writes the template: a new PGlite folder, migrated, closed cleanly, with the list of its migrations. */
export async function writePgliteTemplate(dir = PGLITE_TEMPLATE_DIR): Promise<void> {
  fs.rmSync(dir, { recursive: true, force: true });
  const building = `${dir}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(path.join(building, TEMPLATE_DATA), { recursive: true });
  const client = new PGlite(path.join(building, TEMPLATE_DATA), pgliteOptions());
  await client.waitReady;
  try {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    // A smaller folder to copy: what a checkpoint leaves behind is enough for a clean start.
    await client.exec('CHECKPOINT');
  } finally {
    await client.close();
  }
  fs.writeFileSync(path.join(building, TEMPLATE_MIGRATIONS), JSON.stringify(migrationNames()));
  // Two builds at once (two engineers, or CI steps) each write their own, and the last one stays.
  for (let attempt = 0; ; attempt++) {
    fs.rmSync(dir, { recursive: true, force: true });
    try {
      fs.renameSync(building, dir);
      return;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (attempt >= 3 || (code !== 'ENOTEMPTY' && code !== 'EEXIST')) throw err;
    }
  }
}

/**
 * Copies the template into `dataDir` when the folder holds no database yet and every migration the
 * template has is still one of ours (a newer migration is applied on top by migrate()); else false.
 * (Synchronous: fs.cpSync copies in native code; fs.promises.cp walks the folder's thousand files
 * in JavaScript: a new folder started about a second later with it on a busy machine.)
 */
function startFromTemplate(dataDir: string, template = PGLITE_TEMPLATE_DIR): boolean {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return false;
  let applied: unknown;
  try {
    applied = JSON.parse(fs.readFileSync(path.join(template, TEMPLATE_MIGRATIONS), 'utf8'));
  } catch {
    return false;
  }
  const ours = new Set(migrationNames());
  if (!Array.isArray(applied) || !applied.every((name) => typeof name === 'string' && ours.has(name)))
    return false;
  const copying = `${dataDir}.copying-${process.pid}`;
  fs.rmSync(copying, { recursive: true, force: true });
  fs.cpSync(path.join(template, TEMPLATE_DATA), copying, { recursive: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.renameSync(copying, dataDir);
  return true;
}

/** Migrations run under an advisory lock on PostgreSQL so that N processes starting together apply them once. */
const MIGRATION_LOCK = 7_300_510;

export interface PoolOptions {
  /** Connections in the pool. */
  size: number;
  /** PostgreSQL ends a statement (and a transaction left idle) that runs longer than this. */
  statementTimeoutMs: number;
}

/**
 * Opens the database named by `url`: a postgres:// URL (pg Pool), 'memory' (PGlite in memory),
 * or otherwise a PGlite data directory.
 */
export async function openDatabase(
  url: string,
  pool: PoolOptions = { size: 10, statementTimeoutMs: 15_000 },
  /** The template a new PGlite folder is copied from (tests hand in their own). */
  pglite: { template?: string } = {},
): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    return openPostgres(url, pool);
  }
  return openPglite(url, undefined, pglite.template);
}

/**
 * A bounded pool: at most `size` connections; a request waits at most 10 s for one (the admission
 * limits keep that rare), and no statement or idle transaction holds a connection for ever.
 * node-postgres is loaded here, not on the embedded database's start.
 */
async function openPostgres(url: string, options: PoolOptions): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.size,
    connectionTimeoutMillis: 10_000,
    statement_timeout: options.statementTimeoutMs,
    idle_in_transaction_session_timeout: options.statementTimeoutMs * 2,
  });
  pool.on('error', () => {
    /* idle client errors surface on the next query */
  });
  const db = drizzleNodePg({ client: pool, logger: queryCounter }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * A migrated in-memory PGlite, dumped: tests start each server from it (openPgliteSnapshot) instead
 * of running initdb and every migration again, which costs seconds per start on a busy machine.
 */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const client = new PGlite(pgliteOptions());
  await client.waitReady;
  try {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    return new Blob([await dump.arrayBuffer()]);
  } finally {
    await client.close();
  }
}

/** An in-memory PGlite loaded from a migratedPgliteSnapshot() dump. */
export const openPgliteSnapshot = (dump: Blob): Promise<Database> => openPglite('memory', dump);

/**
 * PGlite's PostgreSQL keeps its shared buffers inside the process's WebAssembly memory, and all
 * of them are resident from the start (the default 128 MB was a third of an idle server's memory).
 * 16 MB holds the hot pages of a store (the demo store's tables and indexes are under 5 MB); the rest of the data folder stays in the operating system's page cache, which
 * PGlite reads through (issue 18: idle memory under 250 MB).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

const pgliteOptions = () => ({
  // pg_trgm: the trigram indexes behind the "contains" name searches (PostgreSQL ships it in contrib).
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
});

async function openPglite(url: string, loadDataDir?: Blob, template?: string): Promise<Database> {
  if (url !== 'memory' && !startFromTemplate(url, template)) fs.mkdirSync(url, { recursive: true });
  const options = pgliteOptions();
  const client =
    url === 'memory'
      ? new PGlite({ ...options, ...(loadDataDir ? { loadDataDir } : {}) })
      : new PGlite(url, options);
  await client.waitReady;
  const pgliteDb = drizzlePglite({ client, logger: queryCounter });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(pgliteDb, { migrationsFolder });
    },
    close: () => client.close(),
  };
}
