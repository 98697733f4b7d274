/**
 * A store's plan in use (issue 16): its usage against the plan's limits, counted by the modules that
 * own each count; changing plan on Subscription Plans; the MSME programme window; and the limits port
 * the lower modules ask (platform/limits.ts). The rules are billing.plans.rules.ts.
 */
import { asc, eq } from 'drizzle-orm';
import type { Context, ServiceContext } from '../../graphql/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { badInput, conflict, forbidden } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { newUuid } from '../../platform/ids.ts';
import { type PlanLimitsPort, usageMonth } from '../../platform/limits.ts';
import { appOrThrow, seatsInUse } from '../apps/index.ts';
import { productsCount } from '../catalog/index.ts';
import { monthlyResponsesUsed } from '../credits/index.ts';
import { activeCustomersCount } from '../customers/index.ts';
import { monthlyUsersCount } from '../inbox/index.ts';
import {
  eligibleMsmeExtension,
  extendedMsmeWindow,
  type LastingUsage,
  type MsmeWindow,
  msmeWindowFrom,
  type PlanChange,
  planChangeProblem,
  type SubscriptionCharge,
  subscriptionCharge,
} from './billing.plans.rules.ts';
import { appMsme, appPlanChanges, type MsmeRow } from './billing.plans.tables.ts';
import { billingOf, updateBilling } from './billing.service.ts';
import { type PlanDef, planOf } from './plans.rules.ts';

/** Billing's answer to the lower modules' question "what does this store's plan allow?". */
export const planLimits: PlanLimitsPort = {
  async planOf(db, appUuid) {
    return planOf((await billingOf(db, appUuid)).plan);
  },
};

/** The FAQ manager is not built yet: a store has no FAQs to count (docs/decisions.md). */
const faqsCount = async (_db: Db | Tx, _appUuid: string): Promise<number> => 0;

/** What the store uses of the limits a downgrade must respect (products, user seats, FAQs). */
export async function lastingUsage(db: Db | Tx, appUuid: string, now: Date): Promise<LastingUsage> {
  return {
    products: await productsCount(db, appUuid),
    userSeats: await seatsInUse(db, appUuid, now),
    faqs: await faqsCount(db, appUuid),
  };
}

export async function msmeOf(db: Db | Tx, appUuid: string): Promise<MsmeWindow | null> {
  const [row] = await db.select().from(appMsme).where(eq(appMsme.appUuid, appUuid));
  return row ? { startAt: row.startAt, endAt: row.endAt, extended: row.extended } : null;
}

/** Document 3 §3 "current app enterprise plan": the plan, its limits and what the store uses of them. */
export interface PlanUsage {
  appUuid: string;
  plan: PlanDef;
  msme: MsmeWindow | null;
  eligibleMsmeExtension: boolean;
  currentUsers: number;
  currentSupportedContacts: number;
  currentUserSeats: number;
  currentProducts: number;
  currentFaqs: number;
  /** The month's AI suggested replies left (null: no limit). */
  remainingResponse: number | null;
}

export async function planUsage(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  appUuid: string,
): Promise<PlanUsage> {
  const now = ctx.clock.now();
  const { month, start } = usageMonth(now);
  const [plan, msme, users, contacts, seats, products, faqs, responses] = await Promise.all([
    planLimits.planOf(ctx.db, appUuid),
    msmeOf(ctx.db, appUuid),
    monthlyUsersCount(ctx.db, appUuid, start),
    activeCustomersCount(ctx.db, appUuid, start),
    seatsInUse(ctx.db, appUuid, now),
    productsCount(ctx.db, appUuid),
    faqsCount(ctx.db, appUuid),
    monthlyResponsesUsed(ctx.db, appUuid, month),
  ]);
  return {
    appUuid,
    plan,
    msme,
    eligibleMsmeExtension: eligibleMsmeExtension(msme, now),
    currentUsers: users,
    currentSupportedContacts: contacts,
    currentUserSeats: seats,
    currentProducts: products,
    currentFaqs: faqs,
    remainingResponse: plan.responseLimit === null ? null : Math.max(0, plan.responseLimit - responses),
  };
}

/** The app's plan usage, for a member of the store. */
export async function appPlanUsage(ctx: Context, appUuid: string): Promise<PlanUsage> {
  const app = await appOrThrow(ctx, appUuid);
  return planUsage(ctx, app.uuid);
}

/**
 * Changes the store's plan on Subscription Plans, at once (docs/decisions.md): recorded with its
 * instant, so the period's bill charges each plan for its days. A downgrade below what the store uses
 * is refused, naming what is over; a refusal changes nothing.
 */
export async function changePlan(ctx: Context, input: { appUuid: string; plan: string }): Promise<PlanUsage> {
  const app = await appOrThrow(ctx, input.appUuid);
  const user = ctx.userOrThrow();
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx, events) => {
    const current = await planLimits.planOf(tx, app.uuid);
    const problem = planChangeProblem(current, input.plan, await lastingUsage(tx, app.uuid, now));
    if (problem?.kind === 'input') throw badInput({ plan: problem.message });
    if (problem?.kind === 'conflict') throw conflict(problem.message);
    if (problem?.kind === 'over') throw forbidden(problem.message);
    await tx.insert(appPlanChanges).values({
      uuid: newUuid(),
      appUuid: app.uuid,
      fromPlan: current.name,
      toPlan: input.plan,
      changedByUuid: user.uuid,
      changedAt: now,
    });
    await updateBilling(tx, app.uuid, { plan: input.plan });
    events.emit('billing.planChanged', { appUuid: app.uuid, fromPlan: current.name, toPlan: input.plan });
  });
  return planUsage(ctx, app.uuid);
}

/** A period's subscription charge: each plan's fee for its days, the MSME window's days waived. */
export async function subscriptionFor(
  tx: Db | Tx,
  appUuid: string,
  period: { start: string; end: string },
): Promise<SubscriptionCharge> {
  const changes: PlanChange[] = await tx
    .select({
      fromPlan: appPlanChanges.fromPlan,
      toPlan: appPlanChanges.toPlan,
      changedAt: appPlanChanges.changedAt,
    })
    .from(appPlanChanges)
    .where(eq(appPlanChanges.appUuid, appUuid))
    .orderBy(asc(appPlanChanges.changedAt));
  return subscriptionCharge({
    period,
    currentPlan: (await billingOf(tx, appUuid)).plan,
    changes,
    msme: await msmeOf(tx, appUuid),
  });
}

export const MSME_NOT_ENROLLED = 'Your store is not in the MSME programme';
export const MSME_ALREADY_EXTENDED = 'Your MSME programme window was already extended once';
export const MSME_ENDED = 'Your MSME programme window has ended and can no longer be extended';

/** Enrols a store in the MSME programme from today (an operator's act); a second enrolment changes nothing. */
export async function enrolMsme(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'events' | 'log'>,
  appUuid: string,
): Promise<MsmeWindow> {
  const window = msmeWindowFrom(ctx.clock.now());
  await inTransaction(ctx, async (tx, events) => {
    const [row] = await tx
      .insert(appMsme)
      .values({ appUuid, ...window })
      .onConflictDoNothing()
      .returning();
    if (row) events.emit('billing.msmeChanged', { appUuid });
  });
  return (await msmeOf(ctx.db, appUuid)) ?? window;
}

/** msme-extend: the store's MSME window, extended once while it is still open. */
export async function extendMsme(ctx: Context, appUuid: string): Promise<PlanUsage> {
  const app = await appOrThrow(ctx, appUuid);
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx, events) => {
    const [row]: MsmeRow[] = await tx
      .select()
      .from(appMsme)
      .where(eq(appMsme.appUuid, app.uuid))
      .for('update');
    if (!row) throw conflict(MSME_NOT_ENROLLED);
    if (row.extended) throw conflict(MSME_ALREADY_EXTENDED);
    if (!eligibleMsmeExtension(row, now)) throw conflict(MSME_ENDED);
    const next = extendedMsmeWindow(row);
    await tx
      .update(appMsme)
      .set({ endAt: next.endAt, extended: true, extendedAt: now })
      .where(eq(appMsme.appUuid, app.uuid));
    events.emit('billing.msmeChanged', { appUuid: app.uuid });
  });
  return planUsage(ctx, app.uuid);
}
