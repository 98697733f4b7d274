/**
 * The monthly billing run (document 3 §9, issue 16): for every launched store, a bill for each
 * billing period that has ended and has none yet. It is a scheduled job (once across N processes:
 * the jobs table leases it), and idempotent per app and period: the unique (app, period start)
 * index makes a second run, or a second process, a no-op. A new bill carries what earlier bills still
 * owe (with 3% a month on their overdue recurring fees); those bills are then settled through it.
 */
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ContextBase, ServiceContext } from '../../graphql/context.ts';
import type { Tx } from '../../platform/db.ts';
import { inTransaction } from '../../platform/events.ts';
import { newUuid } from '../../platform/ids.ts';
import { manilaDate, manilaDayStart } from '../../platform/manila.ts';
import { formatPeso } from '../../platform/money.ts';
import { launchedAppsAfter } from '../apps/index.ts';
import { completedOrdersBetween } from '../orders/index.ts';
import { queueCharge } from './billing.charge.ts';
import { subscriptionFor } from './billing.plans.ts';
import { type BillingRecordRow, billingDetails, billings } from './billing.tables.ts';
import {
  billAmounts,
  type EarlierBill,
  type Period,
  periodsToBill,
  referenceNumber,
} from './invoice.rules.ts';
import { effectiveDue } from './overdue.rules.ts';
import { isSubscribed, planOf } from './plans.rules.ts';

export const BILLING_RUN_JOB = 'billing.run';
const BATCH = 200;

/** Bills every launched store for its ended periods; answers how many bills were made. */
export async function runBilling(ctx: ServiceContext): Promise<number> {
  const now = ctx.clock.now();
  let made = 0;
  let after: string | null = null;
  for (;;) {
    const batch = await launchedAppsAfter(ctx.db, after, BATCH);
    for (const app of batch) made += (await billApp(ctx, app, now)).length;
    if (batch.length < BATCH) return made;
    after = batch[batch.length - 1]?.uuid ?? null;
  }
}

/** The bills made for one store's ended, unbilled periods (none when it is up to date). */
export async function billApp(
  ctx: Pick<ServiceContext, 'db' | 'events'>,
  app: { uuid: string; launchedAt: Date },
  now: Date,
  { announce = true }: { announce?: boolean } = {},
): Promise<BillingRecordRow[]> {
  const [{ count } = { count: 0 }] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(billings)
    .where(eq(billings.appUuid, app.uuid));
  const made: BillingRecordRow[] = [];
  for (const period of periodsToBill(app.launchedAt, count, now)) {
    // The bill and its announcement commit together (the outbox): a bill is never made unannounced.
    const bill = await inTransaction(ctx, async (tx, events) => {
      const made = await billPeriod(tx, app.uuid, period, now);
      if (!announce || !made || made.status !== 'for_payment') return made;
      events.emit('billing.billCreated', {
        appUuid: made.appUuid,
        billingUuid: made.uuid,
        referenceNumber: made.referenceNumber,
        totalPayableAmount: made.totalPayableAmount,
        periodDue: made.periodDue,
      });
      // Billed automatically to the default saved method, when the store has one.
      return (await queueCharge(tx, events, made, now)) ?? made;
    });
    if (bill) made.push(bill);
  }
  return made;
}

/** Earlier bills of the app still owing (not paid, not carried into a later bill). */
function owing(tx: Tx, appUuid: string) {
  return tx
    .select()
    .from(billings)
    .where(and(eq(billings.appUuid, appUuid), ne(billings.status, 'paid'), isNull(billings.carriedInto)))
    .orderBy(asc(billings.periodStart));
}

const recurringOf = (b: BillingRecordRow) =>
  b.subscriptionFee + b.transactionFees + b.excessUser + b.excessSupport;

async function billPeriod(
  tx: Tx,
  appUuid: string,
  period: Period,
  now: Date,
): Promise<BillingRecordRow | null> {
  // Each plan of the period for its days (plan changes, the MSME waiver): billing.plans.rules.ts.
  const subscription = await subscriptionFor(tx, appUuid, period);
  const plan = planOf(subscription.planName);
  const orders = await completedOrdersBetween(
    tx,
    appUuid,
    manilaDayStart(period.start),
    manilaDayStart(period.end),
  );
  const unpaid = await owing(tx, appUuid);
  const earlier: EarlierBill[] = unpaid.map((b) => ({
    unpaidRecurring: Math.max(0, recurringOf(b) - b.collected),
    unpaid: Math.max(0, b.totalPayableAmount - b.collected),
    due: b.periodDue,
  }));
  const amounts = billAmounts({
    period,
    planName: plan.name,
    subscriptionFee: subscription.total,
    transactions: orders.length,
    earlier,
    today: manilaDate(now),
  });
  const uuid = newUuid();
  const [bill] = await tx
    .insert(billings)
    .values({
      uuid,
      appUuid,
      referenceNumber: referenceNumber(appUuid, period),
      planName: plan.name,
      tierType: isSubscribed(plan.name) ? 'Enterprise' : 'Free',
      periodStart: period.start,
      periodEnd: period.end,
      periodDue: period.due,
      subscriptionFee: subscription.total,
      transactions: orders.length,
      transactionFees: amounts.transactionFees,
      currentAmount: amounts.currentAmount,
      balance: amounts.balance,
      penalty: amounts.penalty,
      totalPayableAmount: amounts.totalPayableAmount,
      // The carried balance keeps its own (earlier) due day: the store's deactivation counts from it.
      balanceDue: unpaid.length ? unpaid.map(effectiveDue).sort()[0] : null,
      // Nothing to pay (a free plan without sales): settled as it is made.
      status: amounts.totalPayableAmount === 0 ? 'paid' : 'for_payment',
      paymentReceivedAt: amounts.totalPayableAmount === 0 ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    // Another run made this period's bill: it conflicts on (app, period) or on the reference number
    // derived from them, whichever index PostgreSQL checks first, so any unique conflict is "made".
    .onConflictDoNothing()
    .returning();
  if (!bill) return null;
  const lines: { description: string; amount: number; convenienceFee: number; planName?: string }[] = [
    ...subscription.lines.map((line) => ({
      description: line.description,
      amount: line.amount,
      convenienceFee: 0,
      planName: line.planName,
    })),
    {
      description: `Transaction fees: ${orders.length} successful transaction${orders.length === 1 ? '' : 's'} × ${formatPeso(1_000)}`,
      amount: amounts.transactionFees,
      convenienceFee: amounts.transactionFees,
    },
    ...(amounts.balance - amounts.penalty > 0
      ? [
          {
            description: 'Unpaid balance of earlier bills',
            amount: amounts.balance - amounts.penalty,
            convenienceFee: 0,
          },
        ]
      : []),
    ...(amounts.penalty > 0
      ? [
          {
            description: 'Penalty: 3% a month on overdue recurring fees',
            amount: amounts.penalty,
            convenienceFee: 0,
          },
        ]
      : []),
  ];
  await tx.insert(billingDetails).values(
    lines.map((line, position) => ({
      uuid: newUuid(),
      billingUuid: bill.uuid,
      position,
      ...line,
      planName: line.planName ?? plan.name,
      periodStart: period.start,
      periodEnd: period.end,
    })),
  );
  if (unpaid.length > 0) {
    // What they owe now lives on this bill: paying it settles them.
    for (const earlierBill of unpaid) {
      await tx
        .update(billings)
        .set({ carriedInto: bill.uuid, updatedAt: now })
        .where(eq(billings.uuid, earlierBill.uuid));
    }
  }
  return bill;
}

/** The billing run, hourly: cheap when every store is up to date, and each period is billed once. */
export function defineBillingJobs(base: ContextBase, everyMs = 60 * 60_000): void {
  base.jobs.define(
    BILLING_RUN_JOB,
    async () => {
      const made = await runBilling(base);
      if (made) base.log.info({ made }, 'billed stores');
    },
    everyMs,
  );
}
