/** Merchant registration and KYC: a store's verification, which online payment waits for. */
import './kyc.graphql.ts';

export type { KycEvents } from './kyc.events.ts';
export type { KycStatus } from './kyc.rules.ts';
export { kycOf, kycVerified } from './kyc.service.ts';
