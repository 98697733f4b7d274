/**
 * What a plan change would do, for the confirmation on Subscription Plans: it takes effect now, and the
 * current billing period is charged each plan for its days (the same rules the monthly bill uses).
 */
import { asc, eq } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { appOrThrow } from '../apps/index.ts';
import { planChangeProblem, subscriptionCharge } from './billing.plans.rules.ts';
import { appPlanChanges } from './billing.plans.tables.ts';
import { lastingUsage, msmeOf, planLimits } from './billing.plans.ts';
import { periodOf, periodsToBill } from './invoice.rules.ts';
import { type PlanDef, planOf } from './plans.rules.ts';

export interface PlanChangePreview {
  plan: PlanDef;
  effectiveAt: Date;
  /** The billing period the change falls in (null before launch: nothing is billed yet). */
  periodStart: string | null;
  periodEnd: string | null;
  lines: { description: string; amount: number }[];
  /** The period's subscription with the change (centavos). */
  subscriptionFee: number;
  /** Why the change would be refused, or null. */
  problem: string | null;
}

export async function planChangePreview(
  ctx: Context,
  appUuid: string,
  planName: string,
): Promise<PlanChangePreview> {
  const app = await appOrThrow(ctx, appUuid);
  const now = ctx.clock.now();
  const current = await planLimits.planOf(ctx.db, app.uuid);
  const problem = planChangeProblem(current, planName, await lastingUsage(ctx.db, app.uuid, now));
  const plan = planOf(planName);
  const base = { plan, effectiveAt: now, problem: problem?.message ?? null };
  if (!app.launchedAt) return { ...base, periodStart: null, periodEnd: null, lines: [], subscriptionFee: 0 };
  // The period running now: the one after those that have ended.
  const period = periodOf(app.launchedAt, periodsToBill(app.launchedAt, 0, now).length);
  const changes = await ctx.db
    .select({
      fromPlan: appPlanChanges.fromPlan,
      toPlan: appPlanChanges.toPlan,
      changedAt: appPlanChanges.changedAt,
    })
    .from(appPlanChanges)
    .where(eq(appPlanChanges.appUuid, app.uuid))
    .orderBy(asc(appPlanChanges.changedAt));
  const charge = subscriptionCharge({
    period,
    currentPlan: current.name,
    changes: [...changes, { fromPlan: current.name, toPlan: plan.name, changedAt: now }],
    msme: await msmeOf(ctx.db, app.uuid),
  });
  return {
    ...base,
    periodStart: period.start,
    periodEnd: period.end,
    lines: charge.lines.map((l) => ({ description: l.description, amount: l.amount })),
    subscriptionFee: charge.total,
  };
}
