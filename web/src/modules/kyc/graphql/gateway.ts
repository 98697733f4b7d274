import { graphql } from '../../../generated';

/** The payment-gateway reminder of the store, read on each app change (document 3 §4). */
export const PaymentGatewayReminderQuery = graphql(`
  query PaymentGatewayReminder($appUuid: ID!) {
    fetchAppByUuid(appUuid: $appUuid) {
      uuid
      paymentGatewayReminder {
        stage
        remainingDays
        message
        buttonLabel
      }
    }
  }
`);
