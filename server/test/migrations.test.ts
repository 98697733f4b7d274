import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type DatabaseKind, freshPostgres, tempDir, testDatabases } from './harness.ts';

/* Migrations that move data, checked on a database that had the data before them. */

const migrations = path.resolve(import.meta.dirname, '../migrations');
const SPLIT = 'billing_credits_flags';

/** The committed migrations before the one named `name`, in a folder of their own. */
function migrationsBefore(name: string): string {
  const dir = tempDir('suki-migrations-');
  for (const entry of fs.readdirSync(migrations).sort()) {
    if (entry.endsWith(name)) break;
    fs.cpSync(path.join(migrations, entry), path.join(dir, entry), { recursive: true });
  }
  return dir;
}

type Rows = Record<string, unknown>[];

/** A fresh, empty database of `kind`: `migrate` applies a folder of migrations, `run` answers rows. */
async function withDatabase(
  kind: DatabaseKind,
  work: (db: {
    migrate(folder: string): Promise<void>;
    run(query: ReturnType<typeof sql>): Promise<Rows>;
  }) => Promise<void>,
) {
  if (kind === 'pglite') {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzlePglite({ client });
    try {
      await work({
        migrate: async (folder) => {
          await migratePglite(db, { migrationsFolder: folder });
        },
        run: async (query) => (await db.execute<Record<string, unknown>>(query)).rows,
      });
    } finally {
      await client.close();
    }
    return;
  }
  const database = await freshPostgres();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const db = drizzleNodePg({ client });
  try {
    await work({
      migrate: async (folder) => {
        await migrateNodePg(db, { migrationsFolder: folder });
      },
      run: async (query) => (await db.execute<Record<string, unknown>>(query)).rows,
    });
  } finally {
    await client.end();
    await database.drop();
  }
}

describe.each(testDatabases())('migrations on %s', (kind) => {
  it("moves every app's plan, response credits and feature flags to their own tables, values kept", async () => {
    await withDatabase(kind, async (db) => {
      await db.migrate(migrationsBefore(SPLIT));
      const owner = '00000000-0000-4000-8000-000000000001';
      const paying = '00000000-0000-4000-8000-000000000002';
      const fresh = '00000000-0000-4000-8000-000000000003';
      await db.run(sql`INSERT INTO users (uuid, email, password_hash, role, created_at, updated_at)
        VALUES (${owner}, 'owner@shop.ph', 'x', 'client', now(), now())`);
      await db.run(sql`INSERT INTO apps (uuid, name, bundle_key, owner_uuid, plan, plan_payment_type,
          response_credits, credits_notice_at, bulkable, importable_csv, orders_exportable, allow_advance_order)
        VALUES (${paying}, 'Paying', 'b2b-bundle', ${owner}, 'gold', 'monthly', 0, '2026-11-20T00:00:00Z',
          false, true, false, true),
        (${fresh}, 'Fresh', 'ecommerce-b2c-bundle', ${owner}, 'free', NULL, 500, NULL, true, false, true, false)`);

      await db.migrate(migrations);

      expect(await db.run(sql`SELECT * FROM app_billing ORDER BY app_uuid`)).toEqual([
        { app_uuid: paying, plan: 'gold', plan_payment_type: 'monthly' },
        { app_uuid: fresh, plan: 'free', plan_payment_type: null },
      ]);
      const credits = await db.run(
        sql`SELECT app_uuid, response_credits, credits_notice_at IS NOT NULL AS noticed FROM app_credits ORDER BY app_uuid`,
      );
      expect(credits).toEqual([
        { app_uuid: paying, response_credits: 0, noticed: true },
        { app_uuid: fresh, response_credits: 500, noticed: false },
      ]);
      const flags = sql`SELECT app_uuid, bulkable, importable_csv, orders_exportable, allow_advance_order
        FROM app_feature_flags ORDER BY app_uuid`;
      expect(await db.run(flags)).toEqual([
        {
          app_uuid: paying,
          bulkable: false,
          importable_csv: true,
          orders_exportable: false,
          allow_advance_order: true,
        },
        {
          app_uuid: fresh,
          bulkable: true,
          importable_csv: false,
          orders_exportable: true,
          allow_advance_order: false,
        },
      ]);
      const left = await db.run(sql`SELECT column_name FROM information_schema.columns
        WHERE table_name = 'apps' AND column_name IN ('plan', 'response_credits', 'bulkable', 'allow_advance_order')`);
      expect(left).toEqual([]);
    });
  });

  it('moves stores under maintenance or deactivated onto the store status machine', async () => {
    await withDatabase(kind, async (db) => {
      await db.migrate(migrationsBefore('store_status_machine'));
      const owner = '00000000-0000-4000-8000-000000000011';
      const [down, off, live, fresh] = ['12', '13', '14', '15'].map(
        (n) => `00000000-0000-4000-8000-0000000000${n}`,
      );
      await db.run(sql`INSERT INTO users (uuid, email, password_hash, role, created_at, updated_at)
        VALUES (${owner}, 'owner2@shop.ph', 'x', 'client', now(), now())`);
      await db.run(sql`INSERT INTO apps (uuid, name, bundle_key, owner_uuid, store_status, maintenance, deactivated)
        VALUES (${down}, 'Down', 'ecommerce-b2c-bundle', ${owner}, 'active_store', true, false),
          (${off}, 'Off', 'ecommerce-b2c-bundle', ${owner}, 'active_store', false, true),
          (${live}, 'Live', 'ecommerce-b2c-bundle', ${owner}, 'active_store', false, false),
          (${fresh}, 'Fresh', 'ecommerce-b2c-bundle', ${owner}, 'pending_store', false, false)`);
      await db.migrate(migrations);
      expect(
        await db.run(
          sql`SELECT name, store_status, maintenance_message FROM apps WHERE owner_uuid = ${owner} ORDER BY name`,
        ),
      ).toEqual([
        { name: 'Down', store_status: 'maintenance', maintenance_message: '' },
        { name: 'Fresh', store_status: 'pending_store', maintenance_message: '' },
        { name: 'Live', store_status: 'active_store', maintenance_message: '' },
        { name: 'Off', store_status: 'deactivated', maintenance_message: '' },
      ]);
    });
  });
});
