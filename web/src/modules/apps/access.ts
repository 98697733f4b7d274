import type { MemberRole, MemberStatus } from '../../generated/graphql';

/** Owners and admins manage an app's members and setup; store managers only read (document 1 §6 leaves it open). */
export function canManageApp(role: MemberRole | null | undefined): boolean {
  return role === 'owner' || role === 'admin';
}

export const ROLE_LABELS: Readonly<Record<MemberRole, string>> = {
  owner: 'Owner',
  admin: 'Admin',
  store_manager: 'Store Manager',
};

export const STATUS_LABELS: Readonly<Record<MemberStatus, string>> = {
  active: 'Active',
  invited: 'Invited',
};

/** Roles an owner or admin may invite with (the owner is never invited). */
export const INVITABLE_ROLES = ['admin', 'store_manager'] as const satisfies ReadonlyArray<
  Exclude<MemberRole, 'owner'>
>;

/** The comma-joined support email list as chips: trimmed, empty parts dropped. */
export function splitEmailList(list: string | null | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((email) => email.trim())
    .filter((email) => email !== '');
}
