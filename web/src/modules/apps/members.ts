import type { MemberFieldsFragment, MemberRole } from '../../generated/graphql';
import { canManageApp } from './access';

export type Member = MemberFieldsFragment;

const ROLE_ORDER: Readonly<Record<MemberRole, number>> = { owner: 0, admin: 1, store_manager: 2 };

/** The owner first, then admins, then store managers; within a role, the longest-standing first. */
export function sortMembers(members: readonly Member[]): Member[] {
  return [...members].sort(
    (a, b) =>
      ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
      a.createdAt.localeCompare(b.createdAt) ||
      a.email.localeCompare(b.email),
  );
}

/**
 * Whether the signed-in user sees Remove on a member's row: owners and admins, never on the
 * owner's row, never on their own (leaving an app is not this screen's job).
 */
export function canRevoke(
  myRole: MemberRole | null | undefined,
  member: Member,
  myEmail: string | null | undefined,
): boolean {
  if (!canManageApp(myRole) || member.role === 'owner') return false;
  return myEmail === null || myEmail === undefined || member.email.toLowerCase() !== myEmail.toLowerCase();
}

/** A member's display name: their full name, or (for a pending invitation) the address. */
export function memberName(member: Member): string {
  return member.fullName?.trim() || member.email;
}

/** The role select shows for an active member other than the owner and oneself, to the owner or an admin. */
export function canChangeRole(
  myRole: MemberRole | null | undefined,
  member: Member,
  myEmail: string | null | undefined,
): boolean {
  return member.status === 'active' && canRevoke(myRole, member, myEmail);
}
