import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignUpForm } from './SignUpForm';

// These tests type into whole forms; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

function setup(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  const user = userEvent.setup();
  render(<SignUpForm onSubmit={onSubmit} />);
  const field = (label: string) => screen.getByLabelText(label);
  return { user, onSubmit, field };
}

describe('SignUpForm', () => {
  it('flags a field once it was changed and left, never one the keyboard only passed through', async () => {
    const { user, field } = setup();
    await user.click(field('First Name'));
    await user.click(field('Last Name'));
    expect(screen.queryByText('First Name is required')).not.toBeInTheDocument();
    await user.type(field('First Name'), 'N');
    await user.clear(field('First Name'));
    await user.click(field('Last Name'));
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.queryByText('Last Name is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.queryByText(/Password is required/)).not.toBeInTheDocument();
  });

  it('words password problems as the server does (document 3 §5) and ticks the checklist as it is typed', async () => {
    const { user, field } = setup();
    await user.type(field('Password'), 'abc def');
    await user.tab();
    expect(await screen.findByText('Password should not below 8 characters')).toBeInTheDocument();
    const rules = screen.getByRole('list', { name: 'Password rules' });
    expect(within(rules).getByText('A lowercase letter').closest('li')).toHaveAttribute('data-ok', 'true');
    expect(within(rules).getByText('An uppercase letter').closest('li')).toHaveAttribute('data-ok', 'false');

    await user.type(field('Password'), 'ghiJ!');
    expect(await screen.findByText('Password must not contain spaces')).toBeInTheDocument();
    expect(screen.queryByText('Password should not below 8 characters')).not.toBeInTheDocument();

    await user.clear(field('Password'));
    await user.type(field('Password'), 'Good@Pass');
    expect(await screen.findByText('Password should at least contain 1 number')).toBeInTheDocument();

    await user.clear(field('Password'));
    await user.type(field('Password'), 'Good@1234');
    await waitFor(() =>
      expect(screen.queryByText('Password should at least contain 1 number')).not.toBeInTheDocument(),
    );
    expect(field('Password')).toHaveAttribute('aria-invalid', 'false');
    expect(
      within(rules)
        .getAllByRole('listitem')
        .every((li) => li.getAttribute('data-ok') === 'true'),
    ).toBe(true);
  });

  it('asks for the same password in Confirm Password, and clears the error once they match', async () => {
    const { user, field } = setup();
    await user.type(field('Password'), 'Good@1234');
    await user.type(field('Confirm Password'), 'Good@1235');
    await user.tab();
    expect(await screen.findByText('Confirm Password should be the same as Password')).toBeInTheDocument();
    await user.type(field('Confirm Password'), '{Backspace}4');
    await waitFor(() =>
      expect(screen.queryByText('Confirm Password should be the same as Password')).not.toBeInTheDocument(),
    );
  });

  it('shows every problem on submit and does not call the server', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends trimmed values without the confirmation and puts server field errors under their fields', async () => {
    const onSubmit = vi.fn().mockResolvedValue({ fields: { email: 'Email has already been taken' } });
    const { user, field } = setup(onSubmit);
    await user.type(field('First Name'), ' Nena ');
    await user.type(field('Last Name'), 'Santos');
    await user.type(field('Email'), 'nena@sari.ph ');
    await user.type(field('Password'), 'Good@1234');
    await user.type(field('Confirm Password'), 'Good@1234');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        firstName: 'Nena',
        lastName: 'Santos',
        email: 'nena@sari.ph',
        password: 'Good@1234',
      }),
    );
    const message = await screen.findByText('Email has already been taken');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(message.id).toBe(field('Email').getAttribute('aria-describedby'));
    expect(field('Password')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refusal that names no field in the form alert', async () => {
    const { user, field } = setup(
      vi.fn().mockResolvedValue({ message: 'Something went wrong please try again later' }),
    );
    await user.type(field('First Name'), 'Nena');
    await user.type(field('Last Name'), 'Santos');
    await user.type(field('Email'), 'nena@sari.ph');
    await user.type(field('Password'), 'Good@1234');
    await user.type(field('Confirm Password'), 'Good@1234');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong please try again later');
  });
});
