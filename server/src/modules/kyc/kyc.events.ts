/** What the KYC domain announces. */
export interface KycEvents {
  /** A store sent its registration for review. */
  'kyc.submitted': { appUuid: string };
  /** An operator verified the store (online payment on) or rejected it with a reason. */
  'kyc.reviewed': { appUuid: string; verified: boolean; reason: string | null };
  /** The temporary gateway's phase-out started or ended (once each): the team is reminded. */
  'kyc.gatewayReminder': { appUuid: string; stage: 'start' | 'countdown' | 'ended'; remainingDays: number };
}
