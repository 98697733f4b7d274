/**
 * Shipping credits (document 3 §2 screen 12 and route ecommerce-shipping-top-up, §3 credit widgets, §7
 * grabExpressCredits; issue 17): the store's prepaid balance, in centavos, for the express courier.
 * A top-up is a pack paid at the provider's checkout; its credits are added once, in the transaction of
 * the provider's verified callback for the exact amount (a replay or another amount adds nothing).
 * Courier bookings spend them (orders.courier.ts).
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import type { CheckoutChannel, PaymentCallback } from '../../integrations/payments/payments.port.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { badInput, conflict } from '../../platform/errors.ts';
import type { Emitter } from '../../platform/events.ts';
import { newUuid } from '../../platform/ids.ts';
import { appOrThrow } from '../apps/index.ts';
import { addShippingCredits, shippingCreditsOf } from '../credits/index.ts';
import { shippingCreditTopUps } from './billing.shipping.tables.ts';
import { ownUrl } from './billing.topups.ts';
import { providerFailureCode, topUpMove } from './topups.rules.ts';

/** The packs offered, in centavos: ₱500, ₱1,000, ₱2,000 and ₱5,000 (one peso of credit per peso). */
export const SHIPPING_TOP_UP_PACKS = [50_000, 100_000, 200_000, 500_000] as const;
export const SHIPPING_KEY_SUFFIX = ':grab_express';
export const PACK_MESSAGE = 'Choose one of the top-up amounts offered';
export const KEY_MESSAGE = 'This top-up link is not valid: open Shipping Credit again';
export const ALREADY_PAID = 'This top-up is already paid';

export interface LastApprovedCredit {
  /** Centavos. */
  amount: number;
  approvedAt: Date;
}

/** Document 3 §7 grabExpressCredits: the balance and the latest approved (paid) top-up. */
export async function grabExpressCredits(
  db: Db | Tx,
  appUuid: string,
): Promise<{ totalCredits: number; lastApprovedCredit: LastApprovedCredit | null }> {
  const [last] = await db
    .select({ amount: shippingCreditTopUps.amount, approvedAt: shippingCreditTopUps.paidAt })
    .from(shippingCreditTopUps)
    .where(and(eq(shippingCreditTopUps.appUuid, appUuid), isNotNull(shippingCreditTopUps.paidAt)))
    .orderBy(desc(shippingCreditTopUps.paidAt))
    .limit(1);
  return {
    totalCredits: await shippingCreditsOf(db, appUuid),
    lastApprovedCredit: last?.approvedAt ? { amount: last.amount, approvedAt: last.approvedAt } : null,
  };
}

/** A route key of document 3 §2: ends with ':grab_express', printable, not too long. */
export function validShippingKey(key: string): boolean {
  return (
    key.length > SHIPPING_KEY_SUFFIX.length &&
    key.length <= 200 &&
    key.endsWith(SHIPPING_KEY_SUFFIX) &&
    /^[\w:.-]+$/.test(key)
  );
}

export interface ShippingTopUpInput {
  appUuid: string;
  key: string;
  amount: number;
  channel: CheckoutChannel;
  successRedirectUrl: string;
  failureRedirectUrl: string;
}

/**
 * Starts a top-up at the provider's checkout: answers the page to pay on. One top-up per route key:
 * opening the same key again answers the same payment (never a second charge).
 */
export async function startShippingTopUp(
  ctx: Context,
  input: ShippingTopUpInput,
): Promise<{ url: string; amount: number }> {
  const app = await appOrThrow(ctx, input.appUuid);
  if (!validShippingKey(input.key)) throw badInput({ key: KEY_MESSAGE });
  if (!(SHIPPING_TOP_UP_PACKS as readonly number[]).includes(input.amount))
    throw badInput({ amount: PACK_MESSAGE });
  const successReturnUrl = ownUrl(ctx, 'successRedirectUrl', input.successRedirectUrl);
  const failureReturnUrl = ownUrl(ctx, 'failureRedirectUrl', input.failureRedirectUrl);
  const uuid = newUuid();
  const [created] = await ctx.db
    .insert(shippingCreditTopUps)
    .values({
      uuid,
      appUuid: app.uuid,
      key: input.key,
      amount: input.amount,
      channel: input.channel,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    const [existing] = await ctx.db
      .select()
      .from(shippingCreditTopUps)
      .where(and(eq(shippingCreditTopUps.appUuid, app.uuid), eq(shippingCreditTopUps.key, input.key)));
    if (existing?.status === 'paid') throw conflict(ALREADY_PAID);
    if (existing?.status !== 'pending' || !existing.providerRequestId) throw conflict(KEY_MESSAGE);
    const request = await ctx.payments.getPaymentRequest(
      existing.providerRequestId,
      existing.channel as CheckoutChannel,
    );
    return { url: request.actionUrl ?? '', amount: existing.amount };
  }
  try {
    const request = await ctx.payments.createPaymentRequest({
      referenceId: uuid,
      channel: input.channel,
      amount: input.amount,
      description: `Suki shipping credits: PHP ${(input.amount / 100).toFixed(2)}`,
      successReturnUrl,
      failureReturnUrl,
      idempotencyKey: `shipping-topup-${uuid}`,
    });
    await ctx.db
      .update(shippingCreditTopUps)
      .set({ providerRequestId: request.id })
      .where(eq(shippingCreditTopUps.uuid, uuid));
    return { url: request.actionUrl ?? '', amount: input.amount };
  } catch (err) {
    const code = providerFailureCode(err);
    await ctx.db
      .update(shippingCreditTopUps)
      .set({ status: 'failed', failureCode: code })
      .where(eq(shippingCreditTopUps.uuid, uuid));
    throw err;
  }
}

/**
 * A verified payment callback for a shipping top-up (its reference id), in the callback's transaction:
 * the credits once, when the amount is the pack's; a failure marks it failed. null: not a shipping top-up.
 */
export async function applyShippingTopUpCallback(
  tx: Tx,
  events: Emitter,
  callback: PaymentCallback,
  now: Date,
): Promise<'applied' | 'ignored' | null> {
  if (!callback.referenceId) return null;
  const [topUp] = await tx
    .select()
    .from(shippingCreditTopUps)
    .where(eq(shippingCreditTopUps.uuid, callback.referenceId))
    .for('update');
  if (!topUp) return null;
  const move = topUpMove(topUp, callback);
  if (!move) return 'ignored';
  if (move.to === 'failed') {
    await tx
      .update(shippingCreditTopUps)
      .set({ status: 'failed', failureCode: move.failureCode })
      .where(eq(shippingCreditTopUps.uuid, topUp.uuid));
    return 'applied';
  }
  await tx
    .update(shippingCreditTopUps)
    .set({ status: 'paid', paidAt: now })
    .where(eq(shippingCreditTopUps.uuid, topUp.uuid));
  const totalCredits = await addShippingCredits(tx, topUp.appUuid, topUp.amount);
  events.emit('billing.shippingCreditsAdded', {
    appUuid: topUp.appUuid,
    topUpUuid: topUp.uuid,
    amount: topUp.amount,
    totalCredits,
  });
  return 'applied';
}
