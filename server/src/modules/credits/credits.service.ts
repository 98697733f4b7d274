import { and, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { DEFAULT_RESPONSE_CREDITS } from './credits.rules.ts';
import { appCredits, appResponseUsage } from './credits.tables.ts';

/** The response credits an app has left. */
export async function responseCreditsOf(db: Db | Tx, appUuid: string): Promise<number> {
  const [row] = await db
    .select({ left: appCredits.responseCredits })
    .from(appCredits)
    .where(eq(appCredits.appUuid, appUuid));
  return row?.left ?? DEFAULT_RESPONSE_CREDITS;
}

/**
 * Uses one response credit, atomically (one statement: two suggestions at once never spend the last
 * credit twice, nor drive it below zero). False when none is left.
 */
export async function useResponseCredit(db: Db | Tx, appUuid: string): Promise<boolean> {
  const [row] = await db
    .insert(appCredits)
    .values({ appUuid, responseCredits: DEFAULT_RESPONSE_CREDITS - 1 })
    .onConflictDoUpdate({
      target: appCredits.appUuid,
      set: { responseCredits: sql`${appCredits.responseCredits} - 1` },
      setWhere: gt(appCredits.responseCredits, 0),
    })
    .returning({ left: appCredits.responseCredits });
  return row !== undefined;
}

/** Gives back a credit used for a suggestion that was not written. */
export async function refundResponseCredit(db: Db | Tx, appUuid: string): Promise<void> {
  await db
    .update(appCredits)
    .set({ responseCredits: sql`${appCredits.responseCredits} + 1` })
    .where(eq(appCredits.appUuid, appUuid));
}

/** True once per exhaustion: the first caller to find the credits spent raises the limit notice. */
export async function claimCreditsNotice(db: Db | Tx, appUuid: string, at: Date): Promise<boolean> {
  const [first] = await db
    .update(appCredits)
    .set({ creditsNoticeAt: at })
    .where(and(eq(appCredits.appUuid, appUuid), isNull(appCredits.creditsNoticeAt)))
    .returning({ appUuid: appCredits.appUuid });
  return first !== undefined;
}

/** AI suggested replies used in a Manila month (YYYY-MM) out of the plan's monthly allowance. */
export async function monthlyResponsesUsed(db: Db | Tx, appUuid: string, month: string): Promise<number> {
  const [row] = await db
    .select({ used: appResponseUsage.used })
    .from(appResponseUsage)
    .where(and(eq(appResponseUsage.appUuid, appUuid), eq(appResponseUsage.month, month)));
  return row?.used ?? 0;
}

/**
 * Uses one reply of the month's allowance, atomically (one statement, like a credit): false when the
 * month's `limit` is reached. `limit` null is no limit (the reply is still counted).
 */
export async function useMonthlyResponse(
  db: Db | Tx,
  appUuid: string,
  month: string,
  limit: number | null,
): Promise<boolean> {
  if (limit !== null && limit <= 0) return false;
  const [row] = await db
    .insert(appResponseUsage)
    .values({ appUuid, month, used: 1 })
    .onConflictDoUpdate({
      target: [appResponseUsage.appUuid, appResponseUsage.month],
      set: { used: sql`${appResponseUsage.used} + 1` },
      ...(limit === null ? {} : { setWhere: lt(appResponseUsage.used, limit) }),
    })
    .returning({ used: appResponseUsage.used });
  return row !== undefined;
}

/** Gives back a reply of the month's allowance used for a suggestion that was not written. */
export async function refundMonthlyResponse(db: Db | Tx, appUuid: string, month: string): Promise<void> {
  await db
    .update(appResponseUsage)
    .set({ used: sql`greatest(${appResponseUsage.used} - 1, 0)` })
    .where(and(eq(appResponseUsage.appUuid, appUuid), eq(appResponseUsage.month, month)));
}

/** True once per store, month and kind: the first caller raises that month's limit notice. */
export async function claimMonthlyNotice(
  db: Db | Tx,
  appUuid: string,
  month: string,
  kind: string,
): Promise<boolean> {
  const [row] = await db
    .insert(appResponseUsage)
    .values({ appUuid, month, notices: [kind] })
    .onConflictDoUpdate({
      target: [appResponseUsage.appUuid, appResponseUsage.month],
      set: { notices: sql`array_append(${appResponseUsage.notices}, ${kind})` },
      setWhere: sql`NOT (${kind} = ANY(${appResponseUsage.notices}))`,
    })
    .returning({ month: appResponseUsage.month });
  return row !== undefined;
}

/**
 * Adds bought response credits (a paid top-up), atomically, and lets the "credits ran out" notice be
 * raised again the next time they do. Answers the credits left after the top-up.
 */
export async function addResponseCredits(db: Db | Tx, appUuid: string, credits: number): Promise<number> {
  const [row] = await db
    .insert(appCredits)
    .values({ appUuid, responseCredits: DEFAULT_RESPONSE_CREDITS + credits })
    .onConflictDoUpdate({
      target: appCredits.appUuid,
      set: { responseCredits: sql`${appCredits.responseCredits} + ${credits}`, creditsNoticeAt: null },
    })
    .returning({ left: appCredits.responseCredits });
  return row?.left ?? 0;
}

/** The store's shipping credits, in centavos (no row: none). */
export async function shippingCreditsOf(db: Db | Tx, appUuid: string): Promise<number> {
  const [row] = await db
    .select({ left: appCredits.shippingCredits })
    .from(appCredits)
    .where(eq(appCredits.appUuid, appUuid));
  return row?.left ?? 0;
}

/** Adds paid (or given back) shipping credits; answers the balance now. */
export async function addShippingCredits(db: Db | Tx, appUuid: string, amount: number): Promise<number> {
  const [row] = await db
    .insert(appCredits)
    .values({ appUuid, shippingCredits: amount })
    .onConflictDoUpdate({
      target: appCredits.appUuid,
      set: { shippingCredits: sql`${appCredits.shippingCredits} + ${amount}` },
    })
    .returning({ left: appCredits.shippingCredits });
  return row?.left ?? amount;
}

/**
 * Takes `amount` centavos of shipping credits in one statement (two bookings at once never spend the
 * same peso twice, nor drive the balance below zero): the balance left, or null when it is short.
 */
export async function useShippingCredits(
  db: Db | Tx,
  appUuid: string,
  amount: number,
): Promise<number | null> {
  const [row] = await db
    .update(appCredits)
    .set({ shippingCredits: sql`${appCredits.shippingCredits} - ${amount}` })
    .where(and(eq(appCredits.appUuid, appUuid), gte(appCredits.shippingCredits, amount)))
    .returning({ left: appCredits.shippingCredits });
  return row ? row.left : null;
}
