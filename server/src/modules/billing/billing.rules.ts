/** A store's plan: a new store is on the free plan until it subscribes. */
export interface Billing {
  plan: string;
  /** How the plan is paid (null on the free plan). */
  planPaymentType: string | null;
}

export const DEFAULT_BILLING: Readonly<Billing> = { plan: 'free', planPaymentType: null };
