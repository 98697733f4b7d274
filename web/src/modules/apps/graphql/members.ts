import { graphql } from '../../../generated';

export const MemberFieldsFragment = graphql(`
  fragment MemberFields on Member {
    uuid
    email
    fullName
    role
    status
    createdAt
  }
`);

/** Manage Access: the app's members and pending invitations. */
export const MembersQuery = graphql(`
  query Members($appUuid: ID!) {
    members(appUuid: $appUuid) {
      ...MemberFields
    }
  }
`);

export const MemberInviteMutation = graphql(`
  mutation MemberInvite($input: MemberInviteInput!) {
    memberInvite(input: $input) {
      ...MemberFields
    }
  }
`);

export const MemberRevokeMutation = graphql(`
  mutation MemberRevoke($input: MemberRevokeInput!) {
    memberRevoke(input: $input) {
      memberUuid
    }
  }
`);

/** Changes an active member's store role (admin or store manager). */
export const MemberRoleUpdateMutation = graphql(`
  mutation MemberRoleUpdate($input: MemberRoleUpdateInput!) {
    memberRoleUpdate(input: $input) {
      ...MemberFields
    }
  }
`);
