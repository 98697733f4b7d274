import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export interface NameFieldsProps {
  /** First Name's wiring from its form: its registration and its shown error. */
  firstName: TextFieldProps;
  lastName: TextFieldProps;
}

/** First Name and Last Name side by side (one above the other on a phone). */
export function NameFields({ firstName, lastName }: NameFieldsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
      <TextField label="First Name" autoComplete="given-name" fullWidth {...firstName} />
      <TextField label="Last Name" autoComplete="family-name" fullWidth {...lastName} />
    </Stack>
  );
}
