import Stack from '@mui/material/Stack';
import { PasswordChecklist } from '../PasswordChecklist/PasswordChecklist';
import { PasswordField, type PasswordFieldProps } from '../PasswordField/PasswordField';

export interface NewPasswordFieldsProps {
  /** 'Password', or 'New Password' where one replaces another. */
  label?: string;
  /** What is typed in the password field, for the checklist. */
  password: string;
  /** The password field's wiring from its form: its registration and its shown error. */
  passwordField: PasswordFieldProps;
  confirmField: PasswordFieldProps;
}

/** A password being chosen (the rule of document 1 §5, with its live checklist) and Confirm Password. */
export function NewPasswordFields({
  label = 'Password',
  password,
  passwordField,
  confirmField,
}: NewPasswordFieldsProps) {
  return (
    <>
      <Stack spacing={1}>
        <PasswordField label={label} autoComplete="new-password" {...passwordField} />
        <PasswordChecklist password={password} />
      </Stack>
      <PasswordField label="Confirm Password" autoComplete="new-password" {...confirmField} />
    </>
  );
}
