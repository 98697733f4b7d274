/**
 * bench/analytics's baseline: the store overview computed straight from the raw rows (orders,
 * order_items, analytics_events, Manila day boundaries), as a direct SQL aggregation would, in the shape
 * the storeAnalytics query answers (so that the two compare figure by figure).
 */
import { sql } from 'drizzle-orm';
import { previousRange } from '../../server/src/modules/analytics/analytics.rules.ts';
import { addDays, manilaDayEnd, manilaDayStart } from '../../server/src/platform/manila.ts';
import type { startServer } from '../../server/src/server.ts';

export type Db = Awaited<ReturnType<typeof startServer>>['database']['db'];

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface Sales {
  netSales: number;
  grossSales: number;
  refunds: number;
  orders: number;
  cancelledOrders: number;
  returningOrders: number;
  averageOrderValue: number;
  repeatCustomerRate: number;
}
export interface Funnel {
  visits: number;
  productViews: number;
  addToCart: number;
  checkoutStarted: number;
  ordersPlaced: number;
}
export interface Product {
  productUuid: string;
  name: string;
  views: number;
  unitsSold: number;
  sales: number;
}
export interface Overview {
  range: { from: string; to: string };
  previousRange: { from: string; to: string };
  sales: Sales;
  previousSales: Sales;
  funnel: Funnel;
  previousFunnel: Funnel;
  days: Array<Funnel & { day: string; netSales: number; orders: number }>;
  topReferrals: Array<{ source: string; visits: number; ordersPlaced: number }>;
  mostViewedProducts: Product[];
  mostSoldProducts: Product[];
  latestSoldProducts: Array<{
    orderUuid: string;
    transactionNumber: string;
    productUuid: string | null;
    productName: string;
    variantName: string;
    quantity: number;
    lineTotal: number;
    soldAt: string;
  }>;
}

export interface Range {
  key: string;
  label: string;
  from: string;
  to: string;
}

const FUNNEL_KINDS: Record<string, keyof Funnel> = {
  visit: 'visits',
  product_view: 'productViews',
  add_to_cart: 'addToCart',
  checkout_started: 'checkoutStarted',
  order_placed: 'ordersPlaced',
};
const noFunnel = (): Funnel => ({
  visits: 0,
  productViews: 0,
  addToCart: 0,
  checkoutStarted: 0,
  ordersPlaced: 0,
});
export const ts = (d: Date) => d.toISOString();
/** A timestamp's Manila day (a date: grouping by it is cheaper than by its text). */
const MANILA_DAY = (column: string) => `(${column} at time zone 'Asia/Manila')::date`;
const uuids = (list: string[]) => `array[${list.map((u) => `'${u}'`).join(',') || "''"}]::uuid[]`;

/**
 * The baseline: the overview computed straight from the raw rows, as a direct SQL aggregation would
 * (no rollups): the orders and refunds per Manila day, the events per day and kind, over the range and
 * the period before it; the top lists from the range's events and order items.
 */
export async function rawOverview(db: Db, app: string, r: Range): Promise<Overview> {
  // JIT off for the baseline: PostgreSQL's default would compile the large aggregations on every run
  // (over a second of the 30-day orders query), a cost a direct aggregation would be tuned out of.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return rawOverviewIn(tx, app, r);
  });
}

async function rawOverviewIn(db: Pick<Db, 'execute'>, app: string, r: Range): Promise<Overview> {
  const q = async <T>(text: string) => rowsOf<T>(await db.execute(sql.raw(text)));
  const prev = previousRange(r);
  const start = ts(manilaDayStart(prev.from));
  const split = ts(manilaDayStart(r.from));
  const end = ts(manilaDayEnd(r.to));
  const orderDays = await q<{
    day: string;
    orders: string;
    gross: string;
    cancelled: string;
    returning: string;
  }>(
    `select ${MANILA_DAY('o.created_at')}::text as day,
       count(*) filter (where o.status <> 'cancelled') as orders,
       coalesce(sum(o.total) filter (where o.status <> 'cancelled'), 0) as gross,
       count(*) filter (where o.status = 'cancelled') as cancelled,
       count(*) filter (where o.status <> 'cancelled' and o.customer_uuid is not null and exists (
         select 1 from orders p where p.customer_uuid = o.customer_uuid and p.created_at < o.created_at
           and p.status <> 'cancelled')) as returning
     from orders o where o.app_uuid = '${app}' and o.created_at >= '${start}' and o.created_at < '${end}'
     group by ${MANILA_DAY('o.created_at')}`,
  );
  const refundDays = await q<{ day: string; refunds: string }>(
    `select ${MANILA_DAY('o.refunded_at')}::text as day, sum(coalesce((select sum(r.amount) from order_refunds r
       where r.order_uuid = o.uuid and r.status = 'succeeded'), o.total)) as refunds
     from orders o where o.app_uuid = '${app}' and o.refunded_at >= '${start}' and o.refunded_at < '${end}'
     group by ${MANILA_DAY('o.refunded_at')}`,
  );
  const eventDays = await q<{ day: string; kind: string; n: string }>(
    `select ${MANILA_DAY('occurred_at')}::text as day, kind, count(*) as n from analytics_events
     where app_uuid = '${app}' and occurred_at >= '${start}' and occurred_at < '${end}' group by ${MANILA_DAY('occurred_at')}, kind`,
  );
  const inRange = `app_uuid = '${app}' and occurred_at >= '${split}' and occurred_at < '${end}'`;
  const referrals = await q<{ source: string; visits: string; placed: string }>(
    `select source, count(*) filter (where kind = 'visit') as visits, count(*) filter (where kind = 'order_placed') as placed
     from analytics_events where ${inRange} and kind in ('visit', 'order_placed') and coalesce(source, '') <> ''
     group by source having count(*) filter (where kind = 'visit') > 0 order by 2 desc, 1 limit 5`,
  );
  const viewed = await q<{ product: string; views: string }>(
    `select product_uuid::text as product, count(*) as views from analytics_events
     where ${inRange} and kind = 'product_view' and product_uuid is not null group by 1 order by 2 desc, 1 limit 5`,
  );
  const soldItems = `from order_items i join orders o on o.uuid = i.order_uuid
     where o.app_uuid = '${app}' and o.created_at >= '${split}' and o.created_at < '${end}' and o.status <> 'cancelled'
       and i.product_uuid is not null`;
  const sold = await q<{ product: string; units: string; sales: string }>(
    `select i.product_uuid::text as product, sum(i.quantity) as units, sum(i.line_total) as sales ${soldItems}
     group by 1 order by 2 desc, 1 limit 5`,
  );
  const viewedSales = await q<{ product: string; units: string; sales: string }>(
    `select i.product_uuid::text as product, sum(i.quantity) as units, sum(i.line_total) as sales ${soldItems}
       and i.product_uuid = any(${uuids(viewed.map((v) => v.product))}) group by 1`,
  );
  const soldViews = await q<{ product: string; views: string }>(
    `select product_uuid::text as product, count(*) as views from analytics_events
     where ${inRange} and kind = 'product_view' and product_uuid = any(${uuids(sold.map((s) => s.product))}) group by 1`,
  );
  const names = await q<{ uuid: string; name: string }>(
    `select uuid::text, name from products where app_uuid = '${app}'
       and uuid = any(${uuids([...viewed, ...sold].map((p) => p.product))})`,
  );
  const latest = await q<{
    order_uuid: string;
    transaction_number: string;
    created_at: string | Date;
    product_uuid: string | null;
    product_name: string;
    variant_name: string;
    quantity: number;
    line_total: number;
    position: number;
  }>(
    `select o.uuid as order_uuid, o.transaction_number, o.created_at, i.product_uuid, i.product_name, i.variant_name,
       i.quantity, i.line_total, i.position
     from (select uuid, transaction_number, created_at from orders where app_uuid = '${app}' and status <> 'cancelled'
       order by created_at desc, uuid desc limit 5) o
     join order_items i on i.order_uuid = o.uuid order by o.created_at desc, o.uuid desc, i.position limit 5`,
  );

  const zeroSales = () => ({ orders: 0, gross: 0, cancelled: 0, returning: 0, refunds: 0 });
  const current = zeroSales();
  const before = zeroSales();
  const currentFunnel = noFunnel();
  const beforeFunnel = noFunnel();
  const days = new Map<string, Overview['days'][number]>();
  for (let d = r.from; d <= r.to; d = addDays(d, 1))
    days.set(d, { day: d, netSales: 0, orders: 0, ...noFunnel() });
  for (const o of orderDays) {
    const t = o.day < r.from ? before : current;
    t.orders += Number(o.orders);
    t.gross += Number(o.gross);
    t.cancelled += Number(o.cancelled);
    t.returning += Number(o.returning);
    const day = days.get(o.day);
    if (day) {
      day.netSales += Number(o.gross);
      day.orders += Number(o.orders);
    }
  }
  for (const o of refundDays) {
    (o.day < r.from ? before : current).refunds += Number(o.refunds);
    const day = days.get(o.day);
    if (day) day.netSales -= Number(o.refunds);
  }
  for (const e of eventDays) {
    const field = FUNNEL_KINDS[e.kind];
    if (!field) continue;
    (e.day < r.from ? beforeFunnel : currentFunnel)[field] += Number(e.n);
    const day = days.get(e.day);
    if (day) day[field] += Number(e.n);
  }
  const salesOf = (t: ReturnType<typeof zeroSales>): Sales => ({
    netSales: t.gross - t.refunds,
    grossSales: t.gross,
    refunds: t.refunds,
    orders: t.orders,
    cancelledOrders: t.cancelled,
    returningOrders: t.returning,
    averageOrderValue: t.orders > 0 ? Math.round(t.gross / t.orders) : 0,
    repeatCustomerRate: t.orders > 0 ? t.returning / t.orders : 0,
  });
  const name = new Map(names.map((n) => [n.uuid, n.name]));
  const views = new Map([...viewed, ...soldViews].map((v) => [v.product, Number(v.views)]));
  const salesBy = new Map([...sold, ...viewedSales].map((s) => [s.product, s]));
  const product = (uuid: string): Product => ({
    productUuid: uuid,
    name: name.get(uuid) ?? 'A deleted product',
    views: views.get(uuid) ?? 0,
    unitsSold: Number(salesBy.get(uuid)?.units ?? 0),
    sales: Number(salesBy.get(uuid)?.sales ?? 0),
  });
  return {
    range: { from: r.from, to: r.to },
    previousRange: prev,
    sales: salesOf(current),
    previousSales: salesOf(before),
    funnel: currentFunnel,
    previousFunnel: beforeFunnel,
    days: [...days.values()],
    topReferrals: referrals.map((x) => ({
      source: x.source,
      visits: Number(x.visits),
      ordersPlaced: Number(x.placed),
    })),
    mostViewedProducts: viewed.map((v) => product(v.product)),
    mostSoldProducts: sold.map((s) => product(s.product)),
    latestSoldProducts: latest.map((i) => ({
      orderUuid: i.order_uuid,
      transactionNumber: i.transaction_number,
      productUuid: i.product_uuid,
      productName: i.product_name,
      variantName: i.variant_name,
      quantity: i.quantity,
      lineTotal: i.line_total,
      soldAt: new Date(i.created_at).toISOString(),
    })),
  };
}
