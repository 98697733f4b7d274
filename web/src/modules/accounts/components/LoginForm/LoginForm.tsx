import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormAlert } from '../../../../lib/forms/FormAlert';
import type { FormFailure } from '../../../../lib/forms/formFailure';
import { OutlinedTextField } from '../../../../lib/forms/OutlinedTextField';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../../../lib/forms/useFieldFeedback';
import { required, zEmail } from '../../../../lib/validation';
import { PasswordField } from '../PasswordField/PasswordField';

export const loginSchema = z.object({
  email: zEmail('Email'),
  // Sign-in only asks for the password; the strength rule applies where passwords are chosen.
  password: z.string().check(z.minLength(1, required('Password'))),
});

export type LoginValues = z.output<typeof loginSchema>;
export type LoginField = keyof LoginValues;
/** Why the server refused: its message for the alert and the fields it named. */
export type LoginFailure = FormFailure<LoginField>;

export interface DemoAccount {
  email: string;
  password: string;
}

export interface LoginFormProps {
  /** Signs in; resolves with the server's refusal to show, or nothing when done. */
  onSubmit: (values: LoginValues) => Promise<LoginFailure | undefined>;
  /** Shown (with a one-click button) only when the server runs in demo mode. */
  demo?: DemoAccount | null;
}

/**
 * Email and password; a field's error shows only once it was touched or the form submitted.
 * A refused sign-in (wrong password, locked or unconfirmed account) shows the server's message
 * in the form's error alert and marks the fields it named.
 */
export function LoginForm({ onSubmit, demo }: LoginFormProps) {
  const form = useForm({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { setValue, formState } = form;
  const { registerField, formError, withServerFailure } = useFieldFeedback(form);
  const submit = form.handleSubmit(withServerFailure(onSubmit));

  const signInWithDemo = () => {
    if (!demo) return;
    setValue('email', demo.email, { shouldTouch: true });
    setValue('password', demo.password, { shouldTouch: true });
    void submit();
  };

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-label="Sign in">
      <FormAlert message={formError} />
      <OutlinedTextField label="Email" type="email" autoComplete="email" {...registerField('email')} />
      <PasswordField label="Password" autoComplete="current-password" {...registerField('password')} />
      <SubmitButton size="large" submitting={formState.isSubmitting}>
        Sign in
      </SubmitButton>
      {demo ? (
        <Alert severity="info" variant="outlined" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
          <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            Demo sign-in: {demo.email} / {demo.password}
          </Typography>
          <Button
            variant="outlined"
            size="small"
            fullWidth
            onClick={signInWithDemo}
            disabled={formState.isSubmitting}
          >
            Use demo account
          </Button>
        </Alert>
      ) : null}
    </Stack>
  );
}
