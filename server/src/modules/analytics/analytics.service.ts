/**
 * The store's figures over a range of Manila days (issue 19), read from the rollups only: one query
 * for every total of the range and of the period before it (day rows), one per top list asked for
 * (the range's whole months, weeks and days).
 */
import { and, between, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { badInput } from '../../platform/errors.ts';
import { appOrThrow } from '../apps/index.ts';
import { productsOfApp } from '../catalog/index.ts';
import {
  cover,
  type DayRange,
  eachDay,
  type Grain,
  normalSource,
  previousRange,
  rangeRefusal,
  rate,
} from './analytics.rules.ts';
import { analyticsRollups as rollups } from './analytics.tables.ts';

const TOTALS = [
  'visits',
  'product_views',
  'carts',
  'checkouts',
  'placed',
  'orders',
  'gross_sales',
  'cancelled_orders',
  'returning_orders',
  'refunds',
] as const;
type Total = (typeof TOTALS)[number];
type Totals = Record<Total, number>;

export interface SalesFigures {
  netSales: number;
  grossSales: number;
  refunds: number;
  orders: number;
  cancelledOrders: number;
  returningOrders: number;
  averageOrderValue: number;
  repeatCustomerRate: number;
}

export interface SalesFunnel {
  visits: number;
  productViews: number;
  addToCart: number;
  checkoutStarted: number;
  ordersPlaced: number;
}

export interface AnalyticsDay extends SalesFunnel {
  day: string;
  netSales: number;
  orders: number;
}

export interface StoreAnalytics {
  appUuid: string;
  range: DayRange;
  previousRange: DayRange;
  sales: SalesFigures;
  previousSales: SalesFigures;
  funnel: SalesFunnel;
  previousFunnel: SalesFunnel;
  days: AnalyticsDay[];
}

const zero = (): Totals => Object.fromEntries(TOTALS.map((m) => [m, 0])) as Totals;

function sales(t: Totals): SalesFigures {
  return {
    netSales: t.gross_sales - t.refunds,
    grossSales: t.gross_sales,
    refunds: t.refunds,
    orders: t.orders,
    cancelledOrders: t.cancelled_orders,
    returningOrders: t.returning_orders,
    averageOrderValue: t.orders > 0 ? Math.round(t.gross_sales / t.orders) : 0,
    repeatCustomerRate: rate(t.returning_orders, t.orders),
  };
}

const funnel = (t: Totals): SalesFunnel => ({
  visits: t.visits,
  productViews: t.product_views,
  addToCart: t.carts,
  checkoutStarted: t.checkouts,
  ordersPlaced: t.placed,
});

/** The figures of a store over `range` and the period just before it. */
export async function storeAnalytics(
  ctx: Context,
  appUuid: string,
  range: DayRange,
): Promise<StoreAnalytics> {
  const refusal = rangeRefusal(range);
  if (refusal) throw badInput({ range: refusal }, refusal);
  const app = await appOrThrow(ctx, appUuid);
  const previous = previousRange(range);
  // The range by day (its series needs them), the period before as its whole months, weeks and days.
  const rows = await ctx.db
    .select({ metric: rollups.metric, grain: rollups.grain, day: rollups.day, value: rollups.value })
    .from(rollups)
    .where(
      and(
        eq(rollups.appUuid, app.uuid),
        inArray(rollups.metric, [...TOTALS]),
        eq(rollups.dim, ''),
        or(and(eq(rollups.grain, 'day'), between(rollups.day, range.from, range.to)), inRange(previous)),
      ),
    );
  const byDay = new Map(eachDay(range).map((day) => [day, zero()]));
  const current = zero();
  const before = zero();
  for (const row of rows) {
    const metric = row.metric as Total;
    const value = Number(row.value);
    if (row.grain !== 'day' || row.day < range.from) before[metric] += value;
    else {
      current[metric] += value;
      const day = byDay.get(row.day);
      if (day) day[metric] += value;
    }
  }
  return {
    appUuid: app.uuid,
    range,
    previousRange: previous,
    sales: sales(current),
    previousSales: sales(before),
    funnel: funnel(current),
    previousFunnel: funnel(before),
    days: [...byDay].map(([day, t]) => ({
      day,
      ...funnel(t),
      netSales: t.gross_sales - t.refunds,
      orders: t.orders,
    })),
  };
}

/** The rows that make up a range: its whole months, then whole weeks, then days. */
function inRange(range: DayRange): SQL {
  const parts = (Object.entries(cover(range)) as [Grain, string[]][])
    .filter(([, starts]) => starts.length > 0)
    .map(([grain, starts]) => and(eq(rollups.grain, grain), inArray(rollups.day, starts)));
  return or(...parts) ?? sql`false`;
}

/**
 * Each dim's value of every metric in `metrics` over the range (one grouped scan of the range's
 * breakdown rows); with `order`, only the `limit` largest by one of them, largest first.
 */
async function top<M extends string>(
  ctx: Context,
  a: StoreAnalytics,
  metrics: readonly M[],
  order: { by: M; limit: number } | null,
): Promise<({ dim: string } & Record<M, number>)[]> {
  const sumOf = (m: string) =>
    sql<number>`coalesce(sum(${rollups.value}) filter (where ${rollups.metric} = ${m}), 0)`.mapWith(Number);
  const grouped = ctx.db
    .select({ dim: rollups.dim, ...Object.fromEntries(metrics.map((m) => [m, sumOf(m)])) })
    .from(rollups)
    .where(
      and(
        eq(rollups.appUuid, a.appUuid),
        inArray(rollups.metric, [...metrics]),
        inRange(a.range),
        ne(rollups.dim, ''),
      ),
    )
    .groupBy(rollups.dim);
  const rows = order
    ? await grouped
        .having(sql`${sumOf(order.by)} > 0`)
        .orderBy(desc(sumOf(order.by)), rollups.dim)
        .limit(order.limit)
    : await grouped;
  return rows as unknown as ({ dim: string } & Record<M, number>)[];
}

export interface ReferralFigure {
  source: string;
  visits: number;
  ordersPlaced: number;
}

/** The sources that brought the most visits, with the orders placed from them. */
export async function topReferrals(
  ctx: Context,
  a: StoreAnalytics,
  limit: number,
): Promise<ReferralFigure[]> {
  const rows = await top(ctx, a, ['visits_by_source', 'placed_by_source'], { by: 'visits_by_source', limit });
  return rows.map((r) => ({ source: r.dim, visits: r.visits_by_source, ordersPlaced: r.placed_by_source }));
}

export interface ProductFigure {
  productUuid: string;
  name: string;
  views: number;
  unitsSold: number;
  sales: number;
}

const DELETED = 'A deleted product';

const PRODUCT_METRICS = ['views_by_product', 'units_by_product', 'sales_by_product'] as const;

type ProductTotals = Omit<ProductFigure, 'name'>;

/**
 * Every product's views, units and sales over the range: one grouped scan shared by Most Viewed and
 * Most Sold when a page asks for both (kept on the request's StoreAnalytics).
 */
const productTotals = new WeakMap<StoreAnalytics, Promise<ProductTotals[]>>();
function productsOver(ctx: Context, a: StoreAnalytics): Promise<ProductTotals[]> {
  let totals = productTotals.get(a);
  if (!totals) {
    totals = top(ctx, a, PRODUCT_METRICS, null).then((rows) =>
      rows.map((r) => ({
        productUuid: r.dim,
        views: r.views_by_product,
        unitsSold: r.units_by_product,
        sales: r.sales_by_product,
      })),
    );
    productTotals.set(a, totals);
  }
  return totals;
}

/**
 * The names of the products a page shows (a few of the store's hundreds), Most Viewed's and Most
 * Sold's in one batched query per request; a product deleted since is named as such.
 */
const productNames = (ctx: Context, appUuid: string) =>
  ctx.loader<string, string>(`analytics.productNames:${appUuid}`, async (uuids) => {
    const rows = await productsOfApp(ctx, appUuid, uuids);
    const name = new Map(rows.map((p) => [p.uuid, p.name]));
    return uuids.map((u) => name.get(u) ?? DELETED);
  });

/** The top products by one figure, largest first (ties by uuid), none of them at 0. */
async function topProducts(
  ctx: Context,
  a: StoreAnalytics,
  by: 'views' | 'unitsSold',
  limit: number,
): Promise<ProductFigure[]> {
  const shown = (await productsOver(ctx, a))
    .filter((p) => p[by] > 0)
    .sort((x, y) => y[by] - x[by] || x.productUuid.localeCompare(y.productUuid))
    .slice(0, limit);
  const names = await productNames(ctx, a.appUuid).loadMany(shown.map((p) => p.productUuid));
  return shown.map((p, i) => {
    const name = names[i];
    return { ...p, name: typeof name === 'string' ? name : DELETED };
  });
}

/** The products shoppers opened most (Most Viewed Products). */
export const mostViewed = (ctx: Context, a: StoreAnalytics, limit: number): Promise<ProductFigure[]> =>
  topProducts(ctx, a, 'views', limit);

/** The products sold most, by units (Most Sold Products). */
export const mostSold = (ctx: Context, a: StoreAnalytics, limit: number): Promise<ProductFigure[]> =>
  topProducts(ctx, a, 'unitsSold', limit);

export interface SourceFigures {
  source: string;
  visits: number;
  ordersPlaced: number;
}

/**
 * Visits and orders placed from each of `sources` (a link's ref, normalised as the storefront records
 * it) over the range: the store's referral links' figures.
 */
export async function sourceFigures(
  ctx: Context,
  appUuid: string,
  sources: readonly string[],
  range: DayRange,
): Promise<SourceFigures[]> {
  const refusal = rangeRefusal(range);
  if (refusal) throw badInput({ range: refusal }, refusal);
  const keys = [...new Set(sources.map(normalSource))];
  const rows = keys.length
    ? await ctx.db
        .select({ metric: rollups.metric, dim: rollups.dim, value: rollups.value })
        .from(rollups)
        .where(
          and(
            eq(rollups.appUuid, appUuid),
            inArray(rollups.metric, ['visits_by_source', 'placed_by_source']),
            inArray(rollups.dim, keys),
            inRange(range),
          ),
        )
    : [];
  return sources.map((source) => {
    const key = normalSource(source);
    const sum = (metric: string) =>
      rows.filter((r) => r.dim === key && r.metric === metric).reduce((n, r) => n + Number(r.value), 0);
    return { source, visits: sum('visits_by_source'), ordersPlaced: sum('placed_by_source') };
  });
}
