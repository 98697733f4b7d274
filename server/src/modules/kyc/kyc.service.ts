/**
 * A store's merchant registration and KYC: the merchant submits (owners and admins), an operator
 * verifies or rejects with a reason; verifying turns online payment on for the store's customers.
 */
import { asc, eq } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { badInput, conflict, notFound } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { isUuid } from '../../platform/ids.ts';
import { appOrThrow } from '../apps/index.ts';
import { updateFeatureFlags } from '../flags/index.ts';
import { claimKeptPhoto } from '../photos/index.ts';
import {
  ALREADY_VERIFIED,
  DOCUMENT_NOT_FOUND,
  KYC_STATUS,
  type KycInput,
  kycProblems,
  NOT_UNDER_REVIEW,
  REASON_REQUIRED,
  UNDER_REVIEW,
} from './kyc.rules.ts';
import { type StoreKycRow, storeKyc } from './kyc.tables.ts';

export const REASON_MAX = 300;

/** The store's registration, or null before its first submission. */
export async function kycOf(db: Db | Tx, appUuid: string): Promise<StoreKycRow | null> {
  const [row] = await db.select().from(storeKyc).where(eq(storeKyc.appUuid, appUuid));
  return row ?? null;
}

/** True once an operator verified the store (online payment may be offered). */
export const kycVerified = async (db: Db | Tx, appUuid: string): Promise<boolean> =>
  (await kycOf(db, appUuid))?.status === 'verified';

/** The merchant's submission: checked whole, its documents kept, then it waits for review. */
export async function submitKyc(ctx: Context, appUuid: string, input: KycInput): Promise<StoreKycRow> {
  const app = await appOrThrow(ctx, appUuid);
  const problems = kycProblems(input);
  if (Object.keys(problems).length) throw badInput(problems);
  return inTransaction(ctx, async (tx, events) => {
    const [current] = await tx.select().from(storeKyc).where(eq(storeKyc.appUuid, app.uuid)).for('update');
    const from = current?.status ?? 'not_submitted';
    if (from === 'pending_review') throw conflict(UNDER_REVIEW);
    if (from === 'verified') throw conflict(ALREADY_VERIFIED);
    KYC_STATUS.assert(from, 'pending_review');
    const documents = {
      idPhotoUuid: input.idPhotoUuid,
      selfiePhotoUuid: input.selfiePhotoUuid,
      ...(input.businessType === 'individual'
        ? {}
        : { registrationPhotoUuid: input.registrationPhotoUuid ?? '' }),
    };
    for (const [field, uuid] of Object.entries(documents)) {
      if (!(await claimKeptPhoto(tx, app.uuid, uuid, 'kyc_document')))
        throw badInput({ [field]: DOCUMENT_NOT_FOUND });
    }
    const values = {
      status: 'pending_review' as const,
      businessType: input.businessType,
      businessName: input.businessName.trim(),
      tin: input.tin.trim(),
      businessAddress: input.businessAddress.trim(),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      mobileNumber: input.mobileNumber.replace(/\s/g, ''),
      idType: input.idType,
      idPhotoUuid: input.idPhotoUuid,
      selfiePhotoUuid: input.selfiePhotoUuid,
      registrationPhotoUuid:
        input.businessType === 'individual' ? null : (input.registrationPhotoUuid ?? null),
      rejectionReason: null,
      submittedAt: ctx.clock.now(),
      reviewedAt: null,
      reviewedBy: null,
    };
    const [row] = await tx
      .insert(storeKyc)
      .values({ appUuid: app.uuid, ...values })
      .onConflictDoUpdate({ target: storeKyc.appUuid, set: values })
      .returning();
    if (!row) throw notFound('Verification');
    events.emit('kyc.submitted', { appUuid: app.uuid });
    return row;
  });
}

export interface KycReview {
  appUuid: string;
  approve: boolean;
  reason?: string | null;
  reviewer: string;
}

/** An operator's decision; verifying turns the store's online payment on in the same transaction. */
export async function reviewKyc(ctx: Context, review: KycReview): Promise<StoreKycRow> {
  const reason = review.reason?.trim() ?? '';
  if (!review.approve && !reason) throw badInput({ reason: REASON_REQUIRED });
  if (reason.length > REASON_MAX)
    throw badInput({ reason: `Reason should not exceed ${REASON_MAX} characters` });
  if (!isUuid(review.appUuid)) throw notFound('Verification');
  return inTransaction(ctx, async (tx, events) => {
    const [current] = await tx
      .select()
      .from(storeKyc)
      .where(eq(storeKyc.appUuid, review.appUuid))
      .for('update');
    if (!current) throw notFound('Verification');
    if (current.status !== 'pending_review') throw conflict(NOT_UNDER_REVIEW);
    const to = review.approve ? 'verified' : 'rejected';
    KYC_STATUS.assert(current.status, to);
    const [row] = await tx
      .update(storeKyc)
      .set({
        status: to,
        rejectionReason: review.approve ? null : reason,
        reviewedAt: ctx.clock.now(),
        reviewedBy: review.reviewer,
      })
      .where(eq(storeKyc.appUuid, current.appUuid))
      .returning();
    if (!row) throw notFound('Verification');
    if (review.approve) await updateFeatureFlags(tx, current.appUuid, { onlinePayments: true });
    events.emit('kyc.reviewed', {
      appUuid: current.appUuid,
      verified: review.approve,
      reason: reason || null,
    });
    return row;
  });
}

/** Submissions waiting for an operator, oldest first. */
export const kycAwaitingReview = (db: Db, limit = 100) =>
  db
    .select()
    .from(storeKyc)
    .where(eq(storeKyc.status, 'pending_review'))
    .orderBy(asc(storeKyc.submittedAt))
    .limit(limit);
