import { graphql } from '../../../generated';

/** What the Add Credits dialog needs: the credits left and whether a default method is saved. */
export const ResponseCreditsQuery = graphql(`
  query ResponseCredits($appUuid: ID!) {
    appEnterprisePlan(appUuid: $appUuid) {
      id
      responseCredits
    }
    fetchAppByUuid(appUuid: $appUuid) {
      uuid
      hasDefaultPaymentMethod
    }
  }
`);

/** The credits, live: a paid pack's increase arrives here (document 3 §4). */
export const ResponseCreditsLive = graphql(`
  subscription ResponseCreditsLive($appGlobalId: ID!, $after: String) {
    appEnterprisePlan(appGlobalId: $appGlobalId, after: $after) {
      id
      responseCredits
    }
  }
`);

/** The pack at the provider's checkout: answers the page to pay on (blank: nothing to open). */
export const UpdateResponseCreditMutation = graphql(`
  mutation UpdateResponseCredit(
    $appUuid: ID!
    $channel: ResponseCreditChannel!
    $successRedirectUrl: String!
    $failureRedirectUrl: String!
  ) {
    updateResponseCredit(
      appUuid: $appUuid
      isXendit: true
      channel: $channel
      successRedirectUrl: $successRedirectUrl
      failureRedirectUrl: $failureRedirectUrl
    ) {
      url
      credits
    }
  }
`);

/** Use connected payment method: the default saved method is charged for the pack. */
export const ResponseCreditTopUpChargeMutation = graphql(`
  mutation ResponseCreditTopUpCharge($appUuid: ID!) {
    responseCreditTopUpCharge(appUuid: $appUuid) {
      url
      credits
    }
  }
`);
