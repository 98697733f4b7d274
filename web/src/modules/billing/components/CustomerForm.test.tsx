import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CustomerForm } from './CustomerForm';

describe('CustomerForm (billing customer form)', () => {
  it("shows the spec's messages once fields are touched, and sends nothing invalid", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<CustomerForm onSubmit={onSubmit} />);
    expect(screen.getByLabelText(/Nationality/)).toHaveValue('PH');
    expect(screen.queryByText('First Name Contains Invalid Characters')).toBeNull();
    await user.type(screen.getByLabelText(/First Name/), 'Juan2');
    await user.type(screen.getByLabelText(/Last Name/), 'Cruz!');
    await user.type(screen.getByLabelText(/Email/), ' juan@example.ph');
    await user.type(screen.getByLabelText(/Mobile Number/), '917123');
    const nationality = screen.getByLabelText(/Nationality/);
    await user.clear(nationality);
    await user.type(nationality, 'p');
    await user.tab();
    expect(await screen.findByText('First Name Contains Invalid Characters')).toBeInTheDocument();
    expect(screen.getByText('Last Name Contains Invalid Characters')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Invalid input. Please make sure that there are no whitespaces before or after the email addresses provided',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Mobile Number is invalid')).toBeInTheDocument();
    expect(screen.getByText('Nationality format is incorrect. For Philippines use PH')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends valid details, with the mobile number formatted as the merchant types it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    render(<CustomerForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/First Name/), 'Juan');
    await user.type(screen.getByLabelText(/Last Name/), 'Dela Cruz');
    await user.type(screen.getByLabelText(/Email/), 'juan@example.ph');
    await user.type(screen.getByLabelText(/Mobile Number/), '09171234567');
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Juan',
      lastName: 'Dela Cruz',
      email: 'juan@example.ph',
      mobile: '+63 917 123 4567',
      nationality: 'PH',
    });
  });
});
