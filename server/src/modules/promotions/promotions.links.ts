/**
 * Promotions as other modules may point at them (a referral link to a promo): a store's own promotions
 * by uuid, with what a shopper needs (the code to apply) and whether they still run. Read-only.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { isUuid } from '../../platform/ids.ts';
import { type PromotionKind, type PromotionStatus, statusOf } from './promotions.rules.ts';
import { promotions } from './promotions.tables.ts';

/** Kinds a link can open: a code the storefront applies, or an offer the cart applies by itself. */
export const LINKABLE_PROMOTION_KINDS: readonly PromotionKind[] = ['code', 'automatic', 'cart'];

export interface LinkedPromotion {
  uuid: string;
  title: string;
  kind: PromotionKind;
  /** Discount codes only (upper-case). */
  code: string | null;
  status: PromotionStatus;
}

/** The store's promotions among `uuids` (another store's, or a deleted one, are simply absent). */
export async function promotionsOfApp(
  db: Db,
  appUuid: string,
  uuids: readonly string[],
  now: Date,
): Promise<LinkedPromotion[]> {
  const ids = [...new Set(uuids.filter(isUuid))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      uuid: promotions.uuid,
      title: promotions.title,
      kind: promotions.kind,
      code: promotions.code,
      startsAt: promotions.startsAt,
      endsAt: promotions.endsAt,
    })
    .from(promotions)
    .where(and(eq(promotions.appUuid, appUuid), inArray(promotions.uuid, ids)));
  return rows.map(({ startsAt, endsAt, ...p }) => ({ ...p, status: statusOf({ startsAt, endsAt }, now) }));
}
