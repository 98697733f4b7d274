import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemberInviteMutation } from '../graphql/members';
import { appSetupMock } from '../testing/mocks';
import { APP_BASE, APP_UUID, renderScreen } from '../testing/render';
import MemberNewView from './MemberNewView';

const PATH = `${APP_BASE}/settings/members/create`;
const PATTERN = '/apps/:key/:appUUID/settings/members/create';

function inviteMock(email: string, role: 'admin' | 'store_manager', answer: 'ok' | 'taken' = 'ok') {
  const request = { query: MemberInviteMutation, variables: { input: { appUuid: APP_UUID, email, role } } };
  if (answer === 'taken') {
    return {
      request,
      result: {
        errors: [
          {
            message: 'Email has already been taken',
            extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Email has already been taken' } },
          },
        ],
      },
    };
  }
  return {
    request,
    result: vi.fn(() => ({
      data: {
        memberInvite: {
          __typename: 'Member' as const,
          uuid: 'i1',
          email,
          fullName: null,
          role,
          status: 'invited' as const,
          createdAt: '2026-01-06T02:00:00Z',
        },
      },
    })),
  };
}

describe('MemberNewView (invite member)', () => {
  it('checks the email only once touched or sent', async () => {
    const user = userEvent.setup();
    renderScreen(<MemberNewView />, {
      mocks: [appSetupMock({ myRole: 'owner' })],
      path: PATH,
      pattern: PATTERN,
    });
    const form = await screen.findByRole('form', { name: 'Invite member' });
    expect(within(form).queryByText('Email is required')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Email is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Email'), 'not-an-email');
    expect(await within(form).findByText('Email is invalid')).toBeInTheDocument();
  });

  it('invites with the chosen role, confirms and returns to Manage Access', async () => {
    const user = userEvent.setup();
    const mock = inviteMock('ana@nena.ph', 'admin');
    renderScreen(<MemberNewView />, {
      mocks: [appSetupMock({ myRole: 'owner' }), mock],
      path: PATH,
      pattern: PATTERN,
    });
    const form = await screen.findByRole('form', { name: 'Invite member' });
    await user.type(within(form).getByLabelText('Email'), 'ana@nena.ph');
    await user.click(within(form).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation Successfully created!')).toBeInTheDocument();
    // Navigation follows the save; under load it can land a moment after the alert.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
        `${APP_BASE}/settings/members`,
      ),
    );
  });

  it("puts the server's field message under Email and stays", async () => {
    const user = userEvent.setup();
    renderScreen(<MemberNewView />, {
      mocks: [appSetupMock({ myRole: 'admin' }), inviteMock('mark@nena.ph', 'store_manager', 'taken')],
      path: PATH,
      pattern: PATTERN,
    });
    const form = await screen.findByRole('form', { name: 'Invite member' });
    await user.type(within(form).getByLabelText('Email'), 'mark@nena.ph');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Email has already been taken')).toBeInTheDocument();
    // Navigation follows the save; under load it can land a moment after the alert.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(PATH));
  });

  it('tells a store manager that only owners and admins invite', async () => {
    renderScreen(<MemberNewView />, {
      mocks: [appSetupMock({ myRole: 'store_manager' })],
      path: PATH,
      pattern: PATTERN,
    });
    expect(
      await screen.findByText('Only the store owner and admins can invite members.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite member' })).not.toBeInTheDocument();
  });
});
