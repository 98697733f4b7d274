import type { ServiceContext } from '../graphql/context.ts';
import { enrolMsme } from '../modules/billing/billing.plans.ts';
import { billingOf } from '../modules/billing/billing.service.ts';
import { appResponseUsage } from '../modules/credits/credits.tables.ts';
import { usageMonth } from '../platform/limits.ts';
import { planOf } from '../platform/plans.ts';

/** AI suggested replies the demo store has left this month: near its plan's limit, so the bar shows it. */
export const DEMO_REPLIES_LEFT = 40;

/**
 * The demo store's plan in use (run after its bills): this month's AI suggested replies nearly spent
 * (Subscription Plans shows the bar near its end, and the assistant still suggests), and a window in
 * the MSME programme from today, so msme-extend has something to extend.
 */
export async function seedDemoPlanUsage(ctx: ServiceContext, appUuid: string): Promise<void> {
  const plan = planOf((await billingOf(ctx.db, appUuid)).plan);
  if (plan.responseLimit !== null) {
    await ctx.db
      .insert(appResponseUsage)
      .values({
        appUuid,
        month: usageMonth(ctx.clock.now()).month,
        used: plan.responseLimit - DEMO_REPLIES_LEFT,
      })
      .onConflictDoNothing();
  }
  await enrolMsme(ctx, appUuid);
}
