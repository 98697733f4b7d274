/**
 * Promotions at the storefront's checkout (orders calls these through index.ts): what a cart gets,
 * the uses an order takes in its own transaction (never past a limit, whatever the race), and the
 * uses a cancelled order gives back.
 */
import { and, asc, count, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import {
  type Cart,
  type CartOffer,
  combine,
  type Discounts,
  MAX_CODES,
  normalizeCode,
  offersFor,
  type PromotionRule,
  refusalOf,
  type Shopper,
  statusOf,
} from './promotions.rules.ts';
import { type PromotionUseRow, promotions, promotionUses } from './promotions.tables.ts';
import { redeemVoucherForOrder, releaseOrderVouchers, voucherRulesFor } from './promotions.vouchers.ts';

export interface CartDiscounts extends Discounts {
  offers: CartOffer[];
}

/** The shopper as the promotions know them: their normalised mobile number, and whether it is a first order. */
export interface ShopperKey {
  customerKey: string | null;
  firstOrder: boolean;
}

async function shopperOf(db: Db | Tx, key: ShopperKey, promotionUuids: string[]): Promise<Shopper> {
  if (!key.customerKey || promotionUuids.length === 0)
    return { usesOf: () => 0, firstOrder: key.firstOrder, customerKey: key.customerKey };
  const rows = await db
    .select({ promotionUuid: promotionUses.promotionUuid, n: count() })
    .from(promotionUses)
    .where(
      and(
        inArray(promotionUses.promotionUuid, promotionUuids),
        eq(promotionUses.customerKey, key.customerKey),
        isNull(promotionUses.releasedAt),
      ),
    )
    .groupBy(promotionUses.promotionUuid);
  const uses = new Map(rows.map((r) => [r.promotionUuid, r.n]));
  return { usesOf: (uuid) => uses.get(uuid) ?? 0, firstOrder: key.firstOrder, customerKey: key.customerKey };
}

/**
 * What a cart gets from the store's promotions: the discounts that apply (the stacking rules), a
 * verdict on each code typed, and the cart promos it has not reached yet.
 */
export async function discountsFor(
  db: Db | Tx,
  appUuid: string,
  cart: Cart,
  typedCodes: readonly string[],
  key: ShopperKey,
  now: Date,
): Promise<CartDiscounts> {
  // The first MAX_CODES + 1 distinct codes are looked up: one more than allowed, to refuse it by the rule.
  const codes = [...new Set(typedCodes.map(normalizeCode).filter(Boolean))].slice(0, MAX_CODES + 1);
  const live = or(isNull(promotions.endsAt), gt(promotions.endsAt, now));
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.appUuid, appUuid),
        or(
          and(inArray(promotions.kind, ['automatic', 'cart']), live, lte(promotions.startsAt, now)),
          codes.length ? and(eq(promotions.kind, 'code'), inArray(promotions.code, codes)) : undefined,
        ),
      ),
    )
    .orderBy(asc(promotions.createdAt));
  const automatic = rows.filter((p) => p.kind !== 'code');
  const byCode = new Map(rows.filter((p) => p.code).map((p) => [p.code as string, p as PromotionRule]));
  // A code that is no promotion's may be a voucher's.
  const vouchers = await voucherRulesFor(
    db,
    appUuid,
    codes.filter((c) => !byCode.has(c)),
  );
  for (const [code, rule] of vouchers) byCode.set(code, rule);
  const shopper = await shopperOf(db, key, [
    ...rows.map((p) => p.uuid),
    ...[...vouchers.values()].map((v) => v.uuid),
  ]);
  const discounts = combine(automatic, byCode, typedCodes, cart, now, shopper);
  return { ...discounts, offers: offersFor(automatic, cart, now, discounts.applied) };
}

/** A discount an order can no longer take; the checkout shows it on the codes field. */
const refused = (message: string) => new AppError(message, 'CONFLICT', { promoCodes: message });

/**
 * Takes the order's uses in its transaction: each promotion's count goes up only while under its
 * limit (the row stays locked until the order commits, so a limit of 100 gives exactly 100 orders),
 * the promotion must be unchanged since the cart was priced, and the shopper's own limit holds.
 */
export async function redeemPromotions(
  tx: Tx,
  order: { appUuid: string; orderUuid: string; total: number },
  discounts: Discounts,
  key: ShopperKey,
  cart: Cart,
  now: Date,
): Promise<void> {
  for (const [position, { promotion, amount }] of discounts.applied.entries()) {
    const [fresh] = await tx
      .update(promotions)
      .set({ usedCount: sql`${promotions.usedCount} + 1` })
      .where(
        and(
          eq(promotions.uuid, promotion.uuid),
          or(isNull(promotions.usageLimit), sql`${promotions.usedCount} < ${promotions.usageLimit}`),
        ),
      )
      .returning();
    const noun = promotion.code ? `The code ${promotion.code}` : promotion.title;
    if (!fresh) throw refused(`${noun} has reached its limit`);
    if (fresh.updatedAt.getTime() !== promotion.updatedAt.getTime() || statusOf(fresh, now) !== 'active')
      throw refused(`${noun} has just changed: please review your order`);
    const shopper = await shopperOf(tx, key, [fresh.uuid]);
    // usedCount now counts this order: the refusal is checked as it was before it.
    const problem = refusalOf({ ...fresh, usedCount: fresh.usedCount - 1 }, cart, now, shopper);
    if (problem) throw refused(problem);
    await redeemVoucherForOrder(
      tx,
      promotion,
      { orderUuid: order.orderUuid, customerKey: key.customerKey, amount },
      now,
    );
    await tx.insert(promotionUses).values({
      uuid: newUuid(),
      appUuid: order.appUuid,
      promotionUuid: fresh.uuid,
      orderUuid: order.orderUuid,
      customerKey: key.customerKey ?? '',
      title: fresh.title,
      code: promotion.code,
      kind: fresh.kind,
      amount,
      orderTotal: order.total,
      position,
      createdAt: now,
    });
  }
}

/** A cancelled order gives its uses back, once (a second call finds nothing to release). */
export async function releasePromotions(tx: Tx, orderUuid: string, now: Date): Promise<void> {
  await releaseOrderVouchers(tx, orderUuid);
  const released = await tx
    .update(promotionUses)
    .set({ releasedAt: now })
    .where(and(eq(promotionUses.orderUuid, orderUuid), isNull(promotionUses.releasedAt)))
    .returning({ promotionUuid: promotionUses.promotionUuid });
  for (const { promotionUuid } of released)
    await tx
      .update(promotions)
      .set({ usedCount: sql`greatest(${promotions.usedCount} - 1, 0)` })
      .where(eq(promotions.uuid, promotionUuid));
}

/** Each order's discount lines, in the order they were taken: one query for a page of orders. */
export async function discountLinesOf(db: Db, orderUuids: readonly string[]): Promise<PromotionUseRow[][]> {
  const rows = orderUuids.length
    ? await db
        .select()
        .from(promotionUses)
        .where(inArray(promotionUses.orderUuid, [...orderUuids]))
        .orderBy(asc(promotionUses.position))
    : [];
  return orderUuids.map((u) => rows.filter((r) => r.orderUuid === u));
}
