import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormAlert } from '../../../../lib/forms/FormAlert';
import type { FormFailure } from '../../../../lib/forms/formFailure';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../../../lib/forms/useFieldFeedback';
import { zPassword } from '../../../../lib/validation';
import { confirmPasswordCheck } from '../../password';
import { NewPasswordFields } from '../NewPasswordFields/NewPasswordFields';

const PASSWORD_LABEL = 'New Password';

export const newPasswordSchema = z
  .object({ password: zPassword(PASSWORD_LABEL), confirmPassword: z.string() })
  .check(confirmPasswordCheck(PASSWORD_LABEL));

export interface NewPasswordFormProps {
  /** Sets the password; resolves with the server's refusal of the password field, or nothing. */
  onSubmit: (password: string) => Promise<FormFailure<'password'> | undefined>;
}

/** New Password (the rule of document 1 §5, with its checklist) and Confirm Password. */
export function NewPasswordForm({ onSubmit }: NewPasswordFormProps) {
  const form = useForm({
    resolver: zodResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { control, formState } = form;
  const { registerField, formError, withServerFailure } = useFieldFeedback(form);
  const password = useWatch({ control, name: 'password' });

  const submit = form.handleSubmit(
    withServerFailure((values) => onSubmit(values.password), { shouldFocus: true }),
  );

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-label="Set a new password">
      <FormAlert message={formError} />
      <NewPasswordFields
        label={PASSWORD_LABEL}
        password={password}
        passwordField={registerField('password', { deps: ['confirmPassword'] })}
        confirmField={registerField('confirmPassword')}
      />
      <SubmitButton size="large" submitting={formState.isSubmitting}>
        Update password
      </SubmitButton>
    </Stack>
  );
}
