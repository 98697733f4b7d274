import { graphql } from '../../../generated';

/** Every User field of document 1 §3. */
export const UserFieldsFragment = graphql(`
  fragment UserFields on User {
    uuid
    firstName
    lastName
    fullName
    email
    role
    imageUrl
    affiliateCode
    contactDialCode
    contactNumber
    birthdate
    authorizedNetworkDashboard
    businessEmailAddress
    firstAppUuid
  }
`);

/** The signed-in user; skipped without a session token (document 1 §7). */
export const MeQuery = graphql(`
  query Me {
    me {
      ...UserFields
    }
  }
`);

export const ServerInfoQuery = graphql(`
  query ServerInfo {
    serverInfo {
      demoMode
      demoEmail
      demoPassword
      version
    }
  }
`);

export const SignInMutation = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      token
      user {
        ...UserFields
      }
    }
  }
`);

/** Server sign-out; sent only while authenticated, its failure is ignored (document 1 §4). */
export const DestroyAuthTokenMutation = graphql(`
  mutation DestroyAuthToken($input: DestroyAuthTokenInput!) {
    destroyAuthToken(input: $input) {
      generatedTokenLog {
        uuid
      }
    }
  }
`);

export const UserSettingUpdateMutation = graphql(`
  mutation UserSettingUpdate($input: UserSettingUpdateInput!) {
    userSettingUpdate(input: $input) {
      ...UserFields
    }
  }
`);
