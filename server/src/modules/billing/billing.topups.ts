/**
 * Buying response credits (document 3 §2 screen 11, §4 "Response credits", §9; issue 17): a fixed pack,
 * paid either at the provider's checkout page (`updateResponseCredit` answers its url) or by charging
 * the default saved payment method. Credits are added once, in the transaction of the provider's
 * verified callback for the exact amount (a replay or a disagreeing amount adds nothing).
 */
import { and, eq } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import {
  type CheckoutChannel,
  type PaymentCallback,
  PaymentProviderError,
} from '../../integrations/payments/payments.port.ts';
import type { Tx } from '../../platform/db.ts';
import { badInput, conflict } from '../../platform/errors.ts';
import { type Emitter, type EventBus, inTransaction, type ListenerDeps } from '../../platform/events.ts';
import { newUuid } from '../../platform/ids.ts';
import { appOrThrow } from '../apps/index.ts';
import { addResponseCredits } from '../credits/index.ts';
import { defaultPaymentMethod } from './billing.default-method.ts';
import { paymentCustomers, paymentMethods } from './billing.tables.ts';
import { type ResponseCreditTopUpRow, responseCreditTopUps } from './billing.topups.tables.ts';
import { providerFailureCode, topUpMove } from './topups.rules.ts';

/** Document 3 §9: one fixed pack, 5,000.00 pesos (the credits: docs/decisions.md). */
export const TOP_UP = { credits: 5_000, amount: 500_000 } as const;
export const TOP_UP_DESCRIPTION = 'Suki response credits: 5,000 AI suggested replies';
export const NO_METHOD_FOR_CREDITS = 'Please connect a payment method before buying credits';
export const RETURN_URL_MESSAGE = 'Return addresses must be pages of this console';

/** The return pages must be this console's own (never an open redirect through the provider). */
export function ownUrl(ctx: Context, field: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badInput({ [field]: RETURN_URL_MESSAGE });
  }
  if (url.origin !== new URL(ctx.publicUrl()).origin) throw badInput({ [field]: RETURN_URL_MESSAGE });
  return url.toString();
}

export interface CheckoutTopUpInput {
  appUuid: string;
  channel: CheckoutChannel;
  successRedirectUrl: string;
  failureRedirectUrl: string;
}

/** A pack through the provider's checkout: answers the page to pay on ('' when the provider gave none). */
export async function startCheckoutTopUp(ctx: Context, input: CheckoutTopUpInput): Promise<{ url: string }> {
  const app = await appOrThrow(ctx, input.appUuid);
  const successReturnUrl = ownUrl(ctx, 'successRedirectUrl', input.successRedirectUrl);
  const failureReturnUrl = ownUrl(ctx, 'failureRedirectUrl', input.failureRedirectUrl);
  const uuid = newUuid();
  await ctx.db.insert(responseCreditTopUps).values({
    uuid,
    appUuid: app.uuid,
    credits: TOP_UP.credits,
    amount: TOP_UP.amount,
    method: 'checkout',
    createdAt: ctx.clock.now(),
  });
  try {
    const request = await ctx.payments.createPaymentRequest({
      referenceId: uuid,
      channel: input.channel,
      amount: TOP_UP.amount,
      description: TOP_UP_DESCRIPTION,
      successReturnUrl,
      failureReturnUrl,
      idempotencyKey: `topup-${uuid}`,
    });
    await ctx.db
      .update(responseCreditTopUps)
      .set({ providerRequestId: request.id })
      .where(eq(responseCreditTopUps.uuid, uuid));
    return { url: request.actionUrl ?? '' };
  } catch (err) {
    const code = providerFailureCode(err);
    await ctx.db
      .update(responseCreditTopUps)
      .set({ status: 'failed', failureCode: code })
      .where(eq(responseCreditTopUps.uuid, uuid));
    throw err;
  }
}

/** A pack charged to the default saved method: queued with its record, charged by the listener. */
export async function chargeTopUp(ctx: Context, appUuid: string): Promise<ResponseCreditTopUpRow> {
  const app = await appOrThrow(ctx, appUuid);
  return inTransaction(ctx, async (tx, events) => {
    const method = await defaultPaymentMethod(tx, app.uuid);
    if (!method) throw conflict(NO_METHOD_FOR_CREDITS);
    const [topUp] = await tx
      .insert(responseCreditTopUps)
      .values({
        uuid: newUuid(),
        appUuid: app.uuid,
        credits: TOP_UP.credits,
        amount: TOP_UP.amount,
        method: 'saved_method',
        paymentMethodUuid: method.uuid,
        createdAt: ctx.clock.now(),
      })
      .returning();
    if (!topUp) throw conflict('The top-up could not be recorded');
    events.emit('billing.topUpChargeRequested', { appUuid: app.uuid, topUpUuid: topUp.uuid });
    return topUp;
  });
}

/** Charges a queued pack once (the idempotency key), retried while the provider is away. */
export function registerTopUpChargeListeners(events: EventBus): void {
  events.on('billing.topUpChargeRequested', async ({ topUpUuid }, deps: ListenerDeps) => {
    const [topUp] = await deps.db
      .select()
      .from(responseCreditTopUps)
      .where(eq(responseCreditTopUps.uuid, topUpUuid));
    if (topUp?.status !== 'pending' || !topUp.paymentMethodUuid) return;
    const [method] = await deps.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.uuid, topUp.paymentMethodUuid));
    const [customer] = await deps.db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.appUuid, topUp.appUuid));
    const fail = (code: string) =>
      deps.db
        .update(responseCreditTopUps)
        .set({ status: 'failed', failureCode: code })
        .where(and(eq(responseCreditTopUps.uuid, topUp.uuid), eq(responseCreditTopUps.status, 'pending')));
    if (!method || !customer) return void (await fail('NO_PAYMENT_METHOD'));
    try {
      const charge = await deps.payments.chargePaymentMethod({
        referenceId: topUp.uuid,
        customerId: customer.customerId,
        paymentMethodId: method.paymentMethodId,
        amount: topUp.amount,
        description: TOP_UP_DESCRIPTION,
        idempotencyKey: `topup-${topUp.uuid}`,
      });
      if (charge.status === 'FAILED') await fail(charge.failureCode ?? 'CHARGE_FAILED');
      // SUCCEEDED, PENDING: the callback adds the credits (an answer is never proof of payment).
    } catch (err) {
      if (err instanceof PaymentProviderError && !err.transient)
        return void (await fail(err.code ?? 'CHARGE_REFUSED'));
      throw err;
    }
  });
}

/**
 * A verified payment callback for a top-up (its reference id), in the callback's transaction: the pack's
 * credits once, when the amount is the pack's; a failure marks it failed. null: not a top-up.
 */
export async function applyTopUpCallback(
  tx: Tx,
  events: Emitter,
  callback: PaymentCallback,
  now: Date,
): Promise<'applied' | 'ignored' | null> {
  if (!callback.referenceId) return null;
  const [topUp] = await tx
    .select()
    .from(responseCreditTopUps)
    .where(eq(responseCreditTopUps.uuid, callback.referenceId))
    .for('update');
  if (!topUp) return null;
  const move = topUpMove(topUp, callback);
  if (!move) return 'ignored';
  if (move.to === 'failed') {
    await tx
      .update(responseCreditTopUps)
      .set({ status: 'failed', failureCode: move.failureCode })
      .where(eq(responseCreditTopUps.uuid, topUp.uuid));
    return 'applied';
  }
  await tx
    .update(responseCreditTopUps)
    .set({ status: 'paid', paidAt: now })
    .where(eq(responseCreditTopUps.uuid, topUp.uuid));
  const left = await addResponseCredits(tx, topUp.appUuid, topUp.credits);
  events.emit('billing.responseCreditsAdded', {
    appUuid: topUp.appUuid,
    topUpUuid: topUp.uuid,
    credits: topUp.credits,
    responseCredits: left,
  });
  return 'applied';
}
