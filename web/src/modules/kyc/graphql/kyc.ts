import { graphql } from '../../../generated';

export const KycFieldsFragment = graphql(`
  fragment KycFields on KycVerification {
    appUuid
    appName
    status
    statusLabel
    businessType
    businessName
    tin
    businessAddress
    firstName
    lastName
    mobileNumber
    idType
    rejectionReason
    submittedAt
    idPhoto {
      uuid
      url
      thumbnailUrl
    }
    selfiePhoto {
      uuid
      url
      thumbnailUrl
    }
    registrationPhoto {
      uuid
      url
      thumbnailUrl
    }
  }
`);

/** The store's registration and the form's choices. */
export const KycVerificationQuery = graphql(`
  query KycVerification($appUuid: ID!) {
    kycVerification(appUuid: $appUuid) {
      ...KycFields
    }
    kycOptions {
      businessTypes {
        value
        label
      }
      idTypes {
        value
        label
      }
    }
  }
`);

export const KycSubmitMutation = graphql(`
  mutation KycSubmit($input: KycSubmitInput!) {
    kycSubmit(input: $input) {
      ...KycFields
    }
  }
`);

/** Operators: registrations waiting for review. */
export const KycToReviewQuery = graphql(`
  query KycToReview {
    kycToReview {
      ...KycFields
    }
    kycOptions {
      businessTypes {
        value
        label
      }
      idTypes {
        value
        label
      }
    }
  }
`);

export const KycReviewMutation = graphql(`
  mutation KycReview($appUuid: ID!, $approve: Boolean!, $reason: String) {
    kycReview(input: { appUuid: $appUuid, approve: $approve, reason: $reason }) {
      appUuid
      status
      statusLabel
      rejectionReason
    }
  }
`);
