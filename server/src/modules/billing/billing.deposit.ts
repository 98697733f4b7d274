/**
 * Paying a bill by deposit slip (issue 16): the merchant transfers what the bill owes to Suki's bank or
 * e-wallet account and uploads the slip; the bill waits as payment_submitted (the store is not
 * deactivated meanwhile) until an operator confirms the slip (paid; a deactivated store reopens) or
 * refuses it with a reason (for_payment again, and the merchant is told why).
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { badInput, conflict, notFound } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { claimKeptPhoto } from '../photos/index.ts';
import { emitBillPaid, markPaid, NOTHING_TO_PAY, PAYMENT_ON_ITS_WAY } from './billing.charge.ts';
import { owed } from './billing.records.ts';
import {
  type BillingDepositSlipRow,
  type BillingRecordRow,
  billingDepositSlips,
  billings,
} from './billing.tables.ts';
import { BILLING_STATUS } from './invoice.rules.ts';

export const SLIP_NOT_FOUND = 'Deposit slip not found: please upload the photo again';
export const SLIP_REVIEWED = 'This deposit slip has already been reviewed';
export const REASON_REQUIRED = 'Reason is required';
export const REASON_MAX = 300;

/** The merchant sends a deposit slip for a bill that asks for payment: it waits for an operator. */
export async function submitDepositSlip(
  ctx: Context,
  bill: BillingRecordRow,
  photoUuid: string,
): Promise<BillingRecordRow> {
  return inTransaction(ctx, async (tx) => {
    const [locked] = await tx.select().from(billings).where(eq(billings.uuid, bill.uuid)).for('update');
    if (!locked || owed(locked) === 0) throw conflict(NOTHING_TO_PAY);
    if (locked.status === 'payment_submitted') throw conflict(PAYMENT_ON_ITS_WAY);
    const photo = await claimKeptPhoto(tx, locked.appUuid, photoUuid, 'billing_slip');
    if (!photo) throw badInput({ photoUuid: SLIP_NOT_FOUND });
    BILLING_STATUS.assert(locked.status, 'payment_submitted');
    const now = ctx.clock.now();
    await tx.insert(billingDepositSlips).values({
      uuid: newUuid(),
      billingUuid: locked.uuid,
      appUuid: locked.appUuid,
      photoUuid: photo.uuid,
      submittedAt: now,
    });
    const [submitted] = await tx
      .update(billings)
      .set({ status: 'payment_submitted', chargeFailureCode: null, updatedAt: now })
      .where(eq(billings.uuid, locked.uuid))
      .returning();
    if (!submitted) throw notFound('Billing');
    return submitted;
  });
}

export interface SlipReview {
  slipUuid: string;
  approve: boolean;
  reason?: string | null;
  reviewer: string;
}

/**
 * An operator's word on a slip: confirmed pays the bill in full (and the bills it carried); refused
 * sends the bill back to for_payment with the reason, which the merchant reads in a notification.
 */
export async function reviewDepositSlip(ctx: Context, review: SlipReview): Promise<BillingDepositSlipRow> {
  const reason = review.reason?.trim() ?? '';
  if (!review.approve && !reason) throw badInput({ reason: REASON_REQUIRED });
  if (reason.length > REASON_MAX)
    throw badInput({ reason: `Reason should not exceed ${REASON_MAX} characters` });
  if (!isUuid(review.slipUuid)) throw notFound('Deposit slip');
  return inTransaction(ctx, async (tx, events) => {
    const [slip] = await tx
      .select()
      .from(billingDepositSlips)
      .where(eq(billingDepositSlips.uuid, review.slipUuid))
      .for('update');
    if (!slip) throw notFound('Deposit slip');
    if (slip.status !== 'submitted') throw conflict(SLIP_REVIEWED);
    const [bill] = await tx.select().from(billings).where(eq(billings.uuid, slip.billingUuid)).for('update');
    if (!bill) throw notFound('Billing');
    const now = ctx.clock.now();
    if (review.approve) {
      if (bill.status !== 'paid') {
        emitBillPaid(events, bill, owed(bill));
        await markPaid(tx, bill, now);
      }
    } else if (bill.status === 'payment_submitted') {
      await tx
        .update(billings)
        .set({ status: 'for_payment', updatedAt: now })
        .where(eq(billings.uuid, bill.uuid));
      events.emit('billing.depositSlipRefused', {
        appUuid: bill.appUuid,
        billingUuid: bill.uuid,
        referenceNumber: bill.referenceNumber,
        reason,
      });
    }
    const [reviewed] = await tx
      .update(billingDepositSlips)
      .set({
        status: review.approve ? 'confirmed' : 'refused',
        reason: reason || null,
        reviewedAt: now,
        reviewedBy: review.reviewer,
      })
      .where(eq(billingDepositSlips.uuid, slip.uuid))
      .returning();
    if (!reviewed) throw notFound('Deposit slip');
    return reviewed;
  });
}

/** A bill's slips, newest first. */
export const slipsOfBill = (ctx: Context, billingUuid: string) =>
  ctx.db
    .select()
    .from(billingDepositSlips)
    .where(eq(billingDepositSlips.billingUuid, billingUuid))
    .orderBy(desc(billingDepositSlips.submittedAt));

/** Slips waiting for an operator, oldest first (the operators' queue). */
export const slipsAwaitingReview = (ctx: Context, limit = 100) =>
  ctx.db
    .select({ slip: billingDepositSlips, bill: billings })
    .from(billingDepositSlips)
    .innerJoin(billings, eq(billings.uuid, billingDepositSlips.billingUuid))
    .where(and(eq(billingDepositSlips.status, 'submitted')))
    .orderBy(asc(billingDepositSlips.submittedAt))
    .limit(limit);
