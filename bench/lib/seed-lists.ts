/**
 * Seeds one store with `rows` orders, products, customers, notifications and conversations, each in one
 * INSERT … SELECT over generate_series (the list_counts triggers see one statement per table). A
 * table's secondary indexes are dropped first and rebuilt after, as a bulk load would, then the tables
 * are vacuumed and analysed: the steady state autovacuum leaves a busy table in.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { startServer } from '../../server/src/server.ts';

type Db = Awaited<ReturnType<typeof startServer>>['database']['db'];

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const NAMES = `ARRAY['Maria Santos','Juan Dela Cruz','Liza Reyes','Ramon Cruz','Ana Garcia','Jose Bautista','Grace Tan','Mark Villanueva']`;
const PRODUCTS = `ARRAY['Ube jam','Mango float','Adobo mix','Polvoron','Dried mango','Chicharon','Ensaymada','Calamansi juice']`;

async function bulk(db: Db, table: string, insert: SQL): Promise<void> {
  const indexes = rowsOf<{ indexname: string; indexdef: string }>(
    await db.execute(sql`select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = ${table}
      and indexname not in (select conname from pg_constraint where contype in ('p', 'u', 'x'))`),
  );
  for (const i of indexes) await db.execute(sql.raw(`drop index "${i.indexname}"`));
  await db.execute(insert);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const i of indexes) await tx.execute(sql.raw(i.indexdef));
  });
  await db.execute(sql.raw(`vacuum analyze ${table}`));
}

export async function seedLists(db: Db, appUuid: string, rows: number): Promise<void> {
  const pageUuid = rowsOf<{ uuid: string }>(
    await db.execute(sql`insert into pages (uuid, app_uuid, fb_page_id, name)
      values (gen_random_uuid(), ${appUuid}, 'bench-page', 'Bench page') returning uuid`),
  )[0]?.uuid;
  const n = sql.raw(String(rows));
  const app = sql`${appUuid}::uuid`;
  await bulk(
    db,
    'customers',
    sql`insert into customers (uuid, app_uuid, name, mobile_number, created_at, last_active_at)
      select md5('c' || g)::uuid, ${app}, (${sql.raw(NAMES)})[1 + g % 8] || ' ' || g, '9' || lpad(g::text, 9, '0'),
        now() - g * interval '30 seconds', now() - g * interval '30 seconds'
      from generate_series(1, ${n}) g`,
  );
  // 60% completed, 15% pending, 10% for delivery, 10% cancelled, 5% refunded; one in 50 an advance order.
  await bulk(
    db,
    'orders',
    sql`insert into orders (uuid, app_uuid, transaction_number, status, payment_status, payment_method, customer_name,
        mobile_number, fulfillment, subtotal, delivery_fee, tax, total, advance_order_date, customer_uuid, created_at, updated_at)
      select gen_random_uuid(), ${app}, 'B' || lpad(g::text, 9, '0'), s.status,
        case s.status when 'completed' then 'pay_success' when 'refunded' then 'refund_success'
          when 'pending' then case when g % 2 = 0 then 'for_confirmation' else 'pay_pending' end else 'pay_pending' end,
        'cod', (${sql.raw(NAMES)})[1 + g % 8] || ' ' || g, '9' || lpad(g::text, 9, '0'), 'pickup', 50000, 0, 0, 50000,
        case when g % 50 = 0 then current_date + 1 end, md5('c' || g)::uuid,
        now() - g * interval '30 seconds', now() - g * interval '30 seconds'
      from generate_series(1, ${n}) g
      cross join lateral (select case when g % 20 < 12 then 'completed' when g % 20 < 15 then 'pending'
        when g % 20 < 17 then 'for_delivery' when g % 20 < 19 then 'cancelled' else 'refunded' end as status) s`,
  );
  await bulk(
    db,
    'products',
    sql`insert into products (uuid, app_uuid, name, price, published, stock_quantity, created_at, updated_at)
      select gen_random_uuid(), ${app}, (${sql.raw(PRODUCTS)})[1 + g % 8] || ' ' || g, 10000 + g % 5000, g % 10 <> 0,
        case when g % 7 = 0 then null else g % 50 end, now() - g * interval '30 seconds', now()
      from generate_series(1, ${n}) g`,
  );
  await bulk(
    db,
    'notifications',
    sql`insert into notifications (uuid, app_uuid, category, message, created_at, read_at)
      select gen_random_uuid(), ${app}, 'order_created', 'New order B' || lpad(g::text, 9, '0'),
        now() - g * interval '30 seconds', case when g % 10 = 0 then null else now() end
      from generate_series(1, ${n}) g`,
  );
  await bulk(
    db,
    'page_recipients',
    sql`insert into page_recipients (uuid, app_uuid, page_uuid, psid, name, messenger_read, created_at, updated_at)
      select gen_random_uuid(), ${app}, ${pageUuid}::uuid, 'psid-' || g, (${sql.raw(NAMES)})[1 + g % 8] || ' ' || g,
        g % 20 <> 0, now() - g * interval '30 seconds', now() - g * interval '30 seconds'
      from generate_series(1, ${n}) g`,
  );
  await db.execute(sql`vacuum analyze list_counts`);
}
