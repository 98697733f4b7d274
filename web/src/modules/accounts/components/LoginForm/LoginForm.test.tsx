import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm';

describe('LoginForm', () => {
  it('does not flag an email the keyboard only passed through; says what is wrong with a typed one once left', async () => {
    const user = userEvent.setup();
    render(<LoginForm onSubmit={vi.fn()} />);
    const email = screen.getByLabelText('Email');
    await user.click(email);
    await user.click(screen.getByLabelText('Password'));
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await user.type(email, 'nena');
    await user.click(screen.getByLabelText('Password'));
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    await user.clear(email);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('shows every problem on submit and does not call the server', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed values and shows a refused sign-in once, in the alert, marking the field it names', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue({
      message: 'Incorrect email or password',
      fields: { password: 'Incorrect email or password' },
    });
    render(<LoginForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Email'), '  owner@suki.ph ');
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'owner@suki.ph', password: 'Secret@123' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(screen.getAllByText('Incorrect email or password')).toHaveLength(1);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the locked-account answer in the alert', async () => {
    const user = userEvent.setup();
    const locked =
      'Your account is locked after too many failed attempts. We emailed you a link to unlock it.';
    render(
      <LoginForm onSubmit={vi.fn().mockResolvedValue({ message: locked, fields: { email: locked } })} />,
    );
    await user.type(screen.getByLabelText('Email'), 'owner@suki.ph');
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(locked);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the demo account only when given one, and signs in with it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const { rerender } = render(<LoginForm onSubmit={onSubmit} />);
    expect(screen.queryByRole('button', { name: 'Use demo account' })).not.toBeInTheDocument();
    rerender(<LoginForm onSubmit={onSubmit} demo={{ email: 'demo@suki.ph', password: 'Demo@1234' }} />);
    expect(screen.getByText('Demo sign-in: demo@suki.ph / Demo@1234')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use demo account' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'demo@suki.ph', password: 'Demo@1234' }),
    );
  });
});
