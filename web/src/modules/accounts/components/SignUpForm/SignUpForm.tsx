import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormAlert } from '../../../../lib/forms/FormAlert';
import type { FormFailure } from '../../../../lib/forms/formFailure';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../../../lib/forms/useFieldFeedback';
import { zEmail, zPassword, zRequiredString } from '../../../../lib/validation';
import { NAME_MAX } from '../../accountSecurity';
import { confirmPasswordCheck } from '../../password';
import { NameFields } from '../NameFields/NameFields';
import { NewPasswordFields } from '../NewPasswordFields/NewPasswordFields';

export const signUpSchema = z
  .object({
    firstName: zRequiredString('First Name', { max: NAME_MAX }),
    lastName: zRequiredString('Last Name', { max: NAME_MAX }),
    email: zEmail('Email'),
    password: zPassword('Password'),
    confirmPassword: z.string(),
  })
  .check(confirmPasswordCheck());

type SignUpForm = z.output<typeof signUpSchema>;
/** What the page sends: the form without the confirmation. */
export type SignUpValues = Omit<SignUpForm, 'confirmPassword'>;
export type SignUpField = keyof SignUpForm;

export { SIGN_UP_FIELDS } from './signUpFields';

export interface SignUpFormProps {
  /** Creates the account; resolves with the server's refusal to show, or nothing when done. */
  onSubmit: (values: SignUpValues) => Promise<FormFailure<SignUpField> | undefined>;
}

/**
 * Client sign-up: First Name, Last Name, Email, Password (the rule of document 1 §5, with a live
 * checklist) and Confirm Password. Errors show once a field is touched; server field errors land
 * under their fields.
 */
export function SignUpForm({ onSubmit }: SignUpFormProps) {
  const form = useForm({
    resolver: zodResolver(signUpSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const { handleSubmit, control, formState } = form;
  const { registerField, formError, withServerFailure } = useFieldFeedback(form);
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(
    withServerFailure(({ confirmPassword: _confirm, ...values }) => onSubmit(values), { shouldFocus: true }),
  );

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-label="Create an account">
      <FormAlert message={formError} />
      <NameFields firstName={registerField('firstName')} lastName={registerField('lastName')} />
      <TextField label="Email" type="email" autoComplete="email" {...registerField('email')} />
      <NewPasswordFields
        password={password}
        passwordField={registerField('password', { deps: ['confirmPassword'] })}
        confirmField={registerField('confirmPassword')}
      />
      <SubmitButton size="large" submitting={formState.isSubmitting}>
        Create account
      </SubmitButton>
    </Stack>
  );
}
