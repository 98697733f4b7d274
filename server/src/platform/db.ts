import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgAsyncDatabase, PgAsyncTransaction, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

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
): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    return openPostgres(url, pool);
  }
  return openPglite(url);
}

/**
 * A bounded pool: at most `size` connections; a request waits at most 10 s for one (the admission
 * limits keep that rare), and no statement or idle transaction holds a connection for ever.
 */
async function openPostgres(url: string, options: PoolOptions): Promise<Database> {
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
  const db = drizzleNodePg({ client: pool }) as unknown as Db;
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
  const client = new PGlite({ extensions: { pg_trgm } });
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

async function openPglite(url: string, loadDataDir?: Blob): Promise<Database> {
  if (url !== 'memory') fs.mkdirSync(url, { recursive: true });
  // pg_trgm: the trigram indexes behind the "contains" name searches (PostgreSQL ships it in contrib).
  const extensions = { pg_trgm };
  const client =
    url === 'memory'
      ? new PGlite({ extensions, ...(loadDataDir ? { loadDataDir } : {}) })
      : new PGlite(url, { extensions });
  await client.waitReady;
  const pgliteDb = drizzlePglite({ client });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(pgliteDb, { migrationsFolder });
    },
    close: () => client.close(),
  };
}
