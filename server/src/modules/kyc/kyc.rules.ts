/**
 * Merchant registration and KYC (issue 17: store-setup payment/merchant, payment/kyc-verification) as
 * rules: who the business is, the Philippine IDs accepted, what a submission must hold, and the review
 * as a state machine. Online payment is offered to customers only once a store is verified.
 */
import { stateMachine } from '../../platform/state-machine.ts';

export const BUSINESS_TYPES = ['individual', 'sole_proprietorship', 'partnership', 'corporation'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  individual: 'Individual (no business registration)',
  sole_proprietorship: 'Sole proprietorship (DTI)',
  partnership: 'Partnership (SEC)',
  corporation: 'Corporation (SEC)',
};

/** Government IDs a payment provider accepts from a Filipino merchant. */
export const ID_TYPES = ['philsys', 'passport', 'drivers_license', 'umid', 'sss', 'prc', 'postal'] as const;
export type IdType = (typeof ID_TYPES)[number];
export const ID_TYPE_LABELS: Record<IdType, string> = {
  philsys: 'PhilSys National ID',
  passport: 'Passport',
  drivers_license: "Driver's License",
  umid: 'UMID',
  sss: 'SSS ID',
  prc: 'PRC ID',
  postal: 'Postal ID',
};

export const KYC_STATUSES = ['not_submitted', 'pending_review', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** Submitted → reviewed (verified, or rejected with a reason); a rejected store submits again. */
export const KYC_STATUS = stateMachine<KycStatus>(
  'Verification',
  {
    not_submitted: ['pending_review'],
    pending_review: ['verified', 'rejected'],
    rejected: ['pending_review'],
    verified: [],
  },
  {
    not_submitted: 'Not submitted',
    pending_review: 'Under review',
    verified: 'Verified',
    rejected: 'Not approved',
  },
);

export const UNDER_REVIEW = 'Your verification is under review';
export const ALREADY_VERIFIED = 'Your store is already verified';
export const NOT_UNDER_REVIEW = 'This verification is not waiting for review';
export const REASON_REQUIRED = 'Reason is required';
export const DOCUMENT_NOT_FOUND = 'Photo not found: please upload it again';

export interface KycInput {
  businessType: string;
  businessName: string;
  tin: string;
  businessAddress: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  idType: string;
  idPhotoUuid: string;
  selfiePhotoUuid: string;
  registrationPhotoUuid?: string | null;
}

const TIN = /^\d{3}-\d{3}-\d{3}(-\d{3,5})?$/;
const NAME = /^[\p{L}][\p{L} .'-]*$/u;

/** The submission's problems by field, in the spec's generic messages (document 3 §5); {} when none. */
export function kycProblems(input: KycInput): Record<string, string> {
  const problems: Record<string, string> = {};
  const required = (field: keyof KycInput, name: string, max: number) => {
    const value = String(input[field] ?? '').trim();
    if (!value) problems[field] = `${name} is required`;
    else if (value.length > max) problems[field] = `${name} should not exceed ${max} characters`;
  };
  if (!(BUSINESS_TYPES as readonly string[]).includes(input.businessType))
    problems.businessType = 'Please select Business Type';
  required('businessName', 'Business Name', 120);
  required('businessAddress', 'Business Address', 300);
  required('firstName', 'First Name', 60);
  required('lastName', 'Last Name', 60);
  if (!problems.firstName && !NAME.test(input.firstName.trim()))
    problems.firstName = 'First Name Contains Invalid Characters';
  if (!problems.lastName && !NAME.test(input.lastName.trim()))
    problems.lastName = 'Last Name Contains Invalid Characters';
  const tin = input.tin.trim();
  if (!tin) problems.tin = 'TIN is required';
  else if (!TIN.test(tin)) problems.tin = 'TIN has invalid value';
  if (!/^\+639\d{9}$/.test(input.mobileNumber.replace(/\s/g, '')))
    problems.mobileNumber = 'Mobile Number is invalid';
  if (!(ID_TYPES as readonly string[]).includes(input.idType)) problems.idType = 'Please select ID Type';
  if (!input.idPhotoUuid) problems.idPhotoUuid = 'ID Photo is required';
  if (!input.selfiePhotoUuid) problems.selfiePhotoUuid = 'Selfie with ID is required';
  if (input.businessType !== 'individual' && !input.registrationPhotoUuid)
    problems.registrationPhotoUuid = 'Business Registration is required';
  return problems;
}
