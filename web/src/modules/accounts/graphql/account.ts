import { graphql } from '../../../generated';

/** Account Security Update (document 1 §2, §3): birthdate, mobile number and business email. */
export const AccountSecurityUpdateMutation = graphql(`
  mutation AccountSecurityUpdate($input: AccountSecurityUpdateInput!) {
    accountSecurityUpdate(input: $input) {
      ...UserFields
    }
  }
`);

/** The user's business email while it is unverified; null once verified. */
export const UnverifiedUserBusinessEmailQuery = graphql(`
  query UnverifiedUserBusinessEmail($userUuid: ID!) {
    unverifiedUserBusinessEmail(userUuid: $userUuid)
  }
`);

export const UserResendVerificationEmailMutation = graphql(`
  mutation UserResendVerificationEmail($userUuid: ID!) {
    userResendVerificationEmail(userUuid: $userUuid) {
      uuid
    }
  }
`);
