/**
 * Seeds one store for bench/analytics: `orders` orders (one to three items each) spread evenly over the
 * last 365 days, with their customers and products, and `events` storefront events over the same year,
 * each table in one INSERT … SELECT over generate_series. As in seed-lists.ts, a table's secondary
 * indexes are dropped first and rebuilt after (as a bulk load would), then the tables are vacuumed and
 * analysed. Every value is a function of the row number (hashtext, not random()): two runs seed the
 * same store, and the raw baseline and the rollups read the very same rows.
 *
 * The order items and events are inserted with session_replication_role = replica (their foreign key
 * triggers off): every product, order and store they name is seeded just before, so the checks would
 * only cost minutes; orders, customers and products keep their triggers (list_counts).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { startServer } from '../../server/src/server.ts';

type Db = Awaited<ReturnType<typeof startServer>>['database']['db'];

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const NAMES = `ARRAY['Maria Santos','Juan Dela Cruz','Liza Reyes','Ramon Cruz','Ana Garcia','Jose Bautista','Grace Tan','Mark Villanueva']`;
const PRODUCTS = `ARRAY['Ube jam','Mango float','Adobo mix','Polvoron','Dried mango','Chicharon','Ensaymada','Calamansi juice']`;
/** Where visits come from, most first; one visit in ten comes from a long tail of partner sites. */
const SOURCES = `ARRAY['messenger','facebook.com','direct','google.com','instagram.com','tiktok.com','newsletter','shopee.ph']`;
const YEAR_SECONDS = 365 * 86_400;

/** A number in [0, 1) from a row number and a salt: the seed's only source of variety. */
const unit = (expr: string, salt: string) =>
  `((hashtext(${expr}::text || '${salt}') & 2147483647)::float8 / 2147483648)`;

export interface AnalyticsSeed {
  orders: number;
  events: number;
  products: number;
  customers: number;
  orderItems: number;
}

async function bulk(db: Db, table: string, insert: SQL, replica = false): Promise<void> {
  const indexes = rowsOf<{ indexname: string; indexdef: string }>(
    await db.execute(sql`select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = ${table}
      and indexname not in (select conname from pg_constraint where contype in ('p', 'u', 'x'))`),
  );
  for (const i of indexes) await db.execute(sql.raw(`drop index "${i.indexname}"`));
  await db.transaction(async (tx) => {
    if (replica) await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(insert);
  });
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const i of indexes) await tx.execute(sql.raw(i.indexdef));
  });
  await db.execute(sql.raw(`vacuum analyze ${table}`));
}

/** The uuid of the bench's product number `i` (1-based). */
export const productUuidSql = (i: string) => `md5('p' || ${i})::uuid`;

export async function seedAnalytics(
  db: Db,
  appUuid: string,
  size: { orders: number; events: number },
  log: (line: string) => void = () => {},
): Promise<AnalyticsSeed> {
  const app = sql`${appUuid}::uuid`;
  const products = size.orders >= 100_000 ? 500 : 100;
  const customers = Math.max(100, Math.round(size.orders / 5));
  const step = YEAR_SECONDS / size.orders;
  const eventStep = YEAR_SECONDS / size.events;
  const timed = async (label: string, run: () => Promise<void>) => {
    const t0 = performance.now();
    await run();
    log(`  ${label} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  // A product's popularity: product i is picked with the cube of a uniform number (a long tail).
  const pick = (expr: string, salt: string) => `1 + floor(${products} * power(${unit(expr, salt)}, 3))::int`;

  await timed(`${products} products`, () =>
    bulk(
      db,
      'products',
      sql`insert into products (uuid, app_uuid, name, price, published, stock_quantity, created_at, updated_at)
        select ${sql.raw(productUuidSql('g'))}, ${app}, (${sql.raw(PRODUCTS)})[1 + g % 8] || ' ' || g,
          10000 + (g * 37) % 5000, true, 100, now() - interval '400 days', now()
        from generate_series(1, ${sql.raw(String(products))}) g`,
    ),
  );
  await timed(`${customers.toLocaleString('en-PH')} customers`, () =>
    bulk(
      db,
      'customers',
      sql`insert into customers (uuid, app_uuid, name, mobile_number, created_at, last_active_at)
        select md5('c' || g)::uuid, ${app}, (${sql.raw(NAMES)})[1 + g % 8] || ' ' || g, '9' || lpad(g::text, 9, '0'),
          now() - interval '400 days', now()
        from generate_series(1, ${sql.raw(String(customers))}) g`,
    ),
  );
  // 60% completed, 15% pending, 10% for delivery, 10% cancelled, 5% refunded (refunded 1 to 72 hours
  // after the order, so some refunds fall on another Manila day); one order in ten is a guest's.
  await timed(`${size.orders.toLocaleString('en-PH')} orders`, () =>
    bulk(
      db,
      'orders',
      sql`insert into orders (uuid, app_uuid, transaction_number, status, payment_status, payment_method, customer_name,
          mobile_number, fulfillment, subtotal, delivery_fee, tax, total, customer_uuid, created_at, updated_at,
          cancelled_at, refunded_at)
        select md5('o' || g)::uuid, ${app}, 'A' || lpad(g::text, 9, '0'), s.status,
          case s.status when 'completed' then 'pay_success' when 'refunded' then 'refund_success' else 'pay_pending' end,
          'cod', (${sql.raw(NAMES)})[1 + g % 8] || ' ' || g, '9' || lpad(g::text, 9, '0'), 'pickup',
          t.total - 5000, 5000, 0, t.total,
          case when g % 10 = 0 then null else md5('c' || (1 + (g::bigint * 7919) % ${sql.raw(String(customers))}))::uuid end,
          t.at, t.at, case when s.status = 'cancelled' then t.at + interval '1 hour' end,
          case when s.status = 'refunded' then least(t.at + (1 + g % 72) * interval '1 hour', now()) end
        from generate_series(1, ${sql.raw(String(size.orders))}) g
        cross join lateral (select now() - (g * ${sql.raw(String(step))}) * interval '1 second' as at,
          15000 + floor(60000 * ${sql.raw(unit('g', 'total'))})::int as total) t
        cross join lateral (select case when g % 20 < 12 then 'completed' when g % 20 < 15 then 'pending'
          when g % 20 < 17 then 'for_delivery' when g % 20 < 19 then 'cancelled' else 'refunded' end as status) s`,
    ),
  );
  await timed('order items', () =>
    bulk(
      db,
      'order_items',
      sql`insert into order_items (uuid, order_uuid, product_uuid, product_name, variant_name, unit_price, quantity,
          line_total, position)
        select md5('i' || g || '-' || i)::uuid, md5('o' || g)::uuid, ${sql.raw(productUuidSql('p.n'))},
          (${sql.raw(PRODUCTS)})[1 + p.n % 8] || ' ' || p.n, '', 10000 + (p.n * 37) % 5000, q.qty,
          q.qty * (10000 + (p.n * 37) % 5000), i - 1
        from generate_series(1, ${sql.raw(String(size.orders))}) g
        cross join generate_series(1, 3) i
        cross join lateral (select ${sql.raw(pick("g || '-' || i", 'item'))} as n) p
        cross join lateral (select 1 + (g + i) % 3 as qty) q
        where i <= 1 + g % 3`,
      true,
    ),
  );
  // Of 20 events: 7 visits, 6 product views, 3 add-to-carts, 2 checkouts started, 2 orders placed.
  await timed(`${size.events.toLocaleString('en-PH')} events`, () =>
    bulk(
      db,
      'analytics_events',
      sql`insert into analytics_events (app_uuid, kind, product_uuid, source, occurred_at)
        select ${app}, k.kind,
          case when k.kind in ('product_view', 'add_to_cart') then ${sql.raw(productUuidSql(pick('g', 'product')))} end,
          case when k.kind in ('visit', 'order_placed') then
            case when g % 10 = 0 then 'partner-' || (1 + floor(200 * ${sql.raw(unit('g', 'tail'))})::int)
              else (${sql.raw(SOURCES)})[1 + floor(8 * power(${sql.raw(unit('g', 'source'))}, 2))::int] end end,
          now() - (g * ${sql.raw(String(eventStep))}) * interval '1 second'
        from generate_series(1, ${sql.raw(String(size.events))}) g
        cross join lateral (select case when g % 20 < 7 then 'visit' when g % 20 < 13 then 'product_view'
          when g % 20 < 16 then 'add_to_cart' when g % 20 < 18 then 'checkout_started' else 'order_placed' end as kind) k`,
      true,
    ),
  );
  const [items] = rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n from order_items`));
  return { ...size, products, customers, orderItems: Number(items?.n ?? 0) };
}
