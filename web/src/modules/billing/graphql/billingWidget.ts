import { graphql } from '../../../generated';

/**
 * The billing summary widget: the app's billing flags, §4 label and total balance, and its latest
 * bill, whose status in the cache (Pay now's answer, a bill page's polling) tells the widget to ask again.
 */
export const BillingWidgetQuery = graphql(`
  query BillingWidget($appUuid: ID!) {
    fetchAppByUuid(appUuid: $appUuid) {
      uuid
      billingPaymentStatus {
        withBillings
        billingsPaymentSettled
        billingPaymentSubmitted
        withOutstandingBalance
        totalBalance
        label
      }
    }
    appLatestBilling(appUuid: $appUuid) {
      uuid
      status
      accumulatedAmount
    }
  }
`);
