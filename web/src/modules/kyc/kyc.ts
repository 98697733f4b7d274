/** Merchant registration and KYC as the console shows them (issue 17). */

export type KycStatus = 'not_submitted' | 'pending_review' | 'verified' | 'rejected';

export const KYC_STATUS_COLORS: Record<KycStatus, 'default' | 'info' | 'success' | 'error'> = {
  not_submitted: 'default',
  pending_review: 'info',
  verified: 'success',
  rejected: 'error',
};

/** What the status means for the merchant, in a sentence. */
export function kycStatusText(status: KycStatus, reason?: string | null): string {
  switch (status) {
    case 'not_submitted':
      return 'Verify your business so your customers can pay online with card, GCash or Maya.';
    case 'pending_review':
      return 'Your details are under review. We usually answer within 2 business days.';
    case 'verified':
      return 'Your store is verified: customers can pay online with card, GCash or Maya.';
    case 'rejected':
      return `Your verification was not approved: ${reason ?? 'please check your details'}. Update it and submit again.`;
  }
}

export const KYC_FIELDS = [
  'businessType',
  'businessName',
  'tin',
  'businessAddress',
  'firstName',
  'lastName',
  'mobileNumber',
  'idType',
  'idPhotoUuid',
  'selfiePhotoUuid',
  'registrationPhotoUuid',
] as const;
export type KycField = (typeof KYC_FIELDS)[number];

export const KYC_SUBMITTED = 'Your details were sent for review';
export const KYC_VERIFIED = 'Store verified: online payment is on';
export const KYC_REJECTED = 'Verification not approved: the merchant was told why';
export const NO_KYC_REVIEWS = 'No verifications are waiting for review.';

/** The form may be sent when nothing was sent yet, or after a rejection. */
export const kycEditable = (status: KycStatus): boolean =>
  status === 'not_submitted' || status === 'rejected';
