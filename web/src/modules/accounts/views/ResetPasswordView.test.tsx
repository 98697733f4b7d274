import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordResetMutation } from '../graphql/auth';
import { renderScreen } from '../testing/harness';
import ResetPasswordView from './ResetPasswordView';

// These tests type into whole forms; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const PATH = '/reset-password/:resetPasswordToken';

function resetMock(token: string, password: string, result: MockLink.MockedResponse['result']) {
  return {
    request: { query: PasswordResetMutation, variables: { input: { resetPasswordToken: token, password } } },
    result,
  };
}

async function choosePassword(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update password' }));
  return user;
}

describe('ResetPasswordView', () => {
  it('sets the new password with the token from the link and sends the user to sign in', async () => {
    renderScreen(<ResetPasswordView />, {
      path: PATH,
      at: '/reset-password/tok-1',
      mocks: [
        resetMock('tok-1', 'Fresh@2026', {
          data: { passwordReset: { __typename: 'SuccessPayload', success: true } },
        }),
      ],
    });
    const user = await choosePassword('Fresh@2026');
    expect(await screen.findByText('Password updated. Sign in with your new password.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByLabelText('Location')).toHaveTextContent('/login/client');
  });

  it("shows the server's message for an expired link, with a way to ask for a new one", async () => {
    const expired = 'This password reset link is invalid or has expired.';
    renderScreen(<ResetPasswordView />, {
      path: PATH,
      at: '/reset-password/old',
      mocks: [
        resetMock('old', 'Fresh@2026', {
          errors: [{ message: expired, extensions: { code: 'BAD_USER_INPUT' } }],
        }),
      ],
    });
    const user = await choosePassword('Fresh@2026');
    expect(await screen.findByText(expired)).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(screen.getByLabelText('Location')).toHaveTextContent('/login/client?mode=forgot');
  });

  it("keeps the form and puts the server's password message under the field", async () => {
    renderScreen(<ResetPasswordView />, {
      path: PATH,
      at: '/reset-password/tok-2',
      mocks: [
        resetMock('tok-2', 'Fresh@2026', {
          errors: [
            {
              message: 'Password has invalid value',
              extensions: { code: 'BAD_USER_INPUT', fields: { password: 'Password has invalid value' } },
            },
          ],
        }),
      ],
    });
    await choosePassword('Fresh@2026');
    expect(await screen.findByText('Password has invalid value')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the rule and the confirmation before asking the server', async () => {
    renderScreen(<ResetPasswordView />, { path: PATH, at: '/reset-password/tok-3', mocks: [] });
    await choosePassword('Fresh@2026', 'Fresh@2027');
    expect(
      await screen.findByText('Confirm Password should be the same as New Password'),
    ).toBeInTheDocument();
  });
});
