import { describe, expect, it } from 'vitest';
import type { MemberRole } from '../../generated/graphql';
import { splitEmailList } from './access';
import { canRevoke, type Member, memberName, sortMembers } from './members';

function member(
  email: string,
  role: MemberRole,
  createdAt = '2026-01-05T00:00:00Z',
  fullName: string | null = null,
) {
  return { uuid: email, email, fullName, role, status: 'active', createdAt } satisfies Member;
}

describe('sortMembers', () => {
  it('puts the owner first, then admins, then store managers, oldest first within a role', () => {
    const sorted = sortMembers([
      member('sm@x.ph', 'store_manager', '2026-01-01T00:00:00Z'),
      member('late-admin@x.ph', 'admin', '2026-02-01T00:00:00Z'),
      member('owner@x.ph', 'owner', '2026-03-01T00:00:00Z'),
      member('early-admin@x.ph', 'admin', '2026-01-02T00:00:00Z'),
    ]);
    expect(sorted.map((m) => m.email)).toEqual([
      'owner@x.ph',
      'early-admin@x.ph',
      'late-admin@x.ph',
      'sm@x.ph',
    ]);
  });
});

describe('canRevoke', () => {
  const admin = member('admin@x.ph', 'admin');
  it('lets owners and admins remove others but never the owner', () => {
    expect(canRevoke('owner', admin, 'owner@x.ph')).toBe(true);
    expect(canRevoke('admin', member('sm@x.ph', 'store_manager'), 'admin@x.ph')).toBe(true);
    expect(canRevoke('admin', member('owner@x.ph', 'owner'), 'admin@x.ph')).toBe(false);
  });
  it('never offers removing yourself, whatever the case of the address', () => {
    expect(canRevoke('admin', admin, 'ADMIN@x.ph')).toBe(false);
  });
  it('gives store managers and unknown roles nothing', () => {
    expect(canRevoke('store_manager', member('sm2@x.ph', 'store_manager'), 'sm@x.ph')).toBe(false);
    expect(canRevoke(undefined, admin, null)).toBe(false);
  });
});

describe('memberName and splitEmailList', () => {
  it('falls back to the address for a pending invitation', () => {
    expect(memberName(member('new@x.ph', 'admin'))).toBe('new@x.ph');
    expect(memberName(member('ana@x.ph', 'admin', undefined, 'Ana Cruz'))).toBe('Ana Cruz');
  });
  it('reads the comma-joined support list', () => {
    expect(splitEmailList(' a@x.ph, ,b@x.ph ')).toEqual(['a@x.ph', 'b@x.ph']);
    expect(splitEmailList(null)).toEqual([]);
  });
});
