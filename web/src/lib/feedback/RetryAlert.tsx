import type { SxProps, Theme } from '@mui/material';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export interface RetryAlertProps {
  /** The failure in plain words (errorMessage(error)). */
  message: string;
  onRetry: () => void;
  sx?: SxProps<Theme>;
}

/** A failed load: the message with a Retry action, the same in every view. */
export function RetryAlert({ message, onRetry, sx }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
