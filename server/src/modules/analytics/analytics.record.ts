/**
 * Recording what shoppers do in a storefront, and keeping the order figures current. A storefront
 * event and its counters (day, week and month) are written in one transaction; a day's order figures
 * are recomputed from the orders under a lock on the store, and the day's change carried to its week
 * and month, so a redelivered event, two processes or a rebuild all leave the same numbers.
 */
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Context, ServiceContext } from '../../graphql/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { badInput, notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { manilaDate, manilaDaySql, manilaDayStart } from '../../platform/manila.ts';
import { appByUuid } from '../apps/index.ts';
import { productsOfApp } from '../catalog/index.ts';
import { type OrderDayFigures, orderDayFigures, orderFiguresBetween } from '../orders/index.ts';
import {
  EVENT_METRICS,
  GRAINS,
  type Grain,
  isBot,
  normalSource,
  ORDER_METRICS,
  STOREFRONT_EVENT_KINDS,
  type StorefrontEventKind,
  startsOf,
} from './analytics.rules.ts';
import { analyticsEvents, analyticsRollups as rollups } from './analytics.tables.ts';

type Row = { metric: string; dim: string; value: number };

type RollupRow = typeof rollups.$inferInsert;

/** Adds each row's value to the figure it names (a new figure starts at it). */
async function addToRollups(tx: Tx, values: RollupRow[]) {
  if (values.length === 0) return;
  await tx
    .insert(rollups)
    .values(values)
    .onConflictDoUpdate({
      target: [rollups.appUuid, rollups.metric, rollups.grain, rollups.day, rollups.dim],
      set: { value: sql`${rollups.value} + excluded.value` },
    });
}

/** Adds each row's value to its day's, week's and month's figure. */
function addTo(tx: Tx, appUuid: string, day: string, rows: Row[]) {
  const starts = startsOf(day);
  return addToRollups(
    tx,
    rows
      .filter((r) => r.value !== 0)
      .flatMap((r) => GRAINS.map((grain) => ({ appUuid, grain, day: starts[grain], ...r }))),
  );
}

export interface TrackInput {
  appUuid: string;
  kind: StorefrontEventKind;
  productUuid?: string | null;
  source?: string | null;
}

/**
 * Records one storefront event: true when it counted, false for a crawler's or a signed-in console
 * user's (a merchant previewing the store). Refuses an unknown store or a product of another store, and changes nothing then.
 */
export async function trackStorefrontEvent(ctx: Context, input: TrackInput): Promise<boolean> {
  if (!STOREFRONT_EVENT_KINDS.includes(input.kind)) throw badInput({ kind: 'Unknown event' });
  const app = await appByUuid(ctx.db, input.appUuid);
  if (!app) throw notFound('Store');
  const needsProduct = input.kind === 'product_view' || input.kind === 'add_to_cart';
  const productUuid = needsProduct ? (input.productUuid ?? null) : null;
  if (needsProduct) {
    if (!productUuid || !isUuid(productUuid)) throw badInput({ productUuid: 'Choose a product' });
    const [product] = await productsOfApp(ctx, app.uuid, [productUuid]);
    if (!product) throw notFound('Product');
  }
  // A crawler, or the store's own team previewing it from a console session, is not a shopper.
  if (isBot(ctx.userAgent) || ctx.session) return false;
  const spec = EVENT_METRICS[input.kind];
  const source = spec.by?.of === 'source' ? normalSource(input.source) : null;
  const now = ctx.clock.now();
  const day = manilaDate(now);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(analyticsEvents)
      .values({ appUuid: app.uuid, kind: input.kind, productUuid, source, occurredAt: now });
    const rows = [{ metric: spec.total, dim: '', value: 1 }];
    if (spec.by)
      rows.push({
        metric: spec.by.metric,
        dim: (spec.by.of === 'source' ? source : productUuid) ?? '',
        value: 1,
      });
    await addTo(tx, app.uuid, day, rows);
  });
  return true;
}

/** A day's order figures as rollup rows (zeros left out: a missing row reads as 0). */
function figureRows(f: OrderDayFigures): Row[] {
  const totals = [
    { metric: 'orders', value: f.orders },
    { metric: 'gross_sales', value: f.grossSales },
    { metric: 'cancelled_orders', value: f.cancelledOrders },
    { metric: 'returning_orders', value: f.returningOrders },
    { metric: 'refunds', value: f.refunds },
  ].filter((r) => r.value !== 0);
  return [
    ...totals.map((r) => ({ ...r, dim: '' })),
    ...f.products.flatMap((p) => [
      { metric: 'units_by_product', dim: p.productUuid, value: p.units },
      { metric: 'sales_by_product', dim: p.productUuid, value: p.sales },
    ]),
  ];
}

/**
 * Replaces a store-day's order figures with the ones computed from its orders now, and carries the
 * difference to its week and month. One store's recomputations run one at a time (a lock on the
 * store), so the last to commit read every order before it and no week or month misses a change.
 */
export async function refreshOrderDay(db: Db, appUuid: string, day: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`analytics:${appUuid}`}))`);
    const f = await orderDayFigures(tx, appUuid, day);
    const dayRows = and(
      eq(rollups.appUuid, appUuid),
      eq(rollups.grain, 'day'),
      eq(rollups.day, day),
      inArray(rollups.metric, [...ORDER_METRICS]),
    );
    const old = await tx.delete(rollups).where(dayRows).returning();
    const fresh = figureRows(f);
    const change = new Map(fresh.map((r) => [`${r.metric}\u0000${r.dim}`, { ...r }]));
    for (const o of old) {
      const key = `${o.metric}\u0000${o.dim}`;
      const row = change.get(key) ?? { metric: o.metric, dim: o.dim, value: 0 };
      change.set(key, { ...row, value: row.value - o.value });
    }
    if (fresh.length)
      await tx.insert(rollups).values(fresh.map((r) => ({ ...r, appUuid, grain: 'day' as const, day })));
    const starts = startsOf(day);
    const carried = [...change.values()].filter((r) => r.value !== 0);
    await addToRollups(
      tx,
      (['week', 'month'] as const).flatMap((grain) =>
        carried.map((r) => ({ ...r, appUuid, grain, day: starts[grain] })),
      ),
    );
  });
}

/** A store's week and month rows of `metrics` rebuilt from its day rows (from the week of `from` on). */
async function rollUp(tx: Tx, appUuid: string, metrics: readonly string[], from: string) {
  const later = (grain: Grain) =>
    and(eq(rollups.appUuid, appUuid), eq(rollups.grain, grain), inArray(rollups.metric, [...metrics]));
  for (const [grain, unit] of [
    ['week', 'week'],
    ['month', 'month'],
  ] as const) {
    const start = startsOf(from)[grain];
    await tx.delete(rollups).where(and(later(grain), gte(rollups.day, start)));
    await tx.execute(sql`insert into ${rollups} (app_uuid, metric, grain, day, dim, value)
      select app_uuid, metric, ${grain}, date_trunc(${unit}, day)::date, dim, sum(value) from ${rollups}
      where ${and(later('day'), gte(rollups.day, start), ne(rollups.value, 0))}
      group by app_uuid, metric, 4, dim`);
  }
}

/** Beyond any order: a rebuild's window has no end. */
const LAST_INSTANT = new Date('9999-12-31T00:00:00Z');

/**
 * Recomputes every order figure of a store from the Manila day of `since` on (the demo's seed, a
 * bench's data, a repair), in a few grouped queries rather than one pass per day.
 */
export async function rebuildOrderFigures(ctx: Pick<ServiceContext, 'db'>, appUuid: string, since: Date) {
  const from = manilaDate(since);
  const byDay = await orderFiguresBetween(ctx.db, appUuid, manilaDayStart(from), LAST_INSTANT);
  const rows = [...byDay].flatMap(([day, f]) =>
    figureRows(f).map((r) => ({ ...r, appUuid, grain: 'day' as const, day })),
  );
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(rollups)
      .where(
        and(
          eq(rollups.appUuid, appUuid),
          eq(rollups.grain, 'day'),
          gte(rollups.day, from),
          inArray(rollups.metric, [...ORDER_METRICS]),
        ),
      );
    for (let i = 0; i < rows.length; i += 5000) await tx.insert(rollups).values(rows.slice(i, i + 5000));
    await rollUp(tx, appUuid, ORDER_METRICS, from);
  });
}

/**
 * Rebuilds a store's storefront figures from its raw events (the demo's seed, a bench's data, a
 * repair): every day's counters replaced by the events' counts, in one statement per figure, and
 * their weeks and months summed from the days.
 */
export async function rebuildEventFigures(ctx: Pick<ServiceContext, 'db'>, appUuid: string): Promise<void> {
  const day = sql`${manilaDaySql(analyticsEvents.occurredAt)}::date`;
  await ctx.db.transaction(async (tx) => {
    const metrics = Object.values(EVENT_METRICS).flatMap((m) => [m.total, ...(m.by ? [m.by.metric] : [])]);
    await tx.delete(rollups).where(and(eq(rollups.appUuid, appUuid), inArray(rollups.metric, metrics)));
    for (const [kind, spec] of Object.entries(EVENT_METRICS)) {
      const of = eq(analyticsEvents.kind, kind as StorefrontEventKind);
      const dims = [
        { metric: spec.total, dim: sql`''` },
        ...(spec.by
          ? [
              {
                metric: spec.by.metric,
                dim:
                  spec.by.of === 'source'
                    ? sql`${analyticsEvents.source}`
                    : sql`${analyticsEvents.productUuid}::text`,
              },
            ]
          : []),
      ];
      for (const { metric, dim } of dims) {
        await tx.execute(sql`insert into ${rollups} (app_uuid, metric, grain, day, dim, value)
          select ${appUuid}::uuid, ${metric}, 'day', ${day}, coalesce(${dim}, ''), count(*) from ${analyticsEvents}
          where ${and(eq(analyticsEvents.appUuid, appUuid), of)} group by 4, 5`);
      }
    }
    await rollUp(tx, appUuid, metrics, '1970-01-01');
  });
}
