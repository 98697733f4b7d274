/** What billing announces about a store's plan (its own file: billing.events.ts is the bills'). */
export interface BillingPlansEvents {
  /** The merchant changed plan on Subscription Plans (effective at once): live usage push. */
  'billing.planChanged': { appUuid: string; fromPlan: string; toPlan: string };
  /** The store joined the MSME programme or extended its window: live usage push. */
  'billing.msmeChanged': { appUuid: string };
}
