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
