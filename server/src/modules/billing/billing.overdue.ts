/**
 * Unpaid bills (document 3 §2 screens 3-5, §4; issue 16): the hourly `billing.overdue` job reminds the
 * merchant before the due day, deactivates the store once a bill is overdue (it stops taking orders),
 * warns on the last day of a grace period and deactivates again when it ends unpaid. A grace period
 * (once per bill, while deactivated) and a payment reopen the store at once. Every store move commits
 * with the bill's change and its announcement (the outbox), and each notice is sent once per bill.
 */
import { and, asc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Context, ContextBase, ServiceContext } from '../../graphql/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { type EventBus, inTransaction } from '../../platform/events.ts';
import { addDays, manilaDate } from '../../platform/manila.ts';
import { appByUuid, setStoreDeactivated } from '../apps/index.ts';
import { NOTHING_TO_PAY } from './billing.charge.ts';
import { owed } from './billing.records.ts';
import { type BillingRecordRow, billings } from './billing.tables.ts';
import {
  DUE_SOON_DAYS,
  deactivates,
  dueSoon,
  GRACE_PERIOD_MS,
  graceRefusal,
  inGrace,
  LAST_DAY_MS,
  lastDayOfGrace,
} from './overdue.rules.ts';

export const BILLING_OVERDUE_JOB = 'billing.overdue';
const BATCH = 200;

/** Open bills asking for payment whose (carried) due day is at most `through`, a page at a time. */
function dueBills(db: Db, through: string, after: string | null) {
  return db
    .select()
    .from(billings)
    .where(
      and(
        eq(billings.status, 'for_payment'),
        isNull(billings.carriedInto),
        eq(billings.disabled, false),
        lte(
          sql`least(${billings.periodDue}, coalesce(${billings.balanceDue}, ${billings.periodDue}))`,
          through,
        ),
        after ? gt(billings.uuid, after) : undefined,
      ),
    )
    .orderBy(asc(billings.uuid))
    .limit(BATCH);
}

/** Bills in a grace period that ends within a day and have not had their last-day notice. */
function graceEndingBills(db: Db, now: Date) {
  return db
    .select()
    .from(billings)
    .where(
      and(
        isNotNull(billings.graceEndsAt),
        gt(billings.graceEndsAt, now),
        lte(billings.graceEndsAt, new Date(now.getTime() + LAST_DAY_MS)),
        eq(billings.graceLastDayNoticed, false),
        isNull(billings.carriedInto),
      ),
    );
}

export interface OverdueRun {
  reminded: number;
  deactivated: number;
  lastDay: number;
}

/** One pass over the bills near or past their due day; safe to run any number of times at once. */
export async function runOverdue(ctx: ServiceContext): Promise<OverdueRun> {
  const now = ctx.clock.now();
  const today = manilaDate(now);
  const done: OverdueRun = { reminded: 0, deactivated: 0, lastDay: 0 };
  let after: string | null = null;
  for (;;) {
    const batch = await dueBills(ctx.db, addDays(today, DUE_SOON_DAYS), after);
    for (const bill of batch) {
      if (!bill.dueSoonNoticed && dueSoon(bill, today) && (await remindDueSoon(ctx, bill))) done.reminded++;
      if (deactivates(bill, today, now) && (await deactivateFor(ctx, bill, now))) done.deactivated++;
    }
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1]?.uuid ?? null;
  }
  for (const bill of await graceEndingBills(ctx.db, now)) {
    if (lastDayOfGrace(bill, now) && (await noticeLastDay(ctx, bill))) done.lastDay++;
  }
  return done;
}

function remindDueSoon(ctx: ServiceContext, bill: BillingRecordRow): Promise<boolean> {
  return inTransaction(ctx, async (tx, events) => {
    const [marked] = await tx
      .update(billings)
      .set({ dueSoonNoticed: true })
      .where(and(eq(billings.uuid, bill.uuid), eq(billings.dueSoonNoticed, false)))
      .returning();
    if (!marked) return false;
    events.emit('billing.dueSoon', {
      appUuid: bill.appUuid,
      billingUuid: bill.uuid,
      referenceNumber: bill.referenceNumber,
      periodDue: bill.periodDue,
    });
    return true;
  });
}

/** Deactivates the bill's store (once: a store already deactivated is left as it is). */
function deactivateFor(ctx: ServiceContext, bill: BillingRecordRow, now: Date): Promise<boolean> {
  return inTransaction(ctx, async (tx, events) => {
    if (!(await setStoreDeactivated(tx, events, bill.appUuid, true, now))) return false;
    events.emit('billing.storeDeactivated', {
      appUuid: bill.appUuid,
      billingUuid: bill.uuid,
      referenceNumber: bill.referenceNumber,
    });
    return true;
  });
}

function noticeLastDay(ctx: ServiceContext, bill: BillingRecordRow): Promise<boolean> {
  return inTransaction(ctx, async (tx, events) => {
    const [marked] = await tx
      .update(billings)
      .set({ graceLastDayNoticed: true })
      .where(and(eq(billings.uuid, bill.uuid), eq(billings.graceLastDayNoticed, false)))
      .returning();
    if (!marked) return false;
    events.emit('billing.graceLastDay', {
      appUuid: bill.appUuid,
      billingUuid: bill.uuid,
      referenceNumber: bill.referenceNumber,
    });
    return true;
  });
}

/**
 * Grace-period activation (document 3 §2 screen 3): a deactivated store reopens for GRACE_PERIOD_DAYS,
 * once per bill; the overdue job deactivates it again if the bill is still unpaid when it ends.
 */
export async function activateGracePeriod(ctx: Context, billingUuid: string): Promise<BillingRecordRow> {
  return inTransaction(ctx, async (tx, events) => {
    const [bill] = await tx.select().from(billings).where(eq(billings.uuid, billingUuid)).for('update');
    if (!bill) throw notFound('Billing');
    if (owed(bill) === 0) throw conflict(NOTHING_TO_PAY);
    const app = await appByUuid(tx, bill.appUuid);
    const refusal = graceRefusal(bill, app?.storeStatus === 'deactivated');
    if (refusal) throw conflict(refusal);
    const now = ctx.clock.now();
    const graceEndsAt = new Date(now.getTime() + GRACE_PERIOD_MS);
    const [updated] = await tx
      .update(billings)
      .set({ gracePeriodActivated: true, graceEndsAt, updatedAt: now })
      .where(eq(billings.uuid, bill.uuid))
      .returning();
    await setStoreDeactivated(tx, events, bill.appUuid, false, now);
    events.emit('billing.gracePeriodActivated', {
      appUuid: bill.appUuid,
      billingUuid: bill.uuid,
      graceEndsAt: graceEndsAt.toISOString(),
    });
    if (!updated) throw notFound('Billing');
    return updated;
  });
}

/** The app's open bills (asking for payment, not carried). */
const openBills = (db: Db | Tx, appUuid: string) =>
  db
    .select()
    .from(billings)
    .where(
      and(eq(billings.appUuid, appUuid), isNull(billings.carriedInto), sql`${billings.status} <> 'paid'`),
    );

/** The store is in the last 24 hours of a grace period (the App's lastDayGracePeriod), from its bills. */
export function appGrace(bills: readonly BillingRecordRow[], now: Date) {
  const open = bills.filter((b) => b.carriedInto === null && b.status !== 'paid');
  const grace = open.find((b) => inGrace(b, now));
  return {
    gracePeriodEndsAt: grace?.graceEndsAt ?? null,
    lastDayGracePeriod: open.some((b) => lastDayOfGrace(b, now)),
  };
}

/** A bill paid: the store reopens at once unless another bill still keeps it deactivated. */
export function registerBillingOverdueListeners(events: EventBus): void {
  events.on('billing.billPaid', async ({ appUuid }, deps) => {
    const now = deps.clock.now();
    const today = manilaDate(now);
    await inTransaction({ db: deps.db, events }, async (tx, emitter) => {
      const stillOverdue = (await openBills(tx, appUuid)).some((b) => deactivates(b, today, now));
      if (!stillOverdue) await setStoreDeactivated(tx, emitter, appUuid, false, now);
    });
  });
}

/** Hourly, like the billing run (N processes: the jobs table leases it to one). */
export function defineBillingOverdueJobs(base: ContextBase, everyMs = 60 * 60_000): void {
  base.jobs.define(
    BILLING_OVERDUE_JOB,
    async () => {
      const done = await runOverdue(base);
      if (done.reminded || done.deactivated || done.lastDay) base.log.info(done, 'overdue bills');
    },
    everyMs,
  );
}
