/**
 * Merchant registration and KYC: a store's verification, which online payment waits for, and the
 * reminder that moves stores off a temporary e-wallet gateway towards it.
 */
import './kyc.graphql.ts';
import './gateway.graphql.ts';

export { gatewayMessage } from './gateway.rules.ts';
export {
  defineGatewayJobs,
  GATEWAY_REMINDER_JOB,
  runGatewayReminders,
  scheduleGatewayPhaseout,
} from './gateway.ts';
export type { KycEvents } from './kyc.events.ts';
export type { KycStatus } from './kyc.rules.ts';
export { kycOf, kycVerified } from './kyc.service.ts';
