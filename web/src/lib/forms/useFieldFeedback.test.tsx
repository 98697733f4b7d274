import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { required } from '../validation';
import { FormAlert } from './FormAlert';
import type { FormFailure } from './formFailure';
import { SubmitButton } from './SubmitButton';
import { useFieldFeedback } from './useFieldFeedback';

const schema = z.object({
  email: z.string().check(z.minLength(1, required('Email')), z.regex(/@/, 'Enter a valid email')),
  code: z.string().check(z.minLength(1, required('Code'))),
});

type Values = z.output<typeof schema>;
type Send = (values: Values) => Promise<FormFailure<'email' | 'code' | 'stranger'> | undefined>;

function Harness({ send, shouldFocus = false }: { send: Send; shouldFocus?: boolean }) {
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '', code: '' },
  });
  const { fieldProps, registerField, formError, withServerFailure } = useFieldFeedback(form);
  const submit = form.handleSubmit(withServerFailure(send, { shouldFocus }));
  return (
    <form noValidate onSubmit={submit}>
      <FormAlert message={formError} />
      <TextField label="Email" {...registerField('email')} />
      <TextField label="Code" {...fieldProps('code')} {...form.register('code')} />
      <SubmitButton submitting={form.formState.isSubmitting}>Send</SubmitButton>
    </form>
  );
}

function setup(send: Send = vi.fn().mockResolvedValue(undefined), shouldFocus = false) {
  const user = userEvent.setup();
  render(<Harness send={send} shouldFocus={shouldFocus} />);
  const fill = async () => {
    await user.type(screen.getByLabelText('Email'), 'nena@sari.ph');
    await user.type(screen.getByLabelText('Code'), '1234');
    await user.click(screen.getByRole('button', { name: 'Send' }));
  };
  return { user, send, fill };
}

describe('useFieldFeedback', () => {
  it('does not flag an empty field the keyboard only passed through before the form is submitted', async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    await user.tab();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });

  it('shows what is wrong with a typed value once the field is left', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'nena');
    expect(screen.queryByText('Enter a valid email')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email');
    expect(screen.queryByText('Code is required')).not.toBeInTheDocument();
  });

  it('shows every error once the form was submitted, without sending', async () => {
    const { user, send } = setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Code is required')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("puts the server's field messages under the form's own fields, as their descriptions", async () => {
    const { send, fill } = setup(
      vi.fn().mockResolvedValue({ fields: { code: 'Code has expired', stranger: 'Not on this form' } }),
    );
    await fill();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ email: 'nena@sari.ph', code: '1234' }));
    const message = await screen.findByText('Code has expired');
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(message.id).toBe(screen.getByLabelText('Code').getAttribute('aria-describedby'));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Not on this form')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows a refusal that names no field in the form's alert", async () => {
    const { fill } = setup(
      vi.fn().mockResolvedValue({ message: 'Something went wrong please try again later' }),
    );
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong please try again later');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
  });

  it('says a message once: a field that has the alert message is marked without repeating it', async () => {
    const { fill } = setup(
      vi.fn().mockResolvedValue({ message: 'Incorrect code', fields: { code: 'Incorrect code' } }),
    );
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect code');
    expect(screen.getAllByText('Incorrect code')).toHaveLength(1);
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears the alert when the form is sent again and the server accepts it', async () => {
    const send = vi.fn().mockResolvedValueOnce({ message: 'Try again' }).mockResolvedValueOnce(undefined);
    const { user, fill } = setup(send);
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('focuses the field a server message lands on when asked to', async () => {
    const { fill } = setup(
      vi.fn().mockResolvedValue({ fields: { email: 'Email has already been taken' } }),
      true,
    );
    await fill();
    expect(await screen.findByText('Email has already been taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('keeps focus on the submit button while sending, and a second press sends nothing more', async () => {
    let answer: (failure: undefined) => void = () => undefined;
    const send = vi.fn(() => new Promise<undefined>((resolve) => (answer = resolve)));
    const { user } = setup(send);
    await user.type(screen.getByLabelText('Email'), 'nena@sari.ph');
    await user.type(screen.getByLabelText('Code'), '1234');
    await user.tab();
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    // The spinner is decoration inside the button (the button keeps its name).
    expect(button.querySelector('.MuiCircularProgress-root')).toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByLabelText('Code'));
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    answer(undefined);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button.querySelector('.MuiCircularProgress-root')).not.toBeInTheDocument();
  });
});
