/**
 * Where the plan's monthly limits bite for the assistant (docs/decisions.md). Nothing here ever stops
 * a customer's message: the inbox stores and shows every one; only suggested replies pause.
 * - Past the month's users or contacts (monthlyUserLimit, monthlyContactLimit), suggestions pause for
 *   the rest of the Manila month (an upgrade lifts it at once).
 * - Each suggestion uses a reply of the month's allowance (responseLimit; remainingResponse counts
 *   down), then, once the month's are used, a response credit (top-ups go beyond the plan).
 * Each pause tells the merchant once a month, naming the limit and the plan that lifts it.
 */
import type { ContextBase } from '../../graphql/context.ts';
import { usageMonth, withinLimit } from '../../platform/limits.ts';
import { type LimitKey, limitMessage, type PlanDef } from '../../platform/plans.ts';
import {
  claimMonthlyNotice,
  refundMonthlyResponse,
  refundResponseCredit,
  useMonthlyResponse,
  useResponseCredit,
} from '../credits/index.ts';
import { activeCustomersCount } from '../customers/index.ts';
import { monthlyUsersCount } from '../inbox/index.ts';
import { notify } from '../notifications/index.ts';

type Deps = Pick<ContextBase, 'db' | 'clock' | 'events' | 'limits'>;

/** A reply taken from the allowance or the credits; `refund` gives it back when nothing is written. */
export interface ReplyUse {
  refund(): Promise<void>;
}

export const monthlyPauseNotice = (plan: PlanDef, key: LimitKey): string =>
  `${limitMessage(plan, key)} Suggested replies are paused for the rest of the month; every customer message still reaches your inbox.`;

export const repliesUsedNotice = (plan: PlanDef): string =>
  `${limitMessage(plan, 'responseLimit')} This month's replies and your response credits are used up: suggested replies are paused until next month, an upgrade or added credits.`;

/** Past this month's users or contacts: the first limit passed, or null. */
async function monthlyOverage(
  deps: Deps,
  plan: PlanDef,
  appUuid: string,
  since: Date,
): Promise<LimitKey | null> {
  if (plan.monthlyUserLimit !== null) {
    const users = await monthlyUsersCount(deps.db, appUuid, since);
    if (!withinLimit(plan, 'monthlyUserLimit', users, 0)) return 'monthlyUserLimit';
  }
  if (plan.monthlyContactLimit !== null) {
    const contacts = await activeCustomersCount(deps.db, appUuid, since);
    if (!withinLimit(plan, 'monthlyContactLimit', contacts, 0)) return 'monthlyContactLimit';
  }
  return null;
}

/** One reply for a suggestion, or null (paused; the merchant told once this month). */
export async function takeReply(deps: Deps, appUuid: string): Promise<ReplyUse | null> {
  const { month, start } = usageMonth(deps.clock.now());
  const plan = await deps.limits.planOf(deps.db, appUuid);
  const over = await monthlyOverage(deps, plan, appUuid, start);
  if (over) {
    if (await claimMonthlyNotice(deps.db, appUuid, month, over))
      await notify(deps, { appUuid, category: 'plan_limit', message: monthlyPauseNotice(plan, over) });
    return null;
  }
  if (await useMonthlyResponse(deps.db, appUuid, month, plan.responseLimit))
    return { refund: () => refundMonthlyResponse(deps.db, appUuid, month) };
  if (await useResponseCredit(deps.db, appUuid))
    return { refund: () => refundResponseCredit(deps.db, appUuid) };
  if (await claimMonthlyNotice(deps.db, appUuid, month, 'responseLimit'))
    await notify(deps, { appUuid, category: 'response_credits_limit', message: repliesUsedNotice(plan) });
  return null;
}
