/**
 * Plan changes, proration and the MSME programme as pure rules (docs/decisions.md, issue 16). Days are
 * Manila days; money is integer centavos.
 *
 * - A change on Subscription Plans takes effect at once, up or down. The bill of the period charges
 *   each plan's monthly fee for the days it was in effect: fee × days ÷ days in the period, rounded to
 *   the centavo per plan. A day is charged at the plan in effect at its end (the day's last change).
 * - A downgrade is refused while the store is over the new plan's limits that do not reset monthly
 *   (products, user seats, FAQs), naming each.
 * - MSME programme: a 90-day window from the day a store is enrolled, during which its subscription
 *   fee is waived (transaction fees are not); the merchant may extend it once, by 90 days, before it
 *   ends.
 */
import { addDays, manilaDate, manilaDayEnd, manilaDayStart } from '../../platform/manila.ts';
import { OFFERED_PLANS, type PlanDef, planOf } from './plans.rules.ts';

export const MSME_DAYS = 90;
export const MSME_EXTENSION_DAYS = 90;

/** Plans set by a contract with Suki: the console does not change them. */
export const CONTRACT_PLANS: readonly string[] = [
  'enterprise',
  'pro_platinum',
  'pro_diamond',
  'pro_mythical',
];

export interface PlanChange {
  fromPlan: string;
  toPlan: string;
  changedAt: Date;
}

export interface MsmeWindow {
  startAt: Date;
  endAt: Date;
  extended: boolean;
}

export interface SubscriptionLine {
  planName: string;
  days: number;
  waived: boolean;
  /** Centavos. */
  amount: number;
  description: string;
}

export interface SubscriptionCharge {
  lines: SubscriptionLine[];
  /** The period's subscription fee: the lines' sum. */
  total: number;
  /** The plan of the period's last day (the bill's plan). */
  planName: string;
}

/** The Manila days of [start, end). */
export function daysOf(period: { start: string; end: string }): string[] {
  const days: string[] = [];
  for (let day = period.start; day < period.end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The plan in effect at `instant`, given the store's changes in order (none: its plan now). */
export function planAt(instant: Date, currentPlan: string, changes: readonly PlanChange[]): string {
  let plan = changes[0]?.fromPlan ?? currentPlan;
  for (const change of changes) {
    if (change.changedAt.getTime() < instant.getTime()) plan = change.toPlan;
    else break;
  }
  return plan;
}

const waivedOn = (day: string, msme: MsmeWindow | null): boolean => {
  if (!msme) return false;
  const start = manilaDayStart(day).getTime();
  return start >= msme.startAt.getTime() && start < msme.endAt.getTime();
};

function lineText(plan: PlanDef, days: number, total: number, waived: boolean): string {
  const name = `${plan.displayedName} plan subscription`;
  const part = days === total ? name : `${name}, ${days} of ${total} days`;
  return waived ? `${part}: waived (MSME programme)` : part;
}

/**
 * A period's subscription: one line per run of days on the same plan (and MSME waiver), each plan's
 * monthly fee prorated by its days. Without changes or a waiver it is one line of the whole fee.
 */
export function subscriptionCharge(input: {
  period: { start: string; end: string };
  currentPlan: string;
  changes: readonly PlanChange[];
  msme: MsmeWindow | null;
}): SubscriptionCharge {
  const days = daysOf(input.period);
  const runs: { planName: string; waived: boolean; days: number }[] = [];
  for (const day of days) {
    const planName = planAt(manilaDayEnd(day), input.currentPlan, input.changes);
    const waived = waivedOn(day, input.msme);
    const last = runs[runs.length - 1];
    if (last && last.planName === planName && last.waived === waived) last.days++;
    else runs.push({ planName, waived, days: 1 });
  }
  const lines = runs.map((run) => {
    const plan = planOf(run.planName);
    return {
      ...run,
      amount: run.waived ? 0 : Math.round((plan.subscriptionFee * run.days) / days.length),
      description: lineText(plan, run.days, days.length, run.waived),
    };
  });
  return {
    lines,
    total: lines.reduce((sum, l) => sum + l.amount, 0),
    planName: runs[runs.length - 1]?.planName ?? input.currentPlan,
  };
}

/** What a store uses of the limits a downgrade must respect (they do not reset monthly). */
export interface LastingUsage {
  products: number;
  userSeats: number;
  faqs: number;
}

const PLAN_CHOICES = `Choose ${OFFERED_PLANS.map((p) => p.displayedName)
  .join(', ')
  .replace(/, ([^,]*)$/, ' or $1')}`;

export type PlanChangeProblem =
  | { kind: 'input'; message: string }
  | { kind: 'conflict'; message: string }
  | { kind: 'over'; message: string };

/** Why a store on `current` may not move to `nextName` with this usage, or null when it may. */
export function planChangeProblem(
  current: PlanDef,
  nextName: string,
  usage: LastingUsage,
): PlanChangeProblem | null {
  const next = OFFERED_PLANS.find((p) => p.name === nextName);
  if (!next) return { kind: 'input', message: PLAN_CHOICES };
  if (next.name === current.name)
    return { kind: 'conflict', message: `Your store is already on the ${next.displayedName} plan` };
  if (CONTRACT_PLANS.includes(current.name))
    return {
      kind: 'conflict',
      message: `Your ${current.displayedName} plan is set by your contract with Suki: contact Suki to change it`,
    };
  const over: string[] = [];
  const check = (used: number, limit: number | null, what: string) => {
    if (limit !== null && used > limit)
      over.push(`${used.toLocaleString('en-US')} ${what} (it allows ${limit.toLocaleString('en-US')})`);
  };
  check(usage.products, next.productLimit, 'products');
  check(usage.userSeats, next.userSeatLimit, 'user seats');
  check(usage.faqs, next.faqLimit, 'FAQs');
  if (over.length === 0) return null;
  return {
    kind: 'over',
    message: `Your store is over the ${next.displayedName} plan's limits: ${over.join(', ')}. Remove what is over, then change plan.`,
  };
}

/** A new MSME window from the Manila day of `at`. */
export function msmeWindowFrom(at: Date): MsmeWindow {
  const day = manilaDate(at);
  return { startAt: manilaDayStart(day), endAt: manilaDayStart(addDays(day, MSME_DAYS)), extended: false };
}

/** Whether the store may extend its window now: enrolled, never extended, and the window still open. */
export const eligibleMsmeExtension = (msme: MsmeWindow | null, now: Date): boolean =>
  msme !== null && !msme.extended && now.getTime() < msme.endAt.getTime();

/** The window after its one extension. */
export const extendedMsmeWindow = (msme: MsmeWindow): MsmeWindow => ({
  startAt: msme.startAt,
  endAt: manilaDayStart(addDays(manilaDate(msme.endAt), MSME_EXTENSION_DAYS)),
  extended: true,
});
