import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { DEFAULT_RESPONSE_CREDITS } from './credits.rules.ts';
import { appCredits } from './credits.tables.ts';

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
