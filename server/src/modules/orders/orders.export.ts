/** The order list as CSV: the same filters and order as `orders`, one row per order. */
import { and, asc, count, inArray } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { toCsv } from '../../platform/csv.ts';
import { type Keyset, olderThan } from '../../platform/cursor.ts';
import { forbidden } from '../../platform/errors.ts';
import { assertWithinLimit } from '../../platform/limits.ts';
import { manilaDateTime } from '../../platform/manila.ts';
import { centavosToPeso } from '../../platform/money.ts';
import { appOrThrow } from '../apps/index.ts';
import { psgcPlace } from '../delivery-areas/index.ts';
import { featureFlagsOf } from '../flags/index.ts';
import { PAYMENT_STATUS_LABELS, STATUS_LABELS } from './orders.rules.ts';
import { NEWEST_FIRST, type OrderListArgs, orderListWhere } from './orders.service.ts';
import { type OrderItemRow, type OrderRow, orderItems, orders } from './orders.tables.ts';

export const ORDERS_EXPORT_REFUSED = 'Orders export is not available for this store';

export const ORDER_CSV_COLUMNS = [
  'Transaction Number',
  'Date',
  'Customer',
  'Mobile Number',
  'Status',
  'Payment Status',
  'Items',
  'Subtotal',
  'Delivery Fee',
  'Tax',
  'Total',
] as const;

/** '9171234567' → '0917 123 4567': reads as a PH number and stays text in a spreadsheet. */
export const localMobile = (mobile: string): string =>
  /^\d{10}$/.test(mobile) ? `0${mobile.slice(0, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}` : mobile;

/** 'Street, City, Province, Region' with the PSGC codes named; '' for a pickup order without an address. */
export function deliveryAddressOf(
  order: Pick<OrderRow, 'streetAddress' | 'cityCode' | 'provinceCode' | 'regionCode'>,
): string {
  const places = [order.cityCode, order.provinceCode, order.regionCode].map((code) =>
    code ? (psgcPlace(code)?.name ?? '') : '',
  );
  return [order.streetAddress.trim(), ...places].filter((part) => part !== '').join(', ');
}

type SoldLine = Pick<OrderItemRow, 'productName' | 'variantName' | 'quantity' | 'addOns'>;

/** 'Halo-halo (Large) x2 + Extra Leche x1; Pandesal x3': what was sold, in one cell. */
export function itemsSummary(items: readonly SoldLine[]): string {
  return items
    .map((i) => {
      const name =
        i.variantName && i.variantName !== 'Default' ? `${i.productName} (${i.variantName})` : i.productName;
      const addOns = i.addOns.map((a) => ` + ${a.name} x${a.quantity}`).join('');
      return `${name} x${i.quantity}${addOns}`;
    })
    .join('; ');
}

export function orderCsvRow(order: OrderRow, items: readonly SoldLine[]): string[] {
  return [
    order.transactionNumber,
    manilaDateTime(order.createdAt),
    order.customerName,
    localMobile(order.mobileNumber),
    STATUS_LABELS[order.status],
    PAYMENT_STATUS_LABELS[order.paymentStatus],
    itemsSummary(items),
    centavosToPeso(order.subtotal),
    centavosToPeso(order.deliveryFee),
    centavosToPeso(order.tax),
    centavosToPeso(order.total),
  ];
}

const BATCH = 500;

export type OrderExportArgs = Omit<OrderListArgs, 'first' | 'after'>;

/** Every order the list shows for these filters, newest first, as CSV; only where the app is ordersExportable. */
export async function exportOrdersCsv(ctx: Context, args: OrderExportArgs): Promise<string> {
  const app = await appOrThrow(ctx, args.appUuid);
  if (!(await featureFlagsOf(ctx.db, app.uuid)).ordersExportable) throw forbidden(ORDERS_EXPORT_REFUSED);
  const where = orderListWhere(app.uuid, args);
  // Every row the filters match, or none: past the plan's exportLimit the merchant is told to narrow
  // the filters or upgrade, never handed a file cut short without saying so.
  const plan = await ctx.limits.planOf(ctx.db, app.uuid);
  if (plan.exportLimit !== null) {
    const [matched] = await ctx.db.select({ n: count() }).from(orders).where(where);
    assertWithinLimit(plan, 'exportLimit', 0, matched?.n ?? 0);
  }
  const rows: string[][] = [[...ORDER_CSV_COLUMNS]];
  let after: Keyset | null = null;
  for (;;) {
    const page: OrderRow[] = await ctx.db
      .select()
      .from(orders)
      .where(and(where, olderThan(orders.createdAt, orders.uuid, after)))
      .orderBy(...NEWEST_FIRST)
      .limit(BATCH);
    if (page.length === 0) break;
    const lines = await ctx.db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderUuid,
          page.map((o) => o.uuid),
        ),
      )
      .orderBy(asc(orderItems.position));
    const byOrder = new Map<string, OrderItemRow[]>();
    for (const line of lines) {
      const sold = byOrder.get(line.orderUuid);
      if (sold) sold.push(line);
      else byOrder.set(line.orderUuid, [line]);
    }
    for (const order of page) rows.push(orderCsvRow(order, byOrder.get(order.uuid) ?? []));
    if (page.length < BATCH) break;
    after = page[page.length - 1] ?? null;
  }
  return toCsv(rows);
}
