import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormAlert } from '../../../../lib/forms/FormAlert';
import type { FormFailure } from '../../../../lib/forms/formFailure';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../../../lib/forms/useFieldFeedback';
import { zEmail } from '../../../../lib/validation';

const forgotSchema = z.object({ email: zEmail('Email') });

export interface ForgotPasswordFormProps {
  /** Asks for a reset link; resolves with the server's refusal to show, or nothing when sent. */
  onSubmit: (email: string) => Promise<FormFailure<'email'> | undefined>;
}

/** Forgot password: the account's email, then a reset link by mail. */
export function ForgotPasswordForm({ onSubmit }: ForgotPasswordFormProps) {
  const form = useForm({
    resolver: zodResolver(forgotSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { registerField, formError, withServerFailure } = useFieldFeedback(form);
  const submit = form.handleSubmit(withServerFailure(({ email }) => onSubmit(email)));

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-label="Forgot password">
      <FormAlert message={formError} />
      <TextField label="Email" type="email" autoComplete="email" {...registerField('email')} />
      <SubmitButton size="large" submitting={form.formState.isSubmitting}>
        Send reset link
      </SubmitButton>
    </Stack>
  );
}
