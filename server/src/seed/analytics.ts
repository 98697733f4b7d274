/**
 * The demo store's storefront traffic over the last 30 days (issue 19): visits from a handful of
 * sources, product views, carts and checkouts, and one order_placed event per demo order, so that its
 * dashboard is lively out of the box. Deterministic (no Math.random), and written as raw events whose
 * daily figures are then built the way a repair would (rebuildEventFigures), with the order figures
 * computed from the demo's orders.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../graphql/context.ts';
import { analyticsEvents } from '../modules/analytics/analytics.tables.ts';
import { rebuildEventFigures, rebuildOrderFigures } from '../modules/analytics/index.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { orders } from '../modules/orders/orders.tables.ts';

const DAY = 86_400_000;
const DAYS = 30;
/** Where visits come from, weighted by repetition: mostly Messenger and the page. */
const SOURCES = [
  'messenger',
  'messenger',
  'messenger',
  'facebook',
  'facebook',
  'direct',
  'instagram',
  'tiktok',
  'google',
];

export async function seedDemoAnalytics(ctx: ServiceContext, appUuid: string): Promise<void> {
  const now = ctx.clock.now().getTime();
  const catalog = await ctx.db
    .select({ uuid: products.uuid })
    .from(products)
    .where(and(eq(products.appUuid, appUuid), eq(products.published, true)))
    .orderBy(asc(products.name));
  const placed = await ctx.db
    .select({ createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.appUuid, appUuid));
  const rows: (typeof analyticsEvents.$inferInsert)[] = [];
  const at = (daysAgo: number, i: number, n: number) =>
    new Date(now - daysAgo * DAY + Math.floor(((i + 0.5) / n) * DAY) - DAY);
  for (let d = 0; d < DAYS; d++) {
    // Busier on weekends and growing over the month.
    const weekend = new Date(now - d * DAY).getUTCDay() % 6 === 0 ? 18 : 0;
    const visits = 34 + ((d * 37) % 23) + weekend - Math.floor(d / 3);
    for (let i = 0; i < visits; i++) {
      rows.push({
        appUuid,
        kind: 'visit',
        source: SOURCES[(i * 7 + d) % SOURCES.length],
        occurredAt: at(d, i, visits),
      });
    }
    const views = Math.round(visits * 2.2);
    for (let i = 0; i < views && catalog.length; i++) {
      // A few products draw most of the views.
      const product = catalog[((i * i + d) % 11) % catalog.length];
      rows.push({ appUuid, kind: 'product_view', productUuid: product?.uuid, occurredAt: at(d, i, views) });
      if (i % 4 === 0)
        rows.push({ appUuid, kind: 'add_to_cart', productUuid: product?.uuid, occurredAt: at(d, i, views) });
    }
    const checkouts = Math.round(visits / 6);
    for (let i = 0; i < checkouts; i++)
      rows.push({ appUuid, kind: 'checkout_started', occurredAt: at(d, i, checkouts) });
  }
  for (const [i, o] of placed.entries()) {
    rows.push({
      appUuid,
      kind: 'order_placed',
      source: SOURCES[(i * 5) % SOURCES.length],
      occurredAt: o.createdAt,
    });
  }
  const past = rows.filter((r) => r.occurredAt.getTime() <= now);
  // One statement with one parameter for the month's ~5,000 events: a VALUES list binds five
  // parameters a row, which PostgreSQL (and PGlite's, in WebAssembly) parses and plans at length.
  const events = JSON.stringify(
    past.map((r) => ({ k: r.kind, p: r.productUuid ?? null, s: r.source ?? null, t: r.occurredAt })),
  );
  await ctx.db.execute(sql`
    insert into ${analyticsEvents} (app_uuid, kind, product_uuid, source, occurred_at)
    select ${appUuid}::uuid, e.k, e.p, e.s, e.t
    from jsonb_to_recordset(${events}::jsonb) as e(k text, p uuid, s text, t timestamptz)`);
  await rebuildEventFigures(ctx, appUuid);
  await rebuildOrderFigures(ctx, appUuid, new Date(now - 90 * DAY));
}
