/**
 * The payment-gateway reminder's data: an operator schedules a store's phase-out; the hourly
 * `kyc.gateway-reminders` job announces its start and its end once each (the payment_option_deactivation
 * notification); the App's mayaDeactivationScheduledDates tells the console which state to show.
 */
import { and, eq, not, sql } from 'drizzle-orm';
import type { ContextBase, ServiceContext } from '../../graphql/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { badInput } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { manilaDate } from '../../platform/manila.ts';
import { type GatewaySchedule, gatewaySchedule, gatewayStage } from './gateway.rules.ts';
import { kycVerified } from './kyc.service.ts';
import { gatewayPhaseouts } from './kyc.tables.ts';

export const GATEWAY_REMINDER_JOB = 'kyc.gateway-reminders';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The store's phase-out as the console reads it, or null when none is scheduled. */
export async function gatewayScheduleOf(
  db: Db | Tx,
  appUuid: string,
  now: Date,
): Promise<GatewaySchedule | null> {
  const [row] = await db.select().from(gatewayPhaseouts).where(eq(gatewayPhaseouts.appUuid, appUuid));
  if (!row) return null;
  return gatewaySchedule(row.startDate, manilaDate(now), await kycVerified(db, appUuid));
}

/** Operators: schedules (or, with null, cancels) a store's phase-out from `startDate`. */
export async function scheduleGatewayPhaseout(
  deps: Pick<ServiceContext, 'db' | 'clock'>,
  appUuid: string,
  startDate: string | null,
): Promise<void> {
  if (startDate === null) {
    await deps.db.delete(gatewayPhaseouts).where(eq(gatewayPhaseouts.appUuid, appUuid));
    return;
  }
  if (!DAY.test(startDate) || Number.isNaN(Date.parse(startDate)))
    throw badInput({ startDate: 'Start Date has invalid value' });
  await deps.db
    .insert(gatewayPhaseouts)
    .values({ appUuid, startDate, createdAt: deps.clock.now() })
    .onConflictDoUpdate({ target: gatewayPhaseouts.appUuid, set: { startDate, notices: [] } });
}

/** One pass: the start and the end of each phase-out announced once (N processes: once in all). */
export async function runGatewayReminders(ctx: ServiceContext): Promise<number> {
  const today = manilaDate(ctx.clock.now());
  const due = await ctx.db
    .select()
    .from(gatewayPhaseouts)
    .where(sql`${gatewayPhaseouts.startDate} <= ${today} and cardinality(${gatewayPhaseouts.notices}) < 2`);
  let told = 0;
  for (const row of due) {
    const stage = gatewayStage(row.startDate, today, await kycVerified(ctx.db, row.appUuid));
    if (!stage) continue;
    // The start and the end are announced (the countdown shows in the console); an end announced
    // first (a phase-out scheduled in the past) stands for both.
    const notice = stage === 'ended' ? 'ended' : 'start';
    if (row.notices.includes(notice)) continue;
    const claimed = await inTransaction(ctx, async (tx, events) => {
      const [marked] = await tx
        .update(gatewayPhaseouts)
        .set({ notices: notice === 'ended' ? ['start', 'ended'] : ['start'] })
        .where(
          and(
            eq(gatewayPhaseouts.appUuid, row.appUuid),
            not(sql`${notice} = any(${gatewayPhaseouts.notices})`),
          ),
        )
        .returning();
      if (!marked) return false;
      const schedule = gatewaySchedule(row.startDate, today, false);
      events.emit('kyc.gatewayReminder', {
        appUuid: row.appUuid,
        stage: notice,
        remainingDays: schedule.remaining_days,
      });
      return true;
    });
    if (claimed) told++;
  }
  return told;
}

export function defineGatewayJobs(base: ContextBase, everyMs = 60 * 60_000): void {
  base.jobs.define(
    GATEWAY_REMINDER_JOB,
    async () => {
      const told = await runGatewayReminders(base);
      if (told) base.log.info({ told }, 'payment-gateway reminders');
    },
    everyMs,
  );
}
