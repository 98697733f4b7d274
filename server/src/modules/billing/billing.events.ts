/** What the billing domain announces. */
export interface BillingEvents {
  /** A saved method's status moved (a provider callback): launch and the payment alert read it. */
  'billing.paymentMethodStatusChanged': {
    appUuid: string;
    paymentMethodUuid: string;
    status: string;
    isDefault: boolean;
  };
  /** The merchant removed a saved method: the provider is told to expire it (billing.payments listener). */
  'billing.paymentMethodRemoved': { appUuid: string; paymentMethodUuid: string; paymentMethodId: string };
  /** A bill's charge of the default saved method was asked for: the billing.payments listener makes it. */
  'billing.chargeRequested': { appUuid: string; billingUuid: string; attempt: number };
  /** A bill was paid in full (a charge's callback, or a confirmed deposit slip): `amount` in centavos. */
  'billing.billPaid': { appUuid: string; billingUuid: string; referenceNumber: string; amount: number };
  /** A charge of the saved method failed (the provider's code); the bill asks for payment again. */
  'billing.paymentFailed': {
    appUuid: string;
    billingUuid: string;
    referenceNumber: string;
    failureCode: string;
  };
  /** A deposit slip was refused by an operator; the bill asks for payment again. */
  'billing.depositSlipRefused': {
    appUuid: string;
    billingUuid: string;
    referenceNumber: string;
    reason: string;
  };
  /** A bill falls due within a few days (once per bill). */
  'billing.dueSoon': { appUuid: string; billingUuid: string; referenceNumber: string; periodDue: string };
  /** The store was deactivated for this overdue bill. */
  'billing.storeDeactivated': { appUuid: string; billingUuid: string; referenceNumber: string };
  /** The merchant took the bill's grace period: the store reopens until `graceEndsAt` (ISO). */
  'billing.gracePeriodActivated': { appUuid: string; billingUuid: string; graceEndsAt: string };
  /** A response-credit pack is to be charged to the default saved method (billing.topups listener). */
  'billing.topUpChargeRequested': { appUuid: string; topUpUuid: string };
  /** A paid pack's credits were added: `responseCredits` is what the store has now. */
  'billing.responseCreditsAdded': {
    appUuid: string;
    topUpUuid: string;
    credits: number;
    responseCredits: number;
  };
  /** A paid shipping top-up's credits (centavos) were added: `totalCredits` is the balance now. */
  'billing.shippingCreditsAdded': {
    appUuid: string;
    topUpUuid: string;
    amount: number;
    totalCredits: number;
  };
  /** 24 hours of the grace period remain (once per bill). */
  'billing.graceLastDay': { appUuid: string; billingUuid: string; referenceNumber: string };
  /** The monthly run made a bill that asks for payment: the merchant is told (notifications). */
  'billing.billCreated': {
    appUuid: string;
    billingUuid: string;
    referenceNumber: string;
    totalPayableAmount: number;
    periodDue: string;
  };
}
