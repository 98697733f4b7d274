/** Bills as the console reads them: the Billing Manager list, one bill, the app's latest and its status. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { connectionFrom, decodeCursor, olderThan, pageSize } from '../../platform/cursor.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { manilaDayStart } from '../../platform/manila.ts';
import { appOrThrow } from '../apps/index.ts';
import { completedOrdersBetween } from '../orders/index.ts';
import { type BillingDetailRow, type BillingRecordRow, billingDetails, billings } from './billing.tables.ts';
import { paymentStatusLabel } from './invoice.rules.ts';

export const BILLINGS_PAGE_SIZE = 20;

/** An app's bills, newest first (keyset pages). */
export async function listBillings(
  ctx: Context,
  args: { appUuid: string; first?: number | null; after?: string | null },
) {
  const app = await appOrThrow(ctx, args.appUuid);
  const size = pageSize(args.first, BILLINGS_PAGE_SIZE);
  const rows = await ctx.db
    .select()
    .from(billings)
    .where(
      and(
        eq(billings.appUuid, app.uuid),
        olderThan(billings.createdAt, billings.uuid, decodeCursor(args.after)),
      ),
    )
    .orderBy(desc(billings.createdAt), desc(billings.uuid))
    .limit(size + 1);
  return connectionFrom(rows, size);
}

/** One bill, for a member of its store. */
export async function billingOrThrow(ctx: Context, uuid: string): Promise<BillingRecordRow> {
  const [row] = isUuid(uuid) ? await ctx.db.select().from(billings).where(eq(billings.uuid, uuid)) : [];
  if (!row) throw notFound('Billing');
  await appOrThrow(ctx, row.appUuid);
  return row;
}

/** The app's newest bill, or null before its first. */
export async function latestBilling(ctx: Context, appUuid: string): Promise<BillingRecordRow | null> {
  const app = await appOrThrow(ctx, appUuid);
  const all = await billsOfApp(ctx, app.uuid);
  return all.reduce<BillingRecordRow | null>(
    (newest, b) => (!newest || b.periodStart > newest.periodStart ? b : newest),
    null,
  );
}

/**
 * Every bill of the apps a request asks about, in one query per request: the widget, the billing
 * notice, the grace period and the latest bill all read them (a store has one bill a month).
 */
export const billsOfApp = (ctx: Context, appUuid: string): Promise<BillingRecordRow[]> =>
  ctx
    .loader<string, BillingRecordRow[]>('billing.bills', async (appUuids) => {
      const rows = await ctx.db
        .select()
        .from(billings)
        .where(inArray(billings.appUuid, [...appUuids]));
      return appUuids.map((uuid) => rows.filter((b) => b.appUuid === uuid));
    })
    .load(appUuid);

export const billingLines = (db: Db | Tx, billingUuid: string): Promise<BillingDetailRow[]> =>
  db
    .select()
    .from(billingDetails)
    .where(eq(billingDetails.billingUuid, billingUuid))
    .orderBy(asc(billingDetails.position));

/** The orders whose transaction fees the bill charges (document 3 §3 ordersBaseOnConvenienceFee). */
export const feeOrders = (db: Db | Tx, bill: BillingRecordRow) =>
  completedOrdersBetween(db, bill.appUuid, manilaDayStart(bill.periodStart), manilaDayStart(bill.periodEnd));

/** What the merchant still owes on a bill (nothing once paid or carried into a later bill). */
export const owed = (bill: BillingRecordRow): number =>
  bill.status === 'paid' || bill.carriedInto ? 0 : Math.max(0, bill.totalPayableAmount - bill.collected);

export interface AppBillingStatus {
  withBillings: boolean;
  billingsPaymentSettled: boolean;
  billingPaymentSubmitted: boolean;
  withOutstandingBalance: boolean;
  /** What every open bill still owes (the widget's "Total Balance"). */
  totalBalance: number;
  label: ReturnType<typeof paymentStatusLabel>;
}

/** The app's billing flags and payment status label (document 3 §4). */
export async function appBillingStatus(db: Db | Tx, appUuid: string): Promise<AppBillingStatus> {
  return statusOf(await db.select().from(billings).where(eq(billings.appUuid, appUuid)));
}

/** The same from the request's bills of the app (one query per request, see billsOfApp). */
export const appBillingStatusLoaded = async (ctx: Context, appUuid: string): Promise<AppBillingStatus> =>
  statusOf(await billsOfApp(ctx, appUuid));

function statusOf(all: BillingRecordRow[]): AppBillingStatus {
  const open = all.filter((b) => b.status !== 'paid' && !b.carriedInto);
  const totalBalance = open.reduce((sum, b) => sum + owed(b), 0);
  const facts = {
    withBillings: all.length > 0,
    billingsPaymentSettled: all.length > 0 && open.length === 0,
    billingPaymentSubmitted: open.some((b) => b.status === 'payment_submitted'),
    withOutstandingBalance: totalBalance > 0,
  };
  return { ...facts, totalBalance, label: paymentStatusLabel(facts) };
}
