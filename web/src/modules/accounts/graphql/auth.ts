import { graphql } from '../../../generated';

/*
 * The public account pages (document 2 §2.1): sign-up, email confirmation, password reset,
 * unlock and invitations. Answers never tell whether an email has an account.
 */

export const SignUpMutation = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      email
    }
  }
`);

export const EmailConfirmMutation = graphql(`
  mutation EmailConfirm($input: EmailConfirmInput!) {
    emailConfirm(input: $input) {
      email
    }
  }
`);

export const PasswordResetRequestMutation = graphql(`
  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {
    passwordResetRequest(input: $input) {
      success
    }
  }
`);

export const PasswordResetMutation = graphql(`
  mutation PasswordReset($input: PasswordResetInput!) {
    passwordReset(input: $input) {
      success
    }
  }
`);

export const AccountUnlockMutation = graphql(`
  mutation AccountUnlock($input: AccountUnlockInput!) {
    accountUnlock(input: $input) {
      success
    }
  }
`);

/** An invitation's details for its sign-up page; NOT_FOUND when invalid, used or expired. */
export const InvitationQuery = graphql(`
  query Invitation($invitationToken: String!) {
    invitation(invitationToken: $invitationToken) {
      email
      role
      appName
      inviterName
      accountExists
    }
  }
`);

/** Accepts an invitation and signs in, like SignIn. */
export const InvitationAcceptMutation = graphql(`
  mutation InvitationAccept($input: InvitationAcceptInput!) {
    invitationAccept(input: $input) {
      token
      user {
        ...UserFields
      }
    }
  }
`);
