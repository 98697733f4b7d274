/**
 * Paying a bill with the default saved payment method (document 3 §4, issue 16). Asking to pay (the
 * merchant's Pay now, or the billing run on a new bill) moves the bill to payment_submitted and
 * queues `billing.chargeRequested` in the same transaction; the billing.payments listener then
 * charges the provider with an idempotency key per attempt (retried while the provider is away, never
 * charged twice); the provider's verified callback settles the bill or sends it back to for_payment.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { type PaymentCallback, PaymentProviderError } from '../../integrations/payments/payments.port.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { type Emitter, type EventBus, inTransaction, type ListenerDeps } from '../../platform/events.ts';
import { addDays } from '../../platform/manila.ts';
import { defaultPaymentMethod } from './billing.default-method.ts';
import { owed } from './billing.records.ts';
import { type BillingRecordRow, billings, paymentCustomers, paymentMethods } from './billing.tables.ts';
import { BILLING_STATUS, EXTENSION_DAYS } from './invoice.rules.ts';

export const NOTHING_TO_PAY = 'This bill has nothing left to pay';
export const PAYMENT_ON_ITS_WAY = 'A payment for this bill is already on its way';
export const NO_DEFAULT_METHOD = 'Please connect a payment method before paying your bill';

/**
 * In `tx`: moves a bill that owes to payment_submitted and queues its charge; answers the bill, or
 * null when the store has no default method (the run leaves such a bill for the merchant).
 */
export async function queueCharge(
  tx: Tx,
  events: Emitter,
  bill: BillingRecordRow,
  now: Date,
): Promise<BillingRecordRow | null> {
  const method = await defaultPaymentMethod(tx, bill.appUuid);
  if (!method) return null;
  BILLING_STATUS.assert(bill.status, 'payment_submitted');
  const attempt = bill.chargeAttempts + 1;
  const [updated] = await tx
    .update(billings)
    .set({
      status: 'payment_submitted',
      chargeAttempts: attempt,
      paymentMethodUuid: method.uuid,
      chargeFailureCode: null,
      updatedAt: now,
    })
    .where(and(eq(billings.uuid, bill.uuid), eq(billings.status, 'for_payment')))
    .returning();
  if (!updated) throw conflict(PAYMENT_ON_ITS_WAY);
  events.emit('billing.chargeRequested', { appUuid: bill.appUuid, billingUuid: bill.uuid, attempt });
  return updated;
}

/** Pay now: charges the default method for what the bill owes (the bill must ask for payment). */
export async function payBill(ctx: Context, bill: BillingRecordRow): Promise<BillingRecordRow> {
  return inTransaction(ctx, async (tx, events) => {
    const [locked] = await tx.select().from(billings).where(eq(billings.uuid, bill.uuid)).for('update');
    if (!locked || owed(locked) === 0) throw conflict(NOTHING_TO_PAY);
    if (locked.status === 'payment_submitted') throw conflict(PAYMENT_ON_ITS_WAY);
    const queued = await queueCharge(tx, events, locked, ctx.clock.now());
    if (!queued) throw conflict(NO_DEFAULT_METHOD);
    return queued;
  });
}

/** The charge went wrong before the provider took it: the bill asks for payment again, and the merchant hears. */
function chargeRefused(
  deps: ListenerDeps,
  events: EventBus,
  bill: BillingRecordRow,
  attempt: number,
  code: string,
) {
  return inTransaction({ db: deps.db, events }, async (tx, emitter) => {
    const [refused] = await tx
      .update(billings)
      .set({ status: 'for_payment', chargeFailureCode: code, updatedAt: deps.clock.now() })
      .where(
        and(
          eq(billings.uuid, bill.uuid),
          eq(billings.status, 'payment_submitted'),
          eq(billings.chargeAttempts, attempt),
        ),
      )
      .returning();
    if (refused) emitPaymentFailed(emitter, refused, code);
  });
}

const emitPaymentFailed = (events: Emitter, bill: BillingRecordRow, code: string) =>
  events.emit('billing.paymentFailed', {
    appUuid: bill.appUuid,
    billingUuid: bill.uuid,
    referenceNumber: bill.referenceNumber,
    failureCode: code,
  });

/** Makes the queued charge at the provider (at least once; the idempotency key makes it once). */
export function registerBillingChargeListeners(events: EventBus): void {
  events.on('billing.chargeRequested', async ({ billingUuid, attempt }, deps: ListenerDeps) => {
    const [bill] = await deps.db.select().from(billings).where(eq(billings.uuid, billingUuid));
    // A later attempt, or a bill settled meanwhile: this request is spent.
    if (bill?.status !== 'payment_submitted' || bill.chargeAttempts !== attempt) return;
    const [method] = bill.paymentMethodUuid
      ? await deps.db.select().from(paymentMethods).where(eq(paymentMethods.uuid, bill.paymentMethodUuid))
      : [];
    const [customer] = await deps.db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.appUuid, bill.appUuid));
    if (!method || !customer) return chargeRefused(deps, events, bill, attempt, 'NO_PAYMENT_METHOD');
    try {
      const charge = await deps.payments.chargePaymentMethod({
        referenceId: bill.uuid,
        customerId: customer.customerId,
        paymentMethodId: method.paymentMethodId,
        amount: owed(bill),
        description: `Suki bill ${bill.referenceNumber}`,
        idempotencyKey: `charge-${bill.uuid}-${attempt}`,
      });
      if (charge.status === 'FAILED')
        await chargeRefused(deps, events, bill, attempt, charge.failureCode ?? 'CHARGE_FAILED');
      // SUCCEEDED, PENDING: the provider's callback settles the bill (an answer is never proof of payment).
    } catch (err) {
      if (err instanceof PaymentProviderError && !err.transient)
        return chargeRefused(deps, events, bill, attempt, err.code ?? 'CHARGE_REFUSED');
      throw err;
    }
  });
}

/**
 * A verified payment.succeeded / payment.failed callback for a bill (its reference id), in the
 * callback's transaction: paid in full when the amount is what the bill owes; back to for_payment on a
 * failure; anything else (an amount that disagrees, an unknown bill) changes nothing.
 */
export async function applyBillPaymentCallback(
  tx: Tx,
  events: Emitter,
  callback: PaymentCallback,
  now: Date,
): Promise<'applied' | 'ignored'> {
  if (!callback.referenceId) return 'ignored';
  const [bill] = await tx
    .select()
    .from(billings)
    .where(eq(billings.uuid, callback.referenceId))
    .for('update');
  if (!bill) return 'ignored';
  if (callback.event === 'payment.failed') {
    if (bill.status !== 'payment_submitted') return 'ignored';
    const code = callback.failureCode ?? 'CHARGE_FAILED';
    await tx
      .update(billings)
      .set({ status: 'for_payment', chargeFailureCode: code, updatedAt: now })
      .where(eq(billings.uuid, bill.uuid));
    emitPaymentFailed(events, bill, code);
    return 'applied';
  }
  if (callback.event !== 'payment.succeeded' || bill.status === 'paid' || bill.carriedInto) return 'ignored';
  if (callback.amount !== owed(bill)) return 'ignored';
  await markPaid(tx, bill, now);
  emitBillPaid(events, bill, callback.amount);
  return 'applied';
}

export const ALREADY_EXTENDED = 'This bill has already been extended';

/** Extend Payment (document 3 §9): 10 more days to pay, once per bill, while it still owes. */
export async function extendPayment(ctx: Context, bill: BillingRecordRow): Promise<BillingRecordRow> {
  return inTransaction(ctx, async (tx) => {
    const [locked] = await tx.select().from(billings).where(eq(billings.uuid, bill.uuid)).for('update');
    if (!locked || owed(locked) === 0) throw conflict(NOTHING_TO_PAY);
    if (locked.extended) throw conflict(ALREADY_EXTENDED);
    const [extended] = await tx
      .update(billings)
      .set({
        periodDue: addDays(locked.periodDue, EXTENSION_DAYS),
        balanceDue: locked.balanceDue ? addDays(locked.balanceDue, EXTENSION_DAYS) : null,
        extended: true,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(billings.uuid, locked.uuid))
      .returning();
    if (!extended) throw conflict(ALREADY_EXTENDED);
    return extended;
  });
}

/** Announces a bill paid in full: the merchant hears, and a deactivated store reopens (billing.overdue). */
export const emitBillPaid = (events: Emitter, bill: BillingRecordRow, amount: number) =>
  events.emit('billing.billPaid', {
    appUuid: bill.appUuid,
    billingUuid: bill.uuid,
    referenceNumber: bill.referenceNumber,
    amount,
  });

/** In `tx`: the bill paid in full at `now`, and the earlier bills it carried with it. */
export async function markPaid(tx: Tx, bill: BillingRecordRow, now: Date): Promise<BillingRecordRow> {
  BILLING_STATUS.assert(bill.status, 'paid');
  const [paid] = await tx
    .update(billings)
    .set({ status: 'paid', collected: bill.totalPayableAmount, paymentReceivedAt: now, updatedAt: now })
    .where(eq(billings.uuid, bill.uuid))
    .returning();
  await tx
    .update(billings)
    .set({ status: 'paid', paymentReceivedAt: now, updatedAt: now })
    .where(and(eq(billings.carriedInto, bill.uuid), ne(billings.status, 'paid')));
  if (!paid) throw notFound('Billing');
  return paid;
}

/**
 * Records a bill as paid in full at `now` outside a callback (the demo seed; later an operator's
 * confirmation of a deposit slip).
 */
export function settleBill(db: Db, uuid: string, now: Date): Promise<BillingRecordRow> {
  return db.transaction(async (tx) => {
    const [bill] = await tx.select().from(billings).where(eq(billings.uuid, uuid)).for('update');
    if (!bill) throw notFound('Billing');
    return markPaid(tx, bill, now);
  });
}
