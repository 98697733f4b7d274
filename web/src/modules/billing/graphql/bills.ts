import { graphql } from '../../../generated';

export const BillingSummaryFieldsFragment = graphql(`
  fragment BillingSummaryFields on Billing {
    uuid
    referenceNumber
    planDisplayName
    billingPeriodStartAt
    billingPeriodEndAt
    billingPeriodDueAt
    status
    statusLabel
    totalPayableAmount
    accumulatedAmount
    carried
  }
`);

/** Billing Manager: the store's bills, newest first, and what it owes now. */
export const BillingsQuery = graphql(`
  query Billings($appUuid: ID!, $first: Int, $after: String) {
    billings(appUuid: $appUuid, first: $first, after: $after) {
      edges {
        node {
          ...BillingSummaryFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    fetchAppByUuid(appUuid: $appUuid) {
      uuid
      billingPaymentStatus {
        label
        totalBalance
        withOutstandingBalance
      }
    }
  }
`);

/** billing-details: one bill, its lines and the orders its transaction fees count. */
export const BillingDetailsQuery = graphql(`
  query BillingDetails($uuid: ID!) {
    billing(uuid: $uuid) {
      ...BillingSummaryFields
      tierType
      currentAmount
      balance
      penalty
      collected
      transactions
      paymentReceivedAt
      payable
      extended
      chargeFailureCode
      disabled
      gracePeriodActivated
      gracePeriodEndsAt
      overdueSince
      depositSlips {
        uuid
        status
        reason
        submittedAt
        photo {
          uuid
          url
          thumbnailUrl
        }
      }
      details {
        uuid
        description
        amount
      }
      ordersBaseOnConvenienceFee {
        transactionNumber
      }
    }
  }
`);

/** Pay now: the default saved method is charged; the bill waits for the provider's word. */
export const BillingPayMutation = graphql(`
  mutation BillingPay($billingUuid: ID!) {
    billingPay(input: { billingUuid: $billingUuid }) {
      uuid
      status
      statusLabel
      chargeFailureCode
    }
  }
`);

/** Extend Payment: 10 more days to pay, once per bill. */
export const ExtendPaymentMutation = graphql(`
  mutation ExtendPayment($billingUuid: ID!) {
    extendPayment(input: { billingUuid: $billingUuid }) {
      uuid
      billingPeriodDueAt
      extended
    }
  }
`);

/** Grace period: a store deactivated for this bill reopens for a few days, once. */
export const GracePeriodActivateMutation = graphql(`
  mutation GracePeriodActivate($billingUuid: ID!) {
    gracePeriodActivate(input: { billingUuid: $billingUuid }) {
      uuid
      gracePeriodActivated
      gracePeriodEndsAt
    }
  }
`);

/** Where a bill may be paid by deposit slip (none: the option is not offered). */
export const BillingDepositAccountsQuery = graphql(`
  query BillingDepositAccounts {
    billingDepositAccounts {
      bank
      accountName
      accountNumber
    }
  }
`);

/** Pay by deposit slip: the uploaded image waits for an operator's confirmation. */
export const BillingDepositSlipSubmitMutation = graphql(`
  mutation BillingDepositSlipSubmit($billingUuid: ID!, $photoUuid: ID!) {
    billingDepositSlipSubmit(input: { billingUuid: $billingUuid, photoUuid: $photoUuid }) {
      uuid
      status
      statusLabel
    }
  }
`);

/** The shell's billing notices: deactivated for an unpaid balance, or the grace period's last day. */
export const BillingNoticeQuery = graphql(`
  query BillingNotice($appUuid: ID!) {
    fetchAppByUuid(appUuid: $appUuid) {
      uuid
      deactivated
      lastDayGracePeriod
      gracePeriodEndsAt
      billingPaymentStatus {
        totalBalance
        withOutstandingBalance
      }
    }
    appLatestBilling(appUuid: $appUuid) {
      uuid
      disabled
      gracePeriodActivated
      payable
    }
  }
`);

/** Operators: deposit slips waiting for review, oldest first. */
export const DepositSlipsToReviewQuery = graphql(`
  query DepositSlipsToReview {
    billingDepositSlipsToReview {
      slip {
        uuid
        submittedAt
        photo {
          uuid
          url
          thumbnailUrl
        }
      }
      billing {
        uuid
        appUuid
        referenceNumber
        accumulatedAmount
        billingPeriodDueAt
      }
    }
  }
`);

/** Operators: confirm a slip (the bill is paid) or refuse it with the reason the merchant reads. */
export const DepositSlipReviewMutation = graphql(`
  mutation DepositSlipReview($slipUuid: ID!, $approve: Boolean!, $reason: String) {
    billingDepositSlipReview(input: { slipUuid: $slipUuid, approve: $approve, reason: $reason }) {
      uuid
      status
      reason
    }
  }
`);
