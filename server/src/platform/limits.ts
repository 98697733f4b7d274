/**
 * Plan limits where they bite (document 3 §9, issue 16). The store's plan belongs to billing, which
 * sits above the modules that enforce a limit (catalog, photos, apps, orders): they ask this port,
 * which billing implements and server.ts hands to every context (`ctx.limits`). Each module counts
 * its own rows; the refusal names the limit and the plan that lifts it (platform/plans.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './db.ts';
import { forbidden } from './errors.ts';
import { manilaDate, manilaDayStart } from './manila.ts';
import { type LimitKey, limitMessage, type PlanDef } from './plans.ts';

export interface PlanLimitsPort {
  /** The store's plan with its limits (a store without a plan row is on the free plan). */
  planOf(db: Db | Tx, appUuid: string): Promise<PlanDef>;
}

/** Whether `used` plus `adding` stays within the plan's `key` (null: no limit). */
export const withinLimit = (plan: PlanDef, key: LimitKey, used: number, adding = 1): boolean => {
  const limit = plan[key];
  return limit === null || used + adding <= limit;
};

/** Refuses (FORBIDDEN, the limit's message) when `adding` more would pass the plan's `key`. */
export function assertWithinLimit(plan: PlanDef, key: LimitKey, used: number, adding = 1): void {
  if (!withinLimit(plan, key, used, adding)) throw forbidden(limitMessage(plan, key));
}

/**
 * Serialises the count-then-insert of one limit for one store inside a transaction (a PostgreSQL
 * transaction-scoped advisory lock, released at commit): two requests at the last free slot never
 * both get it.
 */
export async function lockUsage(tx: Db | Tx, appUuid: string, what: LimitKey): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${what}:${appUuid}`}, 0))`);
}

/** The Manila calendar month of an instant: its key (YYYY-MM) and first instant (monthly limits reset then). */
export function usageMonth(now: Date): { month: string; start: Date } {
  const month = manilaDate(now).slice(0, 7);
  return { month, start: manilaDayStart(`${month}-01`) };
}
