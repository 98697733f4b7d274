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
  /** A bill was paid in full (a charge's callback). */
  'billing.billPaid': { appUuid: string; billingUuid: string };
  /** The monthly run made a bill that asks for payment: the merchant is told (notifications). */
  'billing.billCreated': {
    appUuid: string;
    billingUuid: string;
    referenceNumber: string;
    totalPayableAmount: number;
    periodDue: string;
  };
}
