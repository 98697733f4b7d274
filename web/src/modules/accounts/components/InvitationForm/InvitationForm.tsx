import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormAlert } from '../../../../lib/forms/FormAlert';
import type { FormFailure } from '../../../../lib/forms/formFailure';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../../../lib/forms/useFieldFeedback';
import { required, zPassword, zRequiredString } from '../../../../lib/validation';
import { NAME_MAX } from '../../accountSecurity';
import { confirmPasswordCheck } from '../../password';
import { NameFields } from '../NameFields/NameFields';
import { NewPasswordFields } from '../NewPasswordFields/NewPasswordFields';
import { PasswordField } from '../PasswordField/PasswordField';

export interface InvitationValues {
  password: string;
  firstName?: string;
  lastName?: string;
}

export type InvitationField = 'firstName' | 'lastName' | 'password';
export const INVITATION_FIELDS: readonly InvitationField[] = ['firstName', 'lastName', 'password'];

export interface InvitationFormProps {
  /** The invited address, shown read-only (and offered to password managers). */
  email: string;
  /** An existing account only confirms its password; a new one chooses names and a password. */
  accountExists: boolean;
  onSubmit: (values: InvitationValues) => Promise<FormFailure<InvitationField> | undefined>;
}

const existingSchema = z.object({
  password: z.string().check(z.minLength(1, required('Password'))),
});

const newAccountSchema = z
  .object({
    firstName: zRequiredString('First Name', { max: NAME_MAX }),
    lastName: zRequiredString('Last Name', { max: NAME_MAX }),
    password: zPassword('Password'),
    confirmPassword: z.string(),
  })
  .check(confirmPasswordCheck());

function EmailShown({ email }: { email: string }) {
  return (
    <TextField
      label="Email"
      value={email}
      autoComplete="username"
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
}

function ExistingAccountForm({ email, onSubmit }: Omit<InvitationFormProps, 'accountExists'>) {
  const form = useForm({
    resolver: zodResolver(existingSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const { registerField, formError, withServerFailure } = useFieldFeedback(form);
  const submit = form.handleSubmit(withServerFailure(onSubmit));
  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-label="Accept the invitation">
      <FormAlert message={formError} />
      <EmailShown email={email} />
      <PasswordField label="Password" autoComplete="current-password" {...registerField('password')} />
      <SubmitButton size="large" submitting={form.formState.isSubmitting}>
        Sign in to accept
      </SubmitButton>
    </Stack>
  );
}

function NewAccountForm({ email, onSubmit }: Omit<InvitationFormProps, 'accountExists'>) {
  const form = useForm({
    resolver: zodResolver(newAccountSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', password: '', confirmPassword: '' },
  });
  const { control, formState } = form;
  const { registerField, formError, withServerFailure } = useFieldFeedback(form);
  const password = useWatch({ control, name: 'password' });
  const submit = form.handleSubmit(
    withServerFailure(({ confirmPassword: _confirm, ...values }) => onSubmit(values)),
  );
  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-label="Accept the invitation">
      <FormAlert message={formError} />
      <EmailShown email={email} />
      <NameFields firstName={registerField('firstName')} lastName={registerField('lastName')} />
      <NewPasswordFields
        password={password}
        passwordField={registerField('password', { deps: ['confirmPassword'] })}
        confirmField={registerField('confirmPassword')}
      />
      <SubmitButton size="large" submitting={formState.isSubmitting}>
        Create account and accept
      </SubmitButton>
    </Stack>
  );
}

/** The invitation sign-up form: Password only for an existing account, else names and a new password. */
export function InvitationForm({ accountExists, ...props }: InvitationFormProps) {
  return accountExists ? <ExistingAccountForm {...props} /> : <NewAccountForm {...props} />;
}
