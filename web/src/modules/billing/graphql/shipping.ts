import { graphql } from '../../../generated';

/** The Shipping Credit widget and the top-up screen (document 3 §7 grabExpressCredits). */
export const GrabExpressCreditsQuery = graphql(`
  query GrabExpressCredits($appUuid: ID!) {
    grabExpressCredits(appUuid: $appUuid) {
      totalCredits
      packs
      lastApprovedCredit {
        amount
        approvedAt
      }
    }
  }
`);

/** A top-up at the provider's checkout: answers the page to pay on (blank: nothing to open). */
export const ShippingCreditTopUpMutation = graphql(`
  mutation ShippingCreditTopUp(
    $appUuid: ID!
    $key: String!
    $amount: Int!
    $channel: ShippingTopUpChannel!
    $successRedirectUrl: String!
    $failureRedirectUrl: String!
  ) {
    shippingCreditTopUp(
      appUuid: $appUuid
      key: $key
      amount: $amount
      channel: $channel
      successRedirectUrl: $successRedirectUrl
      failureRedirectUrl: $failureRedirectUrl
    ) {
      url
      amount
    }
  }
`);
