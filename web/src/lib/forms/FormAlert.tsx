import Alert from '@mui/material/Alert';

/** The form's error alert: the server's refusal that names no field; nothing without one. */
export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  ) : null;
}
