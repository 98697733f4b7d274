import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MemberRole, MemberStatus } from '../../../generated/graphql';
import { MemberRevokeMutation, MemberRoleUpdateMutation, MembersQuery } from '../graphql/members';
import { appSetupMock } from '../testing/mocks';
import { APP_BASE, APP_UUID, renderScreen } from '../testing/render';
import MembersView from './MembersView';

function member(
  uuid: string,
  email: string,
  role: MemberRole,
  status: MemberStatus = 'active',
  fullName?: string,
) {
  return {
    __typename: 'Member' as const,
    uuid,
    email,
    fullName: fullName ?? null,
    role,
    status,
    createdAt: '2026-01-05T02:00:00Z',
  };
}

const MEMBERS = [
  member('m2', 'mark@nena.ph', 'store_manager', 'active', 'Mark Reyes'),
  member('m1', 'nena@nena.ph', 'owner', 'active', 'Nena Cruz'),
  member('m3', 'ana@nena.ph', 'admin', 'invited'),
];

function membersMock(members = MEMBERS) {
  return {
    request: { query: MembersQuery, variables: { appUuid: APP_UUID } },
    result: { data: { members } },
  };
}

function renderMembers(role: MemberRole, extra: Parameters<typeof renderScreen>[1]['mocks'] = []) {
  return renderScreen(<MembersView />, {
    mocks: [appSetupMock({ myRole: role }), membersMock(), ...extra],
    path: `${APP_BASE}/settings/members`,
    pattern: '/apps/:key/:appUUID/settings/members',
  });
}

const rowOf = (email: string) => screen.getByRole('listitem', { name: email });

describe('MembersView (Manage Access)', () => {
  it('lists members and invitations, owner first, with role, status and date', async () => {
    renderMembers('owner');
    await screen.findByRole('listitem', { name: 'nena@nena.ph' });
    const emails = screen.getAllByRole('listitem').map((el) => el.getAttribute('aria-label'));
    expect(emails).toEqual(['nena@nena.ph', 'ana@nena.ph', 'mark@nena.ph']);
    const owner = rowOf('nena@nena.ph');
    expect(within(owner).getByText('Nena Cruz')).toBeInTheDocument();
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(owner).getByText('Active')).toBeInTheDocument();
    expect(within(owner).getByText(/2026-01-05/)).toBeInTheDocument();
    const invited = rowOf('ana@nena.ph');
    expect(within(invited).getByText('Admin')).toBeInTheDocument();
    expect(within(invited).getByText('Invited')).toBeInTheDocument();
    expect(within(rowOf('mark@nena.ph')).getByText('Store Manager')).toBeInTheDocument();
  });

  it('gives the owner Invite member and Remove on every row but the owner row', async () => {
    renderMembers('owner');
    await screen.findByRole('listitem', { name: 'nena@nena.ph' });
    expect(await screen.findByRole('link', { name: 'Invite member' })).toHaveAttribute(
      'href',
      `${APP_BASE}/settings/members/create`,
    );
    expect(within(rowOf('nena@nena.ph')).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(
      within(rowOf('ana@nena.ph')).getByRole('button', { name: 'Remove ana@nena.ph' }),
    ).toBeInTheDocument();
    expect(
      within(rowOf('mark@nena.ph')).getByRole('button', { name: 'Remove mark@nena.ph' }),
    ).toBeInTheDocument();
  });

  it("lets the owner change an active member's role, but not the owner's nor a pending invitation's", async () => {
    const user = userEvent.setup();
    renderMembers('owner', [
      {
        request: {
          query: MemberRoleUpdateMutation,
          variables: { input: { appUuid: APP_UUID, memberUuid: 'm2', role: 'admin' } },
        },
        result: { data: { memberRoleUpdate: member('m2', 'mark@nena.ph', 'admin', 'active', 'Mark Reyes') } },
      },
    ]);
    await screen.findByRole('listitem', { name: 'mark@nena.ph' });
    expect(within(rowOf('nena@nena.ph')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(rowOf('ana@nena.ph')).queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(rowOf('mark@nena.ph')).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    expect(await screen.findByText('Member Successfully updated!')).toBeInTheDocument();
  });

  it('shows a store manager the list read-only: no Invite member, no Remove', async () => {
    renderMembers('store_manager');
    await screen.findByRole('listitem', { name: 'nena@nena.ph' });
    expect(
      await screen.findByText('Only the store owner and admins can invite or remove members.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invite member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('asks "Do you want to remove this member?" and removes the member on confirmation', async () => {
    const user = userEvent.setup();
    const revoked = vi.fn(() => ({
      data: { memberRevoke: { __typename: 'MemberRevokePayload' as const, memberUuid: 'm2' } },
    }));
    renderMembers('admin', [
      {
        request: {
          query: MemberRevokeMutation,
          variables: { input: { appUuid: APP_UUID, memberUuid: 'm2' } },
        },
        result: revoked,
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove mark@nena.ph' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove member' });
    expect(within(dialog).getByText('Do you want to remove this member?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Member Successfully removed!')).toBeInTheDocument();
    expect(revoked).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'mark@nena.ph' })).not.toBeInTheDocument(),
    );
  });

  it('keeps the member when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    renderMembers('owner');
    await user.click(await screen.findByRole('button', { name: 'Remove mark@nena.ph' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove member' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf('mark@nena.ph')).toBeInTheDocument();
  });

  it("shows the server's message when removal fails", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderMembers('owner', [
      {
        request: {
          query: MemberRevokeMutation,
          variables: { input: { appUuid: APP_UUID, memberUuid: 'm3' } },
        },
        result: { errors: [{ message: 'Member not found', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove ana@nena.ph' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Member not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf('ana@nena.ph')).toBeInTheDocument();
  });

  it('shows the error with Retry when the list cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(<MembersView />, {
      mocks: [
        appSetupMock({ myRole: 'owner' }),
        {
          request: { query: MembersQuery, variables: { appUuid: APP_UUID } },
          result: { errors: [{ message: 'App not found', extensions: { code: 'NOT_FOUND' } }] },
        },
      ],
      path: `${APP_BASE}/settings/members`,
      pattern: '/apps/:key/:appUUID/settings/members',
    });
    expect(await screen.findByText('App not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
